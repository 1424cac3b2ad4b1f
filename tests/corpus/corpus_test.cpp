// Every registered solver on the public puzzle sets. top95 and magictour_top1465 are in tests/data;
// the large sets (17-clue, forum hardest, serg benchmark) are read from ../shared/data beside the
// clone and skipped, saying so, when it is absent. Expected counts are those the data README
// reports from tdoku (SolveSudoku with limit 3): every puzzle of top95, magictour, 17-clue and
// forum hardest is unique; every serg benchmark puzzle has several solutions, exactly two for the
// 8 lines of kSergExactlyTwo and three or more for the other 9,992.
//
// One test per (set, solver), over the registry (a solver registered later is covered without
// editing this file): `Corpus/Agreement.CountAndSolution/<Set>_<solver>_<n>of<m>`, so ctest runs them
// in parallel and a failure names the set, the solver and how many puzzles it ran. Each puzzle:
// count(puzzle, 2) equals the expected count, the first solution satisfies every rule and given,
// and for a unique puzzle it equals the solution of another solver (the first registered solver
// that is not the one under test). Failure messages name the file's line number.
//
// Which solver runs how many puzzles is decided in one place, kCost below: a solver runs every
// puzzle of top95, magictour and the 1,000-line samples when that fits the per-test budget, and
// otherwise a deterministic, evenly spread sub-sample of them (the plain backtrackers today).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridforge/solve.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace corpus_test {
namespace {

using testing::puzzle_from;
using testing::read_lines;

// ---- The sets ----------------------------------------------------------------------------------

enum class Where { test_data, shared_data };

struct CorpusSet {
    std::string_view name;          ///< in test names
    std::string_view file;
    Where where;
    std::size_t lines;              ///< lines in the whole file
    std::size_t sample;             ///< lines tested: the whole file, or an evenly spread sample
    std::int64_t count_limit_2;     ///< every puzzle's count(puzzle, 2): 1 = unique, 2 = several
};

constexpr std::array kSets = {
    CorpusSet{"Top95", "top95.txt", Where::test_data, 95, 95, 1},
    CorpusSet{"MagictourTop1465", "tdoku_magictour_top1465.txt", Where::test_data, 1465, 1465, 1},
    CorpusSet{"SeventeenClue", "tdoku_17_clue.txt", Where::shared_data, 49158, 1000, 1},
    CorpusSet{"ForumHardest", "tdoku_forum_hardest_1905_11plus.txt", Where::shared_data, 48766, 1000, 1},
    CorpusSet{"SergBenchmark", "tdoku_serg_benchmark.txt", Where::shared_data, 10000, 1000, 2},
};
constexpr std::size_t kSergSet = 4;

/// The serg benchmark lines (1-based) with exactly two solutions, found with the fastest solver
/// (count limit 3 over the whole file) and checked against the data README's "8 have exactly 2"
/// by SergBenchmarkHasEightPuzzlesWithExactlyTwoSolutions. Every sample and sub-sample of the serg
/// set includes them, and every solver also counts them with limit 3.
constexpr std::array<std::size_t, 8> kSergExactlyTwo = {1780, 2695, 2715, 3536, 3584, 5648, 7658, 9582};

// ---- What each solver costs, and so how many puzzles it runs -----------------------------------

/// Budget of one (set, solver) test, in estimated milliseconds of count(puzzle, 2) calls.
constexpr double kBudgetMs = 10000;

/// Mean CPU milliseconds of one count(puzzle, 2), columns in the order of kSets, measured on these
/// sets (Release, one core of a 2-core AMD EPYC VM, gcc 12). A (set, solver) test runs
/// min(m, max(1, kBudgetMs / cost)) of the m puzzles its set tests, evenly spread (see spread).
/// This table is the one place that decides each solver's share; today it gives:
///  - triad, bitboard, planes, dlx, propagation, sat: every puzzle of every set (sat ~4-6 ms: 6 s on magictour);
///  - mrv: every puzzle except on the 17-clue sample (~40 ms a puzzle: 250 of 1,000);
///  - sequential: 40 of top95, 125 of magictour, 476 of the forum sample, all of serg, and 2 of the
///    17-clue sample: few clues make reading-order backtracking take from 0.1 s to over a minute
///    a puzzle (median ~1 s), so 5,000 ms is a rough mean.
/// A solver missing from the table is assumed to cost kUnknownCostMs everywhere until measured.
struct SolverCost {
    std::string_view solver;
    std::array<double, kSets.size()> ms;
};
constexpr std::array kCost = {
    //                    top95  magictour  17-clue  forum  serg
    SolverCost{"triad", {0.01, 0.01, 0.005, 0.05, 0.005}},
    SolverCost{"bitboard", {0.05, 0.1, 0.03, 0.5, 0.05}},
    SolverCost{"planes", {0.12, 0.13, 0.09, 0.8, 0.05}},
    SolverCost{"dlx", {0.4, 0.35, 0.1, 1.3, 0.07}},
    SolverCost{"propagation", {0.4, 0.35, 0.07, 1.4, 0.06}},
    SolverCost{"mrv", {8.5, 3, 40, 3.6, 0.02}},
    SolverCost{"sequential", {250, 80, 5000, 21, 0.02}},
    SolverCost{"sat", {3.7, 4.4, 3.9, 6, 4.1}},
};
constexpr double kUnknownCostMs = 20;

std::optional<double> table_cost_ms(std::string_view solver, std::size_t set) {
    for (const SolverCost& row : kCost) {
        if (row.solver == solver) return row.ms[set];
    }
    return std::nullopt;
}

double cost_ms(std::string_view solver, std::size_t set) {
    return table_cost_ms(solver, set).value_or(kUnknownCostMs);
}

std::size_t sample_size(std::size_t set) { return kSets[set].sample; }

/// How many puzzles of the set's sample `solver` runs.
std::size_t puzzles_for(std::string_view solver, std::size_t set) {
    const auto affordable = static_cast<std::size_t>(kBudgetMs / cost_ms(solver, set));
    return std::clamp<std::size_t>(affordable, 1, sample_size(set));
}

// ---- Samples -----------------------------------------------------------------------------------

struct Line {
    std::size_t number;  ///< 1-based line number in the file
    std::string text;
};

/// `k` entries of `from` (sorted by line number): those whose line is in `always` first, then the
/// rest evenly spread (the middle of each of k' equal strata). Deterministic; sorted by line.
std::vector<Line> spread(const std::vector<Line>& from, std::size_t k, const std::vector<std::size_t>& always) {
    if (k >= from.size()) return from;
    std::vector<Line> picked, rest;
    for (const Line& line : from) {
        const bool forced = std::find(always.begin(), always.end(), line.number) != always.end();
        (forced && picked.size() < k ? picked : rest).push_back(line);
    }
    const std::size_t need = k - picked.size();
    for (std::size_t j = 0; j < need; ++j) picked.push_back(rest[(2 * j + 1) * rest.size() / (2 * need)]);
    std::sort(picked.begin(), picked.end(), [](const Line& a, const Line& b) { return a.number < b.number; });
    return picked;
}

std::vector<std::size_t> always_included(std::size_t set) {
    if (set == kSergSet) return {kSergExactlyTwo.begin(), kSergExactlyTwo.end()};
    return {};
}

std::string path_of(const CorpusSet& set) {
    const std::string file(set.file);
    return set.where == Where::test_data ? testing::test_data(file) : testing::shared_data(file);
}

/// Every line of the set's file, numbered; empty when a shared file is absent.
std::vector<Line> whole_file(const CorpusSet& set) {
    std::vector<Line> numbered;
    const std::string path = path_of(set);
    if (set.where == Where::shared_data && !std::filesystem::exists(path)) return numbered;
    // Data files have no comment or blank lines, so read_lines keeps the line numbering.
    for (std::string& text : read_lines(path)) numbered.push_back({numbered.size() + 1, std::move(text)});
    return numbered;
}

#define SKIP_WITHOUT_SHARED(lines, set)                                                                      \
    if ((lines).empty() && (set).where == Where::shared_data)                                               \
    GTEST_SKIP() << (set).file << " is not in ../shared/data beside this clone; skipped"

std::string where(const CorpusSet& set, const Line& line) {
    std::ostringstream out;
    out << set.file << " line " << line.number << " (" << line.text << ")";
    return out.str();
}

// ---- Samples and table -------------------------------------------------------------------------

TEST(Corpus, SamplesAreDeterministicAndHoldTheSergTwoSolutionLines) {
    for (std::size_t set = 0; set < kSets.size(); ++set) {
        SCOPED_TRACE(std::string(kSets[set].file));
        const auto lines = whole_file(kSets[set]);
        if (lines.empty() && kSets[set].where == Where::shared_data) continue;
        ASSERT_EQ(lines.size(), kSets[set].lines);
        const auto sample = spread(lines, sample_size(set), always_included(set));
        ASSERT_EQ(sample.size(), sample_size(set));
        for (std::size_t i = 1; i < sample.size(); ++i) ASSERT_LT(sample[i - 1].number, sample[i].number);
        for (std::size_t number : always_included(set)) {
            EXPECT_TRUE(std::any_of(sample.begin(), sample.end(), [&](const Line& l) { return l.number == number; }))
                << "line " << number;
        }
    }
    // Every solver that runs part of the serg sample still runs its two-solution lines.
    const auto serg = whole_file(kSets[kSergSet]);
    if (serg.empty()) GTEST_SKIP() << kSets[kSergSet].file << " is not in ../shared/data beside this clone; skipped";
    const auto sample = spread(serg, sample_size(kSergSet), always_included(kSergSet));
    const auto few = spread(sample, 20, always_included(kSergSet));
    for (std::size_t number : kSergExactlyTwo) {
        EXPECT_TRUE(std::any_of(few.begin(), few.end(), [&](const Line& l) { return l.number == number; }))
            << "line " << number;
    }
}

TEST(Corpus, CostTableNamesOnlyRegisteredSolvers) {
    // A renamed solver would silently fall back to kUnknownCostMs.
    for (const SolverCost& row : kCost) EXPECT_NO_THROW((void)solver_named(row.solver)) << row.solver;
}

// ---- Whole-file checks with the fastest solver -------------------------------------------------

TEST(Corpus, SergBenchmarkHasEightPuzzlesWithExactlyTwoSolutions) {
    const CorpusSet& set = kSets[kSergSet];
    const auto lines = whole_file(set);
    SKIP_WITHOUT_SHARED(lines, set);
    ASSERT_EQ(lines.size(), set.lines);
    std::vector<std::size_t> exactly_two;
    std::size_t three_or_more = 0;
    for (const Line& line : lines) {
        const Puzzle puzzle = puzzle_from(line.text);
        const Solver& fastest = fastest_solver_for(puzzle);
        const CountResult result = fastest.count(puzzle, 3);
        ASSERT_GE(result.count, 2) << fastest.name() << " on " << where(set, line);
        ASSERT_TRUE(result.solution && puzzle.is_solution(*result.solution)) << fastest.name() << " on " << where(set, line);
        if (result.count == 2) {
            exactly_two.push_back(line.number);
        } else {
            ++three_or_more;
        }
    }
    EXPECT_EQ(exactly_two, std::vector<std::size_t>(kSergExactlyTwo.begin(), kSergExactlyTwo.end()));
    EXPECT_EQ(three_or_more, 9992u);
}

// ---- Every solver on every set -----------------------------------------------------------------

struct AgreementCase {
    std::size_t set;
    const Solver* solver;
    std::size_t puzzles;  ///< of the set's sample
};

std::vector<AgreementCase> agreement_cases() {
    std::vector<AgreementCase> cases;
    for (std::size_t set = 0; set < kSets.size(); ++set) {
        for (const Solver* solver : solvers()) cases.push_back({set, solver, puzzles_for(solver->name(), set)});
    }
    return cases;
}

std::string case_name(const ::testing::TestParamInfo<AgreementCase>& info) {
    const AgreementCase& c = info.param;
    std::string name = std::string(kSets[c.set].name) + "_";
    for (char ch : c.solver->name()) name += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    return name + "_" + std::to_string(c.puzzles) + "of" + std::to_string(sample_size(c.set));
}

/// The solver whose solutions a unique puzzle's solution is compared with.
const Solver& reference_for(const Solver& solver) {
    for (const Solver* other : solvers()) {
        if (other != &solver) return *other;
    }
    return solver;  // a registry of one solver: is_solution is the only check
}

void PrintTo(const AgreementCase& c, std::ostream* out) {
    *out << kSets[c.set].name << " with " << c.solver->name() << " on " << c.puzzles << " puzzles";
}

class Agreement : public ::testing::TestWithParam<AgreementCase> {};

TEST_P(Agreement, CountAndSolution) {
    const AgreementCase& c = GetParam();
    const CorpusSet& set = kSets[c.set];
    const Solver& solver = *c.solver;
    const Solver& reference = reference_for(solver);
    const std::optional<double> table = table_cost_ms(solver.name(), c.set);
    std::ostringstream scope;
    scope << solver.name() << " on " << c.puzzles << " of the " << sample_size(c.set) << " tested puzzles of "
          << set.file << " (" << (table ? "cost table" : "not in the cost table, assumed") << ": ~"
          << cost_ms(solver.name(), c.set) << " ms a puzzle, budget " << kBudgetMs << " ms); reference solver "
          << reference.name();
    SCOPED_TRACE(scope.str());

    const auto lines = whole_file(set);
    SKIP_WITHOUT_SHARED(lines, set);
    ASSERT_EQ(lines.size(), set.lines);
    const auto sample = spread(lines, sample_size(c.set), always_included(c.set));
    const auto puzzles = spread(sample, c.puzzles, always_included(c.set));
    ASSERT_EQ(puzzles.size(), c.puzzles);
    if (!solver.supports(puzzle_from(puzzles.front().text))) {
        GTEST_SKIP() << solver.name() << " does not serve classic 9x9 puzzles";
    }

    constexpr int kMaxFailingPuzzles = 10;
    int failing = 0;
    for (const Line& line : puzzles) {
        const Puzzle puzzle = puzzle_from(line.text);
        const CountResult result = solver.count(puzzle, 2);
        std::ostringstream problem;
        if (result.count != set.count_limit_2) {
            problem << "count(limit 2) = " << result.count << ", expected " << set.count_limit_2;
        } else if (!result.solution || !puzzle.is_solution(*result.solution)) {
            problem << "the first solution breaks a rule or a given";
        } else if (set.count_limit_2 == 1 && &reference != &solver) {
            const CountResult expected = reference.count(puzzle, 2);
            if (expected.count != 1 || !expected.solution || *expected.solution != *result.solution) {
                problem << "the solution differs from " << reference.name() << "'s (which counts " << expected.count
                        << ")";
            }
        }
        const bool two_exactly = c.set == kSergSet && std::find(kSergExactlyTwo.begin(), kSergExactlyTwo.end(),
                                                                line.number) != kSergExactlyTwo.end();
        if (problem.str().empty() && two_exactly) {
            const std::int64_t three = solver.count(puzzle, 3).count;
            if (three != 2) problem << "count(limit 3) = " << three << ", expected exactly 2";
        }
        if (!problem.str().empty()) {
            ADD_FAILURE() << solver.name() << " on " << where(set, line) << ": " << problem.str();
            if (++failing == kMaxFailingPuzzles) FAIL() << "stopped after " << failing << " failing puzzles";
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Corpus, Agreement, ::testing::ValuesIn(agreement_cases()), case_name);

}  // namespace
}  // namespace corpus_test
}  // namespace gridforge
