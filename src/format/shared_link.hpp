#pragma once
/// \file
/// Puzzles shared as links or ids (docs/formats.md, "Links"): f-puzzles' `?load=` links,
/// SudokuPad links and ids holding f-puzzles data (`fpuzzles…`/`fpuz…`), sudokuwiki.org's
/// `bd=` links and Solo game ids (tatham_solo.hpp). A link is read whole from one line, as a puzzle argument or a line of a file.

#include <string>
#include <string_view>

#include "gridforge/format.hpp"

namespace gridforge::format_detail {

/// Whether the (trimmed) line is a link or id this reader takes, not a line-form record.
bool looks_like_shared_link(std::string_view text);

/// The puzzle of a link or id. Throws InputError at `line` naming the link's part at fault:
/// "f-puzzles link: character '%' at position 12 is not part of the compressed alphabet",
/// "SudokuPad id 'abc123' is stored on SudokuPad's server: ...".
PuzzleRecord read_shared_link(std::string_view text, int line);

/// "https://f-puzzles.com/?load=<data>" and "https://sudokupad.app/fpuzzles<data>" for a JSON form
/// object, the data percent-encoded so that '+', '/' and '=' survive a browser.
std::string fpuzzles_link(const nlohmann::json& form);
std::string sudokupad_link(const nlohmann::json& form);

}  // namespace gridforge::format_detail
