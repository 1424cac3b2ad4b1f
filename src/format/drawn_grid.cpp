#include "format/drawn_grid.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

#include <fmt/format.h>

#include "format/cell_text.hpp"
#include "format/line_form.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

/// ',' too: SadMan Sudoku and spreadsheets write rows as ".,2,3,4,.,.,8,.,.". ':' is the box
/// edge of some forum grids ("4 . . : . . . : 8 . 5") and of HoDoKu's band lines ":---+---:".
bool is_drawing(char c) {
    return c == '|' || c == '+' || c == '-' || c == ',' || c == ':' || is_white(c);
}

InputError unknown_character_error(int line, const CharAt& unknown) {
    return InputError(line, unknown.column, "unknown character " + describe_character(unknown.character));
}

/// `row`'s cells as one line-form word at their columns, or "" when anything parts them.
std::string one_word(const DrawnRow& row) {
    if (row.cells.empty() || row.unknown) return "";
    const int first = row.cells.front().column;
    std::string word(static_cast<std::size_t>(first - 1), ' ');
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
        if (row.cells[i].column != first + static_cast<int>(i)) return "";
        word += row.cells[i].character;
    }
    return word;
}

/// Whether two of the row's cells touch ("1679") while the row holds more cells than a board's
/// side: the candidate lists of a pencil-mark grid rather than a row of givens.
bool looks_like_pencil_marks(const DrawnRow& row) {
    if (static_cast<int>(row.cells.size()) <= kLargestSide) return false;
    for (std::size_t i = 1; i < row.cells.size(); ++i) {
        if (row.cells[i].column == row.cells[i - 1].column + 1) return true;
    }
    return false;
}

/// N of a grid whose first row is `row`: its count of cells or, when that is no side but N*N
/// (81 cells written "4 . . . . . 8 . 5 . 3 ..." on one line), N. A first row of no board's width
/// that is one word (`word`, see one_word) gets the line form's error: a short line-form puzzle is
/// likelier.
int side_of_first_row(const DrawnRow& row, int line, const std::string& word, DigitStyle digits) {
    if (row.unknown) throw unknown_character_error(line, *row.unknown);
    int side = static_cast<int>(row.cells.size());
    if (row.holds_whole_grid()) side = side_with_cells(side);
    if (!Geometry::supported(side) && !word.empty()) (void)read_line_form(word, line, digits);  // throws: fewer than 16 cells
    if (!Geometry::supported(side)) {
        const char* pencil_marks = looks_like_pencil_marks(row)
                                       ? " (digits side by side, as in a pencil-mark grid: a grid of candidates is a "
                                         "player's state, which hint --state reads, not a puzzle)"
                                       : "";
        throw InputError(line, fmt::format("{} in this row, but a drawn grid has {} cells per row{}",
                                           count_of(side, "cell"), supported_sides_text(), pencil_marks));
    }
    return side;
}

}  // namespace

int side_with_cells(int cells) {
    for (int side = 1; side <= kLargestSide; ++side) {
        if (side * side == cells && Geometry::supported(side)) return side;
    }
    return 0;
}

bool DrawnRow::holds_whole_grid() const {
    const int count = static_cast<int>(cells.size());
    return !unknown && !Geometry::supported(count) && side_with_cells(count) != 0;
}

bool is_border_line(std::string_view raw_line) {
    const std::string_view text = trim(raw_line);
    const bool rule = text.find("--") != std::string_view::npos || text.find("==") != std::string_view::npos;
    return rule && std::all_of(text.begin(), text.end(), [](char c) {
               return c == '-' || c == '+' || c == '|' || c == ':' || c == '*' || c == '.' || c == '\'' || c == '=';
           });
}

DrawnRow scan_drawn_row(std::string_view raw_line) {
    DrawnRow row;
    if (is_border_line(raw_line)) return row;  // drawing only: a separator
    for (std::size_t i = 0; i < raw_line.size(); ++i) {
        const CharAt here{raw_line[i], static_cast<int>(i) + 1};
        if (is_drawn_grid_cell(here.character)) {
            row.cells.push_back(here);
        } else if (!is_drawing(here.character) && !row.unknown) {
            row.unknown = here;
        }
    }
    return row;
}

DrawnGridReader::DrawnGridReader(const DrawnRow& first_row, int line, DigitStyle digits)
    : first_line_(line), first_word_(one_word(first_row)), style_(digits),
      side_(side_of_first_row(first_row, line, first_word_, digits)), grid_(side_), digits_(digits, side_) {
    if (static_cast<int>(first_row.cells.size()) == side_) {
        add_row(first_row, line);
        return;
    }
    // The whole grid on one line: its rows are runs of N cells, each cell keeping its column.
    const auto side = static_cast<std::size_t>(side_);
    for (std::size_t start = 0; start < first_row.cells.size(); start += side) {
        DrawnRow row;
        row.cells.assign(first_row.cells.begin() + static_cast<std::ptrdiff_t>(start),
                         first_row.cells.begin() + static_cast<std::ptrdiff_t>(start + side));
        add_row(row, line);
    }
}

void DrawnGridReader::add_row(const DrawnRow& row, int line) {
    if (!problem_) problem_ = read_row(row, line);
    ++rows_read_;
}

std::optional<InputError> DrawnGridReader::read_row(const DrawnRow& row, int line) {
    if (row.unknown) return unknown_character_error(line, *row.unknown);
    const int count = static_cast<int>(row.cells.size());
    if (count != side_) {
        return InputError(line, fmt::format("{} in this row, expected {}", count_of(count, "cell"), side_));
    }
    for (int column = 0; column < side_; ++column) {
        const CharAt& cell = row.cells[static_cast<std::size_t>(column)];
        if (auto problem = digits_.problem(cell.character)) return InputError(line, cell.column, *problem);
        grid_.set(rows_read_ * side_ + column, digits_.value(cell.character));
    }
    return std::nullopt;
}

InputError DrawnGridReader::cut_short(std::string_view before) const {
    if (rows_read_ == 1 && !first_word_.empty()) {
        try {
            (void)read_line_form(first_word_, first_line_, style_);
        } catch (const InputError& error) {
            return error;
        }
    }
    if (problem_) return *problem_;
    return InputError(first_line_, fmt::format("drawn grid has only {} of its {} rows before {}",
                                               rows_read_, side_, before));
}

PuzzleRecord DrawnGridReader::finish() const {
    assert(complete());
    if (problem_) throw *problem_;
    if (auto ambiguity = digits_.ambiguity()) throw InputError(first_line_, *ambiguity);
    return checked_record(grid_, first_line_);
}

}  // namespace gridforge::format_detail

namespace gridforge {
namespace {

/// "5 3 . | . 7 . | . . .": cells apart by a space, stacks of boxes apart by " | ".
std::string drawn_row_text(const Grid& grid, const Geometry& geometry, int row, DigitStyle digits) {
    std::string text;
    for (int column = 0; column < geometry.size(); ++column) {
        if (column > 0) text += column % geometry.box_cols() == 0 ? " | " : " ";
        const Digit digit = grid.at(geometry.cell_at(row, column));
        text += format_detail::written_digit(digit, geometry.size(), digits);
    }
    return text;
}

/// "------+-------+------": the shape of a row, with '+' under each '|' so the lines meet.
std::string band_separator(std::string_view row_text) {
    std::string text;
    for (char c : row_text) text += c == '|' ? '+' : '-';
    return text;
}

}  // namespace

std::string write_drawn_grid(const Grid& grid, const Geometry& geometry, DigitStyle digits) {
    if (grid.size() != geometry.size()) {
        throw std::invalid_argument(fmt::format("write_drawn_grid: a {}x{} grid drawn with a {}x{} geometry",
                                                grid.size(), grid.size(), geometry.size(), geometry.size()));
    }
    std::string text;
    for (int row = 0; row < geometry.size(); ++row) {
        const std::string row_text = drawn_row_text(grid, geometry, row, digits);
        if (row > 0 && row % geometry.box_rows() == 0) text += band_separator(row_text) + '\n';
        text += row_text + '\n';
    }
    return text;
}

}  // namespace gridforge
