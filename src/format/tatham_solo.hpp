#pragma once
/// \file
/// Game ids of Simon Tatham's Solo (the Sudoku of his Portable Puzzle Collection,
/// https://www.chiark.greenend.org.uk/~sgtatham/puzzles/doc/solo.html): "PARAMS:DESC", read and
/// written after the form Solo's source (solo.c, encode_grid and spec_to_grid) writes; our own code.
///
///  - PARAMS: "CxR", N = C·R: C boxes across, each R cells wide and C cells tall ("3x3" is 9x9;
///    "2x3" is 6x6 with boxes 2 tall and 3 wide, as gridforge's; "3x2", boxes 3 tall and 2 wide,
///    is read as jigsaw regions of that shape), or "Nj" for a jigsaw of side N; then "x" for the two
///    diagonals (Sudoku X) and "k" for killer. Other letters after the size (symmetry "a…",
///    difficulty "d…") are generator settings, read past.
///  - DESC: the givens in reading order: a number (1-based, decimal: "12" is one given on 16x16)
///    for a given, a letter a-z for a run of 1-26 empty cells, '_' between two adjacent numbers;
///    for a jigsaw ',' and the regions' block structure (solo_blocks.hpp); for a killer ',' the
///    cages' block structure, ',' and the cage sums written as the givens are (each in one cell of
///    its cage; we write it in the cage's first cell in reading order).
/// Solo's killers put every cell in a cage of 2 to N cells, each with a sum; an id is written only
/// for such a puzzle.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// Whether `text` starts like a Solo game id: digits, "x" or "j", ..., ':' before any other ':'
/// ("3x3:", "9j:", "3x3xk:").
bool looks_like_solo_id(std::string_view text);

/// The JSON form of a Solo game id; throws InputError at `line` naming the fault: "Solo game id:
/// 80 cells, expected 81", "Solo game id: character '#' at position 7 is not a digit, a letter or '_'".
nlohmann::json json_form_of_solo_id(std::string_view id, int line);

/// The game id of a JSON form object; std::invalid_argument naming what Solo ids cannot hold
/// (rules beyond regions, cages and both diagonals; one diagonal alone; a cell in no cage).
std::string solo_id_of_json_form(const nlohmann::json& form);

}  // namespace gridforge::format_detail
