#pragma once
/// \file
/// The line form: one puzzle per line, N*N cell characters and an optional comment.

#include <string_view>

#include "gridforge/format.hpp"

namespace gridforge::format_detail {

/// Whether a stream reader takes `line` as a line-form record rather than a row of a drawn grid:
/// its first word has at least 16 characters (the smallest board) and no '|' or '+'. The word ends
/// at white space, ';' or ',' (rating lists "cells;11.9;11.9;11.3", CSV "cells,solution"); a shorter
/// word before ',' is a row of a drawn grid with commas between its cells (".,2,3,4,.,.,8,.,."). A word made
/// only of '-' is a rule drawn above a grid, not a board of 16 or more empty cells.
bool looks_like_line_form(std::string_view line);

/// Reads one line: the first word holds the cells, the rest (trimmed, after the ';' or ',' that
/// ended the cells if one did) is the comment.
/// `line` is the line number for messages; columns count from the start of `raw_line`.
/// A 16x16 board's digits are read in `digits`.
PuzzleRecord read_line_form(std::string_view raw_line, int line, DigitStyle digits = DigitStyle::unstated);

}  // namespace gridforge::format_detail
