#pragma once
/// \file
/// What a line of input starts, decided from the line alone (docs/formats.md, "Reading a stream").

#include <string_view>

namespace gridforge::format_detail {

enum class LineKind {
    skipped,     ///< blank, a '#' comment, or SadMan Sudoku's section line "[Puzzle]"
    json_start,  ///< starts with '{': the first line of a JSON object
    shared_link, ///< a link or id of another program (shared_link.hpp), whole on its line
    triples,     ///< a line of row-column-value triples, `r1c1=5 ...` (cell_triples.hpp)
    line_form,   ///< a line-form record (see looks_like_line_form)
    drawn,       ///< a row or a separator of a drawn grid, or text no form can read
};

/// The kind of `raw_line` when no drawn grid is in progress. Inside a grid, every line of kind
/// line_form or drawn is one of its rows.
LineKind classify_line(std::string_view raw_line);

/// Whether `raw_line`, the first line of an input, is a CSV header ("quizzes,solutions",
/// "puzzle,solution,outcome"): two or more names apart by ',', each of two or more letters, digits,
/// '_', '-' or spaces and starting with a letter. No row of a drawn grid is one: its cells are
/// single characters.
bool is_csv_header(std::string_view raw_line);

}  // namespace gridforge::format_detail
