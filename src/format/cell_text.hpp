#pragma once
/// \file
/// Cells written as characters (docs/formats.md): which characters are cells, what they hold, how many
/// cells make a board, and the check every reader ends with (no two equal givens in a house).

#include <optional>
#include <string>
#include <string_view>

#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge::format_detail {

/// A cell in the line form (and in JSON "givens"): a digit or an empty mark, '-' included.
bool is_line_form_cell(char c);
/// A cell in a drawn grid: a digit or an empty mark other than '-', which draws lines there.
bool is_drawn_grid_cell(char c);
/// The digit a cell character holds, 0 for an empty mark. Precondition: a cell character.
Digit cell_value(char c);
/// Why a cell character cannot stand on a side×side board ("digit 9 is out of range for a 4x4
/// board"), or nullopt when it can.
std::optional<std::string> digit_problem(char c, int side);

/// Whether a side×side board's digits are written in hex under `digits`: hex chosen, on a board
/// of 10x10 to 16x16 (docs/formats.md, "Digits of boards from 10x10 up").
bool is_hex_board(DigitStyle digits, int side);

/// How the cell characters of one board are read: the letters, or hex (0 to side-1 written
/// 0-9A-F) on a board of 10x10 to 16x16 whose reader was told so (DigitStyle). Every cell
/// character of either style is first a line-form cell (is_line_form_cell: the letters'
/// characters hold hex's), then judged here. With DigitStyle::unstated it watches for the one
/// text both styles read differently: a board of 10x10 up with '0' and no letter for its top
/// digit ('A' on 10x10, 'G' on 16x16). Under hex, a smaller board's '0' is refused.
class CellDigits {
public:
    CellDigits(DigitStyle digits, int side);
    /// Why the cell character `c` cannot stand on this board ("digit 9 is out of range for a 4x4
    /// board", "'G' is not a hex digit (0-F; the digits were chosen as hex)"), or nullopt.
    [[nodiscard]] std::optional<std::string> problem(char c) const;
    /// The digit `c` holds, 0 for an empty cell. Precondition: no problem(c).
    Digit value(char c);
    /// After the last cell: why the board is refused as ambiguous, or nullopt.
    [[nodiscard]] std::optional<std::string> ambiguity() const;

private:
    DigitStyle digits_;
    int side_;
    bool hex_;          ///< hex applies: chosen, on a board of 10x10 up
    char top_letter_;   ///< the letters' character for the value `side_` ('G' on 16x16)
    bool saw_zero_ = false;
    bool saw_top_letter_ = false;
};

/// The board side whose cell count is `count`, when such a board is supported.
std::optional<int> side_for_cell_count(int count);
/// "80 cells, expected 81": the count against the smallest board that holds it (or the largest).
std::string cell_count_problem(int count);

/// Where a run of cell characters was written, so that a message names the place of a problem:
/// a column of an input line, or a character of a JSON key's string.
class CellPlace {
public:
    static CellPlace in_line(int line, int first_column);
    static CellPlace in_json_key(int line, std::string key);

    /// A problem with the character at `index` (0-based from the start of the run).
    [[nodiscard]] InputError at(std::size_t index, const std::string& reason) const;
    /// A problem with the run as a whole.
    [[nodiscard]] InputError whole(const std::string& reason) const;

private:
    CellPlace(int line, int first_column, std::string json_key);
    int line_;
    int first_column_;
    std::string json_key_;  ///< empty for a text line
};

/// The grid written by `cells`, each character a line-form cell, one per cell in reading order.
/// The side is `side` when given, else deduced from the count; the digits of a board of 10x10 up
/// are read in `digits` (CellDigits). Throws InputError at `place`.
Grid read_cell_run(std::string_view cells, const CellPlace& place, std::optional<int> side = std::nullopt,
                   DigitStyle digits = DigitStyle::letters);

/// A record of the classic puzzle of `givens` read at `line`, with no comment or metadata yet;
/// refused with an InputError at `line` naming every two equal givens in a house.
PuzzleRecord checked_record(Grid givens, int line);

/// A record of `puzzle` read at `line`; refused with an InputError at `line` describing every
/// conflict of its givens under every rule, in rule order, separated by "; "
/// ("r1c1 and r1c5 are both 5 (row 1); r1c1 and r2c2 are both 5 (box 1)").
PuzzleRecord checked_record(Puzzle puzzle, int line);

/// The character a writer writes for `digit` on a side×side board: '.' for 0, the letters, or
/// hex on a board of 10x10 up when `digits` is DigitStyle::hex.
char written_digit(Digit digit, int side, DigitStyle digits);

}  // namespace gridforge::format_detail
