// Uniqueness techniques (HoDoKu "Uniqueness Test 1-4", "Bivalue Universal Grave + 1"; Sudoku
// Explainer "Unique Rectangle" 4.5-4.6 and "BUG" 5.6+). They are valid ONLY because the puzzle
// is known to have exactly one solution: they remove candidates that would otherwise leave a
// "deadly pattern" whose digits could be swapped to give a second solution.
//  - Unique rectangle: four empty cells at the corners of a rectangle over two rows, two columns
//    and two boxes, all holding candidates x and y. If all four were {x,y}, x and y could be
//    swapped, so some corner must take another digit.
//    Type 1: three corners are exactly {x,y}: x and y leave the fourth.
//    Type 2: two corners (the floor) are {x,y}, the two others (the roof, in one row or column)
//            are {x,y,z}: one roof cell is z, so z leaves the cells seeing both.
//    Type 3: the roof's extra digits act as one cell in a house holding both roof cells; with k
//            other cells of that house they form a naked subset of k+1 digits: those digits leave
//            the rest of the house.
//    Type 4: in a house holding both roof cells, x has no place but the roof: one roof cell is x,
//            the roof cannot be x and y, so y leaves both roof cells.
//  - BUG+1: every empty cell has two candidates but one, which has three; each digit then has two
//    places in each house but one digit in that cell's houses has three. Without that digit the
//    grid would be a bivalue universal grave (at least two solutions), so the cell holds it.
// A rectangle is deadly only when every house meeting a corner holds exactly two corners in one
// row or column (rows, columns, boxes): puzzles with diagonals, cages or thermometers through a
// corner are skipped, and BUG+1 needs a puzzle of houses only.
#include <algorithm>
#include <array>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

// Why a deadly pattern is ruled out, said once for every uniqueness step.
const std::string kSwap = " could be swapped for a second solution, and the puzzle has only one";

struct Rectangle {
    std::array<Cell, 4> corners;  // r1c1, r1c2, r2c1, r2c2 order
    Digit x;
    Digit y;
};

/// Whether swapping x and y in the corners would keep every house valid: each house meeting a
/// corner holds exactly two corners, in one row or one column.
bool deadly_shape(const LogicState& state, const std::array<Cell, 4>& corners) {
    const Geometry& g = state.geometry();
    if (!state.puzzle().topology().extra_rules.empty()) return false;
    int blocks = 0;
    for (Cell c : corners) {
        for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(c)]) {
            std::vector<Cell> in;
            for (Cell o : corners) {
                const auto& cells = state.houses()[static_cast<std::size_t>(h)].cells;
                if (std::find(cells.begin(), cells.end(), o) != cells.end()) in.push_back(o);
            }
            if (in.size() != 2) return false;
            if (g.row_of(in[0]) != g.row_of(in[1]) && g.column_of(in[0]) != g.column_of(in[1])) return false;
            if (!is_line(state.tables().kinds[static_cast<std::size_t>(h)])) ++blocks;
        }
    }
    return blocks == 4;  // each corner in one block, each block holding two corners: two blocks
}

/// Calls `visit` on each rectangle of empty cells sharing two candidates, until it returns a step.
std::optional<Step> each_rectangle(const LogicState& state, const std::function<std::optional<Step>(const Rectangle&)>& visit) {
    const Geometry& g = state.geometry();
    const int n = state.size();
    for (int r1 = 0; r1 < n; ++r1) {
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            for (int c1 = 0; c1 < n; ++c1) {
                for (int c2 = c1 + 1; c2 < n; ++c2) {
                    const std::array<Cell, 4> corners{g.cell_at(r1, c1), g.cell_at(r1, c2), g.cell_at(r2, c1), g.cell_at(r2, c2)};
                    DigitSet common = g.all_digits();
                    bool empty = true;
                    for (Cell c : corners) {
                        empty = empty && state.empty_at(c);
                        common = common & state.candidates(c);
                    }
                    if (!empty || common.size() < 2 || !deadly_shape(state, corners)) continue;
                    for (Digit x : common) {
                        for (Digit y : common) {
                            if (y <= x) continue;
                            if (std::optional<Step> step = visit(Rectangle{corners, x, y})) return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

/// The blocks (boxes) holding the corners: two for a deadly rectangle.
std::vector<int> rectangle_blocks(const LogicState& state, const Rectangle& r) {
    std::vector<int> blocks;
    for (Cell c : r.corners) {
        const std::optional<int> block = common_block(state, {c});
        if (block && std::find(blocks.begin(), blocks.end(), *block) == blocks.end()) blocks.push_back(*block);
    }
    return blocks;
}

/// "the rectangle r1c1, r1c2, r4c1 and r4c2 (boxes 1 and 4)".
std::string rectangle_text(const LogicState& state, const Rectangle& r) {
    return "the rectangle " + wording::cells(state.geometry(), {r.corners.begin(), r.corners.end()}) + " (" +
           houses_text(state, rectangle_blocks(state, r)) + ")";
}

/// "1 and 2" of the rectangle.
std::string pair_text(const Rectangle& r) { return wording::digits(DigitSet::of(r.x) | DigitSet::of(r.y)); }

void describe(Step& step, const LogicState& state, const Rectangle& r, TechniqueId id) {
    step.technique = id;
    step.cells.assign(r.corners.begin(), r.corners.end());
    step.houses = rectangle_blocks(state, r);
    for (Cell c : r.corners) {
        step.pattern.push_back({c, r.x});
        step.pattern.push_back({c, r.y});
    }
}

/// The corners whose candidates are more than {x, y} (the roof) and the others (the floor).
void split(const LogicState& state, const Rectangle& r, std::vector<Cell>& floor, std::vector<Cell>& roof) {
    const DigitSet pair = DigitSet::of(r.x) | DigitSet::of(r.y);
    for (Cell c : r.corners) (state.candidates(c) == pair ? floor : roof).push_back(c);
}

/// Houses holding both roof cells (a row or column, and the box when they share it).
std::vector<int> roof_houses(const LogicState& state, Cell a, Cell b) {
    std::vector<int> out;
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(a)]) {
        const auto& cells = state.houses()[static_cast<std::size_t>(h)].cells;
        if (std::find(cells.begin(), cells.end(), b) != cells.end()) out.push_back(h);
    }
    return out;
}

}  // namespace

std::optional<Step> find_unique_rectangle_1(const LogicState& state) {
    return each_rectangle(state, [&](const Rectangle& r) -> std::optional<Step> {
        std::vector<Cell> floor, roof;
        split(state, r, floor, roof);
        if (roof.size() != 1) return std::nullopt;
        Step step;
        describe(step, state, r, TechniqueId::unique_rectangle_1);
        step.eliminations = {{roof[0], r.x}, {roof[0], r.y}};
        tidy(step, state);
        const Geometry& g = state.geometry();
        step.text = "Unique rectangle type 1: in " + rectangle_text(state, r) + " three corners hold only " + pair_text(r) +
                    "; if " + g.cell_name(roof[0]) + " were " + digit_text(r.x) + " or " + digit_text(r.y) + " as well, " +
                    pair_text(r) + kSwap + ": " + wording::removal(g, step.eliminations) + ".";
        return step;
    });
}

std::optional<Step> find_unique_rectangle_2(const LogicState& state) {
    return each_rectangle(state, [&](const Rectangle& r) -> std::optional<Step> {
        std::vector<Cell> floor, roof;
        split(state, r, floor, roof);
        if (roof.size() != 2 || roof_houses(state, roof[0], roof[1]).empty()) return std::nullopt;
        const DigitSet pair = DigitSet::of(r.x) | DigitSet::of(r.y);
        const DigitSet extra = state.candidates(roof[0]) - pair;
        if (extra.size() != 1 || state.candidates(roof[1]) - pair != extra) return std::nullopt;
        const Digit z = extra.lowest();
        Step step;
        describe(step, state, r, TechniqueId::unique_rectangle_2);
        step.eliminations = seen_by_all(state, z, roof, {r.corners.begin(), r.corners.end()});
        tidy(step, state);
        if (step.eliminations.empty()) return std::nullopt;
        const Geometry& g = state.geometry();
        step.text = "Unique rectangle type 2: in " + rectangle_text(state, r) + " " + wording::cells(g, floor) + " hold only " +
                    pair_text(r) + ", and " + wording::cells(g, roof) + " hold " + wording::digits(state.candidates(roof[0])) +
                    "; if neither of them were " + digit_text(z) + ", " + pair_text(r) + kSwap + ", so one of them is " +
                    digit_text(z) + ": " + wording::removal(g, step.eliminations) + ", which see both.";
        return step;
    });
}

std::optional<Step> find_unique_rectangle_3(const LogicState& state) {
    return each_rectangle(state, [&](const Rectangle& r) -> std::optional<Step> {
        std::vector<Cell> floor, roof;
        split(state, r, floor, roof);
        if (roof.size() != 2) return std::nullopt;
        const DigitSet pair = DigitSet::of(r.x) | DigitSet::of(r.y);
        const DigitSet extra = (state.candidates(roof[0]) | state.candidates(roof[1])) - pair;
        if (extra.size() < 2) return std::nullopt;
        for (int h : roof_houses(state, roof[0], roof[1])) {
            std::vector<Cell> others;
            for (Cell c : state.houses()[static_cast<std::size_t>(h)].cells) {
                if (state.empty_at(c) && c != roof[0] && c != roof[1]) others.push_back(c);
            }
            std::optional<Step> found;
            for (int k = 1; k <= 3 && !found; ++k) {
                combinations(static_cast<int>(others.size()), k, [&](const std::vector<int>& pick) {
                    DigitSet digits = extra;
                    std::vector<Cell> subset;
                    for (int i : pick) {
                        subset.push_back(others[static_cast<std::size_t>(i)]);
                        digits = digits | state.candidates(subset.back());
                    }
                    if (digits.size() != k + 1) return false;
                    Step step;
                    describe(step, state, r, TechniqueId::unique_rectangle_3);
                    for (Cell c : others) {
                        if (std::find(subset.begin(), subset.end(), c) != subset.end()) continue;
                        for (Digit d : state.candidates(c) & digits) step.eliminations.push_back({c, d});
                    }
                    tidy(step, state);
                    if (step.eliminations.empty()) return false;
                    step.cells.insert(step.cells.end(), subset.begin(), subset.end());
                    step.houses.push_back(h);
                    const Geometry& g = state.geometry();
                    step.text = "Unique rectangle type 3: in " + rectangle_text(state, r) + " " + wording::cells(g, floor) +
                                " hold only " + pair_text(r) + "; if " + wording::cells(g, roof) + " held only " + pair_text(r) +
                                " too, " + pair_text(r) + kSwap + ", so one of them is " + wording::digits(extra, "or") +
                                ". With " + wording::cells(g, subset) + " that makes a naked " + wording::subset_word(k + 1) +
                                " on " + wording::digits(digits) + " in " + house_text(state, h) + ": " +
                                wording::removal(g, step.eliminations) + ".";
                    found = std::move(step);
                    return true;
                });
            }
            if (found) return found;
        }
        return std::nullopt;
    });
}

std::optional<Step> find_unique_rectangle_4(const LogicState& state) {
    return each_rectangle(state, [&](const Rectangle& r) -> std::optional<Step> {
        std::vector<Cell> floor, roof;
        split(state, r, floor, roof);
        if (roof.size() != 2) return std::nullopt;
        for (int h : roof_houses(state, roof[0], roof[1])) {
            for (int flip = 0; flip < 2; ++flip) {
                const Digit locked = flip ? r.y : r.x;
                const Digit other = flip ? r.x : r.y;
                if (places(state, h, locked) != roof) continue;
                Step step;
                describe(step, state, r, TechniqueId::unique_rectangle_4);
                step.eliminations = {{roof[0], other}, {roof[1], other}};
                tidy(step, state);
                if (step.eliminations.empty()) continue;
                step.houses.push_back(h);
                const Geometry& g = state.geometry();
                step.text = "Unique rectangle type 4: in " + rectangle_text(state, r) + " " + wording::cells(g, floor) +
                            " hold only " + pair_text(r) + ", and in " + house_text(state, h) + " the digit " +
                            digit_text(locked) + " lies only in " + wording::cells(g, roof) + ", so one of them is " +
                            digit_text(locked) + "; if either were " + digit_text(other) + ", " + pair_text(r) + kSwap + ": " +
                            wording::removal(g, step.eliminations) + ".";
                return step;
            }
        }
        return std::nullopt;
    });
}

std::optional<Step> find_bug_plus_one(const LogicState& state) {
    if (!state.puzzle().topology().extra_rules.empty()) return std::nullopt;
    Cell triple = -1;
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (!state.empty_at(c)) continue;
        const int size = state.candidates(c).size();
        if (size == 2) continue;
        if (size != 3 || triple >= 0) return std::nullopt;
        triple = c;
    }
    if (triple < 0) return std::nullopt;
    std::optional<Digit> extra;
    std::vector<int> three_places;  // the houses where the extra digit has three places
    const auto& of_triple = state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(triple)];
    for (int h = 0; h < static_cast<int>(state.houses().size()); ++h) {
        const bool holds_triple = std::find(of_triple.begin(), of_triple.end(), h) != of_triple.end();
        for (Digit d = 1; d <= state.size(); ++d) {
            if (placed_in(state, h).contains(d)) continue;
            const std::size_t count = places(state, h, d).size();
            if (count == 2) continue;
            if (count != 3 || !holds_triple || (extra && *extra != d)) return std::nullopt;
            extra = d;
            three_places.push_back(h);
        }
    }
    if (!extra || !state.candidates(triple).contains(*extra)) return std::nullopt;
    Step step;
    step.technique = TechniqueId::bug_plus_one;
    step.placements = {{triple, *extra}};
    step.cells = {triple};
    step.pattern = {{triple, *extra}};
    step.houses = three_places;
    const std::string cell = state.geometry().cell_name(triple);
    step.text = "BUG+1: every empty cell but " + cell + " has two candidates, and " + digit_text(*extra) + " has three places in " +
                houses_text(state, three_places) + "; if " + cell + " were not " + digit_text(*extra) +
                ", every digit would have two places in every house, a pattern whose digits" + kSwap + ", so " + cell +
                " is " + digit_text(*extra) + ".";
    return step;
}

}  // namespace gridforge::logic_detail
