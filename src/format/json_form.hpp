#pragma once
/// \file
/// The JSON form: one object with "givens", an optional "size", metadata kept on round trip,
/// and the rule keys of docs/formats.md (json_rules.hpp); any other key is refused as an unknown rule.

#include <string_view>

#include "gridforge/format.hpp"

namespace gridforge::format_detail {

/// Follows a JSON object over the lines it spans, to find the line where it ends: there its
/// braces balance (braces inside strings do not count). A string still open at the end of a line
/// also ends it, JSON strings holding no line breaks: the parser then names the fault, rather
/// than the object swallowing the puzzles after it.
class JsonObjectExtent {
public:
    void add_line(std::string_view line);
    [[nodiscard]] bool finished() const { return broken_ || (opened_ && depth_ == 0); }

private:
    int depth_ = 0;
    bool opened_ = false;
    bool in_string_ = false;
    bool escaped_ = false;
    bool broken_ = false;
};

/// Reads one JSON object; `line` is its first line, named in every message. The "givens" string
/// is read as the line form is, its digits from 10x10 up in `digits` (unstated: a board that may
/// be either style is refused).
PuzzleRecord read_json_form(std::string_view text, int line, DigitStyle digits = DigitStyle::unstated);
/// Parses JSON text that must be an object, with the form's limits (depth, keys written twice);
/// throws InputError naming `line`.
nlohmann::json parse_json_object(std::string_view text, int line);
/// Reads an already parsed object of the JSON form (the importers build one, in letters).
PuzzleRecord read_json_object(const nlohmann::json& object, int line, DigitStyle digits = DigitStyle::letters);

}  // namespace gridforge::format_detail
