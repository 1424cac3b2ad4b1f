#pragma once
/// \file
/// SudokuPad's own puzzle data, as its `scl…` and `ctc…` ids carry it after LZ-String
/// decompression: the puzzle JSON of SudokuPad (https://sudokupad.app) written in a shorter,
/// "zipped" spelling. Our own reader, written from the format as SudokuPad's PuzzleZipper writes it
/// (read in marktekfan/sudokupad-penpa-import, src/sudokupad/puzzlezipper.js):
///
///  - property names may be bare (`{v:5}`) and are often short: c color, ca cages, ct center,
///    c1 borderColor, c2 backgroundColor, ce cells, cs cellSize, a arrows, o overlays, u underlays,
///    w width, h height, v value, vd videos, l lines, r rounded, re regions, fs fontSize,
///    th thickness, hl headLength, wp wayPoints, t title, te text, d duration, d2 d;
///  - strings may be quoted with ' (a ' inside written \');
///  - an empty slot of a list (`[,{v:1},]`, `,,`) is an empty object;
///  - the values f and t are false and true, #0 and #F the colours "#000000" and "#FFFFFF", and an
///    unquoted object value of six hexadecimal digits (`c:a1a1a1`) is the colour "#a1a1a1", as is any
///    string of exactly six hexadecimal digits.
/// Plain JSON is read as well (SudokuPad accepts unzipped data in its ids).

#include <string_view>

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// The puzzle JSON `zipped` spells, with the long property names. Throws InputError at `line`
/// naming the 0-based character position of the first fault ("SudokuPad data: position 17:
/// expected ',' or '}'"); nesting is bounded (kMaxSudokupadDepth).
nlohmann::json parse_sudokupad_zipped(std::string_view zipped, int line);

inline constexpr int kMaxSudokupadDepth = 64;

}  // namespace gridforge::format_detail
