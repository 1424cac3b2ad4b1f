// Wings (HoDoKu "XY-Wing", "XYZ-Wing", "W-Wing"; Sudoku Explainer "XY-Wing", "XYZ-Wing").
//  - XY-Wing: a pivot {x,y} sees pincers {x,z} and {y,z}; whichever the pivot holds, one pincer
//    is z, so z leaves every cell seeing both pincers.
//  - XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; one of the three is z, so z leaves
//    every cell seeing all three.
//  - W-Wing: two cells {x,y} that do not see each other, and a conjugate pair on x whose ends see
//    one cell each; one of the two cells is y, so y leaves every cell seeing both.
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

std::vector<Cell> cells_with(const LogicState& state, int count) {
    std::vector<Cell> out;
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (state.empty_at(c) && state.candidates(c).size() == count) out.push_back(c);
    }
    return out;
}

std::optional<Step> find_wing(const LogicState& state, bool xyz) {
    const Geometry& g = state.geometry();
    const std::vector<Cell> bivalue = cells_with(state, 2);
    const std::vector<Cell> pivots = cells_with(state, xyz ? 3 : 2);
    for (Cell pivot : pivots) {
        const DigitSet pd = state.candidates(pivot);
        for (std::size_t i = 0; i < bivalue.size(); ++i) {
            const Cell p1 = bivalue[i];
            if (p1 == pivot || !state.sees(pivot, p1)) continue;
            for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
                const Cell p2 = bivalue[j];
                if (p2 == pivot || !state.sees(pivot, p2)) continue;
                const DigitSet d1 = state.candidates(p1);
                const DigitSet d2 = state.candidates(p2);
                if (d1 == d2) continue;
                const DigitSet z = d1 & d2;
                if (z.size() != 1) continue;
                if (xyz) {
                    if ((d1 | d2) != pd) continue;
                } else {
                    if (pd.contains(z.lowest()) || (d1 | d2) - z != pd) continue;
                }
                const Digit digit = z.lowest();
                std::vector<Cell> targets{p1, p2};
                if (xyz) targets.push_back(pivot);
                Step step;
                step.technique = xyz ? TechniqueId::xyz_wing : TechniqueId::xy_wing;
                step.eliminations = seen_by_all(state, digit, targets, {pivot, p1, p2});
                tidy(step, state);
                if (step.eliminations.empty()) continue;
                step.cells = {pivot, p1, p2};
                for (Cell c : step.cells) {
                    for (Digit d : state.candidates(c)) step.pattern.push_back({c, d});
                }
                // The houses through which the pivot sees each pincer.
                const std::optional<int> h1 = shared_house(state, pivot, p1);
                const std::optional<int> h2 = shared_house(state, pivot, p2);
                if (h1) step.houses.push_back(*h1);
                if (h2 && h2 != h1) step.houses.push_back(*h2);
                const auto seen_in = [&](const std::optional<int>& h) { return h ? " " + in_house_text(state, *h) : std::string(); };
                step.text = std::string(technique_name(step.technique)) + ": the pivot " + g.cell_name(pivot) + " (" +
                            wording::digits(pd, "or") + ") sees " + g.cell_name(p1) + " (" + wording::digits(d1, "or") + ")" +
                            seen_in(h1) + " and " + g.cell_name(p2) + " (" + wording::digits(d2, "or") + ")" + seen_in(h2) +
                            "; whichever digit the pivot takes, one of " + (xyz ? "the three cells" : "these pincers") + " is " +
                            digit_text(digit) + ": " + wording::removal(g, step.eliminations) +
                            (step.eliminations.size() == 1 ? ", which sees " : ", which see ") + (xyz ? "all three." : "both pincers.");
                return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_xy_wing(const LogicState& s) { return find_wing(s, false); }
std::optional<Step> find_xyz_wing(const LogicState& s) { return find_wing(s, true); }

std::optional<Step> find_w_wing(const LogicState& state) {
    const Geometry& g = state.geometry();
    const std::vector<Cell> bivalue = cells_with(state, 2);
    for (std::size_t i = 0; i < bivalue.size(); ++i) {
        for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
            const Cell c1 = bivalue[i];
            const Cell c2 = bivalue[j];
            if (state.candidates(c1) != state.candidates(c2) || state.sees(c1, c2)) continue;
            for (Digit x : state.candidates(c1)) {
                const Digit y = (state.candidates(c1) - DigitSet::of(x)).lowest();
                for (int h = 0; h < static_cast<int>(state.houses().size()); ++h) {
                    if (placed_in(state, h).contains(x)) continue;
                    const std::vector<Cell> ends = places(state, h, x);
                    if (ends.size() != 2) continue;
                    for (int flip = 0; flip < 2; ++flip) {
                        const Cell e1 = ends[static_cast<std::size_t>(flip)];
                        const Cell e2 = ends[static_cast<std::size_t>(1 - flip)];
                        if (e1 == c1 || e1 == c2 || e2 == c1 || e2 == c2) continue;
                        if (!state.sees(e1, c1) || !state.sees(e2, c2)) continue;
                        Step step;
                        step.technique = TechniqueId::w_wing;
                        step.eliminations = seen_by_all(state, y, {c1, c2}, {c1, c2, e1, e2});
                        tidy(step, state);
                        if (step.eliminations.empty()) continue;
                        step.cells = {c1, c2, e1, e2};
                        step.houses = {h};
                        step.pattern = {{c1, x}, {c1, y}, {c2, x}, {c2, y}, {e1, x}, {e2, x}};
                        const std::optional<int> h1 = shared_house(state, e1, c1);
                        const std::optional<int> h2 = shared_house(state, e2, c2);
                        if (h1) step.houses.push_back(*h1);
                        if (h2) step.houses.push_back(*h2);
                        const std::string house = house_text(state, h);
                        step.text = "W-Wing: " + g.cell_name(c1) + " and " + g.cell_name(c2) + " both hold only " +
                                    wording::digits(state.candidates(c1)) + ", and in " + house + " the digit " + digit_text(x) +
                                    " lies only in " + g.cell_name(e1) + " (seeing " + g.cell_name(c1) + ") or " + g.cell_name(e2) +
                                    " (seeing " + g.cell_name(c2) + "). If neither cell were " + digit_text(y) + ", both would be " +
                                    digit_text(x) + " and " + house + " would have no place for " + digit_text(x) +
                                    ", so one of them is " + digit_text(y) + ": " + wording::removal(g, step.eliminations) +
                                    (step.eliminations.size() == 1 ? ", which sees both." : ", which see both.");
                        return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
