#pragma once
// Internal to the killer cage's human techniques (KillerCage::find_step, killer_cage_logic.cpp):
// the helpers the technique files share and the puzzle-wide finders. The cage rule answers the
// techniques that read one cage (cage combinations, hidden cages) for itself; the ones that read
// every cage of the puzzle at once (innies and outies, cage splitting, killer pairs) are answered
// by the puzzle's first cage only, so each is searched once per catalogue pass.

#include <optional>
#include <string>
#include <vector>

#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/variants.hpp"

namespace gridforge::killer_detail {

/// The killer cages of the puzzle, in rule order.
std::vector<const KillerCage*> cages_of(const Puzzle& puzzle);

/// The digit sets of `combinations` that `cells` can still hold on `state`: one digit per cell,
/// all different, every placed cell holding its digit and every empty cell one of its candidates
/// (an exact matching test, so a set survives only if some filling of the cells realises it).
std::vector<DigitSet> live_combinations(const LogicState& state, const std::vector<Cell>& cells,
                                        const std::vector<DigitSet>& combinations);

/// Per cell of `cells`, the digits it takes in some filling of the cells with one of `live` (sets
/// live_combinations returned): a placed cell its digit, an empty cell those of its candidates a
/// filling puts there.
std::vector<DigitSet> filling_support(const LogicState& state, const std::vector<Cell>& cells, const std::vector<DigitSet>& live);

/// The digits common to every set; empty for no sets.
DigitSet common_digits(const std::vector<DigitSet>& sets);

/// "{1, 9}", "{1, 9} or {2, 8}", "{1, 9}, {2, 8} or {3, 7}".
std::string sets_text(const std::vector<DigitSet>& sets);

/// The empty cells of `cells` that hold `digit` as a candidate.
std::vector<Cell> places_in(const LogicState& state, const std::vector<Cell>& cells, Digit digit);

/// The houses holding every one of `cells` (indices into topology().houses).
std::vector<int> common_houses(const LogicState& state, const std::vector<Cell>& cells);

/// A group of houses whose digits add up to a known total: one house of N cells, 2 or 3 adjacent
/// rows or columns, or 2 boxes (regions) sharing an edge.
struct Group {
    std::vector<int> houses;
    std::vector<bool> member;  ///< per cell
};
std::vector<Group> groups_of(const LogicState& state);

/// The innie or outie cells of a group (see innies_outies in killer_groups.cpp) with their sum.
struct GroupSide {
    bool innies = true;
    std::vector<Cell> cells;
    int sum = 0;
    int inside_count = 0;   ///< cages with a sum wholly inside the group
    int covering_sum = 0;   ///< sum of the cages touching the group (outies)
    std::vector<Cell> open;  ///< the empty ones of `cells`, in order
    int open_sum = 0;        ///< what they sum to: `sum` less the digits placed in `cells`
};
/// The sides of `group` whose sum the cages decide (innies always; outies when every cell of the
/// group is in a cage with a sum). `cage_of` maps each cell to its index in `cages` or -1.
std::vector<GroupSide> sides_of(const LogicState& state, const Group& group, const std::vector<const KillerCage*>& cages,
                                const std::vector<int>& cage_of);

/// "row 1 sums to 45 and the cages wholly inside it to 34, so the innies r1c1 and r1c2 (its cells
/// outside those cages) sum to 11".
std::string side_sentence(const LogicState& state, const Group& group, const GroupSide& side);

/// Each cell's cage index in `cages`, or -1; nullopt when two cages share a cell (their sums do
/// not add up over a house then).
std::optional<std::vector<int>> cage_index(const LogicState& state, const std::vector<const KillerCage*>& cages);

// The puzzle-wide finders (first cage only), each in its own file.
std::optional<Step> find_innies_outies(const LogicState& state, const std::vector<const KillerCage*>& cages);  // killer_groups.cpp
std::optional<Step> find_cage_split(const LogicState& state, const std::vector<const KillerCage*>& cages);     // killer_split.cpp
std::optional<Step> find_killer_pair(const LogicState& state, const std::vector<const KillerCage*>& cages);    // killer_pair.cpp

}  // namespace gridforge::killer_detail
