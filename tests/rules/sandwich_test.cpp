// Sandwich sums (src/rules/sandwich.cpp) against brute force on 4x4 and 6x6 boards: `satisfied`,
// `conflict` and `allowed` against a predicate written here from the rule; `prune` never removes a
// digit of a grid that satisfies the rule within the candidates; the CNF has exactly the grids
// that satisfy the rule, one model each; the JSON reads, writes and reads back, and bad JSON names
// its key, clue and cell; the generator recipe; the human step under the known-solution guard.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/cnf.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/solve.hpp"
#include "rules/rule_kind.hpp"
#include "solve/sat.hpp"
#include "support/cnf_models.hpp"
#include "support/rule_checks.hpp"
#include "support/variant_rules.hpp"

namespace gridforge {

const RuleKind& sandwich_kind();

namespace sandwich_test {
namespace {

using testing::BruteForce;
using testing::pick;

/// A clue: f-puzzles position (row 0 above a column, column 0 left of a row) and its sum.
struct Clue {
    int row;
    int column;
    int sum;
};

std::string position_name(const Clue& clue) { return "r" + std::to_string(clue.row) + "c" + std::to_string(clue.column); }

RulePtr make_sandwich(const Geometry& geometry, const Clue& clue) {
    const nlohmann::json puzzle = {{"sandwichsum", {{{"cell", position_name(clue)}, {"value", clue.sum}}}}};
    RuleList rules;
    sandwich_kind().read_json(puzzle, geometry, 1, rules);
    EXPECT_EQ(rules.size(), 1u);
    return rules.back();
}

/// The line a clue speaks of, in reading order.
std::vector<Cell> line_of(const Geometry& geometry, const Clue& clue) {
    const int n = geometry.size();
    const bool column = clue.row == 0 || clue.row == n + 1;
    const int index = (column ? clue.column : clue.row) - 1;
    std::vector<Cell> cells;
    for (int i = 0; i < n; ++i) cells.push_back(column ? geometry.cell_at(i, index) : geometry.cell_at(index, i));
    return cells;
}

/// The rule from its definition: the digits strictly between the 1 and the N add up to the sum.
bool reference(const Geometry& geometry, const Clue& clue, const Grid& grid) {
    const std::vector<Cell> line = line_of(geometry, clue);
    std::size_t one = 0;
    std::size_t top = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (grid.at(line[i]) == 1) one = i;
        if (grid.at(line[i]) == geometry.size()) top = i;
    }
    int total = 0;
    for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i) total += grid.at(line[i]);
    return total == clue.sum;
}

/// Every clue position of the board (the four sides) with every sum 2..N-1 can make.
std::vector<Clue> every_clue(int n) {
    std::vector<int> sums;
    for (int sum = 0; sum <= n * (n - 1) / 2 - 1; ++sum) {
        // Subset sums of 2..N-1: every value but 1 and the largest minus 1.
        if (sum != 1 && sum != n * (n - 1) / 2 - 2) sums.push_back(sum);
    }
    std::vector<Clue> clues;
    for (int index = 1; index <= n; ++index) {
        for (const int sum : sums) {
            clues.push_back({0, index, sum});
            clues.push_back({index, 0, sum});
            clues.push_back({n + 1, index, sum});
            clues.push_back({index, n + 1, sum});
        }
    }
    return clues;
}

const std::vector<Grid>& four_by_four_grids() {
    static const std::vector<Grid> grids = BruteForce(Puzzle::classic(Grid(4))).solutions(1000);
    return grids;
}

/// 150 random full 6x6 grids.
const std::vector<Grid>& six_by_six_grids() {
    static const std::vector<Grid> grids = [] {
        std::vector<Grid> out;
        Rng rng(66);
        for (int i = 0; i < 150; ++i) out.push_back(BruteForce(Puzzle::classic(Grid(6)), &rng).solutions(1).front());
        return out;
    }();
    return grids;
}

bool within(const Grid& grid, const Candidates& candidates) {
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        if (!candidates[static_cast<std::size_t>(cell)].contains(grid.at(cell))) return false;
    }
    return true;
}

TEST(Sandwich, SatisfiedConflictAndAllowedAgreeWithTheDefinitionOnEveryFourByFourGrid) {
    const Geometry geometry(4);
    ASSERT_EQ(four_by_four_grids().size(), 288u);
    for (const Clue& clue : every_clue(4)) {
        const RulePtr rule = make_sandwich(geometry, clue);
        int satisfying = 0;
        for (const Grid& grid : four_by_four_grids()) {
            const bool expected = reference(geometry, clue, grid);
            satisfying += expected ? 1 : 0;
            ASSERT_EQ(rule->satisfied(grid), expected) << position_name(clue) << " " << clue.sum;
            ASSERT_EQ(!rule->conflict(grid).has_value(), expected) << position_name(clue) << " " << clue.sum;
            // One cell of the line open: `allowed` holds the grid's digit exactly when it satisfies.
            for (const Cell cell : line_of(geometry, clue)) {
                Grid open = grid;
                open.clear(cell);
                ASSERT_EQ(rule->allowed(open, cell).contains(grid.at(cell)), expected) << position_name(clue);
            }
        }
        EXPECT_GT(satisfying, 0) << position_name(clue) << " " << clue.sum;
        EXPECT_LT(satisfying, 288) << position_name(clue) << " " << clue.sum;
    }
}

TEST(Sandwich, SatisfiedAgreesWithTheDefinitionOnSixBySixGrids) {
    const Geometry geometry(6);
    for (const Clue& clue : every_clue(6)) {
        const RulePtr rule = make_sandwich(geometry, clue);
        for (const Grid& grid : six_by_six_grids()) {
            ASSERT_EQ(rule->satisfied(grid), reference(geometry, clue, grid)) << position_name(clue) << " " << clue.sum;
            ASSERT_EQ(!rule->conflict(grid).has_value(), reference(geometry, clue, grid));
        }
    }
}

/// Random candidates around `anchor` (when set): every cell keeps the anchor's digit plus random
/// others; some cells are singletons.
Candidates random_candidates(Rng& rng, int n, const Grid* anchor) {
    Candidates candidates(static_cast<std::size_t>(n * n));
    for (Cell cell = 0; cell < n * n; ++cell) {
        DigitSet options = DigitSet::from_bits(static_cast<std::uint32_t>(pick(rng, 1 << n)));
        if (pick(rng, 3) == 0) options = DigitSet();
        if (anchor) options.insert(anchor->at(cell));
        if (options.empty()) options = DigitSet::of(1 + pick(rng, n));
        candidates[static_cast<std::size_t>(cell)] = options;
    }
    return candidates;
}

/// Prune to a fixpoint on random candidates: every grid that satisfies the rule and lies within the
/// candidates survives, a conflict comes only when none does, and only the line's cells change.
void check_prune(const Geometry& geometry, const std::vector<Grid>& grids, std::uint64_t seed, int& pruned,
                 int& conflicts) {
    Rng rng(seed);
    const int n = geometry.size();
    std::vector<Clue> clues = every_clue(n);
    for (int round = 0; round < 60; ++round) {
        const Clue clue = clues[static_cast<std::size_t>(pick(rng, static_cast<int>(clues.size())))];
        const RulePtr rule = make_sandwich(geometry, clue);
        std::vector<const Grid*> satisfying;
        for (const Grid& grid : grids) {
            if (reference(geometry, clue, grid)) satisfying.push_back(&grid);
        }
        for (int trial = 0; trial < 8; ++trial) {
            const Grid* anchor = satisfying.empty() || trial == 7
                                     ? nullptr
                                     : satisfying[static_cast<std::size_t>(pick(rng, static_cast<int>(satisfying.size())))];
            Candidates candidates = random_candidates(rng, n, anchor);
            const Candidates before = candidates;
            PruneResult result = PruneResult::changed;
            for (int step = 0; step < 50 && result == PruneResult::changed; ++step) result = rule->prune(candidates);
            ASSERT_NE(result, PruneResult::changed) << "no fixpoint";
            bool any_within = false;
            for (const Grid* grid : satisfying) {
                if (!within(*grid, before)) continue;
                any_within = true;
                ASSERT_NE(result, PruneResult::conflict) << position_name(clue) << " " << clue.sum;
                ASSERT_TRUE(within(*grid, candidates)) << position_name(clue) << " " << clue.sum;
            }
            if (result == PruneResult::conflict) {
                ++conflicts;
                EXPECT_FALSE(any_within);
                continue;
            }
            if (candidates != before) ++pruned;
            const std::vector<Cell> line = line_of(geometry, clue);
            for (Cell cell = 0; cell < n * n; ++cell) {
                if (std::find(line.begin(), line.end(), cell) == line.end()) {
                    ASSERT_EQ(candidates[static_cast<std::size_t>(cell)], before[static_cast<std::size_t>(cell)]);
                }
            }
        }
    }
}

TEST(Sandwich, PruneNeverRemovesADigitOfASatisfyingGrid) {
    int pruned = 0;
    int conflicts = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) check_prune(Geometry(4), four_by_four_grids(), seed, pruned, conflicts);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) check_prune(Geometry(6), six_by_six_grids(), seed, pruned, conflicts);
    EXPECT_GT(pruned, 100);
    EXPECT_GT(conflicts, 10);
}

TEST(Sandwich, PruneOnAnEmptyLineFindsTheForcedEnds) {
    // Sum 35 on 9x9 needs every digit 2..8 between the 1 and the 9: they stand at the ends.
    const Geometry geometry(9);
    const RulePtr rule = make_sandwich(geometry, {0, 4, 35});
    Candidates candidates(81, DigitSet::all(9));
    ASSERT_EQ(rule->prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[static_cast<std::size_t>(geometry.cell_at(0, 3))], DigitSet::of(1) | DigitSet::of(9));
    EXPECT_EQ(candidates[static_cast<std::size_t>(geometry.cell_at(8, 3))], DigitSet::of(1) | DigitSet::of(9));
    EXPECT_EQ(candidates[static_cast<std::size_t>(geometry.cell_at(4, 3))], DigitSet::all(8) - DigitSet::of(1));
    EXPECT_EQ(candidates[static_cast<std::size_t>(geometry.cell_at(4, 4))], DigitSet::all(9));
}

TEST(Sandwich, CnfHasExactlyTheSatisfyingGridsOneModelEach) {
    const Geometry geometry(4);
    for (const Clue& clue : every_clue(4)) {
        if (clue.row > 4 || clue.column > 4) continue;  // the far sides are the same lines
        const RulePtr rule = make_sandwich(geometry, clue);
        Cnf cnf;
        cnf.variables = 4 * 16;
        rule->encode_cnf(cnf, geometry);
        for (const Grid& grid : four_by_four_grids()) {
            ASSERT_EQ(testing::models_on_grid(cnf, grid), reference(geometry, clue, grid) ? 1 : 0)
                << position_name(clue) << " " << clue.sum;
        }
    }
    const Geometry six(6);
    for (const Clue clue : {Clue{0, 2, 0}, Clue{3, 0, 7}, Clue{0, 6, 14}, Clue{5, 0, 9}}) {
        const RulePtr rule = make_sandwich(six, clue);
        Cnf cnf;
        cnf.variables = 6 * 36;
        rule->encode_cnf(cnf, six);
        for (const Grid& grid : six_by_six_grids()) {
            ASSERT_EQ(testing::models_on_grid(cnf, grid), reference(six, clue, grid) ? 1 : 0) << position_name(clue);
        }
    }
}

TEST(Sandwich, SatCountsTheSolutionsBruteForceFinds) {
    // 4x4 puzzles with no givens and a few clues: the SAT count (the whole puzzle's CNF) equals
    // the brute-force count.
    const Geometry geometry(4);
    Rng rng(404);
    std::vector<Clue> clues = every_clue(4);
    for (int trial = 0; trial < 25; ++trial) {
        RuleList rules = classic_rules(geometry);
        const int count = 1 + pick(rng, 3);
        for (int i = 0; i < count; ++i) rules.push_back(make_sandwich(geometry, clues[static_cast<std::size_t>(pick(rng, static_cast<int>(clues.size())))]));
        const Puzzle puzzle(geometry, Grid(4), rules);
        const auto brute = static_cast<std::int64_t>(BruteForce(puzzle).solutions(1000).size());
        EXPECT_EQ(count_by_sat(puzzle, 1000).count, brute) << "trial " << trial;
        EXPECT_EQ(count_solutions(puzzle, 1000).count, brute) << "trial " << trial;
    }
}

TEST(Sandwich, JsonReadsWritesAndReadsBack) {
    const std::string text =
        R"({"size": 9, "givens": ".................................................................................",)"
        R"( "sandwichsum": [{"cell": "R0C3", "value": "10"}, {"cell": "r5c0", "value": 0}, {"cell": "r10c9", "value": 35}]})";
    const PuzzleRecord record = parse_puzzle(text);
    const nlohmann::json written = write_json(record);
    ASSERT_TRUE(written.contains("sandwichsum")) << written.dump();
    EXPECT_EQ(written["sandwichsum"], nlohmann::json::parse(R"([{"cell": "r0c3", "value": 10}, {"cell": "r5c0", "value": 0},
        {"cell": "r10c9", "value": 35}])"));
    const PuzzleRecord again = parse_puzzle(written.dump());
    EXPECT_EQ(write_json(again), written);
    // The rules read are the sandwich rules, one per clue.
    int sandwiches = 0;
    for (const RulePtr& rule : again.puzzle.rules()) sandwiches += rule->name() == "sandwich" ? 1 : 0;
    EXPECT_EQ(sandwiches, 3);
}

std::string error_of(const std::string& clues) {
    const std::string text = R"({"size": 4, "givens": "................", "sandwichsum": )" + clues + "}";
    try {
        parse_puzzle(text, 7);
    } catch (const InputError& error) {
        return error.what();
    }
    return "no error";
}

TEST(Sandwich, BadJsonNamesKeyClueAndCell) {
    EXPECT_EQ(error_of(R"({"cell": "r0c1"})"), "line 7: JSON key 'sandwichsum': expected a list of clues such as "
                                               "{\"cell\": \"r0c3\", \"value\": 10}");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1"}])"),
              "line 7: JSON key 'sandwichsum': clue 1: expected an object with \"cell\" and \"value\"");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "value": 2}, {"cell": "r2c2", "value": 3}])"),
              "line 7: JSON key 'sandwichsum': clue 2: r2c2 is on the board; expected a cell outside the board such as "
              "r0c1 (rows and columns 0 and 5)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c0", "value": 2}])"),
              "line 7: JSON key 'sandwichsum': clue 1 at r0c0: r0c0 is not beside a row or column (row 0 above a column, "
              "column 0 left of a row)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c2", "value": 6}])"),
              "line 7: JSON key 'sandwichsum': clue 1 at r0c2: 'value' 6 is outside 0..5");
    EXPECT_EQ(error_of(R"([{"cell": "r0c2", "value": "4"}])"),
              "line 7: JSON key 'sandwichsum': clue 1 at r0c2: no digits from 2 to 3 add up to 4");
    EXPECT_EQ(error_of(R"([{"cell": "r0c2", "value": "x"}])"),
              "line 7: JSON key 'sandwichsum': clue 1 at r0c2: 'value' must be a whole number (or a string of digits), not 'x'");
    EXPECT_EQ(error_of(R"([{"cell": "r0c2", "value": 2}, {"cell": "R0C2", "value": 3}])"),
              "line 7: JSON key 'sandwichsum': clue 2 at r0c2: a second clue in the same place");
    EXPECT_EQ(error_of(R"([{"cell": "top", "value": 2}])"),
              "line 7: JSON key 'sandwichsum': clue 1: 'top' is not a cell outside the board such as r0c1 (rows and "
              "columns 0 and 5)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c2", "value": 2}])"), "no error");
}

TEST(Sandwich, DrawsItsClueOutsideTheBoard) {
    const Geometry geometry(9);
    Sketch sketch(geometry);
    make_sandwich(geometry, {0, 3, 10})->draw(sketch);
    make_sandwich(geometry, {5, 0, 0})->draw(sketch);
    ASSERT_EQ(sketch.outside().size(), 2u);
    EXPECT_EQ(sketch.outside()[0].row, -1);
    EXPECT_EQ(sketch.outside()[0].column, 2);
    EXPECT_EQ(sketch.outside()[0].text, "10");
    EXPECT_FALSE(sketch.outside()[0].arrow.has_value());
    EXPECT_EQ(sketch.outside()[1].row, 4);
    EXPECT_EQ(sketch.outside()[1].column, -1);
    ASSERT_EQ(sketch.legends().size(), 1u);
    EXPECT_EQ(sketch.legends()[0].count, 2);
}

TEST(Sandwich, StepNamesTheWaysAndTheCellsLeft) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(make_sandwich(geometry, {3, 0, 35}));
    const Puzzle puzzle(geometry, Grid(9), rules);
    const LogicState state(puzzle);
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::sandwich_combination, state);
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->text.rfind("Sandwich combinations: the digits between the 1 and the 9 of row 3 add up to 35; as its cells allow, the 1 "
              "and the 9 have 7 cells between them holding 2+3+4+5+6+7+8, so r3c1 is 1 or 9, r3c2 is 2-8", 0), 0u)
        << step->text;
    EXPECT_EQ(step->eliminations.size(), 2u * 7u + 7u * 2u);
    EXPECT_FALSE(rules.back()->find_step(TechniqueId::little_killer_sum, state).has_value());
}

/// A generated sandwich puzzle: unique, its solution satisfies every rule, and the logic solver's
/// steps hold under the known-solution guard.
Generated generate_sandwich(std::uint64_t seed, const std::vector<std::string>& steps, int size) {
    GenerateOptions options;
    options.seed = seed;
    options.size = size;
    options.variant.steps = steps;
    return generate(options);
}

TEST(Sandwich, RecipeMakesAUniquePuzzleTheLogicSolverFollows) {
    int sandwich_steps = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const Generated made = generate_sandwich(seed, {"sandwich"}, 9);
        EXPECT_TRUE(made.puzzle.is_solution(made.solution));
        EXPECT_EQ(count_solutions(made.puzzle, 2).count, 1);
        int clues = 0;
        for (const RulePtr& rule : made.puzzle.rules()) clues += rule->name() == "sandwich" ? 1 : 0;
        EXPECT_EQ(clues, 12);
        LogicOptions options;
        options.known_solution = &made.solution;
        const LogicPath path = solve_logically(made.puzzle, options);  // throws on a wrong step
        for (const Step& step : path.steps) sandwich_steps += step.technique == TechniqueId::sandwich_combination ? 1 : 0;
        const Generated again = generate_sandwich(seed, {"sandwich"}, 9);
        EXPECT_EQ(write_json(PuzzleRecord{1, again.puzzle, {}, nlohmann::json::object()}),
                  write_json(PuzzleRecord{1, made.puzzle, {}, nlohmann::json::object()}));
    }
    EXPECT_GT(sandwich_steps, 0);
}

TEST(Sandwich, CluesStandInOrbitsOfTheSymmetry) {
    // Under rotate180 column c pairs with column 10 - c and row r with row 10 - r: a clued line's
    // image is clued too.
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::set<std::string> cells;
        for (const auto& clue : testing::generated_marks({"sandwich"}, seed, Symmetry::rotate180, "sandwichsum")) {
            cells.insert(clue.at("cell").get<std::string>());
        }
        EXPECT_GE(cells.size(), 12u);
        for (int index = 1; index <= 9; ++index) {
            EXPECT_EQ(cells.contains(fmt::format("r0c{}", index)), cells.contains(fmt::format("r0c{}", 10 - index))) << seed;
            EXPECT_EQ(cells.contains(fmt::format("r{}c0", index)), cells.contains(fmt::format("r{}c0", 10 - index))) << seed;
        }
    }
}

TEST(Sandwich, CombinesWithKillerCagesAndDiagonals) {
    for (const std::vector<std::string>& steps : {std::vector<std::string>{"sandwich", "x"},
                                                  std::vector<std::string>{"killer", "sandwich"}}) {
        const Generated made = generate_sandwich(3, steps, 6);
        EXPECT_TRUE(made.puzzle.is_solution(made.solution));
        EXPECT_EQ(count_solutions(made.puzzle, 2).count, 1);
        EXPECT_EQ(count_by_sat(made.puzzle, 2).count, 1);
        LogicOptions options;
        options.known_solution = &made.solution;
        (void)solve_logically(made.puzzle, options);
    }
}

}  // namespace
}  // namespace sandwich_test
}  // namespace gridforge
