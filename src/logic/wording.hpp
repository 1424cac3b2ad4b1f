#pragma once
// Internal: the sentence pieces every technique's text is built from, so the catalogue speaks
// with one voice — lists joined "a, b and c", counts with their plural ("1 cell", "2 cells"),
// houses grouped by kind ("columns 3 and 6", "rows 4 and 8", "the main diagonal"), cages by size
// ("the 1-cell cage at r8c5") and one elimination clause ("1 and 5 are removed from r2c5 and
// r2c6"). Nothing here throws.

#include <string>
#include <string_view>
#include <vector>

#include "gridforge/digit_set.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/logic/step.hpp"

namespace gridforge::wording {

/// "a", "a and b", "a, b and c" (`last` replaces "and", e.g. "or"); "" for no items.
std::string join(const std::vector<std::string>& items, std::string_view last = "and");
/// "1 cell", "2 cells"; `plural` defaults to `singular` + "s".
std::string counted(long long count, std::string_view singular, std::string_view plural = {});
/// "7", "1 and 5", "1, 5 or 7" (increasing).
std::string digits(DigitSet digits, std::string_view last = "and");
/// "r1c1", "r1c1 and r1c2", "r1c1, r1c2 or r3c3" (in the order given).
std::string cells(const Geometry& geometry, const std::vector<Cell>& cells, std::string_view last = "and");
/// A house name as a sentence uses it: "row 3", "box 5", "region 2", "the main diagonal",
/// "the cage at r1c1" (names that are not a kind and a number take "the").
std::string house(std::string_view name);
/// The kind of a numbered house: "row" for "row 3", "region" for "region A"; "" for a house
/// named otherwise ("main diagonal", "cage at r1c1").
std::string_view house_kind(std::string_view name);
/// The house with its preposition: "in row 3", "in box 5", "on the main diagonal".
std::string in(std::string_view name);
/// Houses grouped by kind in order of first appearance: "columns 3 and 6", "row 1 and column 2",
/// "boxes 1, 4 and 7", "the main diagonal and the anti diagonal"; a comma keeps groups apart
/// when one lists several: "rows 4 and 8, and columns 3 and 6".
std::string houses(const std::vector<std::string>& names);
/// "the 1-cell cage at r8c5", "the 3-cell cage at r1c3" from a cage's size and its name
/// ("cage at r1c3", KillerCage::where()).
std::string cage(std::size_t cell_count, std::string_view where);
/// The elimination clause: "5 is removed from r7c2", "1 and 5 are removed from r2c5 and r2c6";
/// digits removed from the same cells share a clause, clauses are joined by "; " with the verb
/// in the first only: "1 is removed from r1c9 and r3c9; 2 from r2c9". "" when none.
std::string removal(const Geometry& geometry, const std::vector<Candidate>& eliminations);
/// "pair", "triple", "quad" for 2, 3, 4 (a subset of that many cells or digits); "set" otherwise.
std::string subset_word(int size);

}  // namespace gridforge::wording
