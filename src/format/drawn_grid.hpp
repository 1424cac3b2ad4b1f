#pragma once
/// \file
/// The drawn grid: N lines of N cells, with '|', '+', '-' and spaces as drawing between them.
/// Lines that hold no cells (band separators) are not rows.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "format/cell_text.hpp"
#include "gridforge/format.hpp"
#include "gridforge/grid.hpp"

namespace gridforge::format_detail {

/// A character of a line and its 1-based column.
struct CharAt {
    char character;
    int column;
};

/// What one line of a drawn grid holds.
struct DrawnRow {
    std::vector<CharAt> cells;
    std::optional<CharAt> unknown;  ///< the first character that is neither a cell nor drawing

    /// A line of drawing only, like "------+-------+------": not a row.
    [[nodiscard]] bool is_separator() const { return cells.empty() && !unknown; }
    /// A line of N*N cells, N a board side and N*N not one (81 cells apart by spaces): a whole grid.
    [[nodiscard]] bool holds_whole_grid() const;
};

/// The side N of a board of `cells` cells (81 -> 9), or 0 when no supported board has that many.
int side_with_cells(int cells);

DrawnRow scan_drawn_row(std::string_view raw_line);

/// A frame or band line drawn with corners that are otherwise cells or unknown characters: Simple
/// Sudoku's (.ss) "*-----------*", HoDoKu's ".-------.-------." and "'-------'-------'", "=====".
/// The line holds "--" or "==" and only '-', '+', '|', ':', '*', '.', '\'' and '=' (white space around it).
/// '*' and '.' are otherwise empty cells, so the line would read as cells (or, 16 wide, as a
/// line-form record); a board of empty cells alone written with "--" is therefore not read.
bool is_border_line(std::string_view raw_line);

/// Collects the rows of one drawn grid. The first row fixes N; the grid is complete after N
/// rows. A bad row is remembered and the grid's remaining rows are still taken, so that a typo
/// costs one puzzle and the rows after it are not mistaken for the start of another grid.
class DrawnGridReader {
public:
    /// Starts a grid; throws InputError when the first row cannot begin one (an unknown
    /// character, or a width that is no supported board side). A first row of N*N cells (N a
    /// side, N*N not one: 81 cells apart by spaces) is the whole grid, complete at once.
    /// `digits`: how a 16x16 grid writes its digits.
    DrawnGridReader(const DrawnRow& first_row, int line, DigitStyle digits = DigitStyle::unstated);

    void add_row(const DrawnRow& row, int line);
    [[nodiscard]] bool complete() const { return rows_read_ == side_; }
    [[nodiscard]] int side() const { return side_; }

    /// The error for a grid that stops early, `before` naming what stopped it ("the end of input");
    /// a bad row seen earlier is reported instead, being the likelier cause. A grid of one row
    /// written as one word ("1234", "4.....8.5.3....": cells with nothing between them) is far
    /// likelier a line-form puzzle cut short: the line form's error is given ("15 cells, expected
    /// 16"). PuzzleReader and parse_puzzle both end grids here, so a text gives one message.
    [[nodiscard]] InputError cut_short(std::string_view before) const;

    /// The puzzle; throws the first bad row's error, or a conflict among the givens.
    /// Precondition: complete().
    [[nodiscard]] PuzzleRecord finish() const;

private:
    [[nodiscard]] std::optional<InputError> read_row(const DrawnRow& row, int line);

    int first_line_;
    /// The first row as the line form would read it (its leading spaces kept, so that columns
    /// agree) when it is one word; empty when drawing or spaces part its cells.
    std::string first_word_;
    DigitStyle style_;
    int side_;
    int rows_read_ = 0;
    Grid grid_;
    CellDigits digits_;
    std::optional<InputError> problem_;
};

}  // namespace gridforge::format_detail
