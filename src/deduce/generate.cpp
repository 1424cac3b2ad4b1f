#include "gridforge/deduce/generate.hpp"

#include <chrono>
#include <fmt/format.h>
#include <numeric>

#include "deduce/generation.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

/// Step 5 of generate.hpp; returns the reason it fails, or "".
std::string verify(const DeducePuzzle& puzzle) {
    const Board& board = puzzle.board;
    const std::vector<CompiledClue> compiled = puzzle.compiled();
    const std::vector<int> facts = reveal_facts(puzzle);
    if (board.cells() <= 25) {
        const DeduceCount enumerated = count_by_enumeration(board, compiled, 2, facts);
        if (enumerated.count != 1 || enumerated.found[0] != puzzle.solution) return "enumeration does not confirm a unique solution";
    }
    const DeduceCount by_sat = count_by_sat(board, compiled, 2, facts);
    if (by_sat.count != 1 || by_sat.found[0] != puzzle.solution) return "CaDiCaL does not confirm a unique solution";
    if (!closure(puzzle).complete) return "the no-guess closure does not reach every person";
    return "";
}

/// One attempt; returns false with `reason` set when it fails.
bool attempt(const DeduceGenerateOptions& options, std::uint64_t seed, DeduceGenerated& out, std::string& reason) {
    Rng rng(seed);
    const Board& board = options.board;
    const int n = board.cells();
    DeducePuzzle puzzle;
    puzzle.board = board;
    puzzle.mode = options.mode;
    puzzle.people = random_cast(board, rng);
    const int low = (3 * n + 5) / 10, high = (6 * n + 5) / 10;
    const int criminals = low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low + 1)));
    std::vector<int> cells(static_cast<std::size_t>(n));
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    for (int i = 0; i < criminals; ++i) puzzle.solution |= Mask{1} << cells[static_cast<std::size_t>(i)];

    const detail::WeightWindow window = detail::weight_window(options.band);
    std::vector<detail::Candidate> pool = detail::make_pool(puzzle, rng, window);
    out.stats.pool = static_cast<int>(pool.size());
    const bool selected = options.mode == Mode::open
                              ? detail::select_open(options, window, std::move(pool), puzzle, rng, out.stats, reason)
                              : detail::select_revealed(options, window, std::move(pool), puzzle, rng, out.stats, reason);
    if (!selected) return false;
    reason = verify(puzzle);
    if (!reason.empty()) return false;
    out.analysis = analyse(puzzle);
    if (!options.band.empty() && out.analysis.difficulty.band != options.band) {
        reason = fmt::format("the last puzzle scored {:.1f} ({}), outside band {}", out.analysis.difficulty.score,
                             out.analysis.difficulty.band, options.band);
        return false;
    }
    out.puzzle = std::move(puzzle);
    return true;
}

}  // namespace

DeduceGenerated generate_deduce(const DeduceGenerateOptions& options) {
    if (options.attempts < 1) throw std::invalid_argument("generate_deduce: attempts must be at least 1");
    if (!options.band.empty()) (void)parse_band(options.band);
    const auto start = std::chrono::steady_clock::now();
    DeduceGenerated result;
    std::string reason;
    for (int k = 0; k < options.attempts; ++k) {
        result.stats = {};
        result.stats.attempts = k + 1;
        if (attempt(options, derive_seed(options.seed, static_cast<std::uint64_t>(k)), result, reason)) {
            result.stats.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            return result;
        }
    }
    throw DeduceGenerationError("no puzzle after " + std::to_string(options.attempts) + " attempts: " + reason);
}

}  // namespace gridforge::deduce
