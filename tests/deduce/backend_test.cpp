/// The deduction grids do not depend on the SAT solver: the Reasoner's enumeration backend answers
/// every "is this person forced?" question as CaDiCaL does, and a whole generation (cast, clues,
/// reveals, solution, difficulty and hint path) comes out the same with either backend.

#include <gtest/gtest.h>

#include <string>

#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/reasoner.hpp"
#include "gridforge/rng.hpp"
#include "support/sanitizers.hpp"

namespace gridforge::deduce {
namespace backend_test {
namespace {

// Under AddressSanitizer (about ten times slower) one seed per size and mode.
constexpr int kSeeds = gridforge::testing::kUnderSanitizers ? 1 : 3;

/// The whole generated puzzle and its analysis (hints, difficulty) as JSON text; when no attempt
/// succeeds (a band can be out of reach for a seed), the failure's message, which names the last
/// attempt's reason.
std::string generated_text(const Board& board, Mode mode, std::uint64_t seed, const std::string& band, ReasonerBackend backend) {
    DeduceGenerateOptions options;
    options.board = board;
    options.mode = mode;
    options.seed = seed;
    options.band = band;
    options.reasoner = backend;
    try {
        const DeduceGenerated generated = generate_deduce(options);
        return to_json(generated.puzzle, &generated.analysis).dump();
    } catch (const DeduceGenerationError& failure) {
        return std::string("failed: ") + failure.what();
    }
}

void expect_same_generation(int rows, int columns, Mode mode, const std::string& band, int seeds = kSeeds) {
    const Board board(rows, columns);
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        SCOPED_TRACE(board.size_name() + " " + std::string(mode_name(mode)) + " seed " + std::to_string(seed) + " band '" + band + "'");
        const std::string by_sat = generated_text(board, mode, seed, band, ReasonerBackend::sat);
        const std::string by_enumeration = generated_text(board, mode, seed, band, ReasonerBackend::enumeration);
        EXPECT_EQ(by_sat, by_enumeration);
    }
}

TEST(DeduceBackend, GenerationIsTheSameWithSatAndEnumerationOn3x3) {
    expect_same_generation(3, 3, Mode::open, "");
    expect_same_generation(3, 3, Mode::revealed, "");
}

TEST(DeduceBackend, GenerationIsTheSameWithSatAndEnumerationOn4x4) {
    expect_same_generation(4, 4, Mode::open, "");
    expect_same_generation(4, 4, Mode::revealed, "");
    // A band repairs the path with added clues (generate_band.cpp): more questions, one seed each.
    expect_same_generation(4, 4, Mode::open, "medium", 1);
    expect_same_generation(4, 4, Mode::revealed, "hard", 1);
}

TEST(DeduceBackend, GenerationIsTheSameWithSatAndEnumerationOn4x5) {
    expect_same_generation(5, 4, Mode::revealed, "");
    expect_same_generation(5, 4, Mode::open, "");
    expect_same_generation(5, 4, Mode::revealed, "easy", 1);
}

TEST(DeduceBackend, EnumerationForcesWhatSatForcesOnRandomSupports) {
    const Board board(4, 4);
    DeduceGenerateOptions options;
    options.board = board;
    options.seed = 7;
    const DeducePuzzle puzzle = generate_deduce(options).puzzle;
    const std::vector<CompiledClue> clues = puzzle.compiled();
    Reasoner sat(board, clues, puzzle.solution, ReasonerBackend::sat);
    Reasoner enumeration(board, clues, puzzle.solution, ReasonerBackend::enumeration);
    Rng rng(11);
    for (int trial = 0; trial < 200; ++trial) {
        Support support;
        for (int i = 0; i < static_cast<int>(clues.size()); ++i) {
            if (rng.below(2) != 0) support.clues.push_back(i);
        }
        support.facts = static_cast<Mask>(rng.next()) & static_cast<Mask>(rng.next()) & board.full();
        SCOPED_TRACE("trial " + std::to_string(trial));
        EXPECT_EQ(sat.forced(support), enumeration.forced(support));
        const int cell = static_cast<int>(rng.below(static_cast<std::uint64_t>(board.cells())));
        EXPECT_EQ(sat.forces(support, cell), enumeration.forces(support, cell));
    }
}

TEST(DeduceBackend, ScopedBackendSetsAndRestoresTheDefault) {
    EXPECT_EQ(default_backend(), ReasonerBackend::sat);
    {
        const ScopedReasonerBackend scoped(ReasonerBackend::enumeration);
        EXPECT_EQ(default_backend(), ReasonerBackend::enumeration);
        EXPECT_EQ(Reasoner(Board(3, 3), {}, 0).backend(), ReasonerBackend::enumeration);
    }
    EXPECT_EQ(default_backend(), ReasonerBackend::sat);
}

}  // namespace
}  // namespace backend_test
}  // namespace gridforge::deduce
