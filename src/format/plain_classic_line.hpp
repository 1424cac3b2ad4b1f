#pragma once
/// \file
/// The plainest line a puzzle file holds, recognised in one pass so that `count` and `solve` over a
/// file can skip building the general record for it (issue 19, docs/solver-speed.md "Whole process").

#include <string_view>

#include "gridforge/format.hpp"

namespace gridforge::format_detail {

/// Whether `line` is a plain classic line (PlainClassicLine in gridforge/format.hpp): its first 81
/// characters are cells '1'-'9', '.' or '0', then the line ends or white space follows (a comment
/// may come after it), and no two equal givens share a row, column or box. When it is, its cells
/// are written to `cells`; when it is not, `cells` is left partly written and the line goes to the
/// general reader, which accepts every plain line and reads it to the same givens (or names the
/// fault of any other line).
bool read_plain_classic_line(std::string_view line, PlainClassicLine::Cells& cells);

}  // namespace gridforge::format_detail
