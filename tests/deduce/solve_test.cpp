/// Counting by enumeration and by CaDiCaL agree; the closure matches a brute-force definition.

#include <gtest/gtest.h>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/theme.hpp"

#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace gridforge::deduce {
namespace solve_test {
namespace {

/// Forced cells by brute force: all assignments consistent with the visible clues and facts agree.
Mask forced_by_brute_force(const Board& board, const std::vector<CompiledClue>& visible, Mask revealed, Mask solution) {
    Mask all_and = board.full(), all_or = 0;
    bool any = false;
    for (Mask x = 0; x <= board.full(); ++x) {
        if ((x & revealed) != (solution & revealed)) continue;
        bool ok = true;
        for (const CompiledClue& clue : visible) ok = ok && eval(clue, x, board.full());
        if (!ok) continue;
        any = true;
        all_and &= x;
        all_or |= x;
    }
    return any ? (all_and | (~all_or & board.full())) & ~revealed : 0;
}

TEST(DeduceSolve, EnumerationAndSatAgreeOnRandomClueSets) {
    for (int size : {3, 4}) {
        const Board board(size, size);
        Rng rng(static_cast<std::uint64_t>(40 + size));
        const auto people = random_cast(board, rng, cast_theme(kDefaultTheme));
        const std::vector<Clue> catalogue = all_clues(board, people);
        for (int trial = 0; trial < 40; ++trial) {
            std::vector<CompiledClue> clues;
            // 3×3: every model (limit above 2^9); 4×4: up to 400 (blocking clauses cost one solve each).
            const int k = (size == 3 ? 1 : 3) + static_cast<int>(rng.below(3));
            const std::int64_t limit = size == 3 ? 1000 : 400;
            for (int i = 0; i < k; ++i) clues.push_back(compile(catalogue[rng.below(catalogue.size())], board, people));
            const DeduceCount a = count_by_enumeration(board, clues, limit);
            const DeduceCount b = count_by_sat(board, clues, limit);
            ASSERT_EQ(a.count, b.count) << "trial " << trial;
            if (a.count == limit) continue;  // capped: each method found a different first 400
            std::vector<Mask> sa = a.found, sb = b.found;
            std::sort(sa.begin(), sa.end());
            std::sort(sb.begin(), sb.end());
            EXPECT_EQ(sa, sb);
        }
    }
}

TEST(DeduceSolve, NoCluesLeaveEveryAssignmentAndLimitStops) {
    const Board board(3, 3);
    EXPECT_EQ(count_by_enumeration(board, {}, 10000).count, 512);
    EXPECT_EQ(count_by_sat(board, {}, 10000).count, 512);
    EXPECT_EQ(count_by_enumeration(board, {}, 2).count, 2);
    EXPECT_THROW((void)count_by_enumeration(board, {}, 0), std::invalid_argument);
}

TEST(DeduceSolve, ClosureInRevealedModeFollowsTheCarriers) {
    // 3×3, criminals A1 and C3. B2 (revealed, innocent) says "exactly 1 criminal in row 1";
    // nothing else is visible at first, so nothing is forced and the closure stops at once.
    const Board board(3, 3);
    Rng rng(5);
    DeducePuzzle puzzle;
    puzzle.board = board;
    puzzle.people = random_cast(board, rng, cast_theme(kDefaultTheme));
    puzzle.mode = Mode::revealed;
    puzzle.solution = (Mask{1} << 0) | (Mask{1} << 8);
    puzzle.reveals = {4};
    puzzle.clues.push_back({.type = ClueType::number_in_unit, .unit = {UnitKind::row, 0}, .n = 1, .carrier = 4});
    Closure result = closure(puzzle);
    EXPECT_FALSE(result.complete);
    EXPECT_EQ(result.rounds.size(), 1u);
    // Add, on B2, "A1 is a criminal": row 1 is then settled (B1, C1 innocent) in closure round 1.
    puzzle.clues.push_back({.type = ClueType::has_trait, .person = 0, .carrier = 4});
    result = closure(puzzle);
    ASSERT_GE(result.rounds.size(), 2u);
    EXPECT_EQ(result.rounds[1], (std::vector<int>{0, 1, 2}));
    EXPECT_FALSE(result.complete);
    // The same clues in open mode from no reveal: exactly what brute force forces.
    puzzle.mode = Mode::open;
    puzzle.reveals = {};
    result = closure(puzzle);
    EXPECT_EQ(result.revealed, forced_by_brute_force(board, puzzle.compiled(), 0, puzzle.solution));
}

TEST(DeduceSolve, ClosureRoundsMatchBruteForce) {
    const Board board(3, 3);
    DeduceGenerateOptions options;
    options.board = board;
    options.seed = 9;
    DeducePuzzle puzzle = generate_deduce(options).puzzle;
    // Revealed mode from one reveal: each closure round must equal the brute-force forced set.
    puzzle.mode = Mode::revealed;
    puzzle.reveals = {0};
    const Closure result = closure(puzzle);
    Mask revealed = 1;
    for (std::size_t w = 1; w < result.rounds.size(); ++w) {
        std::vector<CompiledClue> visible;
        for (const Clue& clue : puzzle.clues) {
            if (clue.carrier >= 0 && (revealed >> clue.carrier & 1)) visible.push_back(compile(clue, board, puzzle.people));
        }
        Mask forced = 0;
        for (int cell : result.rounds[w]) forced |= Mask{1} << cell;
        EXPECT_EQ(forced, forced_by_brute_force(board, visible, revealed, puzzle.solution)) << "round " << w;
        revealed |= forced;
    }
    EXPECT_EQ(revealed, result.revealed);
}

}  // namespace
}  // namespace solve_test
}  // namespace gridforge::deduce
