#include <algorithm>
#include <set>

#include "gridforge/deduce/clue.hpp"

// Clues below are written with designated initializers; every omitted field of Clue has a default
// member initializer, which GCC 12 still reports under -Wextra.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace gridforge::deduce {
namespace {

constexpr Trait kTraits[] = {Trait::criminal, Trait::innocent};
constexpr Direction kDirections[] = {Direction::left, Direction::right, Direction::up, Direction::down};

struct Units {
    std::vector<Unit> lines;       ///< rows then columns
    std::vector<Unit> basic;       ///< every non-empty unit except everyone
    std::vector<Unit> straight;    ///< line-shaped units (rows, columns, between, left/right/above/below)
    std::vector<Unit> spatial1;    ///< U1 of spatial clues: neighbourhoods, professions, lines
    std::vector<Unit> spatial2;    ///< U2 of spatial clues: lines, edge, professions
    std::vector<Unit> professions;
};

Units make_units(const Board& board, const std::vector<Person>& people) {
    Units u;
    for (int r = 0; r < board.rows(); ++r) u.lines.push_back({UnitKind::row, r});
    for (int c = 0; c < board.columns(); ++c) u.lines.push_back({UnitKind::column, c});
    std::set<int> present;
    for (const Person& p : people) present.insert(p.profession);
    for (int p : present) u.professions.push_back({UnitKind::profession, p});
    u.straight = u.lines;
    for (int a = 0; a < board.cells(); ++a) {
        for (int b = a + 2; b < board.cells(); ++b) {
            const bool same_row = board.row_of(a) == board.row_of(b);
            const bool same_column = board.column_of(a) == board.column_of(b) && board.row_of(b) - board.row_of(a) >= 2;
            if (same_row || same_column) u.straight.push_back({UnitKind::between, a, b});
        }
    }
    for (int v = 0; v < board.cells(); ++v) {
        for (UnitKind kind : {UnitKind::left, UnitKind::right, UnitKind::above, UnitKind::below}) {
            const Unit unit{kind, v};
            if (unit_cells(unit, board) != 0) u.straight.push_back(unit);
        }
    }
    u.basic = u.straight;
    u.basic.push_back({UnitKind::edge});
    u.basic.push_back({UnitKind::corners});
    for (int v = 0; v < board.cells(); ++v) u.basic.push_back({UnitKind::neighbours, v});
    for (const Unit& p : u.professions) u.basic.push_back(p);
    for (int v = 0; v < board.cells(); ++v) u.spatial1.push_back({UnitKind::neighbours, v});
    for (const Unit& p : u.professions) u.spatial1.push_back(p);
    for (const Unit& l : u.lines) u.spatial1.push_back(l);
    u.spatial2 = u.lines;
    u.spatial2.push_back({UnitKind::edge});
    for (const Unit& p : u.professions) u.spatial2.push_back(p);
    return u;
}

}  // namespace

std::vector<Clue> all_clues(const Board& board, const std::vector<Person>& people) {
    const Units u = make_units(board, people);
    const auto cells = [&](const Unit& unit) { return unit_cells(unit, board, people); };
    std::vector<Clue> out;
    const auto add = [&](Clue clue) { out.push_back(clue); };
    const int N = board.cells();
    int max_neighbours = 0;
    for (int v = 0; v < N; ++v) max_neighbours = std::max(max_neighbours, popcount(board.neighbours(v)));

    for (Trait t : kTraits) {
        for (int v = 0; v < N; ++v) add({.type = ClueType::has_trait, .trait = t, .person = v});
        for (int n = 0; n <= N; ++n) add({.type = ClueType::number_in_total, .trait = t, .n = n});
        for (const Unit& unit : u.basic) {
            const Mask m = cells(unit);
            const int size = popcount(m);
            for (int n = 0; n <= size; ++n) add({.type = ClueType::number_in_unit, .trait = t, .unit = unit, .n = n});
            for (int n = 1; n <= size; ++n) add({.type = ClueType::at_least_in_unit, .trait = t, .unit = unit, .n = n});
            add({.type = ClueType::more_than_opposite, .trait = t, .unit = unit});
            if (t == Trait::criminal && size % 2 == 0) add({.type = ClueType::equal_to_opposite, .trait = t, .unit = unit});
            add({.type = ClueType::odd_in_unit, .trait = t, .unit = unit});
            add({.type = ClueType::even_in_unit, .trait = t, .unit = unit});
            for (int v = 0; v < N; ++v) {
                if (!(m >> v & 1)) continue;
                for (int n = 2; n <= size; ++n) add({.type = ClueType::is_one_of_n, .trait = t, .unit = unit, .person = v, .n = n});
                if (size >= 2) add({.type = ClueType::is_one_of_several, .trait = t, .unit = unit, .person = v});
                add({.type = ClueType::is_the_only, .trait = t, .unit = unit, .person = v});
            }
            const bool has_adjacent_pair = [&] {
                for (int v = 0; v < N; ++v) {
                    if ((m >> v & 1) && (board.orthogonal(v) & m)) return true;
                }
                return false;
            }();
            if (has_adjacent_pair && size >= 3) add({.type = ClueType::both_connected, .trait = t, .unit = unit});
        }
        for (const Unit& unit : u.straight) {
            if (popcount(cells(unit)) >= 2) add({.type = ClueType::all_connected, .trait = t, .unit = unit});
        }
        for (UnitKind kind : {UnitKind::row, UnitKind::column}) {
            const int length = kind == UnitKind::row ? board.columns() : board.rows();
            for (int n = 1; n <= length; ++n) add({.type = ClueType::each_line_has_at_least, .trait = t, .lines = kind, .n = n});
            for (int n = 0; n <= length; ++n) add({.type = ClueType::only_one_line_has_exactly, .trait = t, .lines = kind, .n = n});
        }
        for (const Unit& a : u.lines) {
            const int length = popcount(cells(a));
            add({.type = ClueType::has_most, .trait = t, .unit = a});
            for (int n = 0; n <= length; ++n) add({.type = ClueType::only_line_has_exactly, .trait = t, .unit = a, .n = n});
            for (int n = 0; n < max_neighbours; ++n) add({.type = ClueType::max_neighbours_in_unit, .trait = t, .unit = a, .n = n});
            for (int n = 0; n <= max_neighbours; ++n) add({.type = ClueType::only_one_has_n_neighbours, .trait = t, .unit = a, .n = n});
            for (int n = 0; n <= length; ++n) {
                for (int m = 0; m <= max_neighbours; ++m) add({.type = ClueType::count_have_m_neighbours, .trait = t, .unit = a, .n = n, .m = m});
            }
            for (const Unit& b : u.lines) {
                if (a.kind != b.kind || a == b) continue;
                add({.type = ClueType::more_in_unit_than_unit, .trait = t, .unit = a, .unit2 = b});
                if (a.a < b.a) {
                    add({.type = ClueType::equal_in_units, .trait = t, .unit = a, .unit2 = b});
                    for (int n = 0; n <= 2 * length; ++n) add({.type = ClueType::total_in_units, .trait = t, .unit = a, .unit2 = b, .n = n});
                }
            }
            for (Trait t0 : kTraits) {
                for (Direction d : kDirections) {
                    Clue clue{.type = ClueType::n_in_unit_have_in_direction, .trait = t, .trait0 = t0, .unit = a, .direction = d};
                    const int pairs = static_cast<int>(compile(clue, board, people).pairs.size());
                    for (int n = 0; n <= pairs && pairs > 0; ++n) {
                        clue.n = n;
                        add(clue);
                    }
                }
            }
        }
        for (const Unit& a : u.spatial1) {
            const Mask ma = cells(a);
            for (const Unit& b : u.spatial2) {
                const Mask mb = cells(b);
                const Mask both = ma & mb;
                if (a == b || both == 0 || both == ma) continue;
                const int shared = popcount(both), size = popcount(ma);
                for (int n = 0; n <= shared; ++n) add({.type = ClueType::units_share, .trait = t, .unit = a, .unit2 = b, .n = n});
                for (int m = 1; m <= size; ++m) {
                    // "Only k of the m …": 1 <= k < m (k = 0 or k = m is units_share with a count).
                    for (int k = std::max(1, m - (size - shared)); k < m && k <= shared; ++k) {
                        add({.type = ClueType::unit_shares_k_of_m, .trait = t, .unit = a, .unit2 = b, .n = k, .m = m});
                    }
                }
                add({.type = ClueType::any_in_unit_is_in_unit, .trait = t, .unit = a, .unit2 = b});
                if (shared >= 2) add({.type = ClueType::both_in_unit_are_in_unit, .trait = t, .unit = a, .unit2 = b});
                add({.type = ClueType::only_in_unit_is_in_unit, .trait = t, .unit = a, .unit2 = b});
                add({.type = ClueType::units_share_odd, .trait = t, .unit = a, .unit2 = b});
            }
        }
        for (int x = 0; x < N; ++x) {
            const Unit around_x{UnitKind::neighbours, x};
            const Mask nx = board.neighbours(x);
            for (Direction d : kDirections) {
                const Clue clue{.type = ClueType::only_neighbour_in_direction, .trait = t, .unit = around_x, .direction = d};
                if (compile(clue, board, people).pairs.size() == 1) add(clue);
            }
            for (int y = 0; y < N; ++y) {
                const Mask shared = nx & board.neighbours(y);
                if (y == x || shared == 0) continue;
                const Unit around_y{UnitKind::neighbours, y};
                const int common = popcount(shared), size = popcount(nx);
                // "X and Y have n … neighbours in common": one shared cell would be a plain fact.
                if (x < y && common >= 2) {
                    for (int n = 0; n <= common; ++n) add({.type = ClueType::neighbours_in_common, .trait = t, .unit = around_x, .unit2 = around_y, .n = n});
                }
                // "n of X's m … neighbours also neighbour Y": only where "also" says something.
                if (shared == nx) continue;
                for (int m = 1; m <= size; ++m) {
                    for (int k = std::max(0, m - (size - common)); k <= std::min(m, common); ++k) {
                        add({.type = ClueType::neighbours_also_neighbour, .trait = t, .unit = around_x, .unit2 = around_y, .n = k, .m = m});
                    }
                }
            }
        }
        for (const Unit& p : u.professions) {
            add({.type = ClueType::every_profession_has_neighbour, .trait = t, .unit = p});
            add({.type = ClueType::max_neighbours_in_unit, .trait = t, .unit = p, .n = 0});
            for (Direction d : kDirections) {
                Clue clue{.type = ClueType::profession_in_direction, .trait = t, .unit = p, .direction = d};
                const CompiledClue compiled = compile(clue, board, people);
                const int pairs = static_cast<int>(compiled.pairs.size());
                for (int n = 0; n <= pairs && pairs > 0; ++n) {
                    clue.n = n;
                    add(clue);
                }
                if (pairs == popcount(compiled.a)) add({.type = ClueType::every_profession_in_direction, .trait = t, .unit = p, .direction = d});
            }
        }
    }
    return out;
}

}  // namespace gridforge::deduce
