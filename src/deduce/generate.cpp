#include "gridforge/deduce/generate.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <numeric>

#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

constexpr std::size_t kScoreSample = 1024;
constexpr std::uint64_t kMaterialize = std::uint64_t{1} << 22;

struct Candidate {
    Clue clue;
    CompiledClue compiled;
    double weight;
};

/// The masks a clue's truth table is judged on (see the file comment of generate.hpp).
std::vector<Mask> signature_masks(const Board& board) {
    std::vector<Mask> masks;
    if (board.cells() <= 12) {
        for (Mask m = 0; m <= board.full(); ++m) masks.push_back(m);
        return masks;
    }
    Rng rng(0x51607e);
    for (int i = 0; i < 1024; ++i) masks.push_back(static_cast<Mask>(rng.next()) & board.full());
    return masks;
}

std::vector<Candidate> make_pool(const DeducePuzzle& puzzle, Rng& rng) {
    const Board& board = puzzle.board;
    const Mask full = board.full();
    std::vector<Candidate> all;
    for (const Clue& clue : all_clues(board, puzzle.people)) {
        CompiledClue compiled = compile(clue, board, puzzle.people);
        if (eval(compiled, puzzle.solution, full)) all.push_back({clue, std::move(compiled), clue_info(clue.type).weight});
    }
    rng.shuffle(all);
    std::stable_sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) { return a.weight < b.weight; });
    const std::vector<Mask> masks = signature_masks(board);
    std::map<std::vector<std::uint64_t>, bool> seen;
    std::vector<Candidate> pool;
    for (Candidate& candidate : all) {
        std::vector<std::uint64_t> signature((masks.size() + 63) / 64);
        bool tautology = true;
        for (std::size_t i = 0; i < masks.size(); ++i) {
            const bool value = eval(candidate.compiled, masks[i], full);
            tautology = tautology && value;
            if (value) signature[i / 64] |= std::uint64_t{1} << (i % 64);
        }
        if (tautology || !seen.emplace(std::move(signature), true).second) continue;
        pool.push_back(std::move(candidate));
    }
    return pool;
}

bool satisfies(const std::vector<const CompiledClue*>& clues, Mask mask, Mask full) {
    for (const CompiledClue* clue : clues) {
        if (!eval(*clue, mask, full)) return false;
    }
    return true;
}

/// Whether the clues leave exactly one assignment: enumeration up to 20 cells, SAT above.
bool unique(const Board& board, const std::vector<CompiledClue>& clues) {
    if (board.cells() <= 20) return count_by_enumeration(board, clues, 2).count == 1;
    return count_by_sat(board, clues, 2).count == 1;
}

/// One attempt; returns false with `reason` set when it fails.
bool attempt(const DeduceGenerateOptions& options, std::uint64_t seed, DeduceGenerated& out, std::string& reason) {
    Rng rng(seed);
    const Board& board = options.board;
    const int n = board.cells();
    const Mask full = board.full();
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

    std::vector<Candidate> pool = make_pool(puzzle, rng);
    out.stats.pool = static_cast<int>(pool.size());

    // Greedy selection.
    std::vector<Candidate> chosen;
    std::vector<const CompiledClue*> chosen_compiled;
    std::vector<Mask> survivors;
    bool materialized = false;
    for (;;) {
        std::vector<Mask> sample;
        if (!materialized) {
            // Rejection sampling of the current solution set; materialise once it is small enough.
            int tries = 0, hits = 0;
            while (sample.size() < kScoreSample && tries < 200000) {
                ++tries;
                const Mask mask = static_cast<Mask>(rng.next()) & full;
                if (satisfies(chosen_compiled, mask, full)) {
                    ++hits;
                    sample.push_back(mask);
                }
            }
            const double estimate = static_cast<double>(hits) / tries * static_cast<double>(std::uint64_t{1} << n);
            if (n <= 22 || estimate <= static_cast<double>(kMaterialize) || sample.size() < kScoreSample) {
                const std::uint64_t end = std::uint64_t{1} << n;
                for (std::uint64_t value = 0; value < end; ++value) {
                    if (satisfies(chosen_compiled, static_cast<Mask>(value), full)) survivors.push_back(static_cast<Mask>(value));
                }
                materialized = true;
            }
        }
        if (materialized) {
            if (survivors.size() == 1) break;
            if (survivors.size() <= kScoreSample) {
                sample = survivors;
            } else {
                sample.clear();
                for (std::size_t i = 0; i < kScoreSample; ++i) sample.push_back(survivors[rng.below(survivors.size())]);
            }
        }
        if (chosen.size() >= static_cast<std::size_t>(2 * n)) {
            reason = "greedy selection needed more than " + std::to_string(2 * n) + " clues";
            return false;
        }
        const double keep_floor = static_cast<double>(sample.size()) * std::pow(2.0, -options.max_bits_per_clue);
        std::size_t best = pool.size();
        std::size_t best_kept = 0;
        std::vector<std::size_t> useless;
        for (std::size_t i = 0; i < pool.size(); ++i) {
            std::size_t kept = 0;
            for (Mask mask : sample) kept += eval(pool[i].compiled, mask, full);
            if (kept == sample.size() && materialized && sample.size() == survivors.size()) useless.push_back(i);
            // Prefer clues that keep at least the share `keep_floor` of the sample (at most
            // options.max_bits_per_clue bits of information), then the fewest kept, then the lighter.
            const bool fits = static_cast<double>(kept) >= keep_floor;
            const bool best_fits = best < pool.size() && static_cast<double>(best_kept) >= keep_floor;
            if (best == pool.size() || (fits && !best_fits) ||
                (fits == best_fits && (kept < best_kept || (kept == best_kept && pool[i].weight < pool[best].weight)))) {
                best = i;
                best_kept = kept;
            }
        }
        if (best == pool.size() || (best_kept == sample.size() && materialized && sample.size() == survivors.size())) {
            reason = "no clue in the pool separates the remaining solutions";
            return false;
        }
        chosen.push_back(pool[best]);
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
        // Clues implied by the others so far can never help again.
        for (std::size_t k = useless.size(); k-- > 0;) {
            const std::size_t index = useless[k] > best ? useless[k] - 1 : useless[k];
            if (useless[k] != best) pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(index));
        }
        chosen_compiled.clear();
        for (const Candidate& c : chosen) chosen_compiled.push_back(&c.compiled);
        if (materialized) {
            const CompiledClue& added = chosen.back().compiled;
            std::erase_if(survivors, [&](Mask mask) { return !eval(added, mask, full); });
        }
    }
    out.stats.selected = static_cast<int>(chosen.size());

    // Prune, heaviest first.
    std::vector<std::size_t> order(chosen.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return chosen[a].weight > chosen[b].weight; });
    std::vector<bool> kept(chosen.size(), true);
    for (std::size_t index : order) {
        kept[index] = false;
        std::vector<CompiledClue> rest;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            if (kept[i]) rest.push_back(chosen[i].compiled);
        }
        if (!unique(board, rest)) kept[index] = true;
        else ++out.stats.pruned;
    }
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (kept[i]) puzzle.clues.push_back(chosen[i].clue);
    }
    std::vector<int> carriers(static_cast<std::size_t>(n));
    std::iota(carriers.begin(), carriers.end(), 0);
    rng.shuffle(carriers);
    // Each clue to the next unused person in the shuffled order who is not its subject, so no
    // card only talks about its carrier (DEDUCTION.md §3 "drop clues only about the host").
    std::vector<bool> used(carriers.size(), false);
    for (Clue& clue : puzzle.clues) {
        std::size_t pick = carriers.size();
        for (std::size_t k = 0; k < carriers.size(); ++k) {
            if (!used[k] && carriers[k] != clue.person) {
                pick = k;
                break;
            }
        }
        if (pick == carriers.size()) {  // more clues than people: reuse, still not the subject
            std::fill(used.begin(), used.end(), false);
            pick = carriers[0] != clue.person ? 0 : 1;
        }
        used[pick] = true;
        clue.carrier = carriers[pick];
    }

    // Verify twice, then the closure.
    const std::vector<CompiledClue> compiled = puzzle.compiled();
    if (n <= 25) {
        const DeduceCount enumerated = count_by_enumeration(board, compiled, 2);
        if (enumerated.count != 1 || enumerated.found[0] != puzzle.solution) {
            reason = "enumeration does not confirm a unique solution";
            return false;
        }
    }
    const DeduceCount by_sat = count_by_sat(board, compiled, 2);
    if (by_sat.count != 1 || by_sat.found[0] != puzzle.solution) {
        reason = "CaDiCaL does not confirm a unique solution";
        return false;
    }
    if (!closure(puzzle).complete) {
        reason = "the no-guess closure does not reach every person";
        return false;
    }
    out.puzzle = std::move(puzzle);
    return true;
}

}  // namespace

DeduceGenerated generate_deduce(const DeduceGenerateOptions& options) {
    if (options.attempts < 1) throw std::invalid_argument("generate_deduce: attempts must be at least 1");
    if (options.mode != Mode::open) throw std::invalid_argument("generate_deduce: revealed mode is not implemented yet");
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
