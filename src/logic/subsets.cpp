// Naked and hidden subsets of size 2..4 in any house (HoDoKu "Naked Pair/Triple/Quadruple",
// "Hidden Pair/Triple/Quadruple"; Sudoku Explainer "Naked Pair", "Hidden Triplet", ...).
// Naked: k empty cells of a house whose candidates together are k digits; those digits leave the
// house's other cells. Hidden: k missing digits of a house whose places together are k cells;
// every other digit leaves those cells.
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

std::optional<Step> find_naked(const LogicState& state, int k, TechniqueId id) {
    const auto& houses = state.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        std::vector<Cell> open;
        for (Cell cell : houses[static_cast<std::size_t>(h)].cells) {
            if (state.empty_at(cell) && state.candidates(cell).size() <= k) open.push_back(cell);
        }
        std::optional<Step> found;
        combinations(static_cast<int>(open.size()), k, [&](const std::vector<int>& pick) {
            DigitSet digits;
            std::vector<Cell> cells;
            for (int i : pick) {
                cells.push_back(open[static_cast<std::size_t>(i)]);
                digits = digits | state.candidates(cells.back());
            }
            if (digits.size() != k) return false;
            Step step;
            step.technique = id;
            for (Cell cell : houses[static_cast<std::size_t>(h)].cells) {
                if (!state.empty_at(cell) || std::find(cells.begin(), cells.end(), cell) != cells.end()) continue;
                for (Digit d : state.candidates(cell) & digits) step.eliminations.push_back({cell, d});
            }
            tidy(step, state);
            if (step.eliminations.empty()) return false;
            step.cells = cells;
            step.houses = {h};
            for (Cell c : cells) {
                for (Digit d : state.candidates(c)) step.pattern.push_back({c, d});
            }
            const std::string house = house_text(state, h);
            step.text = "Naked " + wording::subset_word(k) + ": " + in_house_text(state, h) + " the cells " +
                        wording::cells(state.geometry(), cells) + " hold only " + wording::digits(digits) +
                        " between them, so no other cell of " + house + " can hold these digits: " +
                        wording::removal(state.geometry(), step.eliminations) + ".";
            found = std::move(step);
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<Step> find_hidden(const LogicState& state, int k, TechniqueId id) {
    const auto& houses = state.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        std::vector<Digit> open;
        std::vector<std::vector<Cell>> where;
        for (Digit d : state.geometry().all_digits() - placed_in(state, h)) {
            std::vector<Cell> cells = places(state, h, d);
            if (cells.size() >= 2 && static_cast<int>(cells.size()) <= k) {
                open.push_back(d);
                where.push_back(std::move(cells));
            }
        }
        std::optional<Step> found;
        combinations(static_cast<int>(open.size()), k, [&](const std::vector<int>& pick) {
            std::vector<Cell> cells;
            DigitSet digits;
            for (int i : pick) {
                digits.insert(open[static_cast<std::size_t>(i)]);
                for (Cell c : where[static_cast<std::size_t>(i)]) {
                    if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
                }
            }
            if (static_cast<int>(cells.size()) != k) return false;
            std::sort(cells.begin(), cells.end());
            Step step;
            step.technique = id;
            for (Cell c : cells) {
                for (Digit d : state.candidates(c) - digits) step.eliminations.push_back({c, d});
            }
            tidy(step, state);
            if (step.eliminations.empty()) return false;
            step.cells = cells;
            step.houses = {h};
            for (Cell c : cells) {
                for (Digit d : state.candidates(c) & digits) step.pattern.push_back({c, d});
            }
            step.text = "Hidden " + wording::subset_word(k) + ": " + in_house_text(state, h) + " the digits " +
                        wording::digits(digits) + " fit only in " + wording::cells(state.geometry(), cells) +
                        ", so these cells hold nothing else: " + wording::removal(state.geometry(), step.eliminations) + ".";
            found = std::move(step);
            return true;
        });
        if (found) return found;
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_naked_pair(const LogicState& s) { return find_naked(s, 2, TechniqueId::naked_pair); }
std::optional<Step> find_hidden_pair(const LogicState& s) { return find_hidden(s, 2, TechniqueId::hidden_pair); }
std::optional<Step> find_naked_triple(const LogicState& s) { return find_naked(s, 3, TechniqueId::naked_triple); }
std::optional<Step> find_hidden_triple(const LogicState& s) { return find_hidden(s, 3, TechniqueId::hidden_triple); }
std::optional<Step> find_naked_quad(const LogicState& s) { return find_naked(s, 4, TechniqueId::naked_quad); }
std::optional<Step> find_hidden_quad(const LogicState& s) { return find_hidden(s, 4, TechniqueId::hidden_quad); }

}  // namespace gridforge::logic_detail
