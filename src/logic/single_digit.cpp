// Single-digit patterns made of two conjugate pairs (HoDoKu "Skyscraper", "2-String Kite";
// Sudoku Explainer finds both as turbot-fish X-chains). A conjugate pair is a house where a digit
// has exactly two places: one of them holds it. Two conjugate pairs a1-a2 and b1-b2 whose ends
// a1 and b1 see each other cannot both lose at a2 and b2 (a1 and b1 would both hold the digit),
// so the digit leaves every cell that sees both a2 and b2.
//  - Skyscraper: both pairs in rows (or both in columns), a1 and b1 in one column (row);
//  - 2-String Kite: one pair in a row, one in a column, a1 and b1 in one block (box).
#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

struct Link {
    int house;
    Cell a;
    Cell b;
};

std::vector<Link> conjugate_pairs(const LogicState& state, Digit digit) {
    std::vector<Link> links;
    for (int h = 0; h < static_cast<int>(state.houses().size()); ++h) {
        if (placed_in(state, h).contains(digit)) continue;
        const std::vector<Cell> cells = places(state, h, digit);
        if (cells.size() == 2) links.push_back({h, cells[0], cells[1]});
    }
    return links;
}

std::optional<Step> find_pattern(const LogicState& state, TechniqueId id) {
    const Geometry& g = state.geometry();
    const auto& kinds = state.tables().kinds;
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<Link> links = conjugate_pairs(state, digit);
        for (std::size_t i = 0; i < links.size(); ++i) {
            for (std::size_t j = 0; j < links.size(); ++j) {
                if (i == j) continue;
                const HouseKind ki = kinds[static_cast<std::size_t>(links[i].house)];
                const HouseKind kj = kinds[static_cast<std::size_t>(links[j].house)];
                if (!is_line(ki) || !is_line(kj)) continue;
                if (id == TechniqueId::skyscraper && (ki != kj || i > j)) continue;
                if (id == TechniqueId::two_string_kite && !(ki == HouseKind::row && kj == HouseKind::column)) continue;
                for (int flip_i = 0; flip_i < 2; ++flip_i) {
                    for (int flip_j = 0; flip_j < 2; ++flip_j) {
                        const Cell a1 = flip_i ? links[i].b : links[i].a;
                        const Cell a2 = flip_i ? links[i].a : links[i].b;
                        const Cell b1 = flip_j ? links[j].b : links[j].a;
                        const Cell b2 = flip_j ? links[j].a : links[j].b;
                        std::vector<Cell> four{a1, a2, b1, b2};
                        std::sort(four.begin(), four.end());
                        if (std::adjacent_find(four.begin(), four.end()) != four.end()) continue;
                        if (id == TechniqueId::skyscraper) {
                            const auto cross = [&](Cell c) { return ki == HouseKind::row ? g.column_of(c) : g.row_of(c); };
                            if (cross(a1) != cross(b1) || cross(a2) == cross(b2)) continue;
                        } else {
                            if (!common_block(state, {a1, b1}) || common_block(state, {a2, b2})) continue;
                        }
                        Step step;
                        step.technique = id;
                        step.eliminations = seen_by_all(state, digit, {a2, b2}, four);
                        tidy(step, state);
                        if (step.eliminations.empty()) continue;
                        step.cells = {a1, a2, b1, b2};
                        // The house through which a1 and b1 see each other: the cross line, or the kite's box.
                        const std::optional<int> joint =
                            id == TechniqueId::two_string_kite ? common_block(state, {a1, b1}) : shared_house(state, a1, b1);
                        step.houses = {links[i].house, links[j].house};
                        if (joint) step.houses.push_back(*joint);
                        for (Cell c : step.cells) step.pattern.push_back({c, digit});
                        const std::string d = digit_text(digit);
                        step.text = std::string(technique_name(id)) + ": in " + house_text(state, links[i].house) + " the digit " +
                                    d + " lies only in " + g.cell_name(a1) + " or " + g.cell_name(a2) + ", and in " +
                                    house_text(state, links[j].house) + " only in " + g.cell_name(b1) + " or " + g.cell_name(b2) +
                                    "; " + g.cell_name(a1) + " and " + g.cell_name(b1) + " share " +
                                    (joint ? house_text(state, *joint) : std::string("a house")) + ", so at most one of them is " +
                                    d + " and " + g.cell_name(a2) + " or " + g.cell_name(b2) + " is: " +
                                    wording::removal(g, step.eliminations) +
                                    (step.eliminations.size() == 1 ? ", which sees both." : ", which see both.");
                        return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_skyscraper(const LogicState& s) { return find_pattern(s, TechniqueId::skyscraper); }
std::optional<Step> find_two_string_kite(const LogicState& s) { return find_pattern(s, TechniqueId::two_string_kite); }

}  // namespace gridforge::logic_detail
