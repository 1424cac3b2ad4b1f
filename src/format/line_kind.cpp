#include "format/line_kind.hpp"

#include "format/cell_triples.hpp"
#include "format/line_form.hpp"
#include "format/shared_link.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {

LineKind classify_line(std::string_view raw_line) {
    const std::string_view text = trim(raw_line);
    if (text.empty() || text.front() == '#') return LineKind::skipped;
    // SadMan Sudoku's files head the grid with a section name (http://pzl.org.uk/Formats.html, format 3).
    if (text == "[Puzzle]") return LineKind::skipped;
    if (text.front() == '{') return LineKind::json_start;
    if (looks_like_shared_link(text)) return LineKind::shared_link;
    if (looks_like_triples(text)) return LineKind::triples;  // before the line form: "r1c1=5,r1c2=3,..." is one word
    if (looks_like_line_form(text)) return LineKind::line_form;
    return LineKind::drawn;
}

}  // namespace gridforge::format_detail
