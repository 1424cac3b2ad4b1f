#include "format/line_kind.hpp"

#include <algorithm>

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

bool is_csv_header(std::string_view raw_line) {
    std::string_view rest = trim(raw_line);
    int names = 0;
    for (;;) {
        const std::size_t comma = rest.find(',');
        const std::string_view name = trim(rest.substr(0, comma));
        const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
        const auto in_name = [&](char c) { return is_letter(c) || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == ' '; };
        if (name.size() < 2 || !is_letter(name.front()) || !std::all_of(name.begin(), name.end(), in_name)) return false;
        ++names;
        if (comma == std::string_view::npos) return names >= 2;
        rest = rest.substr(comma + 1);
    }
}

}  // namespace gridforge::format_detail
