#pragma once
/// \file
/// Readers and writers for the puzzle forms of docs/formats.md: the line form, the multi-line drawn grid
/// and the JSON form. Readers throw InputError with a message that names the place
/// ("line 3: 80 cells, expected 81", "line 2, column 7: unknown character 'x'",
/// "line 1: r1c1 and r1c5 are both 5 (row 1)", "JSON key 'cages': cage at r1c1: 2 cells cannot
/// sum to 18", "JSON key 'foo': unknown rule").

#include <array>
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/candidates.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/input_error.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge {

/// A puzzle as read, with what the user wrote around it, so nothing is lost on the way out.
struct PuzzleRecord {
    int line = 0;                 ///< first input line of the record (1-based)
    Puzzle puzzle;
    std::string comment;          ///< line form: text after the cells, trimmed
    nlohmann::json metadata = nlohmann::json::object();  ///< JSON form: kept keys (solution, title, author, source, level, rating, x-*)
};

/// How the 16 digits of a 16x16 board are written in the line form and the drawn grid
/// (docs/formats.md, "16x16 digits"). Other boards, the JSON form's strings and every other form
/// always use the letters.
enum class DigitStyle {
    /// Reading: the letters, but a 16x16 board whose cells hold '0' and no 'G' is refused as
    /// ambiguous (it may be hex) rather than read by a guess. Writing: the letters.
    unstated,
    letters,  ///< 1-9, then A-G for 10-16 (a-g read too); '0', like '.', an empty cell
    hex,      ///< 0-9, then A-F (a-f read too) for the values 1-16: '0' is the value 1; '.', '_', '*', '-' empty
};
/// The style named "letters" or "hex", or nullopt.
std::optional<DigitStyle> digit_style_named(std::string_view name);

/// Parses one puzzle in any form: JSON when it starts with '{', else the line form or a drawn grid.
/// Validates the givens (no conflict under any rule). `line` is used in messages; `digits` says
/// how a 16x16 line or drawn grid writes its digits.
PuzzleRecord parse_puzzle(std::string_view text, int line = 1, DigitStyle digits = DigitStyle::unstated);

/// Reads one line of text ending in "\n", "\r\n" or a lone "\r" (old Mac OS files) into `line`,
/// without its end, as std::getline does for "\n" alone: false (and the stream's failbit set) when
/// the input ended before any character; the last line needs no line end. Every reader of lines
/// in gridforge reads them through this, so no line end hides a record.
/// A line longer than `max_bytes` (kMaxLineBytes) is refused once that many bytes are read: the
/// rest of it is skipped unstored, so reading can go on at the next line, and InputError (line 0,
/// "a line longer than 67108864 bytes (the limit)") is thrown for the caller to place.
inline constexpr std::size_t kMaxLineBytes = std::size_t{64} * 1024 * 1024;
bool read_line(std::istream& in, std::string& line, std::size_t max_bytes = kMaxLineBytes);

/// A classic 9x9 line in its plainest form, as a PuzzleReader hands it out when asked to
/// (PuzzleReader::hand_out_plain_lines): the line starts with 81 cells, each '1'-'9', '.' or '0',
/// followed by the end of the line or white space (and perhaps a comment), and no two equal givens
/// share a house. It is exactly the record the general reader would build from that line, without
/// the comment and any .sdk metadata lines before it: for callers that print neither (`count` and
/// `solve` without --json), which then skip building the record (docs/solver-speed.md).
struct PlainClassicLine {
    using Cells = std::array<std::uint8_t, 81>;
    int line = 0;  ///< its input line (1-based)
    Cells cells{};  ///< the givens in reading order: 1-9, 0 for an empty cell

    /// The givens as a 9x9 grid.
    [[nodiscard]] Grid givens() const {
        Grid grid(9);
        for (Cell cell = 0; cell < 81; ++cell) grid.set(cell, cells[static_cast<std::size_t>(cell)]);
        return grid;
    }
};

/// Reads a stream of puzzles: line-form lines, drawn grids (N lines of N cells) and JSON objects,
/// skipping blank and '#' lines. A bad record yields its InputError and reading goes on.
class PuzzleReader {
public:
    explicit PuzzleReader(std::istream& in, DigitStyle digits = DigitStyle::unstated);
    struct Item {
        std::optional<PuzzleRecord> record;     ///< set when the record is good
        std::optional<InputError> error;        ///< set when it is not
        std::optional<PlainClassicLine> plain;  ///< set instead of record for a plain line, when asked for
    };
    /// The next record, or nullopt at end of input.
    std::optional<Item> next();
    /// From now on, hand out each plain classic line (PlainClassicLine) as Item::plain instead of
    /// building its record; every other line (a clash too) is read as before. Off by default.
    void hand_out_plain_lines(bool on) { plain_lines_ = on; }
private:
    std::optional<Item> next_item();  ///< next() but for a line over kMaxLineBytes, thrown as InputError
    /// Before the first line: reads a UTF-16 input (byte-order mark FF FE or FE FF) through a
    /// decoder to UTF-8, so that a file saved as "Unicode" on Windows reads like any other.
    void decode_utf16_if_marked();
    std::istream* in_;
    std::shared_ptr<std::istream> decoded_;  ///< the UTF-16 decoding stream over the caller's, when used
    bool encoding_checked_ = false;
    DigitStyle digits_;
    int line_ = 0;
    std::optional<std::string> held_line_;  ///< a line read too far (it ended a drawn grid), to read again
    std::string line_text_;  ///< the line being read, kept so that its storage is reused line after line
    bool plain_lines_ = false;  ///< hand_out_plain_lines
};

// ---- writers -----------------------------------------------------------------------------

/// N*N characters, '.' for empty cells; a 16x16 grid's digits in `digits` (hex: 0-F).
std::string write_line(const Grid& grid, DigitStyle digits = DigitStyle::letters);
/// A drawn grid: digits separated by spaces, '|' between boxes, "------+-------+------" between
/// bands; N lines, each ending with '\n'. A 16x16 grid's digits in `digits`.
std::string write_drawn_grid(const Grid& grid, const Geometry& geometry, DigitStyle digits = DigitStyle::letters);
/// The docs/formats.md JSON object: size, givens, the rule keys of the puzzle's variant rules
/// ("regions", "diagonals", "cages", "thermos"; none for classic), then the record's metadata
/// keys; `solution` when given. Throws std::invalid_argument when the rule list holds a rule the
/// JSON form cannot state (one the API user wrote) or lacks rows, columns and boxes or regions.
nlohmann::json write_json(const PuzzleRecord& record, const std::optional<Grid>& solution = std::nullopt);

/// The pencil-mark (Sukaku) form of a candidate state: N*N*N characters, cell by cell in reading
/// order, each cell's N characters standing for the digits 1..N in order: the digit where it is a
/// candidate, '0' or '.' where it is not (SukakuExplainer and HoDoKu write '0' and read both; 729
/// characters on 9x9). White space between the characters is ignored.
/// Reading throws std::invalid_argument: "character 12 ('7') stands for digit 3 of r1c2",
/// "728 characters, expected 729", "r1c1 has no candidate".
Candidates read_sukaku(std::string_view text, int side);
/// The form of `candidates`, with '0' for a missing digit; no line end.
std::string write_sukaku(const Candidates& candidates);

/// The forms `gridforge convert --to` writes (docs/formats.md, "Converting").
enum class OutputForm {
    line,       ///< the line form, with the comment (classic only)
    grid,       ///< the drawn grid (classic only)
    json,       ///< the JSON form, on one line (every puzzle)
    fpuzzles,   ///< an f-puzzles link (every rule gridforge has)
    sudokupad,  ///< a SudokuPad link holding the f-puzzles data
    sdk,        ///< SudoCue/SadMan .sdk: #A/#D/#C/#B/#S/#L/#U metadata lines, then 9 rows (classic 9x9)
    sdm,        ///< SudoCue .sdm: one 81-character line a puzzle (classic 9x9)
    ss,         ///< Simple Sudoku .ss: 9 rows "4..|...|8.5" with "-----------" between bands (classic 9x9)
    sukaku,     ///< the pencil-mark form of the givens' candidates (classic only): givens one digit, others all
    solo,       ///< a game id of Simon Tatham's Solo: "3x3:…" (classic and Sudoku X)
    ps,         ///< the PS killer text "3x3::k:5888:2817:…" (9x9 killer, both diagonals or none; no givens)
    sumocue,    ///< SumoCue's text "SumoCueV1=23+00…" (9x9 killer and jigsaw killer; no givens)
    triples,    ///< row-column-value triples "size=9 r1c1=4 r1c7=8 …" and a blank line (classic only)
};

/// The form named `name` ("line", "fpuzzles", ...), or nullopt.
std::optional<OutputForm> output_form_named(std::string_view name);
/// "line, grid, json, fpuzzles, sudokupad, sdk, sdm, ss, sukaku, solo, ps, sumocue, triples".
std::string output_form_names();

/// `record` in `form`, ending with '\n' (a drawn grid and an .sdk record end with a blank line).
/// Throws std::invalid_argument saying why the form cannot hold the puzzle: "sdm holds classic
/// 9x9 puzzles only; this one has killer cages", or a rule of the API user's own.
/// `digits`: how `line` and `grid` write a 16x16 board's digits (the other forms have their own).
std::string write_form(const PuzzleRecord& record, OutputForm form, DigitStyle digits = DigitStyle::letters);

}  // namespace gridforge
