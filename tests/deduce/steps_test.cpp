/// Steps: minimal supports, cheapest first, English and JSON; hint sequences checked by
/// enumeration; the Reasoner's backbone against brute force.

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"

#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace gridforge::deduce {
namespace steps_test {
namespace {

/// 3×3 with names Ann, Ben, Cara, … (A1, B1, C1, …); criminals Ben (B1) and Ida (C3).
DeducePuzzle small_puzzle() {
    const Board board(3, 3);
    DeducePuzzle puzzle;
    puzzle.board = board;
    for (const char* name : {"Ann", "Ben", "Cara", "Dan", "Eve", "Finn", "Gail", "Hugo", "Ida"}) puzzle.people.push_back({name, 0});
    puzzle.solution = (Mask{1} << 1) | (Mask{1} << 8);
    puzzle.mode = Mode::revealed;
    return puzzle;
}

TEST(DeduceSteps, OneClueAndOneFactForceAPerson) {
    DeducePuzzle puzzle = small_puzzle();
    puzzle.reveals = {1, 4};  // Ben (criminal) and Eve (innocent)
    puzzle.clues.push_back({.type = ClueType::number_in_unit, .unit = {UnitKind::row, 0}, .n = 1, .carrier = 4});
    puzzle.clues.push_back({.type = ClueType::number_in_total, .n = 2, .carrier = 1});
    Reasoner reasoner(puzzle.board, puzzle.compiled(), puzzle.solution);
    const std::optional<Step> step = next_hint(puzzle, reasoner, puzzle.revealed_at_start());
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->cell, 0);  // Ann, the lower index of Ann and Cara
    EXPECT_EQ(step->verdict, Trait::innocent);
    EXPECT_EQ(step->clues, (std::vector<int>{0}));
    EXPECT_EQ(step->facts, (std::vector<int>{1}));  // Eve's verdict is not needed
    EXPECT_EQ(step->level, 1);
    EXPECT_DOUBLE_EQ(step->cost, 1.5 + 0.25);
    EXPECT_EQ(step_text(puzzle, *step), "There is exactly 1 criminal in row 1, and Ben is a criminal, so Ann is innocent.");
    EXPECT_EQ(check_step(puzzle, *step, puzzle.revealed_at_start()), "");
    const nlohmann::json json = step_to_json(puzzle, *step);
    EXPECT_EQ(json["cell"], "A1");
    EXPECT_EQ(json["facts"], nlohmann::json::array({"B1"}));
    EXPECT_EQ(json["clues"], nlohmann::json::array({0}));
}

TEST(DeduceSteps, NoStepUsesMoreCluesThanNeededUpToPairs) {
    // Levels 1 and 2 are exact minima: a level-2 step has no single visible clue that forces
    // its person with every revealed verdict, a level-3+ step has no such pair either
    // (checked by enumeration, independent of the SAT search).
    int combined = 0;
    for (int seed = 1; seed <= 12; ++seed) {
        DeduceGenerateOptions options;
        options.board = Board(seed % 2 == 0 ? 3 : 4, seed % 2 == 0 ? 3 : 4);
        options.mode = seed % 3 == 0 ? Mode::open : Mode::revealed;
        options.seed = static_cast<std::uint64_t>(seed);
        const DeduceGenerated generated = generate_deduce(options);
        const DeducePuzzle& puzzle = generated.puzzle;
        Mask revealed = puzzle.revealed_at_start();
        std::vector<int> all_facts;
        for (const Step& step : generated.analysis.hints) {
            const std::vector<int> visible = puzzle.visible_clues(revealed);
            for (int cell = 0; cell < puzzle.board.cells(); ++cell) {
                if (revealed >> cell & 1) all_facts.push_back(cell);
            }
            const auto forces = [&](std::vector<int> clues) {
                Step trial{.cell = step.cell, .verdict = step.verdict, .clues = clues, .facts = all_facts,
                           .level = static_cast<int>(clues.size())};
                return check_step(puzzle, trial, revealed).empty();
            };
            for (std::size_t i = 0; i < visible.size() && step.level >= 2; ++i) {
                EXPECT_FALSE(forces({visible[i]})) << "a single clue suffices";
                for (std::size_t j = i + 1; j < visible.size() && step.level >= 3; ++j) {
                    EXPECT_FALSE(forces({visible[i], visible[j]})) << "a pair suffices";
                }
            }
            combined += step.level >= 2;
            all_facts.clear();
            revealed |= Mask{1} << step.cell;
        }
    }
    EXPECT_GT(combined, 0) << "no step combined clues: the test checked nothing";
}

TEST(DeduceSteps, AClueStatingTheVerdictIsQuotedFromItsCard) {
    DeducePuzzle puzzle = small_puzzle();
    puzzle.reveals = {4};
    puzzle.clues.push_back({.type = ClueType::has_trait, .trait = Trait::criminal, .person = 8, .carrier = 4});
    const Step step{.cell = 8, .verdict = Trait::criminal, .clues = {0}, .facts = {}, .level = 1, .cost = 1};
    EXPECT_EQ(step_text(puzzle, step), "Eve's card says so: Ida is a criminal.");
}

TEST(DeduceSteps, HiddenCluesAndUnrevealedFactsMakeAStepInvalid) {
    DeducePuzzle puzzle = small_puzzle();
    puzzle.reveals = {4};
    puzzle.clues.push_back({.type = ClueType::number_in_unit, .unit = {UnitKind::row, 0}, .n = 1, .carrier = 4});
    puzzle.clues.push_back({.type = ClueType::has_trait, .person = 1, .carrier = 7});  // on Hugo's card, hidden
    Step step{.cell = 0, .verdict = Trait::innocent, .clues = {0, 1}, .facts = {}, .level = 2};
    EXPECT_EQ(check_step(puzzle, step, puzzle.revealed_at_start()), "clue 2 is not visible yet");
    step = {.cell = 0, .verdict = Trait::innocent, .clues = {0}, .facts = {1}, .level = 1};
    EXPECT_EQ(check_step(puzzle, step, puzzle.revealed_at_start()), "a fact is not revealed yet");
    step = {.cell = 0, .verdict = Trait::innocent, .clues = {0}, .facts = {}, .level = 1};
    EXPECT_EQ(check_step(puzzle, step, puzzle.revealed_at_start()), "the clues and facts do not force the verdict");
    step = {.cell = 0, .verdict = Trait::criminal, .clues = {0}, .facts = {}, .level = 1};
    EXPECT_EQ(check_step(puzzle, step, puzzle.revealed_at_start()), "the verdict is not the solution's");
}

TEST(DeduceSteps, BackboneMatchesBruteForceOnRandomStates) {
    DeduceGenerateOptions options;
    options.board = Board(4, 4);
    options.mode = Mode::revealed;
    options.seed = 9;
    const DeducePuzzle puzzle = generate_deduce(options).puzzle;
    const auto compiled = puzzle.compiled();
    Reasoner reasoner(puzzle.board, compiled, puzzle.solution);
    Rng rng(3);
    for (int trial = 0; trial < 30; ++trial) {
        const Mask revealed = static_cast<Mask>(rng.next()) & puzzle.board.full();
        const std::vector<int> visible = puzzle.visible_clues(revealed);
        Mask expected_and = puzzle.board.full(), expected_or = 0;
        for (Mask x = 0; x <= puzzle.board.full(); ++x) {
            if ((x & revealed) != (puzzle.solution & revealed)) continue;
            bool ok = true;
            for (int clue : visible) ok = ok && eval(compiled[static_cast<std::size_t>(clue)], x, puzzle.board.full());
            if (!ok) continue;
            expected_and &= x;
            expected_or |= x;
        }
        const Mask expected = (expected_and | (~expected_or & puzzle.board.full())) & ~revealed;
        EXPECT_EQ(reasoner.forced({visible, revealed}), expected) << "state " << revealed;
    }
}

TEST(DeduceSteps, HintSequencesAreValidAndRated) {
    for (Mode mode : {Mode::open, Mode::revealed}) {
        DeduceGenerateOptions options;
        options.board = Board(4, 4);
        options.mode = mode;
        options.seed = 21;
        const DeducePuzzle puzzle = generate_deduce(options).puzzle;
        const std::vector<Step> hints = hint_sequence(puzzle);
        ASSERT_EQ(static_cast<int>(hints.size()), puzzle.board.cells() - static_cast<int>(puzzle.reveals.size()));
        Mask revealed = puzzle.revealed_at_start();
        for (const Step& step : hints) {
            EXPECT_EQ(check_step(puzzle, step, revealed), "");
            // Minimal: dropping any clue or fact leaves the verdict open.
            for (std::size_t k = 0; k < step.clues.size(); ++k) {
                Step less = step;
                less.clues.erase(less.clues.begin() + static_cast<std::ptrdiff_t>(k));
                less.level = static_cast<int>(less.clues.size());
                if (!less.clues.empty()) {
                    EXPECT_NE(check_step(puzzle, less, revealed), "");
                }
            }
            for (std::size_t k = 0; k < step.facts.size(); ++k) {
                Step less = step;
                less.facts.erase(less.facts.begin() + static_cast<std::ptrdiff_t>(k));
                EXPECT_NE(check_step(puzzle, less, revealed), "");
            }
            revealed |= Mask{1} << step.cell;
        }
        const Difficulty d = rate_deduce(puzzle, hints);
        int simple = 0, complex = 0;
        for (const Clue& clue : puzzle.clues) {
            simple += clue_info(clue.type).weight <= 2;
            complex += clue_info(clue.type).weight >= 4;
        }
        const double k = static_cast<double>(puzzle.clues.size());
        const double expected = 100 * (0.35 * (1 - simple / k) + 0.30 * complex / k + 0.20 * std::max(0.0, 1 - k / 16) + 0.15 * 7.0 / 16);
        EXPECT_NEAR(d.score, expected, 1e-9);
    }
}

TEST(DeduceSteps, BandsAreReadOffTheCluesPerStep) {
    // docs/deduction.md §3 "Bands", written out: {steps of 0, 1, 2, ... clues} -> band.
    const std::vector<std::pair<std::vector<int>, std::string>> cases{
        {{}, "easy"},
        {{0, 19}, "easy"},
        {{0, 17, 2}, "easy"},
        {{0, 16, 3}, "medium"},
        {{0, 10, 9}, "medium"},
        {{0, 18, 0, 1}, "tricky"},
        {{0, 12, 6, 1}, "tricky"},
        {{0, 17, 1, 2}, "hard"},
        {{0, 18, 0, 0, 1}, "hard"},
        {{0, 16, 1, 0, 1}, "hard"},
        {{0, 15, 1, 3, 1}, "brutal"},
        {{0, 15, 1, 0, 2}, "brutal"},
        {{0, 18, 0, 0, 0, 1}, "brutal"},
        {{0, 10, 2, 2, 0, 0, 0, 1}, "brutal"},
    };
    for (const auto& [steps, band] : cases) EXPECT_EQ(band_of_path(steps), band) << ::testing::PrintToString(steps);
    // Each band's cap is the largest step its paths may have.
    const std::vector<int> caps{2, 2, 3, 4, std::numeric_limits<int>::max()};
    ASSERT_EQ(difficulty_bands().size(), caps.size());
    for (std::size_t i = 0; i < caps.size(); ++i) EXPECT_EQ(difficulty_bands()[i].max_clues, caps[i]) << difficulty_bands()[i].name;
    EXPECT_THROW((void)parse_band("nightmare"), std::invalid_argument);
}

}  // namespace
}  // namespace steps_test
}  // namespace gridforge::deduce
