#pragma once
/// \file
/// Clues as data: a type, its parameters and the person who carries it; per type an exact
/// predicate on assignments (`eval`), a CNF encoding, one English template, a family and a weight.
/// Definitions follow the catalogue of docs/deduction.md §2 (sources CBS, G2, CB1–CB3, GB);
/// the numbers in ClueType's comments are that table's rows.
///
/// Exact terms [docs/deduction.md §5, CBS, G2, FS]:
///  - neighbours = the up-to-8 surrounding cells, never the person;
///  - "connected" = every member reachable by an orthogonal chain inside the unit; a single cell is
///    connected; "all … connected" needs at least one member; "both" = exactly two;
///  - "between X and Y" = the cells strictly between two cells of one row or column; a unit that
///    would be empty is refused (std::invalid_argument from unit_cells);
///  - left/right/above/below = anywhere in the same row/column on that side; "directly" = the
///    adjacent cell, and a target off the board does not count.
///
/// Notation: t(v) is the trait of person v (trait_cells), #t(U) the number of members of U with it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/deduce/board.hpp"

namespace gridforge::deduce {

/// A set of people a clue talks about.
enum class UnitKind {
    row,         ///< a = row index
    column,      ///< a = column index
    everyone,    ///< the whole board
    edge,        ///< the perimeter
    corners,     ///< the 4 corners
    neighbours,  ///< a = cell: its up-to-8 neighbours
    between,     ///< a < b cells of one row or column, both ends excluded, never empty
    left,        ///< a = cell: the cells left of it in its row
    right,
    above,       ///< a = cell: the cells above it in its column
    below,
    profession,  ///< a = profession index: everyone with that profession
};

struct Unit {
    UnitKind kind = UnitKind::everyone;
    int a = -1;
    int b = -1;
    friend bool operator==(const Unit&, const Unit&) = default;
};

/// The cells of a unit. Throws std::invalid_argument for a cell or index off the board, or a
/// "between" whose ends are not in one line or have nothing between them.
Mask unit_cells(const Unit& unit, const Board& board);
/// The same for every kind, professions included (they need the cast).
Mask unit_cells(const Unit& unit, const Board& board, const std::vector<Person>& people);
/// Cells of a line-shaped unit (row, column, between, left, right, above, below) in line order;
/// std::nullopt for the other kinds.
std::optional<std::vector<int>> line_order(const Unit& unit, const Board& board);
/// English, as the place phrase of a sentence: "in row 2", "in column B", "on the edges",
/// "in the corners", "neighbouring Alice", "between Alice and Dora", "to the left of Alice",
/// "above Alice", "among the cooks", "" for everyone.
std::string unit_phrase(const Unit& unit, const Board& board, const std::vector<Person>& people);
/// Data text: "row:2", "column:B", "everyone", "edge", "corners", "neighbours:B2",
/// "between:A1-D1", "left:C2", "right:C2", "above:C2", "below:C2", "profession:cook".
std::string unit_text(const Unit& unit, const Board& board);
/// Inverse of unit_text; throws std::invalid_argument naming the text.
Unit parse_unit(std::string_view text, const Board& board);

/// Directions for "directly left of them" and so on.
enum class Direction { left, right, up, down };

/// Families of docs/deduction.md §2.
enum class Family { counting, comparison, spatial, existential, uniqueness, connectivity, parity, profession };
std::string_view family_name(Family family);

/// The clue types; the number is docs/deduction.md §2's row. Fields of Clue each type uses in brackets.
enum class ClueType {
    has_trait,                 ///< 1  t(person)                                    [person, trait]
    number_in_total,           ///< 2  #t(All) = n                                  [trait, n]
    number_in_unit,            ///< 3  #t(U) = n                                    [unit, trait, n]
    at_least_in_unit,          ///< 4  #t(U) >= n, n >= 1                           [unit, trait, n]
    each_line_has_at_least,    ///< 5  every row (lines=row) / column has #t >= n   [lines, trait, n]
    total_in_units,            ///< 6  #t(U1) + #t(U2) = n                          [unit, unit2, trait, n]
    more_in_unit_than_unit,    ///< 7  #t(U1) > #t(U2)                              [unit, unit2, trait]
    equal_in_units,            ///< 8  #t(U1) = #t(U2)                              [unit, unit2, trait]
    more_than_opposite,        ///< 9  #t(U) > #¬t(U)                               [unit, trait]
    equal_to_opposite,         ///< 10 #t(U) = #¬t(U)                               [unit, trait]
    has_most,                  ///< 11 #t(U) > #t(W) for every other line W of U's kind  [unit (row/column), trait]
    max_neighbours_in_unit,    ///< 12 every v in U: #t(N(v)) <= n                  [unit, trait, n]
    units_share,               ///< 13 #t(U1 ∩ U2) = n                              [unit, unit2, trait, n]
    unit_shares_k_of_m,        ///< 14 #t(U1) = m and #t(U1 ∩ U2) = k              [unit, unit2, trait, n = k, m]
    any_in_unit_is_in_unit,    ///< 15 #t(U1 ∖ U2) = 0 (no count implied)          [unit, unit2, trait]
    both_in_unit_are_in_unit,  ///< 16 #t(U1) = 2 and #t(U1 ∖ U2) = 0              [unit, unit2, trait]
    only_in_unit_is_in_unit,   ///< 17 #t(U1) = 1 and #t(U1 ∖ U2) = 0              [unit, unit2, trait]
    n_in_unit_have_in_direction,  ///< 18 #{v in U: t0(v), v+d on board, t(v+d)} = n  [unit, trait0, trait, direction, n]
    is_one_of_n,               ///< 19 person in U, t(person), #t(U) = n, n >= 2    [unit, person, trait, n]
    is_one_of_several,         ///< 20 person in U, t(person), #t(U) >= 2           [unit, person, trait]
    is_the_only,               ///< 21 person in U, t(person), #t(U) = 1            [unit, person, trait]
    only_one_line_has_exactly,    ///< 22 exactly one line of the kind has #t = n   [lines, trait, n]
    only_line_has_exactly,     ///< 23 #t(U) = n and #t(W) != n for the other lines W  [unit (row/column), trait, n]
    only_one_has_n_neighbours,  ///< 24 #{v in U: #t(N(v)) = n} = 1                 [unit, trait, n]
    count_have_m_neighbours,   ///< 25 #{v in U: #t(N(v)) = m} = n                  [unit, trait, n, m]
    all_connected,             ///< 26 #t(U) >= 1 and U's t-cells contiguous (line units)  [unit, trait]
    both_connected,            ///< 27 #t(U) = 2 and the two share an edge           [unit, trait]
    odd_in_unit,               ///< 28 #t(U) odd                                     [unit, trait]
    even_in_unit,              ///< 28 #t(U) even                                    [unit, trait]
    units_share_odd,           ///< 29 #t(U1 ∩ U2) odd, U1 ∩ U2 not empty           [unit, unit2, trait]
    profession_in_direction,   ///< 30 #{v in Prof(p): v+d on board, t(v+d)} = n    [unit (profession), trait, direction, n]
    every_profession_in_direction,  ///< 30 every v in Prof(p) has v+d on board and t(v+d)  [unit (profession), trait, direction]
    neighbours_in_common,      ///< 31 #t(N(X) ∩ N(Y)) = n, X != Y                  [unit (neighbours:X), unit2 (neighbours:Y), trait, n]
    neighbours_also_neighbour, ///< 32 #t(N(X)) = m and #t(N(X) ∩ N(Y)) = n, m >= 1  [unit (neighbours:X), unit2 (neighbours:Y), trait, n, m]
    only_neighbour_in_direction,  ///< 33 #t(N(X)) = 1, X+d on board and t(X+d)     [unit (neighbours:X), trait, direction]
    every_profession_has_neighbour,  ///< 34 every v in Prof(p): #t(N(v)) >= 1      [unit (profession), trait]
};

inline constexpr int kClueTypeCount = 36;

/// Type metadata: DSL-like name ("number_in_unit"), family, weight w (1 = read and mark … 5 =
/// case analysis over many cells; docs/deduction.md §2), whether abstract (§3: #14, 19, 20, 22–24).
struct ClueInfo {
    ClueType type;
    std::string_view name;
    Family family;
    double weight;
    bool abstract;
};
const ClueInfo& clue_info(ClueType type);
/// Throws std::invalid_argument naming the unknown type.
ClueType parse_clue_type(std::string_view name);
const std::vector<ClueType>& all_clue_types();

/// A clue as data. Unused fields keep their defaults (see ClueType for which apply).
struct Clue {
    ClueType type = ClueType::has_trait;
    Trait trait = Trait::criminal;
    Trait trait0 = Trait::criminal;   ///< n_in_unit_have_in_direction: the trait of the people counted
    Unit unit;
    Unit unit2;
    UnitKind lines = UnitKind::row;   ///< each_line_has_at_least, only_one_line_has_exactly: row or column
    Direction direction = Direction::left;
    int person = -1;
    int n = 0;
    int m = 0;
    int carrier = -1;                 ///< the person whose card shows the clue; -1 = none yet
    friend bool operator==(const Clue&, const Clue&) = default;
};

/// A clue with its sets computed for one board and cast: what eval and encode read.
/// Throws std::invalid_argument from unit_cells, or when the clue's parameters do not fit its
/// type (e.g. all_connected on a unit that is not a line, is_the_only with the person outside U).
struct CompiledClue {
    ClueType type = ClueType::has_trait;
    Trait trait = Trait::criminal;
    Trait trait0 = Trait::criminal;
    int person = -1;
    int n = 0;
    int m = 0;
    Mask a = 0;                  ///< U or U1
    Mask b = 0;                  ///< U2 (or U1 ∩ U2 where the type needs only that)
    std::vector<Mask> group;     ///< lines of a kind, or N(v) for each v in U (in order)
    int own = -1;                ///< index of U in `group` (has_most, only_line_has_exactly)
    std::vector<std::pair<int, int>> pairs;  ///< (v, v+d) for direction clues; adjacent pairs for both_connected
    std::vector<int> order;      ///< line order for all_connected
};
CompiledClue compile(const Clue& clue, const Board& board, const std::vector<Person>& people);

/// Whether the clue holds when `criminals` are the criminals. Board bits above cells() are ignored.
bool eval(const CompiledClue& clue, Mask criminals, Mask full);

/// English (e.g. "There are exactly 2 criminals in row 3."). A clue about the neighbours or one side
/// of its carrier is said in the first person ("I have no criminal neighbours", "to my left"); a
/// clue about someone else's neighbours may be said possessively ("Both of Bob's innocent neighbours
/// are in column C"). Where a type has two wordings, a hash of the clue's fields (never the carrier
/// or anything random) picks one, so the same puzzle always reads the same.
std::string render(const Clue& clue, const Board& board, const std::vector<Person>& people);

/// Every parameterisation of every type on this board and cast (carrier -1), true or not,
/// excluding only parameters that make a sentence meaningless (empty units, an intersection
/// equal to U1, counts above the unit's size, units that are a whole line kind of one member).
std::vector<Clue> all_clues(const Board& board, const std::vector<Person>& people);

}  // namespace gridforge::deduce
