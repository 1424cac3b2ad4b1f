#pragma once
/// \file
/// Puzzle booklets: a list of puzzles (Sudoku family and deduction grids) laid out 1, 2, 4 or 6 to
/// a page, each under a title line (its title or "Puzzle N", then its level and seed when known)
/// with the rules' legend in small print for variants; solutions optionally after all puzzles, 6 to
/// a page; the booklet title at the top of each page and "page N of M" at the foot. Drawn with
/// Cairo (print_cairo.hpp) as one PDF document or one SVG image per page (docs/print.md).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"

namespace gridforge::print {

/// A4 (595.3 x 841.9 points) or US letter (612 x 792 points), portrait.
enum class Paper { a4, letter };
/// "a4" or "letter"; nullopt otherwise.
std::optional<Paper> parse_paper(std::string_view name);

/// Where solutions go: nowhere, or on pages after all the puzzles.
enum class Solutions { none, back };
/// "none" or "back"; nullopt otherwise.
std::optional<Solutions> parse_solutions(std::string_view name);

enum class BookletFormat { pdf, svg };

/// How many puzzles a page may hold: 1, 2, 4 or 6.
bool valid_per_page(int per_page);
/// Solutions per page (2 across, 3 down).
inline constexpr int kSolutionsPerPage = 6;

/// A Sudoku-family puzzle and its solution (needed for Solutions::back).
struct SudokuEntry {
    Puzzle puzzle;
    std::optional<Grid> solution;
};

struct BookletPuzzle {
    std::variant<SudokuEntry, deduce::DeducePuzzle> content;
    std::string title;                   ///< empty: "Puzzle N", N its place in the booklet (1-based)
    std::string level;                   ///< "hard", "technique unfair"; empty: not shown
    std::optional<std::uint64_t> seed;   ///< the generator's seed, when known
};

struct BookletOptions {
    int per_page = 1;
    Solutions solutions = Solutions::none;
    Paper paper = Paper::a4;
    std::string title;  ///< at the top of every page (and the PDF's title); empty: none
};

struct Booklet {
    /// PDF: the one document. SVG: one image per page, in page order.
    std::vector<std::string> files;
    /// The text each page shows, piece by piece in drawing order (titles, digits, sums, clues,
    /// page numbers): what a reader sees, for callers and tests that cannot read glyphs back.
    std::vector<std::vector<std::string>> page_texts;
};

/// The pages of `puzzles`. Throws std::invalid_argument when `puzzles` is empty, per_page is not
/// 1, 2, 4 or 6, a Sudoku entry lacks its solution while solutions go to the back, or a puzzle's
/// marks do not fit its board (print_cairo.hpp); std::runtime_error when Cairo fails.
Booklet render_booklet(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options, BookletFormat format);

}  // namespace gridforge::print
