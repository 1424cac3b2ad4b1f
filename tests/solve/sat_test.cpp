#include <gtest/gtest.h>

#include <cstdlib>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/solve.hpp"
#include "gridforge/cnf.hpp"
#include "solve/sat.hpp"
#include "support/puzzles.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge {
namespace sat_test {
namespace {

using testing::kTwoSolutions;
using testing::puzzle_from;
using testing::puzzle_from_unchecked;

/// Clauses of an N×N board with `houses` houses and `givens` givens: "exactly one" is one clause
/// plus N(N-1)/2 pairs, asked of every cell (over digits) and every house and digit (over cells).
std::size_t expected_clauses(int size, int houses, int givens) {
    const int exactly_one = 1 + size * (size - 1) / 2;
    return static_cast<std::size_t>((size * size + houses * size) * exactly_one + givens);
}

/// A rule that says more than its houses (like a cage): no CNF encoding exists for it yet.
class OddFirstCell final : public Rule {
public:
    std::string_view name() const override { return "odd first cell"; }
    const std::vector<House>& houses() const override { return none_; }
    bool houses_only() const override { return false; }
    DigitSet allowed(const Grid&, Cell cell) const override {
        return cell == 0 ? DigitSet::from_bits(0b0101) : DigitSet::all(4);
    }
    bool satisfied(const Grid& grid) const override { return grid.at(0) % 2 == 1; }
    // A test rule: no JSON form, no encoding, no marks (Rule's base versions).
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override { Rule::write_json(puzzle, geometry); }
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override { Rule::encode_cnf(cnf, geometry); }
    void draw(Sketch& sketch) const override { Rule::draw(sketch); }

private:
    std::vector<House> none_;
};

TEST(CnfVariable, NumbersCellsInReadingOrderFromOne) {
    EXPECT_EQ(cnf_variable(0, 1, 9), 1);                  // r1c1 = 1
    EXPECT_EQ(cnf_variable(0, 9, 9), 9);
    EXPECT_EQ(cnf_variable(1, 1, 9), 10);                 // r1c2 = 1
    EXPECT_EQ(cnf_variable(9, 1, 9), 82);                 // r2c1 = 1
    EXPECT_EQ(cnf_variable(80, 9, 9), 729);               // r9c9 = 9
    EXPECT_EQ(cnf_variable(15, 4, 4), 64);                // r4c4 = 4 on a 4×4 board
}

TEST(CnfEncoding, EmptyFourByFourHasTheFormulaSizes) {
    const Cnf cnf = encode_cnf(Puzzle::classic(Grid(4)));
    EXPECT_EQ(cnf.variables, 64);
    // 16 cells and 12 houses × 4 digits, each "exactly one of 4": 1 + 6 clauses.
    EXPECT_EQ(cnf.clauses.size(), expected_clauses(4, 12, 0));
    EXPECT_EQ(cnf.clauses.size(), 448u);
    std::size_t binary = 0;
    for (const auto& clause : cnf.clauses) {
        ASSERT_FALSE(clause.empty());
        for (int literal : clause) {
            EXPECT_NE(literal, 0);
            EXPECT_LE(std::abs(literal), cnf.variables);
        }
        if (clause.size() == 2) {
            ++binary;
            EXPECT_LT(clause[0], 0);
            EXPECT_LT(clause[1], 0);
        } else {
            EXPECT_EQ(clause.size(), 4u);
            for (int literal : clause) EXPECT_GT(literal, 0);
        }
    }
    EXPECT_EQ(binary, 384u);
}

TEST(CnfEncoding, GivensAreUnitClauses) {
    const Puzzle puzzle = puzzle_from(kTwoSolutions);
    const Cnf cnf = encode_cnf(puzzle);
    const int givens = puzzle.givens().filled_count();
    EXPECT_EQ(cnf.variables, 729);
    ASSERT_EQ(cnf.clauses.size(), expected_clauses(9, 27, givens));
    std::set<int> units;
    for (const auto& clause : cnf.clauses) {
        if (clause.size() == 1) units.insert(clause[0]);
    }
    EXPECT_EQ(units.size(), static_cast<std::size_t>(givens));
    EXPECT_TRUE(units.contains(cnf_variable(0, 5, 9)));   // r1c1 = 5
    EXPECT_FALSE(units.contains(cnf_variable(3, 6, 9)));  // r1c4 is open
}

TEST(CnfEncoding, RefusesARuleWithoutEncoding) {
    const Geometry geometry(4);
    RuleList rules = classic_rules(geometry);
    rules.push_back(std::make_shared<OddFirstCell>());
    const Puzzle puzzle(geometry, Grid(4), rules);
    EXPECT_FALSE(cnf_supports(puzzle));
    EXPECT_FALSE(sat_supports(puzzle));
    EXPECT_TRUE(sat_supports(Puzzle::classic(Grid(4))));
    try {
        (void)encode_cnf(puzzle);
        FAIL() << "expected std::invalid_argument";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "CNF encoding of rule 'odd first cell' is not implemented");
    }
    EXPECT_THROW((void)count_by_sat(puzzle, 2), std::invalid_argument);
}

TEST(CnfDimacs, WritesCommentsHeaderAndZeroEndedClauses) {
    const Puzzle puzzle = puzzle_from(kTwoSolutions);
    const Cnf cnf = encode_cnf(puzzle);
    std::ostringstream out;
    write_dimacs(cnf, out, dimacs_comments(puzzle));
    std::istringstream in(out.str());
    std::string line;
    std::vector<std::string> comments;
    while (std::getline(in, line) && line.starts_with("c")) comments.push_back(line);
    ASSERT_FALSE(comments.empty());
    EXPECT_EQ(comments[1], std::string("c givens (line form, '.' = empty): ") + kTwoSolutions);
    EXPECT_NE(out.str().find("c variable = 81*row + 9*column + digit"), std::string::npos);
    EXPECT_EQ(line, "p cnf 729 " + std::to_string(expected_clauses(9, 27, puzzle.givens().filled_count())));

    // The clauses read back as written.
    std::vector<std::vector<int>> clauses;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::vector<int> clause;
        for (int literal; fields >> literal && literal != 0;) clause.push_back(literal);
        ASSERT_TRUE(line.ends_with(" 0")) << line;
        clauses.push_back(clause);
    }
    EXPECT_EQ(clauses, cnf.clauses);
}

TEST(CnfDimacs, HeaderOfAnEmptyNineByNine) {
    std::ostringstream out;
    write_dimacs(encode_cnf(Puzzle::classic(Grid(9))), out);
    EXPECT_TRUE(out.str().starts_with("p cnf 729 11988\n"));
    EXPECT_THROW(write_dimacs(Cnf{}, out, {"two\nlines"}), std::invalid_argument);
}

TEST(SatCount, FindsBothSolutionsOfTheIssueGrid) {
    const Puzzle puzzle = puzzle_from(kTwoSolutions);
    const CountResult result = count_by_sat(puzzle, 2);
    EXPECT_EQ(result.count, 2);
    EXPECT_EQ(result.outcome(), Outcome::several_solutions);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_TRUE(puzzle.is_solution(*result.solution));
    EXPECT_EQ(result.deductions, 0u);

    // Each solution satisfies the puzzle: fixing r1c4 to either digit leaves one solution.
    EXPECT_EQ(count_by_sat(puzzle, 100).count, 2);
    std::set<std::string> solutions;
    for (Digit digit : {6, 7}) {
        Grid givens = puzzle.givens();
        givens.set(3, digit);
        const CountResult one = count_by_sat(puzzle.with_givens(givens), 2);
        ASSERT_EQ(one.count, 1) << "r1c4 = " << digit;
        ASSERT_TRUE(one.solution.has_value());
        EXPECT_TRUE(puzzle.is_solution(*one.solution));
        solutions.insert(write_line(*one.solution));
    }
    EXPECT_EQ(solutions.size(), 2u);
    EXPECT_TRUE(solutions.contains(write_line(*result.solution)));
}

TEST(SatCount, ThereAre288CompletedFourByFourGrids) {
    const CountResult result = count_by_sat(Puzzle::classic(Grid(4)), 1000);
    EXPECT_EQ(result.count, 288);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_TRUE(Puzzle::classic(Grid(4)).is_solution(*result.solution));
}

TEST(SatCount, StopsAtTheLimit) {
    EXPECT_EQ(count_by_sat(Puzzle::classic(Grid(9)), 2).count, 2);
    EXPECT_EQ(count_by_sat(Puzzle::classic(Grid(4)), 5).count, 5);
    EXPECT_THROW((void)count_by_sat(Puzzle::classic(Grid(4)), 0), std::invalid_argument);
}

TEST(SatCount, AFullGridOfGivensIsUnique) {
    const Puzzle puzzle = puzzle_from("1234341221434321");
    const CountResult result = count_by_sat(puzzle, 2);
    EXPECT_EQ(result.count, 1);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_EQ(*result.solution, puzzle.givens());
}

TEST(SatCount, InconsistentGivensHaveNoSolution) {
    std::string line(81, '.');
    line[0] = '5';
    line[4] = '5';
    ::testing::internal::CaptureStdout();
    const CountResult clash = count_by_sat(puzzle_from_unchecked(line), 2);
    EXPECT_EQ(::testing::internal::GetCapturedStdout(), "");  // CaDiCaL keeps quiet ("found falsified ...")
    EXPECT_EQ(clash.count, 0);
    EXPECT_FALSE(clash.solution.has_value());
    EXPECT_EQ(clash.outcome(), Outcome::no_solution);
    // r1c9 sees 1..8 in its row and 9 in its column: no candidate, though no two givens clash.
    EXPECT_EQ(count_by_sat(puzzle_from("12345678." "........9" + std::string(63, '.')), 2).count, 0);
}

TEST(SatCount, Top95IsUniqueWithThePropagationSolution) {
    const auto lines = testing::read_lines(std::string(GRIDFORGE_TEST_DATA) + "/top95.txt");
    ASSERT_EQ(lines.size(), 95u);
    const Solver& propagation = solver_named("propagation");
    for (const std::string& line : testing::sanitizer_sample(lines)) {
        const Puzzle puzzle = parse_puzzle(line).puzzle;
        const CountResult sat = count_by_sat(puzzle, 2);
        const CountResult reference = propagation.count(puzzle, 2);
        ASSERT_EQ(sat.count, 1) << line;
        ASSERT_EQ(reference.count, 1) << line;
        EXPECT_EQ(sat.solution, reference.solution) << line;
    }
}

TEST(SatCount, NodesAreConflicts) {
    // A full grid with one cell open falls to unit propagation: no conflict. Blocking its one
    // solution conflicts at once.
    Grid grid = *count_by_sat(puzzle_from(kTwoSolutions), 1).solution;
    grid.clear(0);
    EXPECT_EQ(count_by_sat(Puzzle::classic(grid), 1).nodes, 0u);
    // A puzzle of the hardest lists (plb_sudoku20.txt) needs search: CaDiCaL learns clauses.
    const Puzzle hard = puzzle_from("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1");
    const CountResult result = count_by_sat(hard, 2);
    EXPECT_EQ(result.count, 1);
    EXPECT_GT(result.nodes, 10u);
}

}  // namespace
}  // namespace sat_test
}  // namespace gridforge
