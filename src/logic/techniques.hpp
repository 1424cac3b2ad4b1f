#pragma once
// Internal: the find functions of the catalogue, one file per technique family, and the small
// helpers they share.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "gridforge/logic.hpp"

namespace gridforge::logic_detail {

// singles.cpp
std::optional<Step> find_full_house(const LogicState& state);
std::optional<Step> find_hidden_single(const LogicState& state);
std::optional<Step> find_naked_single(const LogicState& state);
// rule_step.cpp
std::optional<Step> find_rule_elimination(const LogicState& state);
/// The eliminations `rule`'s own prune makes on the state's candidates (none on conflict).
std::vector<Candidate> rule_eliminations(const LogicState& state, const Rule& rule);
// The killer and thermo techniques are the rules' own (KillerCage::find_step,
// Thermometer::find_step in src/rules/), reached through Rule::find_step.
// intersections.cpp
std::optional<Step> find_pointing(const LogicState& state);
std::optional<Step> find_claiming(const LogicState& state);
// subsets.cpp
std::optional<Step> find_naked_pair(const LogicState& state);
std::optional<Step> find_hidden_pair(const LogicState& state);
std::optional<Step> find_naked_triple(const LogicState& state);
std::optional<Step> find_hidden_triple(const LogicState& state);
std::optional<Step> find_naked_quad(const LogicState& state);
std::optional<Step> find_hidden_quad(const LogicState& state);
// fish.cpp
std::optional<Step> find_x_wing(const LogicState& state);
std::optional<Step> find_swordfish(const LogicState& state);
std::optional<Step> find_jellyfish(const LogicState& state);
std::optional<Step> find_finned_x_wing(const LogicState& state);
std::optional<Step> find_sashimi_x_wing(const LogicState& state);
std::optional<Step> find_finned_swordfish(const LogicState& state);
std::optional<Step> find_sashimi_swordfish(const LogicState& state);
// single_digit.cpp
std::optional<Step> find_skyscraper(const LogicState& state);
std::optional<Step> find_two_string_kite(const LogicState& state);
// empty_rectangle.cpp
std::optional<Step> find_empty_rectangle(const LogicState& state);
// wings.cpp
std::optional<Step> find_xy_wing(const LogicState& state);
std::optional<Step> find_xyz_wing(const LogicState& state);
std::optional<Step> find_w_wing(const LogicState& state);
// colouring.cpp
std::optional<Step> find_simple_colouring(const LogicState& state);
// uniqueness.cpp
std::optional<Step> find_unique_rectangle_1(const LogicState& state);
std::optional<Step> find_unique_rectangle_2(const LogicState& state);
std::optional<Step> find_unique_rectangle_3(const LogicState& state);
std::optional<Step> find_unique_rectangle_4(const LogicState& state);
std::optional<Step> find_bug_plus_one(const LogicState& state);
// chains.cpp
std::optional<Step> find_x_chain(const LogicState& state);
std::optional<Step> find_xy_chain(const LogicState& state);
// aic.cpp
std::optional<Step> find_aic(const LogicState& state);
// forcing.cpp
std::optional<Step> find_forcing_chain(const LogicState& state);
std::optional<Step> find_nested_forcing_chain(const LogicState& state);

// ---- helpers (step_text.cpp) ----
/// Calls `visit` on every k-combination of 0..n-1 (indices increasing, lexicographic order) until
/// it returns true; returns whether one did.
bool combinations(int n, int k, const std::function<bool(const std::vector<int>&)>& visit);
/// A block house (box, region, ...) holding every one of `cells`; nullopt when none does.
std::optional<int> common_block(const LogicState& state, const std::vector<Cell>& cells);
/// "5" for digits up to 9, "10".."16" above.
std::string digit_text(Digit digit);
/// "{1, 5, 7}".
std::string digit_set_text(DigitSet digits);
/// The empty cells of house `house` that hold `digit` as a candidate.
std::vector<Cell> places(const LogicState& state, int house, Digit digit);
/// The digits placed in house `house`.
DigitSet placed_in(const LogicState& state, int house);
/// Strong links of `digit`: for each cell, the cells that are its only partner for the digit in
/// some house without the digit placed (conjugate pairs, as simple colouring and X-chains use).
std::vector<std::vector<Cell>> strong_links(const LogicState& state, Digit digit);
/// Sorts and deduplicates the eliminations; drops those on placed cells or absent candidates.
void tidy(Step& step, const LogicState& state);
/// A house as a sentence names it: "row 3", "the main diagonal" (wording::house).
std::string house_text(const LogicState& state, int house);
/// The house with its preposition: "in row 3", "on the main diagonal" (wording::in).
std::string in_house_text(const LogicState& state, int house);
/// Houses grouped by kind: "columns 3 and 6" (wording::houses).
std::string houses_text(const LogicState& state, const std::vector<int>& houses);
/// A house holding both cells: a row, else a column, else any other (box, region, diagonal).
std::optional<int> shared_house(const LogicState& state, Cell a, Cell b);
/// Eliminations of `digit` from every empty cell (not in `except`) that sees all of `targets`.
std::vector<Candidate> seen_by_all(const LogicState& state, Digit digit, const std::vector<Cell>& targets,
                                   const std::vector<Cell>& except);

}  // namespace gridforge::logic_detail
