#pragma once
/// \file
/// f-puzzles' puzzle data (https://f-puzzles.com, the editor most setters share variant puzzles
/// with; SudokuPad reads the same data) and the JSON form of docs/formats.md, both ways. Our rule
/// keys follow f-puzzles where it has them, so the mapping is a matter of shape:
///
///  - "size" and "grid" (size rows of size cell objects: "value", "given", "region" 0-based) give
///    "size", "givens" and, when the regions are not the boxes, "regions";
///  - "killercage" is "cages" (a string "value" is the sum), "thermometer" {"lines": [...]} is one
///    thermometer per line, "littlekillersum" is "littlekiller", "diagonal-" (r1c1-r9c9) and
///    "diagonal+" (r9c1-r1c9) are "diagonals" main and anti;
///  - "antiknight", "antiking", "nonconsecutive", "arrow", "odd", "even", "difference", "ratio",
///    "xv", "negative", "sandwichsum", "extraregion" keep their names and shapes;
///  - "title", "author", "ruleset" and "solution" are the metadata keys title, author, rules and
///    solution;
///  - drawing that states no rule ("text", "line", "rectangle", "circle", "cage", cell colours,
///    pencil marks, entered digits, the solver's settings) is kept whole under "x-fpuzzles" and
///    written back on export.
/// Any other key is a rule gridforge lacks and is refused by name, never dropped.

#include <nlohmann/json.hpp>

namespace gridforge::format_detail {

/// The JSON form of f-puzzles data `fpuzzles`. Throws InputError at `line`: "f-puzzles key
/// 'renban' is not supported", "f-puzzles key 'grid': row 3 has 8 cells, expected 9", ...
/// The result still goes through the JSON form's reader, which checks the rules.
nlohmann::json json_form_of_fpuzzles(const nlohmann::json& fpuzzles, int line);

/// f-puzzles data for a JSON form object (as write_json gives it). Metadata f-puzzles has no place
/// for (source, level, rating, x- keys other than x-fpuzzles) is left out.
nlohmann::json fpuzzles_of_json_form(const nlohmann::json& form);

}  // namespace gridforge::format_detail
