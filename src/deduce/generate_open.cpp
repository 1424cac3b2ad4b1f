#include <algorithm>
#include <cmath>
#include <numeric>

#include "deduce/generation.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce::detail {
namespace {

constexpr std::size_t kScoreSample = 1024;
constexpr std::uint64_t kMaterialize = std::uint64_t{1} << 22;

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

/// Each clue to the next unused person of a shuffled order who is not its subject, so no card
/// only talks about its carrier (docs/deduction.md §3 "drop clues only about the host").
void assign_carriers(std::vector<Clue>& clues, int people, Rng& rng) {
    std::vector<int> carriers(static_cast<std::size_t>(people));
    std::iota(carriers.begin(), carriers.end(), 0);
    rng.shuffle(carriers);
    std::vector<bool> used(carriers.size(), false);
    for (Clue& clue : clues) {
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
}

}  // namespace

bool select_open(const DeduceGenerateOptions& options, const WeightWindow& window, std::vector<Candidate> pool,
                 DeducePuzzle& puzzle, Rng& rng, DeduceGenerationStats& stats, std::string& reason) {
    const Board& board = puzzle.board;
    const int n = board.cells();
    const Mask full = board.full();
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
                for (std::size_t i = 0; i < kScoreSample; ++i) {
                    sample.push_back(survivors[static_cast<std::size_t>(rng.below(survivors.size()))]);
                }
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
    stats.selected = static_cast<int>(chosen.size());

    std::vector<Clue> clues;
    for (const Candidate& c : chosen) clues.push_back(c.clue);
    std::vector<bool> kept(chosen.size(), true);
    for (std::size_t index : pruning_order(clues, window)) {
        kept[index] = false;
        std::vector<CompiledClue> rest;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            if (kept[i]) rest.push_back(chosen[i].compiled);
        }
        if (!unique(board, rest)) kept[index] = true;
        else ++stats.pruned;
    }
    puzzle.clues.clear();
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (kept[i]) puzzle.clues.push_back(chosen[i].clue);
    }
    assign_carriers(puzzle.clues, n, rng);
    return true;
}

}  // namespace gridforge::deduce::detail
