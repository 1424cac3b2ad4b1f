#pragma once
/// \file
/// The triples form (docs/formats.md, "Row-column-value triples"): a classic puzzle as its givens
/// alone, each written `rRcC=V` (row R, column C, value V; 1-based decimal numbers), the placement
/// notation of HoDoKu and Eureka chains. Tokens are separated by white space or commas, any number
/// to a line; a record is a run of such lines and ends at a blank line, a line of another kind or the
/// end of input. An optional `size=N` token gives the side (default 9), since the givens alone do
/// not: a 9x9 puzzle whose givens avoid row 9 is not an 8x8 one.
///
/// The bare three-digit triples of SAT encodings (`115` = r1c1 is 5) are not read: `123 456` is
/// also a row of a drawn 6x6 grid, and a reader must not guess between the two.

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "gridforge/format.hpp"

namespace gridforge::format_detail {

/// Whether `line` starts a triples record: its first word, after white space, is `rRcC=...` or
/// `size=...` (in either case).
bool looks_like_triples(std::string_view line);

/// Collects the givens of one triples record, line by line, and checks each token as it comes:
/// InputError at the token's line and column for a token that is no given ("'r1c1' is not a given
/// (rRcC=V)"), a cell off the board ("r10c1 is outside the 9x9 board"), a value out of range, and
/// a cell given twice ("r3c4 given twice: 5 at line 2, 7 at line 9").
class TriplesReader {
public:
    /// `line` is the text of input line `number`.
    void add_line(std::string_view line, int number);
    /// The puzzle, checked as every reader checks it (no two equal givens in a house).
    [[nodiscard]] PuzzleRecord finish() const;
    /// Whether a line was added.
    [[nodiscard]] bool started() const { return first_line_ != 0; }

private:
    struct Given {
        int row;     ///< 1-based
        int column;  ///< 1-based
        int value;
        int line;
        int column_in_line;  ///< 1-based place of the token, for messages
    };
    void add_token(std::string_view token, int line, int column);
    void check_given(const Given& given) const;

    int first_line_ = 0;
    std::optional<int> side_;  ///< from `size=N`
    int size_line_ = 0;
    std::map<std::pair<int, int>, Given> givens_;  ///< by (row, column)
};

/// `size=N r1c3=5 r2c1=7 ...`: the givens in reading order on one line, without a line end.
std::string write_triples(const Grid& givens);

}  // namespace gridforge::format_detail
