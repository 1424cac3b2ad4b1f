#include <stdexcept>
#include <string>

#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce {
namespace {

bool is_line_kind(UnitKind kind) { return kind == UnitKind::row || kind == UnitKind::column; }

std::vector<Mask> lines_of(UnitKind kind, const Board& board) {
    std::vector<Mask> lines;
    if (kind == UnitKind::row) {
        for (int r = 0; r < board.rows(); ++r) lines.push_back(board.row_mask(r));
    } else if (kind == UnitKind::column) {
        for (int c = 0; c < board.columns(); ++c) lines.push_back(board.column_mask(c));
    } else {
        throw std::invalid_argument("a line kind must be row or column");
    }
    return lines;
}

/// The cell one step in `direction` from `cell`, or -1 off the board.
int step(int cell, Direction direction, const Board& board) {
    const int r = board.row_of(cell), c = board.column_of(cell);
    switch (direction) {
        case Direction::left: return c > 0 ? cell - 1 : -1;
        case Direction::right: return c + 1 < board.columns() ? cell + 1 : -1;
        case Direction::up: return r > 0 ? cell - board.columns() : -1;
        case Direction::down: return r + 1 < board.rows() ? cell + board.columns() : -1;
    }
    return -1;
}

std::vector<std::pair<int, int>> direction_pairs(Mask unit, Direction direction, const Board& board) {
    std::vector<std::pair<int, int>> pairs;
    for (int v = 0; v < board.cells(); ++v) {
        if (!(unit >> v & 1)) continue;
        const int target = step(v, direction, board);
        if (target >= 0) pairs.emplace_back(v, target);
    }
    return pairs;
}

inline bool has(Mask mask, int cell) { return (mask >> cell & 1) != 0; }

}  // namespace

CompiledClue compile(const Clue& clue, const Board& board, const std::vector<Person>& people) {
    if (static_cast<int>(people.size()) != board.cells()) throw std::invalid_argument("compile: the cast does not fit the board");
    CompiledClue out;
    out.type = clue.type;
    out.trait = clue.trait;
    out.trait0 = clue.trait0;
    out.person = clue.person;
    out.n = clue.n;
    out.m = clue.m;
    const std::string name(clue_info(clue.type).name);
    const auto fail = [&](const std::string& why) { return std::invalid_argument("clue " + name + ": " + why); };
    const auto unit_mask = [&](const Unit& unit) { return unit_cells(unit, board, people); };
    const auto own_line = [&] {
        if (!is_line_kind(clue.unit.kind)) throw fail("the unit must be a row or a column");
        out.group = lines_of(clue.unit.kind, board);
        out.a = unit_mask(clue.unit);
        out.own = clue.unit.a;
    };
    const auto neighbourhoods = [&] {
        out.a = unit_mask(clue.unit);
        for (int v = 0; v < board.cells(); ++v) {
            if (has(out.a, v)) out.group.push_back(board.neighbours(v));
        }
    };
    switch (clue.type) {
        case ClueType::has_trait:
            if (clue.person < 0 || clue.person >= board.cells()) throw fail("person off the board");
            break;
        case ClueType::number_in_total: out.a = board.full(); break;
        case ClueType::number_in_unit:
        case ClueType::at_least_in_unit:
        case ClueType::more_than_opposite:
        case ClueType::equal_to_opposite:
        case ClueType::odd_in_unit:
        case ClueType::even_in_unit:
        case ClueType::both_connected:
            out.a = unit_mask(clue.unit);
            if (clue.type == ClueType::both_connected) {
                for (int v = 0; v < board.cells(); ++v) {
                    if (!has(out.a, v)) continue;
                    for (int w = v + 1; w < board.cells(); ++w) {
                        if (has(out.a, w) && has(board.orthogonal(v), w)) out.pairs.emplace_back(v, w);
                    }
                }
            }
            break;
        case ClueType::each_line_has_at_least:
        case ClueType::only_one_line_has_exactly:
            out.group = lines_of(clue.lines, board);
            break;
        case ClueType::total_in_units:
        case ClueType::more_in_unit_than_unit:
        case ClueType::equal_in_units:
        case ClueType::units_share:
        case ClueType::unit_shares_k_of_m:
        case ClueType::any_in_unit_is_in_unit:
        case ClueType::both_in_unit_are_in_unit:
        case ClueType::only_in_unit_is_in_unit:
        case ClueType::units_share_odd:
            out.a = unit_mask(clue.unit);
            out.b = unit_mask(clue.unit2);
            break;
        case ClueType::neighbours_in_common:
        case ClueType::neighbours_also_neighbour:
            if (clue.unit.kind != UnitKind::neighbours || clue.unit2.kind != UnitKind::neighbours || clue.unit == clue.unit2) {
                throw fail("the units must be the neighbours of two different people");
            }
            out.a = unit_mask(clue.unit);
            out.b = unit_mask(clue.unit2);
            break;
        case ClueType::only_neighbour_in_direction:
            if (clue.unit.kind != UnitKind::neighbours) throw fail("the unit must be someone's neighbours");
            out.a = unit_mask(clue.unit);
            out.pairs = direction_pairs(Mask{1} << clue.unit.a, clue.direction, board);
            break;
        case ClueType::has_most:
        case ClueType::only_line_has_exactly: own_line(); break;
        case ClueType::max_neighbours_in_unit:
        case ClueType::only_one_has_n_neighbours:
        case ClueType::count_have_m_neighbours: neighbourhoods(); break;
        case ClueType::every_profession_has_neighbour:
            if (clue.unit.kind != UnitKind::profession) throw fail("the unit must be a profession");
            neighbourhoods();
            break;
        case ClueType::n_in_unit_have_in_direction:
            out.a = unit_mask(clue.unit);
            out.pairs = direction_pairs(out.a, clue.direction, board);
            break;
        case ClueType::profession_in_direction:
        case ClueType::every_profession_in_direction:
            if (clue.unit.kind != UnitKind::profession) throw fail("the unit must be a profession");
            out.a = unit_mask(clue.unit);
            out.pairs = direction_pairs(out.a, clue.direction, board);
            break;
        case ClueType::is_one_of_n:
        case ClueType::is_one_of_several:
        case ClueType::is_the_only:
            out.a = unit_mask(clue.unit);
            if (clue.person < 0 || clue.person >= board.cells() || !has(out.a, clue.person)) {
                throw fail("the person must belong to the unit");
            }
            break;
        case ClueType::all_connected: {
            const auto order = line_order(clue.unit, board);
            if (!order) throw fail("the unit must be a line (row, column, between, left, right, above, below)");
            out.order = *order;
            out.a = unit_mask(clue.unit);
            break;
        }
    }
    return out;
}

bool eval(const CompiledClue& clue, Mask criminals, Mask full) {
    const Mask t = trait_cells(clue.trait, criminals, full);
    const auto count = [t](Mask unit) { return popcount(t & unit); };
    switch (clue.type) {
        case ClueType::has_trait: return has(t, clue.person);
        case ClueType::number_in_total:
        case ClueType::number_in_unit: return count(clue.a) == clue.n;
        case ClueType::at_least_in_unit: return count(clue.a) >= clue.n;
        case ClueType::each_line_has_at_least:
            for (Mask line : clue.group) {
                if (count(line) < clue.n) return false;
            }
            return true;
        case ClueType::total_in_units: return count(clue.a) + count(clue.b) == clue.n;
        case ClueType::more_in_unit_than_unit: return count(clue.a) > count(clue.b);
        case ClueType::equal_in_units: return count(clue.a) == count(clue.b);
        case ClueType::more_than_opposite: return count(clue.a) > popcount(clue.a) - count(clue.a);
        case ClueType::equal_to_opposite: return 2 * count(clue.a) == popcount(clue.a);
        case ClueType::has_most:
            for (std::size_t i = 0; i < clue.group.size(); ++i) {
                if (static_cast<int>(i) != clue.own && count(clue.group[i]) >= count(clue.a)) return false;
            }
            return true;
        case ClueType::max_neighbours_in_unit:
            for (Mask around : clue.group) {
                if (count(around) > clue.n) return false;
            }
            return true;
        case ClueType::units_share:
        case ClueType::neighbours_in_common: return count(clue.a & clue.b) == clue.n;
        case ClueType::unit_shares_k_of_m:
        case ClueType::neighbours_also_neighbour: return count(clue.a) == clue.m && count(clue.a & clue.b) == clue.n;
        case ClueType::any_in_unit_is_in_unit: return count(clue.a & ~clue.b) == 0;
        case ClueType::both_in_unit_are_in_unit: return count(clue.a) == 2 && count(clue.a & ~clue.b) == 0;
        case ClueType::only_in_unit_is_in_unit: return count(clue.a) == 1 && count(clue.a & ~clue.b) == 0;
        case ClueType::n_in_unit_have_in_direction: {
            const Mask t0 = trait_cells(clue.trait0, criminals, full);
            int hits = 0;
            for (const auto& [v, w] : clue.pairs) hits += has(t0, v) && has(t, w);
            return hits == clue.n;
        }
        case ClueType::is_one_of_n: return has(t, clue.person) && count(clue.a) == clue.n;
        case ClueType::is_one_of_several: return has(t, clue.person) && count(clue.a) >= 2;
        case ClueType::is_the_only: return has(t, clue.person) && count(clue.a) == 1;
        case ClueType::only_one_line_has_exactly: {
            int lines = 0;
            for (Mask line : clue.group) lines += count(line) == clue.n;
            return lines == 1;
        }
        case ClueType::only_line_has_exactly:
            for (std::size_t i = 0; i < clue.group.size(); ++i) {
                if ((count(clue.group[i]) == clue.n) != (static_cast<int>(i) == clue.own)) return false;
            }
            return true;
        case ClueType::only_one_has_n_neighbours:
        case ClueType::count_have_m_neighbours: {
            const int wanted = clue.type == ClueType::only_one_has_n_neighbours ? clue.n : clue.m;
            const int people = clue.type == ClueType::only_one_has_n_neighbours ? 1 : clue.n;
            int found = 0;
            for (Mask around : clue.group) found += count(around) == wanted;
            return found == people;
        }
        case ClueType::all_connected: {
            // Contiguous in line order: no member without the trait lies between two with it.
            int first = -1, last = -1, members = 0;
            for (std::size_t i = 0; i < clue.order.size(); ++i) {
                if (!has(t, clue.order[i])) continue;
                if (first < 0) first = static_cast<int>(i);
                last = static_cast<int>(i);
                ++members;
            }
            return members >= 1 && last - first + 1 == members;
        }
        case ClueType::both_connected: {
            if (count(clue.a) != 2) return false;
            for (const auto& [v, w] : clue.pairs) {
                if (has(t, v) && has(t, w)) return true;
            }
            return false;
        }
        case ClueType::odd_in_unit: return count(clue.a) % 2 == 1;
        case ClueType::even_in_unit: return count(clue.a) % 2 == 0;
        case ClueType::units_share_odd: return count(clue.a & clue.b) % 2 == 1;
        case ClueType::profession_in_direction: {
            int hits = 0;
            for (const auto& [v, w] : clue.pairs) hits += has(t, w);
            return hits == clue.n;
        }
        case ClueType::only_neighbour_in_direction:
            // The one t-neighbour is the cell next to X in direction d (none off the board).
            return count(clue.a) == 1 && clue.pairs.size() == 1 && has(t, clue.pairs[0].second);
        case ClueType::every_profession_has_neighbour:
            for (Mask around : clue.group) {
                if (count(around) == 0) return false;
            }
            return true;
        case ClueType::every_profession_in_direction: {
            if (static_cast<int>(clue.pairs.size()) != popcount(clue.a)) return false;
            for (const auto& [v, w] : clue.pairs) {
                if (!has(t, w)) return false;
            }
            return true;
        }
    }
    return false;
}

}  // namespace gridforge::deduce
