#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "format/cell_triples.hpp"
#include "format/drawn_grid.hpp"
#include "format/json_form.hpp"
#include "format/line_form.hpp"
#include "format/line_kind.hpp"
#include "format/sdk_metadata.hpp"
#include "format/shared_link.hpp"
#include "format/text.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace {

using format_detail::classify_line;
using format_detail::DrawnGridReader;
using format_detail::LineKind;
using format_detail::looks_like_line_form;
using format_detail::read_json_form;
using format_detail::read_line_form;
using format_detail::read_shared_link;
using format_detail::scan_drawn_row;
using format_detail::split_lines;
using format_detail::without_byte_order_mark;

struct NumberedLine {
    std::string_view text;
    int number;
};

PuzzleRecord read_drawn_lines(const std::vector<NumberedLine>& lines, DigitStyle digits) {
    DrawnGridReader grid(scan_drawn_row(lines.front().text), lines.front().number, digits);
    std::size_t next = 1;
    while (!grid.complete() && next < lines.size()) {
        grid.add_row(scan_drawn_row(lines[next].text), lines[next].number);
        ++next;
    }
    if (!grid.complete()) throw grid.cut_short("the end of input");
    PuzzleRecord record = grid.finish();
    if (next < lines.size()) {
        throw InputError(lines[next].number, fmt::format("more rows than the drawn grid's {}", grid.side()));
    }
    return record;
}

/// The triples record starting at `lines[first]`: every triples line from there on (skipped lines
/// between them allowed); any other line after it is refused.
PuzzleRecord read_triples_lines(const std::vector<std::string_view>& lines, std::size_t first, int line) {
    format_detail::TriplesReader triples;
    for (std::size_t i = first; i < lines.size(); ++i) {
        const LineKind kind = classify_line(lines[i]);
        if (kind == LineKind::skipped) continue;
        if (kind != LineKind::triples) throw InputError(line + static_cast<int>(i), "unexpected text after the puzzle");
        triples.add_line(lines[i], line + static_cast<int>(i));
    }
    return triples.finish();
}

/// The one record of `text` (see parse_puzzle), without the .sdk metadata lines.
PuzzleRecord read_one_record(std::string_view text, int line, DigitStyle digits) {
    const std::vector<std::string_view> lines = split_lines(text);
    std::vector<NumberedLine> cell_lines;  // lines with cells, or with text no form reads
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const NumberedLine here{lines[i], line + static_cast<int>(i)};
        const LineKind kind = classify_line(here.text);
        if (kind == LineKind::skipped) continue;
        if (kind == LineKind::json_start && cell_lines.empty()) {
            // The object runs to the end of the text; the parser refuses anything after it.
            return read_json_form(text.substr(static_cast<std::size_t>(here.text.data() - text.data())), here.number, digits);
        }
        if (kind == LineKind::shared_link && cell_lines.empty()) {
            PuzzleRecord record = read_shared_link(here.text, here.number);
            for (std::size_t j = i + 1; j < lines.size(); ++j) {
                if (classify_line(lines[j]) != LineKind::skipped) {
                    throw InputError(line + static_cast<int>(j), "unexpected text after the puzzle");
                }
            }
            return record;
        }
        if (kind == LineKind::triples && cell_lines.empty()) return read_triples_lines(lines, i, line);
        if (kind == LineKind::drawn && scan_drawn_row(here.text).is_separator()) continue;
        cell_lines.push_back(here);
    }
    if (cell_lines.empty()) throw InputError(line, "no puzzle in the text");

    // Read as PuzzleReader reads a file, so that the same text gives the same record or message
    // given as an argument or in a file: a line that is not the line form ("4 . . 8 ...", cells
    // set apart by spaces) starts a drawn grid, even when it is the only line.
    const NumberedLine& first = cell_lines.front();
    if (!looks_like_line_form(first.text)) return read_drawn_lines(cell_lines, digits);
    PuzzleRecord record = read_line_form(first.text, first.number, digits);
    if (cell_lines.size() > 1) throw InputError(cell_lines[1].number, "unexpected text after the puzzle");
    return record;
}

}  // namespace

PuzzleRecord parse_puzzle(std::string_view whole_text, int line, DigitStyle digits) {
    const std::string_view text = without_byte_order_mark(whole_text);
    PuzzleRecord record = read_one_record(text, line, digits);
    // .sdk metadata lines before the puzzle; a JSON object's own keys win.
    for (std::string_view each : split_lines(text)) {
        if (classify_line(each) != LineKind::skipped) break;
        if (auto field = format_detail::sdk_metadata_line(each); field && !record.metadata.contains(field->first)) {
            record.metadata[field->first] = field->second;
        }
    }
    return record;
}

}  // namespace gridforge
