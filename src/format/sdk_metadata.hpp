#pragma once
/// \file
/// SudoCue's .sdk metadata lines (http://sudocue.net/fileformats.php): '#', one letter, the text,
/// before the puzzle's rows. The letters and the metadata keys they are kept under:
///   A author -> "author", D description -> "x-description", C comment -> "x-comment",
///   B date published -> "x-published", S source -> "source", L level -> "level", U URL -> "x-url".
/// A '#' line is such a line only when the letter is followed by the end of the line or by a
/// character that is not a lower-case letter ("#ARuud", "#LEasy", "#B03-08-2006"), or, for U, by
/// "http": so an English comment such as "#Source: top95" stays a comment.

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// The metadata key and its text when `line` is an .sdk metadata line.
std::optional<std::pair<std::string, std::string>> sdk_metadata_line(std::string_view line);

/// The .sdk lines ("#ARuud\n...") of the metadata keys above in `metadata`, in the order A D C B S L U;
/// a value that is not a string is left out.
std::string sdk_metadata_lines(const nlohmann::json& metadata);

}  // namespace gridforge::format_detail
