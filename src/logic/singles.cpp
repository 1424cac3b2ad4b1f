// Full house, hidden single, naked single (HoDoKu "Singles"; Sudoku Explainer "Hidden Single",
// "Naked Single").
#include "logic/techniques.hpp"

namespace gridforge::logic_detail {

std::optional<Step> find_full_house(const LogicState& state) {
    const auto& houses = state.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        Cell last = -1;
        int empty = 0;
        for (Cell cell : houses[static_cast<std::size_t>(h)].cells) {
            if (state.empty_at(cell)) { ++empty; last = cell; }
        }
        if (empty != 1) continue;
        const DigitSet missing = state.geometry().all_digits() - placed_in(state, h);
        if (missing.size() != 1 || !state.candidates(last).contains(missing.lowest())) continue;
        const Digit digit = missing.lowest();
        Step step;
        step.technique = TechniqueId::full_house;
        step.placements = {{last, digit}};
        step.cells = {last};
        step.houses = {h};
        step.pattern = {{last, digit}};
        step.text = "Full house: " + state.geometry().cell_name(last) + " is the last empty cell of " +
                    house_text(state, h) + ", so it is " + digit_text(digit) + ".";
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_hidden_single(const LogicState& state) {
    const auto& houses = state.houses();
    // Blocks (boxes, regions) first, as a player scans them and Sudoku Explainer rates them lower.
    for (bool blocks : {true, false}) {
        for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
            const bool is_block = !is_line(state.tables().kinds[static_cast<std::size_t>(h)]);
            if (is_block != blocks) continue;
            const DigitSet missing = state.geometry().all_digits() - placed_in(state, h);
            for (Digit digit : missing) {
                const std::vector<Cell> cells = places(state, h, digit);
                if (cells.size() != 1) continue;
                Step step;
                step.technique = TechniqueId::hidden_single;
                step.placements = {{cells[0], digit}};
                step.cells = cells;
                step.houses = {h};
                step.pattern = {{cells[0], digit}};
                step.text = "Hidden single: " + in_house_text(state, h) + " the digit " + digit_text(digit) +
                            " fits only in " + state.geometry().cell_name(cells[0]) + ".";
                return step;
            }
        }
    }
    return std::nullopt;
}

std::optional<Step> find_naked_single(const LogicState& state) {
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        if (!state.empty_at(cell) || state.candidates(cell).size() != 1) continue;
        const Digit digit = state.candidates(cell).lowest();
        Step step;
        step.technique = TechniqueId::naked_single;
        step.placements = {{cell, digit}};
        step.cells = {cell};
        step.pattern = {{cell, digit}};
        step.text = "Naked single: " + state.geometry().cell_name(cell) + " can only be " + digit_text(digit) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
