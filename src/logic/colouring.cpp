// Simple colouring (HoDoKu "Simple Colors": colour trap and colour wrap; Sudoku Explainer finds
// the same eliminations as X-cycles). For one digit, the conjugate pairs (houses where it has
// exactly two places) form a graph; in each connected part, colour the cells alternately: one
// colour holds the digit everywhere, the other nowhere.
//  - Colour wrap: two cells of one colour see each other, so that colour is false: the digit
//    leaves all its cells.
//  - Colour trap: a cell outside the part that sees both colours cannot hold the digit.
#include <algorithm>

#include "logic/techniques.hpp"

namespace gridforge::logic_detail {

std::optional<Step> find_simple_colouring(const LogicState& state) {
    const Geometry& g = state.geometry();
    const auto cells = static_cast<std::size_t>(state.cell_count());
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<std::vector<Cell>> strong = strong_links(state, digit);
        std::vector<int> colour(cells, -1);
        for (Cell root = 0; root < state.cell_count(); ++root) {
            if (colour[static_cast<std::size_t>(root)] >= 0 || strong[static_cast<std::size_t>(root)].empty()) continue;
            std::vector<Cell> part{root};
            colour[static_cast<std::size_t>(root)] = 0;
            for (std::size_t i = 0; i < part.size(); ++i) {
                for (Cell next : strong[static_cast<std::size_t>(part[i])]) {
                    if (colour[static_cast<std::size_t>(next)] >= 0) continue;
                    colour[static_cast<std::size_t>(next)] = 1 - colour[static_cast<std::size_t>(part[i])];
                    part.push_back(next);
                }
            }
            if (part.size() < 3) continue;
            std::sort(part.begin(), part.end());
            std::vector<Cell> by_colour[2];
            for (Cell c : part) by_colour[colour[static_cast<std::size_t>(c)]].push_back(c);
            Step step;
            step.technique = TechniqueId::simple_colouring;
            step.cells = part;
            for (Cell c : part) step.pattern.push_back({c, digit});
            const std::string colours = " (colour A: " + cell_list(g, by_colour[0]) + "; colour B: " + cell_list(g, by_colour[1]) + ")";
            // Colour wrap.
            for (int k = 0; k < 2; ++k) {
                const auto& same = by_colour[k];
                for (std::size_t i = 0; i < same.size(); ++i) {
                    for (std::size_t j = i + 1; j < same.size(); ++j) {
                        if (!state.sees(same[i], same[j])) continue;
                        for (Cell c : same) step.eliminations.push_back({c, digit});
                        tidy(step, state);
                        step.text = "Simple colouring (colour wrap): for the digit " + digit_text(digit) + colours + ", " +
                                    g.cell_name(same[i]) + " and " + g.cell_name(same[j]) + " have colour " +
                                    (k == 0 ? "A" : "B") + " and see each other, so that colour is false: removed " +
                                    elimination_list(g, step.eliminations) + ".";
                        return step;
                    }
                }
            }
            // Colour trap.
            for (Cell c = 0; c < state.cell_count(); ++c) {
                if (!state.empty_at(c) || !state.candidates(c).contains(digit) || colour[static_cast<std::size_t>(c)] >= 0) continue;
                const auto sees_any = [&](const std::vector<Cell>& group) {
                    return std::any_of(group.begin(), group.end(), [&](Cell o) { return state.sees(c, o); });
                };
                if (sees_any(by_colour[0]) && sees_any(by_colour[1])) step.eliminations.push_back({c, digit});
            }
            tidy(step, state);
            if (step.eliminations.empty()) continue;
            step.text = "Simple colouring (colour trap): for the digit " + digit_text(digit) + colours +
                        " one colour holds it, so it leaves the cells that see both colours: " +
                        elimination_list(g, step.eliminations) + ".";
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
