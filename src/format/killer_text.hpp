#pragma once
/// \file
/// The two one-line texts killer solvers exchange 9x9 killer (and jigsaw killer) puzzles in, as
/// SumoCue's author described them on the SudoCue forum (sudocue.net, "Sumocue file syntax
/// description"); our own code:
///
///  - PS form: "3x3:" then "d" or nothing (the diagonals), then ":k:", then 81 fields, each followed
///    by ':' (the last one optional), in reading order: sum × 256 + cage id, the id being the 0-based
///    index of the cage's first cell in reading order. Example: "3x3::k:5888:2817:2817:…" puts r1c1 in
///    a cage of sum 23, r1c2 and r1c3 in one of sum 11.
///  - SumoCue form: "SumoCueV1", then "D" when the diagonals are rules, then 81 entries: "=nn" for
///    the first cell of a cage (nn its sum; 0 for no sum, and a cell alone with sum 0 is in no cage),
///    "+nn" for another cell of cage nn (the index of the cage's first cell; a reader also takes the
///    0-based number of the cage's "=" entry, as some writers number cages in order); each entry may
///    end with "J0"…"J8", the cell's jigsaw region.
/// Neither holds givens or other rules.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// Whether `text` starts like a PS killer text ("3x3::k:", "3x3:d:k:") or a SumoCue one ("SumoCueV1").
bool looks_like_killer_text(std::string_view text);

/// The JSON form of a PS or SumoCue text. Throws InputError at `line` naming the fault and the cell:
/// "PS killer text: r3c4 is in cage 20 with sum 12, but r3c3 gave that cage sum 14".
nlohmann::json json_form_of_killer_text(std::string_view text, int line);

/// The PS text of a JSON form object; std::invalid_argument naming what PS cannot hold (givens,
/// regions, rules other than cages and both diagonals, a size other than 9x9, a cell in no cage).
std::string ps_killer_text(const nlohmann::json& form);

/// The SumoCue text of a JSON form object; std::invalid_argument naming what SumoCue cannot hold
/// (givens, rules other than cages, regions and both diagonals, a size other than 9x9).
std::string sumocue_killer_text(const nlohmann::json& form);

}  // namespace gridforge::format_detail
