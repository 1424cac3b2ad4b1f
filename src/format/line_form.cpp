#include "format/line_form.hpp"

#include <algorithm>

#include "format/cell_text.hpp"
#include "format/drawn_grid.hpp"
#include "format/jigsaw_line.hpp"
#include "format/json_form.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

constexpr std::size_t kSmallestBoardCells = 16;

/// Where the cells of `line` start and end (end is one past them), and where the comment starts.
struct WordBounds {
    std::size_t begin;
    std::size_t end;
    std::size_t comment;
};

/// Whether `c` ends the cells as white space does: rating lists write "cells;11.9;11.9;11.3"
/// (Sudoku Explainer's ER;EP;ED) and CSV files "cells,solution". Neither is a cell character.
constexpr bool ends_cells(char c) { return is_white(c) || c == ';' || c == ','; }

WordBounds first_word(std::string_view line) {
    std::size_t begin = 0;
    while (begin < line.size() && is_white(line[begin])) ++begin;
    std::size_t end = begin;
    while (end < line.size() && !ends_cells(line[end])) ++end;
    const bool separated = end < line.size() && !is_white(line[end]);
    return {begin, end, separated ? end + 1 : end};
}

}  // namespace

bool looks_like_line_form(std::string_view line) {
    const WordBounds bounds = first_word(line);
    const std::string_view word = line.substr(bounds.begin, bounds.end - bounds.begin);
    // One pass, not find_first_of (a search of "|+" per character).
    const bool drawn = std::any_of(word.begin(), word.end(), [](char c) { return c == '|' || c == '+'; });
    const bool rule = std::all_of(word.begin(), word.end(), [](char c) { return c == '-'; });
    return word.size() >= kSmallestBoardCells && !drawn && !rule && !is_border_line(word);
}

PuzzleRecord read_line_form(std::string_view raw_line, int line, DigitStyle digits) {
    const WordBounds bounds = first_word(raw_line);
    const std::string_view cells = raw_line.substr(bounds.begin, bounds.end - bounds.begin);
    Grid givens = read_cell_run(cells, CellPlace::in_line(line, static_cast<int>(bounds.begin) + 1), std::nullopt, digits);
    const std::string_view comment = trim(raw_line.substr(bounds.comment));
    const WordBounds after = first_word(comment);
    const std::string_view regions = comment.substr(0, after.end);
    const bool after_space = bounds.end < raw_line.size() && is_white(raw_line[bounds.end]);
    if (!after_space || !names_jigsaw_regions(regions, givens.size())) {
        PuzzleRecord record = checked_record(std::move(givens), line);
        record.comment = comment;
        return record;
    }
    // A jigsaw: the givens, then its regions (jigsaw_line.hpp), read as the JSON form reads them.
    const nlohmann::json object = {{"size", givens.size()}, {"givens", write_line(givens)}, {"regions", std::string(regions)}};
    PuzzleRecord record = read_json_object(object, line);
    record.comment = trim(comment.substr(after.end));
    return record;
}

}  // namespace gridforge::format_detail

namespace gridforge {

std::string write_line(const Grid& grid, DigitStyle digits) {
    std::string text;
    text.reserve(static_cast<std::size_t>(grid.cell_count()));
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) text += format_detail::written_digit(grid.at(cell), grid.size(), digits);
    return text;
}

}  // namespace gridforge
