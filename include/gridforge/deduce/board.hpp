#pragma once
/// \file
/// The board of a deduction-grid puzzle ("Clues by Sam"-like, docs/deduction.md §1): R×C
/// cells, each a person with a unique name and a profession, and a hidden verdict.
///
/// Shapes and conventions [docs/deduction.md §1, sources CBS, WEM, CB3]:
///  - cell i = r·C + c in reading order (r, c 0-based); rows are shown 1.., columns A.., so
///    cell 0 is "A1" and on a 4-wide board cell 5 is "B2";
///  - an assignment is a Mask: bit i set = person i is a criminal, clear = innocent;
///  - boards are 2..6 rows and 2..6 columns, up to 36 cells. Names have distinct initials A..Z,
///    alphabetical in reading order [WEM, CB3], on boards up to 26 cells; beyond, the initials
///    start again at A (cell 26 is a second A-name, different from cell 0's), so names stay
///    unique. 3×3, 4×4, 4×5 (4 wide, 5 high, CbS's size [CBS]), 5×5, 5×6 and 6×6 are the sizes
///    the generator is tested on (above 25 cells every check is by SAT).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/bits.hpp"
#include "gridforge/rng.hpp"

namespace gridforge::deduce {

/// The largest board, in cells (5×5), whose verdict assignments are walked one by one (counting by
/// enumeration, the Reasoner's enumeration backend); above it SAT answers every question.
inline constexpr int kEnumerableCells = 25;

/// One bit per cell in reading order; 1 = criminal. 64 bits: boards go up to 6×6 = 36 cells.
using Mask = std::uint64_t;

/// A verdict seen as a trait: t(v) = x_v for criminal, 1 − x_v for innocent [docs/deduction.md §2].
enum class Trait { criminal, innocent };

/// "criminal" / "innocent".
std::string_view trait_name(Trait trait);
/// The mask of cells having `trait` under assignment `criminals`, within `full`.
inline Mask trait_cells(Trait trait, Mask criminals, Mask full) {
    return trait == Trait::criminal ? criminals : (~criminals & full);
}

/// Every profession of every cast theme (theme.hpp), singular ("cook", "fisherman"), in a fixed
/// order: a Person's profession indexes it. Defined in theme.cpp.
const std::vector<std::string_view>& profession_names();
/// The plural as written in the catalogue ("cooks", "fishermen", "witches"); throws
/// std::out_of_range for an index outside profession_names().
std::string profession_plural(int profession);

class Board {
public:
    /// Throws std::invalid_argument unless 2 <= rows, columns <= 6.
    Board(int rows, int columns);
    [[nodiscard]] int rows() const { return rows_; }
    [[nodiscard]] int columns() const { return columns_; }
    [[nodiscard]] int cells() const { return rows_ * columns_; }
    /// Every cell's bit.
    [[nodiscard]] Mask full() const;
    [[nodiscard]] int row_of(int cell) const { return cell / columns_; }
    [[nodiscard]] int column_of(int cell) const { return cell % columns_; }
    [[nodiscard]] int cell_at(int row, int column) const { return row * columns_ + column; }
    /// "A1", "B2": column letter, row number (1-based).
    [[nodiscard]] std::string cell_name(int cell) const;
    /// Parses "B2" or "b2" (the column letter in either case, as Sudoku's r2c2/R2C2: one convention
    /// for every command and the JSON forms); throws std::invalid_argument naming the text when it
    /// is not a cell here.
    [[nodiscard]] int parse_cell(std::string_view text) const;
    /// "row 2" for row index 1; "column B" for column index 1.
    [[nodiscard]] static std::string row_name(int row);
    [[nodiscard]] static std::string column_name(int column);
    [[nodiscard]] Mask row_mask(int row) const;
    [[nodiscard]] Mask column_mask(int column) const;
    /// The up-to-8 surrounding cells (king moves), the cell itself excluded: a corner has 3,
    /// an edge cell 5, an interior cell 8 [docs/deduction.md §5].
    [[nodiscard]] Mask neighbours(int cell) const;
    /// Cells sharing an edge with `cell` (2..4): the adjacency of "connected" [CBS, G2].
    [[nodiscard]] Mask orthogonal(int cell) const;
    /// The perimeter (14 cells on 4×5) and the 4 corners.
    [[nodiscard]] Mask edge() const;
    [[nodiscard]] Mask corners() const;
    /// "WxH" text such as "4x5" means 4 columns, 5 rows (CbS's board); returns the board.
    /// Throws std::invalid_argument naming the text.
    static Board parse_size(std::string_view text);
    /// "4x5" (columns x rows).
    [[nodiscard]] std::string size_name() const;

private:
    int rows_;
    int columns_;
};

/// Bits set in a mask (gridforge/bits.hpp: portable, the same on every target).
using bits::popcount;

/// A person: a unique name (initial = 'A' + cell % 26, random_cast) and a profession (index into
/// profession_names).
struct Person {
    std::string name;
    int profession = 0;
};

struct CastTheme;

/// A random cast from `theme`'s names and professions (theme.hpp): names with initials A, B, C…
/// in reading order, starting again at A after Z with a name not used yet (unique up to 156
/// people; throws std::invalid_argument beyond), professions in groups of mostly 2–3 (one
/// profession per ~2.5 people, at least 2) [CB3]. Uses only `rng`.
std::vector<Person> random_cast(const Board& board, Rng& rng, const CastTheme& theme);

}  // namespace gridforge::deduce
