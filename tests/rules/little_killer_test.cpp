// Little killer sums (src/rules/little_killer.cpp) against brute force on 4x4 and 6x6 boards:
// `satisfied`, `conflict` and `allowed` against a predicate written here from the rule; `prune`
// never removes a digit of a grid that satisfies the rule within the candidates; the CNF has
// exactly the grids that satisfy the rule, one model each; the JSON (ours and f-puzzles') reads,
// writes and reads back, and bad JSON names its key, clue and cell; the generator recipe; the
// human step under the known-solution guard.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
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

const RuleKind& little_killer_kind();

namespace little_killer_test {
namespace {

using testing::BruteForce;
using testing::pick;

/// A clue: its f-puzzles position on the ring around the board, its direction and its sum.
struct Clue {
    int row;
    int column;
    int row_step;
    int column_step;
    int sum;
};

std::string position_name(const Clue& clue) { return "r" + std::to_string(clue.row) + "c" + std::to_string(clue.column); }
std::string direction_name(const Clue& clue) {
    return std::string(clue.row_step < 0 ? "U" : "D") + (clue.column_step < 0 ? "L" : "R");
}
std::string describe(const Clue& clue) {
    return position_name(clue) + " " + direction_name(clue) + " " + std::to_string(clue.sum);
}

RulePtr make_little_killer(const Geometry& geometry, const Clue& clue) {
    const nlohmann::json puzzle = {
        {"littlekiller", {{{"cell", position_name(clue)}, {"direction", direction_name(clue)}, {"value", clue.sum}}}}};
    RuleList rules;
    little_killer_kind().read_json(puzzle, geometry, 1, rules);
    EXPECT_EQ(rules.size(), 1u);
    return rules.back();
}

/// The cells the clue's arrow runs over: from one step past the clue to the edge.
std::vector<Cell> diagonal_of(const Geometry& geometry, const Clue& clue) {
    std::vector<Cell> cells;
    const int n = geometry.size();
    int row = clue.row + clue.row_step;
    int column = clue.column + clue.column_step;
    while (row >= 1 && row <= n && column >= 1 && column <= n) {
        cells.push_back(geometry.cell_at(row - 1, column - 1));
        row += clue.row_step;
        column += clue.column_step;
    }
    return cells;
}

/// The rule from its definition: the digits on the diagonal add up to the sum.
bool reference(const Geometry& geometry, const Clue& clue, const Grid& grid) {
    int total = 0;
    for (const Cell cell : diagonal_of(geometry, clue)) total += grid.at(cell);
    return total == clue.sum;
}

/// Every clue position on the ring with every direction that enters the board, with the sums
/// `sums_of` picks for its diagonal's length.
template <typename Sums>
std::vector<Clue> every_clue(const Geometry& geometry, Sums sums_of) {
    const int n = geometry.size();
    std::vector<Clue> clues;
    for (int row = 0; row <= n + 1; ++row) {
        for (int column = 0; column <= n + 1; ++column) {
            if (row >= 1 && row <= n && column >= 1 && column <= n) continue;
            for (const int row_step : {-1, 1}) {
                for (const int column_step : {-1, 1}) {
                    const Clue shape{row, column, row_step, column_step, 0};
                    const int length = static_cast<int>(diagonal_of(geometry, shape).size());
                    if (length == 0) continue;
                    for (const int sum : sums_of(length)) clues.push_back({row, column, row_step, column_step, sum});
                }
            }
        }
    }
    return clues;
}

/// Every sum a diagonal of `length` cells can have on an N x N board.
std::vector<int> every_sum(int length, int n) {
    std::vector<int> sums;
    for (int sum = length; sum <= length * n; ++sum) sums.push_back(sum);
    return sums;
}

const std::vector<Grid>& four_by_four_grids() {
    static const std::vector<Grid> grids = BruteForce(Puzzle::classic(Grid(4))).solutions(1000);
    return grids;
}

const std::vector<Grid>& six_by_six_grids() {
    static const std::vector<Grid> grids = [] {
        std::vector<Grid> out;
        Rng rng(67);
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

TEST(LittleKiller, SatisfiedConflictAndAllowedAgreeWithTheDefinitionOnEveryFourByFourGrid) {
    const Geometry geometry(4);
    ASSERT_EQ(four_by_four_grids().size(), 288u);
    const auto clues = every_clue(geometry, [](int length) { return every_sum(length, 4); });
    // 14 diagonals (lengths 1, 2, 3, 4, 3, 2, 1 each way), clued from both ends, sums L..4L each.
    EXPECT_EQ(clues.size(), 220u);
    for (const Clue& clue : clues) {
        const RulePtr rule = make_little_killer(geometry, clue);
        for (const Grid& grid : four_by_four_grids()) {
            const bool expected = reference(geometry, clue, grid);
            ASSERT_EQ(rule->satisfied(grid), expected) << describe(clue);
            ASSERT_EQ(!rule->conflict(grid).has_value(), expected) << describe(clue);
            for (const Cell cell : diagonal_of(geometry, clue)) {
                Grid open = grid;
                open.clear(cell);
                ASSERT_EQ(rule->allowed(open, cell).contains(grid.at(cell)), expected) << describe(clue);
            }
        }
    }
}

TEST(LittleKiller, SatisfiedAgreesWithTheDefinitionOnSixBySixGrids) {
    const Geometry geometry(6);
    for (const Clue& clue : every_clue(geometry, [](int length) { return every_sum(length, 6); })) {
        const RulePtr rule = make_little_killer(geometry, clue);
        for (const Grid& grid : six_by_six_grids()) {
            ASSERT_EQ(rule->satisfied(grid), reference(geometry, clue, grid)) << describe(clue);
            ASSERT_EQ(!rule->conflict(grid).has_value(), reference(geometry, clue, grid)) << describe(clue);
        }
    }
}

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

void check_prune(const Geometry& geometry, const std::vector<Grid>& grids, std::uint64_t seed, int& pruned,
                 int& conflicts) {
    Rng rng(seed);
    const int n = geometry.size();
    const auto clues = every_clue(geometry, [n](int length) { return every_sum(length, n); });
    for (int round = 0; round < 80; ++round) {
        const Clue clue = clues[static_cast<std::size_t>(pick(rng, static_cast<int>(clues.size())))];
        const RulePtr rule = make_little_killer(geometry, clue);
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
                ASSERT_NE(result, PruneResult::conflict) << describe(clue);
                ASSERT_TRUE(within(*grid, candidates)) << describe(clue);
            }
            if (result == PruneResult::conflict) {
                ++conflicts;
                EXPECT_FALSE(any_within);
                continue;
            }
            if (candidates != before) ++pruned;
            const std::vector<Cell> diagonal = diagonal_of(geometry, clue);
            for (Cell cell = 0; cell < n * n; ++cell) {
                if (std::find(diagonal.begin(), diagonal.end(), cell) == diagonal.end()) {
                    ASSERT_EQ(candidates[static_cast<std::size_t>(cell)], before[static_cast<std::size_t>(cell)]);
                }
            }
        }
    }
}

TEST(LittleKiller, PruneNeverRemovesADigitOfASatisfyingGrid) {
    int pruned = 0;
    int conflicts = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) check_prune(Geometry(4), four_by_four_grids(), seed, pruned, conflicts);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) check_prune(Geometry(6), six_by_six_grids(), seed, pruned, conflicts);
    EXPECT_GT(pruned, 100);
    EXPECT_GT(conflicts, 10);
}

TEST(LittleKiller, PruneIsExactForTheSumAlone) {
    // Candidates per cell and every assignment enumerated: prune keeps exactly the digits that
    // some assignment with the sum uses (digits may repeat: the sum alone is the rule).
    const Geometry geometry(6);
    Rng rng(5);
    const std::vector<Cell> cells = diagonal_of(geometry, {0, 0, 1, 1, 0});  // r1c1 .. r6c6
    for (int trial = 0; trial < 40; ++trial) {
        Candidates candidates = random_candidates(rng, 6, nullptr);
        const int sum = 6 + pick(rng, 31);
        const RulePtr rule = make_little_killer(geometry, {0, 0, 1, 1, sum});
        std::vector<DigitSet> used(cells.size());
        std::vector<Digit> chosen(cells.size(), 0);
        const auto visit = [&](auto&& self, std::size_t i, int total) -> bool {
            if (i == cells.size()) return total == sum;
            bool any = false;
            for (const Digit digit : candidates[static_cast<std::size_t>(cells[i])]) {
                if (self(self, i + 1, total + digit)) {
                    used[i].insert(digit);
                    any = true;
                }
            }
            return any;
        };
        const bool possible = visit(visit, 0, 0);
        Candidates pruned = candidates;
        const PruneResult result = rule->prune(pruned);
        ASSERT_EQ(result == PruneResult::conflict, !possible) << "trial " << trial;
        if (!possible) continue;
        for (std::size_t i = 0; i < cells.size(); ++i) EXPECT_EQ(pruned[static_cast<std::size_t>(cells[i])], used[i]);
    }
}

TEST(LittleKiller, CnfHasExactlyTheSatisfyingGridsOneModelEach) {
    const Geometry geometry(4);
    for (const Clue& clue : every_clue(geometry, [](int length) { return every_sum(length, 4); })) {
        const RulePtr rule = make_little_killer(geometry, clue);
        Cnf cnf;
        cnf.variables = 4 * 16;
        rule->encode_cnf(cnf, geometry);
        for (const Grid& grid : four_by_four_grids()) {
            ASSERT_EQ(testing::models_on_grid(cnf, grid), reference(geometry, clue, grid) ? 1 : 0) << describe(clue);
        }
    }
    const Geometry six(6);
    for (const Clue clue : {Clue{0, 0, 1, 1, 21}, Clue{7, 3, -1, 1, 9}, Clue{2, 7, 1, -1, 14}, Clue{0, 5, 1, -1, 4}}) {
        const RulePtr rule = make_little_killer(six, clue);
        Cnf cnf;
        cnf.variables = 6 * 36;
        rule->encode_cnf(cnf, six);
        for (const Grid& grid : six_by_six_grids()) {
            ASSERT_EQ(testing::models_on_grid(cnf, grid), reference(six, clue, grid) ? 1 : 0) << describe(clue);
        }
    }
}

TEST(LittleKiller, SatCountsTheSolutionsBruteForceFinds) {
    const Geometry geometry(4);
    Rng rng(505);
    const auto clues = every_clue(geometry, [](int length) { return every_sum(length, 4); });
    for (int trial = 0; trial < 25; ++trial) {
        RuleList rules = classic_rules(geometry);
        const int count = 1 + pick(rng, 3);
        for (int i = 0; i < count; ++i) {
            rules.push_back(make_little_killer(geometry, clues[static_cast<std::size_t>(pick(rng, static_cast<int>(clues.size())))]));
        }
        const Puzzle puzzle(geometry, Grid(4), rules);
        const auto brute = static_cast<std::int64_t>(BruteForce(puzzle).solutions(1000).size());
        EXPECT_EQ(count_by_sat(puzzle, 1000).count, brute) << "trial " << trial;
        EXPECT_EQ(count_solutions(puzzle, 1000).count, brute) << "trial " << trial;
    }
}

TEST(LittleKiller, JsonReadsOursAndFPuzzlesAndWritesOurs) {
    const std::string text =
        R"({"size": 9, "givens": ".................................................................................",)"
        R"( "littlekiller": [{"cell": "r0c1", "direction": "DR", "value": 40}],)"
        R"( "littlekillersum": [{"cell": "R4C10", "cells": ["R5C9", "R6C8", "R7C7", "R8C6", "R9C5"], "direction": "DL", "value": "14"}]})";
    const PuzzleRecord record = parse_puzzle(text);
    const nlohmann::json written = write_json(record);
    EXPECT_FALSE(written.contains("littlekillersum"));
    EXPECT_EQ(written["littlekiller"], nlohmann::json::parse(R"([{"cell": "r0c1", "direction": "DR", "value": 40},
        {"cell": "r4c10", "direction": "DL", "value": 14}])"));
    const PuzzleRecord again = parse_puzzle(written.dump());
    EXPECT_EQ(write_json(again), written);
    int clues = 0;
    for (const RulePtr& rule : again.puzzle.rules()) clues += rule->name() == "little killer" ? 1 : 0;
    EXPECT_EQ(clues, 2);
}

std::string error_of(const std::string& clues, const std::string& key = "littlekiller") {
    const std::string text = R"({"size": 4, "givens": "................", ")" + key + R"(": )" + clues + "}";
    try {
        parse_puzzle(text, 3);
    } catch (const InputError& error) {
        return error.what();
    }
    return "no error";
}

TEST(LittleKiller, BadJsonNamesKeyClueAndCell) {
    EXPECT_EQ(error_of("15"), "line 3: JSON key 'littlekiller': expected a list of clues such as {\"cell\": \"r0c1\", "
                              "\"direction\": \"DR\", \"value\": 15}");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "value": 4}])"),
              "line 3: JSON key 'littlekiller': clue 1: expected an object with \"cell\", \"direction\" and \"value\"");
    EXPECT_EQ(error_of(R"([{"cell": "r1c1", "direction": "DR", "value": 4}])"),
              "line 3: JSON key 'littlekiller': clue 1: r1c1 is on the board; expected a cell outside the board such as "
              "r0c1 (rows and columns 0 and 5)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c7", "direction": "DR", "value": 4}])"),
              "line 3: JSON key 'littlekiller': clue 1: r0c7 is too far from the board; expected a cell outside the board "
              "such as r0c1 (rows and columns 0 and 5)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "down", "value": 4}])"),
              "line 3: JSON key 'littlekiller': clue 1 at r0c1: direction \"down\" is not one of UL, UR, DL, DR");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "UR", "value": 4}])"),
              "line 3: JSON key 'littlekiller': clue 1 at r0c1: direction UR from r0c1 points away from the board");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "DR", "value": 2}])"),
              "line 3: JSON key 'littlekiller': clue 1 at r0c1: the 3 cells of its diagonal cannot add up to 2 (3..12)");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "DR", "value": "1x"}])", "littlekillersum"),
              "line 3: JSON key 'littlekillersum': clue 1 at r0c1: 'value' must be a whole number (or a string of "
              "digits), not '1x'");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "DR", "value": 5}, {"cell": "R0C1", "direction": "dr", "value": 6}])"),
              "line 3: JSON key 'littlekiller': clue 2 at r0c1: a second clue pointing DR from there");
    EXPECT_EQ(error_of(R"([{"cell": "r0c1", "direction": "dr", "value": 5}])"), "no error");
}

TEST(LittleKiller, DrawsItsClueWithAnArrow) {
    const Geometry geometry(9);
    Sketch sketch(geometry);
    make_little_killer(geometry, {10, 4, -1, 1, 30})->draw(sketch);
    ASSERT_EQ(sketch.outside().size(), 1u);
    EXPECT_EQ(sketch.outside()[0].row, 9);
    EXPECT_EQ(sketch.outside()[0].column, 3);
    EXPECT_EQ(sketch.outside()[0].text, "30");
    ASSERT_TRUE(sketch.outside()[0].arrow.has_value());
    EXPECT_EQ(*sketch.outside()[0].arrow, (std::pair<int, int>{-1, 1}));
    EXPECT_EQ(sketch.legends().size(), 1u);
}

TEST(LittleKiller, StepKnowsCellsOfOneBoxDiffer) {
    // r1c3, r2c2 and r3c1 lie in box 1 and add up to 6: they hold 1, 2 and 3. The sum alone
    // (prune) would allow 4 (4 + 1 + 1).
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(make_little_killer(geometry, {0, 4, 1, -1, 6}));
    const Puzzle puzzle(geometry, Grid(9), rules);
    Candidates candidates(81, DigitSet::all(9));
    ASSERT_EQ(rules.back()->prune(candidates), PruneResult::changed);
    EXPECT_EQ(candidates[2], DigitSet::all(4));
    const LogicState state(puzzle);
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::little_killer_sum, state);
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->eliminations.size(), 18u);
    EXPECT_EQ(step->text,
              "Little killer sums: the digits along the diagonal from r1c3 to r3c1 add up to 6 (a digit may repeat on "
              "it, but not within a box); as its cells allow, r1c3 is 1-3, r2c2 is 1-3 and r3c1 is 1-3: 4, 5, 6, 7, 8 "
              "and 9 are removed from r1c3, r2c2 and r3c1.");
    EXPECT_FALSE(rules.back()->find_step(TechniqueId::sandwich_combination, state).has_value());
}

TEST(LittleKiller, StepCountsThePlacedDigits) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    rules.push_back(make_little_killer(geometry, {0, 0, 1, 1, 20}));  // the main diagonal
    Grid givens(9);
    givens.set(geometry.cell_at(0, 0), 1);
    givens.set(geometry.cell_at(4, 4), 2);
    const Puzzle puzzle(geometry, givens, rules);
    const LogicState state(puzzle);
    const std::optional<Step> step = rules.back()->find_step(TechniqueId::little_killer_sum, state);
    ASSERT_TRUE(step.has_value());
    // 17 left for 7 cells: r2c2 and r3c3 (box 1, not 1) make at least 2 + 3, r4c4 and r6c6 (box 5,
    // not 2) at least 1 + 3, r7c7, r8c8 and r9c9 (box 9) at least 1 + 2 + 3: 15, so each cell is at
    // most 2 above its least and no digit below 4 goes.
    EXPECT_NE(step->text.find("r1c1 = 1 and r5c5 = 2 leave 17 for r2c2, r3c3, r4c4, r6c6, r7c7, r8c8 and r9c9"),
              std::string::npos)
        << step->text;
    EXPECT_FALSE(step->eliminations.empty());
    for (const Candidate& removed : step->eliminations) EXPECT_GE(removed.digit, 4);
}

Generated generate_little_killer(std::uint64_t seed, const std::vector<std::string>& steps, int size) {
    GenerateOptions options;
    options.seed = seed;
    options.size = size;
    options.variant.steps = steps;
    return generate(options);
}

TEST(LittleKiller, RecipeMakesAUniquePuzzleTheLogicSolverFollows) {
    int little_killer_steps = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const Generated made = generate_little_killer(seed, {"little-killer"}, 9);
        EXPECT_TRUE(made.puzzle.is_solution(made.solution));
        EXPECT_EQ(count_solutions(made.puzzle, 2).count, 1);
        int clues = 0;
        for (const RulePtr& rule : made.puzzle.rules()) clues += rule->name() == "little killer" ? 1 : 0;
        EXPECT_EQ(clues, 6);
        LogicOptions options;
        options.known_solution = &made.solution;
        const LogicPath path = solve_logically(made.puzzle, options);  // throws on a wrong step
        for (const Step& step : path.steps) little_killer_steps += step.technique == TechniqueId::little_killer_sum ? 1 : 0;
        const Generated again = generate_little_killer(seed, {"little-killer"}, 9);
        EXPECT_EQ(write_json(PuzzleRecord{1, again.puzzle, {}, nlohmann::json::object()}),
                  write_json(PuzzleRecord{1, made.puzzle, {}, nlohmann::json::object()}));
    }
    EXPECT_GT(little_killer_steps, 0);
}

TEST(LittleKiller, CluesStandInOrbitsOfTheSymmetry) {
    // Under rotate180 a clue at rNcM pointing one way pairs with one at r(10-N)c(10-M) pointing
    // the other way: the image diagonal, clued from the image end.
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::set<std::pair<std::string, std::string>> clues;
        for (const auto& clue : testing::generated_marks({"little-killer"}, seed, Symmetry::rotate180, "littlekiller")) {
            clues.insert({clue.at("cell").get<std::string>(), clue.at("direction").get<std::string>()});
        }
        EXPECT_GE(clues.size(), 6u);
        const std::map<std::string, std::string> opposite{{"DR", "UL"}, {"UL", "DR"}, {"DL", "UR"}, {"UR", "DL"}};
        for (const auto& [cell, direction] : clues) {
            int row = 0;
            int column = 0;
            ASSERT_EQ(std::sscanf(cell.c_str(), "r%dc%d", &row, &column), 2) << cell;
            EXPECT_TRUE(clues.contains({fmt::format("r{}c{}", 10 - row, 10 - column), opposite.at(direction)}))
                << "seed " << seed << ": " << cell << " " << direction << " has no image";
        }
    }
}

TEST(LittleKiller, CombinesWithKillerCagesSandwichesAndDiagonals) {
    for (const std::vector<std::string>& steps : {std::vector<std::string>{"little-killer", "x"},
                                                  std::vector<std::string>{"killer", "little-killer"},
                                                  std::vector<std::string>{"sandwich", "little-killer"}}) {
        const Generated made = generate_little_killer(5, steps, 6);
        EXPECT_TRUE(made.puzzle.is_solution(made.solution));
        EXPECT_EQ(count_solutions(made.puzzle, 2).count, 1);
        EXPECT_EQ(count_by_sat(made.puzzle, 2).count, 1);
        LogicOptions options;
        options.known_solution = &made.solution;
        (void)solve_logically(made.puzzle, options);
    }
}

}  // namespace
}  // namespace little_killer_test
}  // namespace gridforge
