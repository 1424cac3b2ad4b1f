#pragma once
/// \file
/// SudokuPad's own puzzle JSON (the data of `scl…`/`ctc…` ids, after sudokupad_zip.hpp) and the
/// classic `scf…` ids, read into the JSON form of docs/formats.md. SudokuPad stores how a puzzle
/// looks, not which rules it has, so the reader recognises the drawings that SudokuPad's own
/// f-puzzles import and common setters give each rule, and refuses any other drawing by name
/// rather than drop a constraint it cannot see:
///
///  - "cells" (rows of cell objects; "value" is a given) and "regions" (lists of [row, column],
///    0-based): the givens, and jigsaw regions when they are not the boxes;
///  - "cages" with cells: killer cages ("sum", or a whole-number "value"); cages without cells whose
///    value reads "title: …", "author: …", "rules: …" or "solution: …": the metadata of that name
///    (other "key: …" metadata is kept under "x-sudokupad");
///  - "lines": a line from corner to corner is a diagonal; a line through cell centres whose first
///    cell holds a round bulb (an underlay or overlay at most one cell wide) is a thermometer;
///  - "overlays": a small round dot on the edge between two cells is a kropki dot (black: "ratio",
///    white: "difference", its text the value); the letter X or V on an edge is an XV clue;
///  - "underlays": a round grey mark inside one cell is an odd cell, a square one an even cell, a
///    3×3 square an extra region; a full-cell square is a cell colour, kept under "x-sudokupad".
/// Everything else (arrows, other lines, other overlays, fog of war, cages whose digits may repeat)
/// is refused with the element and where it sits.
///
/// SCF ids ("scf" + the 81 givens in SudokuPad's run-length alphabet, then 'x' for Sudoku X, 'w' for
/// windoku, "t…*" title and "a…*" author, '*' doubled inside a text) are SudokuPad's classic puzzles.

#include <string_view>

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// The JSON form of SudokuPad puzzle JSON. Throws InputError at `line` naming the element:
/// "SudokuPad 'lines' item 3 (through r1c1, r2c2, r3c3): gridforge has no rule drawn as this line".
nlohmann::json json_form_of_sudokupad(const nlohmann::json& puzzle, int line);

/// The JSON form of an SCF id's data (after "scf"). Throws InputError at `line`.
nlohmann::json json_form_of_scf(std::string_view scf, int line);

}  // namespace gridforge::format_detail
