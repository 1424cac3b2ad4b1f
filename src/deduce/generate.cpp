#include "gridforge/deduce/generate.hpp"
#include "gridforge/deadline.hpp"

#include <chrono>
#include <iterator>
#include <fmt/format.h>
#include <numeric>

#include "deduce/enumerate.hpp"
#include "deduce/generation.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

/// Step 5 of generate.hpp; returns the reason it fails, or "".
std::string verify(const DeducePuzzle& puzzle) {
    const Board& board = puzzle.board;
    const std::vector<CompiledClue> compiled = puzzle.compiled();
    const std::vector<int> facts = reveal_facts(puzzle);
    if (board.cells() <= kEnumerableCells) {
        const DeduceCount enumerated = count_by_enumeration(board, compiled, 2, facts);
        if (enumerated.count != 1 || enumerated.found[0] != puzzle.solution) return "enumeration does not confirm a unique solution";
    }
    const DeduceCount by_sat = count_by_sat(board, compiled, 2, facts);
    if (by_sat.count != 1 || by_sat.found[0] != puzzle.solution) return "CaDiCaL does not confirm a unique solution";
    if (!closure(puzzle).complete) return "the no-guess closure does not reach every person";
    return "";
}

/// "1 step of 3 clues, 4 of 2, 15 of 1": the shape of a path, for the reasons of a failed attempt.
std::string path_text(const std::vector<int>& steps_by_clues) {
    std::string text;
    for (std::size_t k = steps_by_clues.size(); k-- > 1;) {
        if (steps_by_clues[k] == 0) continue;
        text += text.empty() ? fmt::format("{} step(s) of {} clue(s)", steps_by_clues[k], k) : fmt::format(", {} of {}", steps_by_clues[k], k);
    }
    return text;
}

/// Brings the analysed puzzle's hint path into the band (docs/deduction.md §3 "Bands"): steps over
/// the band's cap are repaired with added clues (detail::cap_steps); a path too gentle for the
/// band cannot be mended, and the attempt fails.
bool within_band(const std::string& name, DeducePuzzle& puzzle, DeduceGenerated& out, const std::vector<Clue>& dropped,
                 std::vector<detail::Candidate> spare, Rng& rng, std::string& reason) {
    const DifficultyBand& band = parse_band(name);
    const int before = static_cast<int>(puzzle.clues.size());
    if (out.analysis.difficulty.max_level > band.max_clues) {
        std::vector<detail::Candidate> candidates;
        for (const Clue& clue : dropped) {
            candidates.push_back({clue, compile(clue, puzzle.board, puzzle.people), clue_info(clue.type).weight});
        }
        candidates.insert(candidates.end(), std::make_move_iterator(spare.begin()), std::make_move_iterator(spare.end()));
        if (!detail::cap_steps(band.max_clues, std::move(candidates), puzzle, out.analysis, rng, reason)) return false;
    }
    out.stats.added = static_cast<int>(puzzle.clues.size()) - before;
    if (out.analysis.difficulty.band != name) {
        reason = fmt::format("its path ({}) is {}", path_text(out.analysis.difficulty.steps_by_clues), out.analysis.difficulty.band);
        return false;
    }
    return true;
}

/// One attempt; returns false with `reason` set when it fails.
bool attempt(const DeduceGenerateOptions& options, std::uint64_t seed, DeduceGenerated& out, std::string& reason) {
    Rng rng(seed);
    const Board& board = options.board;
    const int n = board.cells();
    DeducePuzzle puzzle;
    puzzle.board = board;
    puzzle.mode = options.mode;
    puzzle.theme = options.theme;
    puzzle.people = random_cast(board, rng, cast_theme(options.theme));
    const int low = (3 * n + 5) / 10, high = (6 * n + 5) / 10;
    const int criminals = low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low + 1)));
    std::vector<int> cells(static_cast<std::size_t>(n));
    std::iota(cells.begin(), cells.end(), 0);
    rng.shuffle(cells);
    for (int i = 0; i < criminals; ++i) puzzle.solution |= Mask{1} << cells[static_cast<std::size_t>(i)];

    const detail::WeightWindow window = detail::weight_window(options.band);
    std::vector<detail::Candidate> pool = detail::make_pool(puzzle, rng, window);
    out.stats.pool = static_cast<int>(pool.size());
    // With a band, clues the repair of the path may add: first those selection chose and pruning
    // dropped, then the rest of the pool.
    std::vector<detail::Candidate> spare;
    if (!options.band.empty()) spare = pool;
    std::vector<Clue> dropped;
    const bool selected = options.mode == Mode::open
                              ? detail::select_open(options, window, std::move(pool), puzzle, rng, out.stats, dropped, reason)
                              : detail::select_revealed(options, window, std::move(pool), puzzle, rng, out.stats, dropped, reason);
    if (!selected) return false;
    reason = verify(puzzle);
    if (!reason.empty()) return false;
    out.analysis = analyse(puzzle);
    if (!options.band.empty() && !within_band(options.band, puzzle, out, dropped, std::move(spare), rng, reason)) return false;
    out.puzzle = std::move(puzzle);
    return true;
}

}  // namespace

DeduceGenerated generate_deduce(const DeduceGenerateOptions& options) {
    if (options.attempts < 1) throw std::invalid_argument("generate_deduce: attempts must be at least 1");
    if (!options.band.empty()) (void)parse_band(options.band);
    if (options.reasoner == ReasonerBackend::enumeration && options.board.cells() > kEnumerableCells) {
        throw std::invalid_argument("generate_deduce: the enumeration backend takes boards up to 25 cells, not " +
                                    options.board.size_name());
    }
    const ScopedReasonerBackend backend(options.reasoner);
    (void)cast_theme(options.theme);
    const auto start = std::chrono::steady_clock::now();
    DeduceGenerated result;
    std::string reason;
    for (int k = 0; k < options.attempts; ++k) {
        result.stats = {};
        check_deadline();
        result.stats.attempts = k + 1;
        if (attempt(options, derive_seed(options.seed, static_cast<std::uint64_t>(k)), result, reason)) {
            result.stats.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            return result;
        }
    }
    if (!options.band.empty()) {
        const DifficultyBand& band = parse_band(options.band);
        throw DeduceGenerationError(fmt::format("no {} puzzle ({}) in {} attempt(s) from seed {} on {} {}: the last attempt: {}",
                                                options.band, band.path, options.attempts, options.seed, options.board.size_name(),
                                                mode_name(options.mode), reason));
    }
    throw DeduceGenerationError("no puzzle after " + std::to_string(options.attempts) + " attempts: " + reason);
}

}  // namespace gridforge::deduce
