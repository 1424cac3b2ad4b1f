// Solvers on variant rule lists: every solver that supports a puzzle agrees with the SAT solver
// and with brute force on random 4x4 and 6x6 variants; four 9x9 puzzles (X, jigsaw, killer,
// thermo) solve to their known solutions; the CNF encoding of cages and thermometers.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gridforge/cnf.hpp"
#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"
#include "gridforge/variants.hpp"
#include "solve/sat.hpp"
#include "support/variant_rules.hpp"

namespace gridforge {
namespace variant_solve_test {
namespace {

using testing::pick;

Puzzle dug(const testing::RandomVariant& variant, std::uint64_t seed, int empty) {
    Rng rng(seed);
    Grid givens = variant.solution;
    std::vector<Cell> cells(static_cast<std::size_t>(givens.cell_count()));
    for (Cell cell = 0; cell < givens.cell_count(); ++cell) cells[static_cast<std::size_t>(cell)] = cell;
    rng.shuffle(cells);
    for (int i = 0; i < empty; ++i) givens.clear(cells[static_cast<std::size_t>(i)]);
    return Puzzle(Geometry(variant.solution.size()), givens, variant.rules);
}

void expect_agreement(int size, int empty_low, int empty_high, std::uint64_t seeds) {
    int unique = 0, several = 0, extra = 0;
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        const testing::RandomVariant variant = testing::random_variant(size, seed);
        Rng rng(seed);
        const Puzzle puzzle = dug(variant, seed, empty_low + pick(rng, empty_high - empty_low + 1));
        const auto brute = testing::BruteForce(puzzle).solutions(2);
        ASSERT_TRUE(sat_supports(puzzle)) << variant.description;
        const CountResult sat = count_by_sat(puzzle, 2);
        ASSERT_EQ(sat.count, static_cast<std::int64_t>(brute.size())) << variant.description;
        const bool houses_only = puzzle.topology().extra_rules.empty();
        extra += houses_only ? 0 : 1;
        (sat.count == 1 ? unique : several) += 1;
        for (const Solver* solver : solvers()) {
            if (solver->name() == "dlx" || solver->name() == "planes") {
                EXPECT_EQ(solver->supports(puzzle), houses_only);
            }
            if (solver->name() == "bitboard" || solver->name() == "triad") {
                EXPECT_FALSE(solver->supports(puzzle));
            }
            if (!solver->supports(puzzle)) continue;
            const CountResult result = solver->count(puzzle, 2);
            ASSERT_EQ(result.count, sat.count) << solver->name() << ": " << variant.description;
            ASSERT_TRUE(result.solution.has_value());
            EXPECT_TRUE(puzzle.is_solution(*result.solution));
            if (sat.count == 1) {
                EXPECT_EQ(result.solution, sat.solution) << solver->name() << ": " << variant.description;
            }
        }
    }
    // Both verdicts, and rules beyond houses, were exercised.
    EXPECT_GT(unique, 0);
    EXPECT_GT(several, 0);
    EXPECT_GT(extra, 0);
}

TEST(VariantSolvers, AgreeWithSatAndBruteForceOnFourByFour) { expect_agreement(4, 8, 16, 200); }

TEST(VariantSolvers, AgreeWithSatAndBruteForceOnSixBySix) { expect_agreement(6, 14, 24, 40); }

// ---- four 9x9 puzzles with known solutions --------------------------------------------------
// Written for these tests: a full grid drawn by the test helpers' random search, the rule laid
// over it (diagonals; a random jigsaw layout; cages grown over distinct digits with their sums
// read off the grid; thermometers along increasing digits), then givens removed while the
// solution stayed unique. The checks below confirm each solution against the rules' definitions
// written out here, independently of the engine.

constexpr const char* kXPuzzle =
    R"({"diagonals":"both","givens":"..57...9..86.4.1.......5.7...8...4..............8.3......6..5...91....6........3.","size":9})";
constexpr const char* kXSolution =
    "215738694786249153934165278368951427129476385457823916873612549591384762642597831";

constexpr const char* kJigsawPuzzle =
    R"({"givens":"....5.4.........8.41...9......5...2..926...3..8...6................9.7......7....",)"
    R"("regions":"778888844775558844777558844277555444222253333299933333229999666299111666111111666","size":9})";
constexpr const char* kJigsawSolution =
    "923758416679341285415289673138567924592614837387426159741932568856193742264875391";

constexpr const char* kKillerPuzzle =
    R"({"size":9,"givens":".................................................................................","cages":[)"
    R"({"cells":["r3c9","r4c9","r5c9"],"sum":22},{"cells":["r1c4","r1c3","r2c3","r1c5"],"sum":14},)"
    R"({"cells":["r3c3","r4c3"],"sum":14},{"cells":["r4c4","r4c5","r3c5","r2c5"],"sum":26},)"
    R"({"cells":["r6c4","r5c4"],"sum":8},{"cells":["r2c9","r1c9","r2c8","r1c8"],"sum":20},)"
    R"({"cells":["r2c1","r2c2","r1c2","r1c1","r3c1"],"sum":24},{"cells":["r5c2","r5c1","r5c3","r6c3"],"sum":20},)"
    R"({"cells":["r6c9","r7c9"],"sum":10},{"cells":["r3c4","r2c4"],"sum":11},{"cells":["r2c6","r3c6","r1c6"],"sum":16},)"
    R"({"cells":["r4c8","r3c8","r4c7","r5c7","r6c7"],"sum":24},{"cells":["r7c4","r8c4","r8c5"],"sum":12},)"
    R"({"cells":["r4c1","r4c2","r3c2"],"sum":14},{"cells":["r3c7","r2c7","r1c7"],"sum":10},)"
    R"({"cells":["r8c3","r7c3","r7c2","r8c2","r9c3"],"sum":25},{"cells":["r9c1","r9c2"],"sum":5},)"
    R"({"cells":["r7c6","r8c6","r6c6","r7c7"],"sum":13},{"cells":["r7c5","r6c5","r5c5"],"sum":13},)"
    R"({"cells":["r8c8","r9c8","r8c7","r7c8"],"sum":27},{"cells":["r6c2","r6c1","r7c1","r8c1"],"sum":22},)"
    R"({"cells":["r9c9","r8c9"],"sum":6},{"cells":["r9c4","r9c5","r9c6","r9c7"],"sum":30},)"
    R"({"cells":["r6c8","r5c8"],"sum":6},{"cells":["r4c6","r5c6"],"sum":13}]})";
constexpr const char* kKillerSolution =
    "564219783197683254328574169846925317739148526251736948985361472673452891412897635";

constexpr const char* kThermoPuzzle =
    R"({"givens":"........8........2.4.....17....8.....3...9..4....2....2...6........4.6..4..3.....","size":9,)"
    R"("thermos":[["r2c3","r1c4","r1c3","r2c4","r3c5"],["r2c1","r2c2"],["r5c7","r6c8","r7c9"],)"
    R"(["r5c2","r5c3","r6c4"],["r3c7","r4c7","r3c6","r2c6"],["r4c3","r4c2","r3c3","r2c2"]]})";
constexpr const char* kThermoSolution =
    "327415968691837452548296317172684593836159274954723186213568749785942631469371825";

/// The 81 digits of a line, unchecked (a jigsaw solution breaks the classic boxes).
Grid grid_of(std::string_view line) {
    Grid grid(9);
    for (Cell cell = 0; cell < 81; ++cell) grid.set(cell, line[static_cast<std::size_t>(cell)] - '0');
    return grid;
}

/// Rows and columns hold 1..9 once; so does each group of `groups` (boxes or regions).
bool latin_with_groups(const Grid& grid, const std::vector<std::vector<Cell>>& groups) {
    auto holds_each_once = [&](const std::vector<Cell>& cells) {
        std::set<Digit> seen;
        for (Cell cell : cells) seen.insert(grid.at(cell));
        return seen.size() == 9 && *seen.begin() == 1 && *seen.rbegin() == 9;
    };
    for (int i = 0; i < 9; ++i) {
        std::vector<Cell> row, column;
        for (int j = 0; j < 9; ++j) {
            row.push_back(i * 9 + j);
            column.push_back(j * 9 + i);
        }
        if (!holds_each_once(row) || !holds_each_once(column)) return false;
    }
    for (const auto& group : groups) {
        if (!holds_each_once(group)) return false;
    }
    return true;
}

std::vector<std::vector<Cell>> boxes() {
    std::vector<std::vector<Cell>> groups(9);
    for (Cell cell = 0; cell < 81; ++cell) groups[static_cast<std::size_t>((cell / 27) * 3 + (cell % 9) / 3)].push_back(cell);
    return groups;
}

/// Every supporting solver finds exactly one solution, the known one; the givens agree with it.
void expect_unique_known_solution(const Puzzle& puzzle, const Grid& solution) {
    for (Cell cell = 0; cell < 81; ++cell) {
        if (puzzle.givens().at(cell) != 0) {
            ASSERT_EQ(puzzle.givens().at(cell), solution.at(cell));
        }
    }
    EXPECT_TRUE(puzzle.is_solution(solution));
    for (const char* name : {"triad", "bitboard", "planes", "dlx", "propagation", "sat"}) {
        const Solver& solver = solver_named(name);
        if (!solver.supports(puzzle)) continue;
        const CountResult result = solver.count(puzzle, 2);
        EXPECT_EQ(result.count, 1) << name;
        EXPECT_EQ(result.solution, solution) << name;
    }
    EXPECT_EQ(count_solutions(puzzle, 2).solution, solution);
}

TEST(VariantPuzzles, SudokuXSolvesToItsSolution) {
    const Puzzle puzzle = parse_puzzle(kXPuzzle).puzzle;
    const Grid solution = grid_of(kXSolution);
    std::vector<std::vector<Cell>> groups = boxes();
    groups.push_back({0, 10, 20, 30, 40, 50, 60, 70, 80});
    groups.push_back({8, 16, 24, 32, 40, 48, 56, 64, 72});
    ASSERT_TRUE(latin_with_groups(solution, groups));
    EXPECT_TRUE(solver_named("dlx").supports(puzzle));
    EXPECT_FALSE(solver_named("bitboard").supports(puzzle));
    expect_unique_known_solution(puzzle, solution);
    // The diagonals matter: the same givens as classic Sudoku have several solutions.
    EXPECT_EQ(count_solutions(Puzzle::classic(puzzle.givens()), 2).count, 2);
}

TEST(VariantPuzzles, JigsawSolvesToItsSolution) {
    const Puzzle puzzle = parse_puzzle(kJigsawPuzzle).puzzle;
    const Grid solution = grid_of(kJigsawSolution);
    const std::string layout = "778888844775558844777558844277555444222253333299933333229999666299111666111111666";
    std::vector<std::vector<Cell>> regions(9);
    for (Cell cell = 0; cell < 81; ++cell) regions[static_cast<std::size_t>(layout[static_cast<std::size_t>(cell)] - '1')].push_back(cell);
    ASSERT_TRUE(latin_with_groups(solution, regions));
    EXPECT_TRUE(solver_named("dlx").supports(puzzle));
    EXPECT_FALSE(solver_named("bitboard").supports(puzzle));
    expect_unique_known_solution(puzzle, solution);
}

TEST(VariantPuzzles, KillerWithoutGivensSolvesToItsSolution) {
    const Puzzle puzzle = parse_puzzle(kKillerPuzzle).puzzle;
    const Grid solution = grid_of(kKillerSolution);
    ASSERT_TRUE(latin_with_groups(solution, boxes()));
    int cages = 0;
    for (const RulePtr& rule : puzzle.rules()) {
        const auto* cage = dynamic_cast<const KillerCage*>(rule.get());
        if (!cage) continue;
        ++cages;
        int total = 0;
        std::set<Digit> digits;
        for (Cell cell : cage->cells()) {
            total += solution.at(cell);
            digits.insert(solution.at(cell));
        }
        EXPECT_EQ(total, *cage->sum()) << cage->where();
        EXPECT_EQ(digits.size(), cage->cells().size()) << cage->where();
    }
    EXPECT_EQ(cages, 25);
    EXPECT_EQ(puzzle.givens().filled_count(), 0);
    EXPECT_FALSE(solver_named("dlx").supports(puzzle));
    EXPECT_EQ(fastest_solver_for(puzzle).name(), "propagation");
    expect_unique_known_solution(puzzle, solution);
    // Cage pruning keeps the search small (measured: 1,762 guesses).
    EXPECT_LT(solver_named("propagation").count(puzzle, 2).nodes, 5000u);
}

TEST(VariantPuzzles, ThermoSolvesToItsSolution) {
    const Puzzle puzzle = parse_puzzle(kThermoPuzzle).puzzle;
    const Grid solution = grid_of(kThermoSolution);
    ASSERT_TRUE(latin_with_groups(solution, boxes()));
    int thermometers = 0;
    for (const RulePtr& rule : puzzle.rules()) {
        const auto* thermometer = dynamic_cast<const Thermometer*>(rule.get());
        if (!thermometer) continue;
        ++thermometers;
        for (std::size_t i = 1; i < thermometer->cells().size(); ++i) {
            EXPECT_LT(solution.at(thermometer->cells()[i - 1]), solution.at(thermometer->cells()[i])) << thermometer->where();
        }
    }
    EXPECT_EQ(thermometers, 6);
    expect_unique_known_solution(puzzle, solution);
    // The thermometers matter: the same givens as classic Sudoku have several solutions.
    EXPECT_EQ(count_solutions(Puzzle::classic(puzzle.givens()), 2).count, 2);
    // The plain searches serve thermometers through `allowed`.
    EXPECT_EQ(solver_named("mrv").count(puzzle, 2).solution, solution);
}

// ---- CNF of cages and thermometers ----------------------------------------------------------

TEST(VariantCnf, CageAndThermometerClauses) {
    const Geometry geometry(4);
    const RuleList classic = classic_rules(geometry);
    const std::size_t base = encode_cnf(Puzzle(geometry, Grid(4), classic)).clauses.size();

    RuleList with_cage = classic;
    // 2 cells summing to 5 on 4x4: {1,4} and {2,3}, two auxiliary variables.
    with_cage.push_back(std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 5}, 5));
    const Cnf cage = encode_cnf(Puzzle(geometry, Grid(4), with_cage));
    EXPECT_EQ(cage.variables, 64 + 2);
    // 4 digits x 1 pair (no repeats) + 2 combinations x 2 cells x 2 digits outside + 1 "some combination".
    EXPECT_EQ(cage.clauses.size(), base + 4 + 8 + 1);
    EXPECT_EQ(cage.clauses.back(), (std::vector<int>{65, 66}));

    RuleList with_thermometer = classic;
    with_thermometer.push_back(std::make_shared<Thermometer>(geometry, std::vector<Cell>{0, 1, 2}));
    const Cnf thermometer = encode_cnf(Puzzle(geometry, Grid(4), with_thermometer));
    EXPECT_EQ(thermometer.variables, 64);
    EXPECT_EQ(thermometer.clauses.size(), base + 2 * 10);  // 2 steps x 4*5/2 pairs that do not rise
    // r1c1 = 2 and r1c2 = 2 is forbidden.
    const std::vector<int> same{-cnf_variable(0, 2, 4), -cnf_variable(1, 2, 4)};
    EXPECT_NE(std::find(thermometer.clauses.begin(), thermometer.clauses.end(), same), thermometer.clauses.end());
}

TEST(VariantCnf, SatCountsTheGridsOfACage) {
    // 4x4 grids whose r1c1 and r2c2 sum to 3: every grid with {1,2} there. Brute force counts them.
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<KillerCage>(geometry, std::vector<Cell>{0, 5}, 3));
    const Puzzle puzzle(geometry, Grid(4), rules);
    const auto expected = testing::BruteForce(puzzle).solutions(1000).size();
    EXPECT_GT(expected, 0u);
    EXPECT_EQ(count_by_sat(puzzle, 1000).count, static_cast<std::int64_t>(expected));
    EXPECT_EQ(solver_named("propagation").count(puzzle, 1000).count, static_cast<std::int64_t>(expected));
}

TEST(VariantCnf, DimacsCommentsExplainTheExtraVariables) {
    const Puzzle puzzle = parse_puzzle(kKillerPuzzle).puzzle;
    std::ostringstream out;
    write_dimacs(encode_cnf(puzzle), out, dimacs_comments(puzzle));
    EXPECT_NE(out.str().find("c rules beyond their houses ('cage') add clauses of their own; variables above 729 are auxiliary"),
              std::string::npos)
        << out.str().substr(0, 2000);
    const Puzzle thermo = parse_puzzle(kThermoPuzzle).puzzle;
    std::ostringstream thermo_out;
    write_dimacs(encode_cnf(thermo), thermo_out, dimacs_comments(thermo));
    EXPECT_NE(thermo_out.str().find("c rules beyond their houses ('thermometer')"), std::string::npos);
    EXPECT_TRUE(thermo_out.str().find("p cnf 729 ") != std::string::npos);
}

}  // namespace
}  // namespace variant_solve_test
}  // namespace gridforge
