#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <array>
#include <numeric>

#include "gridforge/generate.hpp"
#include "gridforge/solve.hpp"
#include "support/even_cells_rule.hpp"

namespace gridforge {
namespace agreement_property_test {
namespace {

using testing::EvenCellsRule;

/// A puzzle dug from a random full grid of `size` by clearing `empty` random cells.
Puzzle random_dug_puzzle(int size, std::uint64_t seed, int empty) {
    Rng rng(seed);
    const Puzzle blank = Puzzle::classic(Grid(size));
    Grid givens = random_full_grid(blank, rng);
    std::vector<Cell> cells(static_cast<std::size_t>(givens.cell_count()));
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    for (int i = 0; i < empty; ++i) givens.clear(cells[static_cast<std::size_t>(i)]);
    return blank.with_givens(givens);
}

void expect_all_solvers_agree(const Puzzle& puzzle, std::int64_t limit) {
    const CountResult reference = fastest_solver_for(puzzle).count(puzzle, limit);
    RC_ASSERT(reference.count >= 1);  // dug from a full grid: at least that grid solves it
    for (const Solver* solver : solvers()) {
        if (!solver->supports(puzzle)) continue;
        const CountResult result = solver->count(puzzle, limit);
        RC_ASSERT(result.count == reference.count);
        RC_ASSERT(result.solution.has_value());
        RC_ASSERT(puzzle.is_solution(*result.solution));
        if (reference.count == 1) RC_ASSERT(*result.solution == *reference.solution);
    }
}

RC_GTEST_PROP(SolverAgreement, CountsAgreeOnRandomDugFourByFour, ()) {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const int empty = *rc::gen::inRange(0, 17);
    expect_all_solvers_agree(random_dug_puzzle(4, seed, empty), 1000);
}

RC_GTEST_PROP(SolverAgreement, CountsAgreeOnRandomDugNineByNine, ()) {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const int empty = *rc::gen::inRange(20, 58);
    expect_all_solvers_agree(random_dug_puzzle(9, seed, empty), 3);
}

RC_GTEST_PROP(SolverAgreement, CountsAgreeOnRandomDugSixBySix, ()) {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const int empty = *rc::gen::inRange(10, 30);
    expect_all_solvers_agree(random_dug_puzzle(6, seed, empty), 50);
}

/// Every completed 4×4 grid, by brute force over rows that are permutations, checked by the
/// rules' reference `satisfied` (independent of every solver).
std::vector<Grid> all_four_by_four_grids() {
    std::array<int, 4> row{1, 2, 3, 4};
    std::vector<std::array<int, 4>> permutations;
    do permutations.push_back(row);
    while (std::next_permutation(row.begin(), row.end()));
    const Puzzle blank = Puzzle::classic(Grid(4));
    std::vector<Grid> grids;
    for (const auto& a : permutations)
        for (const auto& b : permutations)
            for (const auto& c : permutations)
                for (const auto& d : permutations) {
                    Grid grid(4);
                    const std::array<const std::array<int, 4>*, 4> rows{&a, &b, &c, &d};
                    for (int r = 0; r < 4; ++r)
                        for (int col = 0; col < 4; ++col) grid.set(r * 4 + col, (*rows[static_cast<std::size_t>(r)])[static_cast<std::size_t>(col)]);
                    if (blank.is_solution(grid)) grids.push_back(grid);
                }
    return grids;
}

TEST(SolverAgreement, BruteForceFindsThe288FourByFourGrids) { EXPECT_EQ(all_four_by_four_grids().size(), 288u); }

TEST(SolverAgreement, SolversAskRulesThatAreNotHousesOnly) {
    const std::vector<Cell> even_cells{0, 6, 15};  // r1c1, r2c3, r4c4
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<EvenCellsRule>(even_cells));
    const Puzzle puzzle(geometry, Grid(4), rules);
    const auto grids = all_four_by_four_grids();
    const auto expected = std::count_if(grids.begin(), grids.end(), [&](const Grid& grid) { return puzzle.is_solution(grid); });
    ASSERT_GT(expected, 0);
    ASSERT_LT(expected, 288);
    for (const Solver* solver : solvers()) {
        if (!solver->supports(puzzle)) continue;
        const CountResult result = solver->count(puzzle, 1000);
        EXPECT_EQ(result.count, expected) << solver->name();
        ASSERT_TRUE(result.solution.has_value());
        EXPECT_TRUE(puzzle.is_solution(*result.solution)) << solver->name();
    }
}

}  // namespace
}  // namespace agreement_property_test
}  // namespace gridforge
