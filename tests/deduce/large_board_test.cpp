/// Boards above 25 cells (5×6, 6×6): 64-bit masks, names past Z, and generation checked by SAT
/// alone (enumeration stops at 25 cells): unique given the initial reveals, no guess needed, every
/// hint valid, the JSON form read back the same.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "deduce/seed_check.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {
namespace large_board_test {
namespace {

TEST(DeduceLargeBoard, SixBySixMasksReachTheLastCell) {
    const Board board(6, 6);
    EXPECT_EQ(board.cells(), 36);
    EXPECT_EQ(popcount(board.full()), 36);
    const int last = board.cell_at(5, 5);
    EXPECT_EQ(last, 35);
    EXPECT_EQ(board.cell_name(last), "F6");
    EXPECT_EQ(board.parse_cell("F6"), 35);
    EXPECT_EQ(board.neighbours(last), (Mask{1} << 28) | (Mask{1} << 29) | (Mask{1} << 34));  // E5, F5, E6
    EXPECT_EQ(popcount(board.row_mask(5)), 6);
    EXPECT_EQ(board.row_mask(5) >> 30, Mask{0x3F});
    EXPECT_EQ(popcount(board.edge()), 20);
    EXPECT_THROW(Board(7, 6), std::invalid_argument);
}

TEST(DeduceLargeBoard, NamesPastZStartAgainAtAAndStayUnique) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        // Every theme: each has six names per initial.
        const CastTheme& theme = cast_themes()[seed % cast_themes().size()];
        const std::vector<Person> people = random_cast(Board(6, 6), rng, theme);
        std::set<std::string> names;
        for (std::size_t i = 0; i < people.size(); ++i) {
            EXPECT_EQ(people[i].name[0], static_cast<char>('A' + i % 26)) << "cell " << i;
            names.insert(people[i].name);
        }
        EXPECT_EQ(names.size(), people.size()) << "seed " << seed;
    }
}

TEST(DeduceLargeBoard, EnumerationRefusesBoardsAbove25Cells) {
    DeduceGenerateOptions options;
    options.board = Board(5, 6);
    options.reasoner = ReasonerBackend::enumeration;
    EXPECT_THROW((void)generate_deduce(options), std::invalid_argument);
    EXPECT_THROW(Reasoner(Board(6, 6), {}, 0, ReasonerBackend::enumeration), std::invalid_argument);
    EXPECT_THROW((void)count_by_enumeration(Board(6, 6), {}, 1), std::invalid_argument);
}

/// One generation on a board above 25 cells, every guarantee checked by SAT.
void expect_sat_checked(int rows, int columns, Mode mode, std::uint64_t seed) {
    DeduceGenerateOptions options;
    options.board = Board(rows, columns);
    options.mode = mode;
    options.seed = seed;
    const DeduceGenerated generated = generate_deduce(options);
    const DeducePuzzle& puzzle = generated.puzzle;
    SCOPED_TRACE(puzzle.board.size_name() + " " + std::string(mode_name(mode)) + " seed " + std::to_string(seed));
    const DeduceCount count = count_by_sat(puzzle.board, puzzle.compiled(), 2, reveal_facts(puzzle));
    ASSERT_EQ(count.count, 1);
    EXPECT_EQ(count.found[0], puzzle.solution);
    EXPECT_TRUE(closure(puzzle).complete);
    EXPECT_EQ(puzzle.reveals.size(), mode == Mode::revealed ? 1u : 0u);
    // Someone past cell 31 exists and is decided, so the upper half of the mask is in play.
    EXPECT_EQ(puzzle.board.cells(), rows * columns);
    testing::expect_valid_hints(puzzle, generated.analysis.hints);
    DeduceAnalysis read_analysis;
    const DeducePuzzle read = from_json(to_json(puzzle, &generated.analysis), &read_analysis);
    EXPECT_EQ(read.solution, puzzle.solution);
    EXPECT_EQ(to_json(read, &read_analysis), to_json(puzzle, &generated.analysis));
}

TEST(DeduceLargeBoard, FiveBySixOpenIsUniqueAndGuessFreeBySat) { expect_sat_checked(6, 5, Mode::open, 1); }
TEST(DeduceLargeBoard, SixBySixRevealedIsUniqueAndGuessFreeBySat) { expect_sat_checked(6, 6, Mode::revealed, 1); }

}  // namespace
}  // namespace large_board_test
}  // namespace gridforge::deduce
