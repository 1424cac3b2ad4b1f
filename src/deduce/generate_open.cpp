#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <numeric>
#include <tuple>

#include "deduce/enumerate.hpp"
#include "deduce/generation.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/deduce/clue_cnf.hpp"
#include "gridforge/deduce/solve.hpp"
#include "sat/sat_solver.hpp"

namespace gridforge::deduce::detail {
namespace {

constexpr std::size_t kScoreSample = 1024;
constexpr std::uint64_t kMaterialize = std::uint64_t{1} << 22;
/// Above 25 cells, once rejection sampling finds too few survivors: how many ModelDrawer draws
/// score the candidate clues (each draw costs one SAT call per cell).
constexpr std::size_t kDrawnSample = 128;

/// Draws assignments that satisfy a growing set of clues on a board too large to enumerate, from
/// SAT's yes/no answers only, so that the draws (hence the puzzle) do not depend on the solver's
/// version or models: the cells, in a seeded random order, each get a seeded random verdict when
/// some assignment with it and the verdicts fixed so far satisfies the clues, else the other one
/// (which then does: the solution satisfies every clue). Not uniform; it only scores clues.
class ModelDrawer {
public:
    explicit ModelDrawer(int cells) : cells_(cells), builder_(cells) { solver_.reserve(cells); }

    void add(const CompiledClue& clue) {
        const int literal = encode_clue(clue, builder_);
        const auto& clauses = builder_.cnf().clauses;
        for (; loaded_ < clauses.size(); ++loaded_) solver_.add_clause(clauses[loaded_]);
        solver_.add_clause(std::vector<int>{literal});
    }

    Mask draw(Rng& rng) {
        std::vector<int> order(static_cast<std::size_t>(cells_));
        std::iota(order.begin(), order.end(), 0);
        rng.shuffle(order);
        std::vector<int> fixed;
        Mask mask = 0;
        for (int cell : order) {
            const int variable = CnfBuilder::cell_literal(cell);
            const int wish = rng.below(2) != 0 ? variable : -variable;
            for (int literal : fixed) solver_.assume(literal);
            solver_.assume(wish);
            const int verdict = solver_.solve() == SatSolver::Answer::satisfiable ? wish : -wish;
            fixed.push_back(verdict);
            if (verdict > 0) mask |= Mask{1} << cell;
        }
        return mask;
    }

private:
    int cells_;
    CnfBuilder builder_;
    std::size_t loaded_ = 0;  ///< clauses of builder_ already given to the solver
    SatSolver solver_;
};

bool satisfies(const std::vector<const CompiledClue*>& clues, Mask mask, Mask full) {
    for (const CompiledClue* clue : clues) {
        if (!eval(*clue, mask, full)) return false;
    }
    return true;
}

std::vector<CompiledClue> compiled_of(const std::vector<Candidate>& candidates) {
    std::vector<CompiledClue> compiled;
    for (const Candidate& c : candidates) compiled.push_back(c.compiled);
    return compiled;
}

/// Whether the clues leave exactly one assignment: enumeration up to 20 cells, SAT above.
bool unique(const Board& board, const std::vector<CompiledClue>& clues) {
    if (board.cells() <= 20) return count_by_enumeration(board, clues, 2).count == 1;
    return count_by_sat(board, clues, 2).count == 1;
}

/// The person who would say a clue in the first person: the one whose neighbours or side the
/// clue is about ("I have no criminal neighbours", "to my left"), or -1.
int natural_speaker(const Clue& clue) {
    switch (clue.unit.kind) {
        case UnitKind::neighbours:
        case UnitKind::left:
        case UnitKind::right:
        case UnitKind::above:
        case UnitKind::below: return clue.unit.a;
        default: return -1;
    }
}

/// First most clues to their natural speaker while that person is free, then every other clue to the
/// next unused person of a shuffled order; never a clue to its subject, so no card only talks
/// about its carrier (docs/deduction.md §3 "drop clues only about the host").
void assign_carriers(std::vector<Clue>& clues, int people, Rng& rng) {
    std::vector<int> carriers(static_cast<std::size_t>(people));
    std::iota(carriers.begin(), carriers.end(), 0);
    rng.shuffle(carriers);
    std::vector<bool> used(static_cast<std::size_t>(people), false);  // by person
    for (Clue& clue : clues) {
        // Two in three go to their speaker; the rest keep the possessive wording ("Ann's …").
        const int speaker = natural_speaker(clue) >= 0 && rng.below(3) != 0 ? natural_speaker(clue) : -1;
        if (speaker >= 0 && speaker != clue.person && !used[static_cast<std::size_t>(speaker)]) {
            used[static_cast<std::size_t>(speaker)] = true;
            clue.carrier = speaker;
        }
    }
    for (Clue& clue : clues) {
        if (clue.carrier >= 0) continue;
        int pick = -1;
        for (int candidate : carriers) {
            if (!used[static_cast<std::size_t>(candidate)] && candidate != clue.person) {
                pick = candidate;
                break;
            }
        }
        if (pick < 0) {  // more clues than people: reuse, still not the subject
            std::fill(used.begin(), used.end(), false);
            pick = carriers[0] != clue.person ? carriers[0] : carriers[1];
        }
        used[static_cast<std::size_t>(pick)] = true;
        clue.carrier = pick;
    }
}

}  // namespace

bool select_open(const DeduceGenerateOptions& options, const WeightWindow& window, std::vector<Candidate> pool,
                 DeducePuzzle& puzzle, Rng& rng, DeduceGenerationStats& stats, std::vector<Clue>& dropped, std::string& reason) {
    const Board& board = puzzle.board;
    const int n = board.cells();
    const Mask full = board.full();
    std::vector<Candidate> chosen;
    std::vector<const CompiledClue*> chosen_compiled;
    std::vector<Mask> survivors;
    std::array<int, kClueTypeCount> type_uses{};  // clues of each type chosen so far
    bool materialized = false;
    // Above 25 cells the survivors are never listed (2^30 and more masks): rejection sampling while
    // it finds enough, then draws (ModelDrawer), the end told by SAT.
    const bool large = n > kEnumerableCells;
    std::unique_ptr<ModelDrawer> drawer;
    DeadlineTicker deadline;  // the caller's (gridforge/deadline.hpp), in the walks over masks below
    for (;;) {
        check_deadline();  // each round scores the whole pool on a sample
        std::vector<Mask> sample;
        if (drawer) {
            for (std::size_t i = 0; i < kDrawnSample; ++i) sample.push_back(drawer->draw(rng));
            const bool one_seen = std::all_of(sample.begin(), sample.end(), [&](Mask mask) { return mask == sample[0]; });
            if (one_seen && count_by_sat(board, compiled_of(chosen), 2).count == 1) break;
        } else if (!materialized) {
            // Rejection sampling of the current solution set; materialise once it is small enough.
            int tries = 0, hits = 0;
            while (sample.size() < kScoreSample && tries < 200000) {
                ++tries;
                deadline.tick();
                const Mask mask = static_cast<Mask>(rng.next()) & full;
                if (satisfies(chosen_compiled, mask, full)) {
                    ++hits;
                    sample.push_back(mask);
                }
            }
            const double estimate = static_cast<double>(hits) / tries * static_cast<double>(std::uint64_t{1} << n);
            if (large && sample.size() < kScoreSample) {
                drawer = std::make_unique<ModelDrawer>(n);
                for (const Candidate& c : chosen) drawer->add(c.compiled);
                continue;  // draw this round's sample
            }
            if (!large && (n <= 22 || estimate <= static_cast<double>(kMaterialize) || sample.size() < kScoreSample)) {
                const std::uint64_t end = std::uint64_t{1} << n;
                for (std::uint64_t value = 0; value < end; ++value) {
                    deadline.tick();
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
            // Prefer clues that separate something and are not a plain "X is innocent" (those
            // only when nothing else helps: a puzzle of bare facts reads dull), then clues that
            // keep at least the share `keep_floor` of the sample (at most options.max_bits_per_clue
            // bits of information), then the fewest kept with a type already chosen u times
            // counting as if it kept (2 + u)/2 times as many (the lightest type, "exactly n in row
            // 2", won 58% of all clues without it), then the lighter.
            const auto rank = [&](std::size_t index, std::size_t index_kept) {
                const auto uses = static_cast<std::size_t>(type_uses[static_cast<std::size_t>(pool[index].clue.type)]);
                return std::tuple{index_kept == sample.size(), pool[index].clue.type == ClueType::has_trait,
                                  static_cast<double>(index_kept) < keep_floor, index_kept * (2 + uses)};
            };
            if (best == pool.size() || rank(i, kept) < rank(best, best_kept) ||
                (rank(i, kept) == rank(best, best_kept) && pool[i].weight < pool[best].weight)) {
                best = i;
                best_kept = kept;
            }
        }
        if (best == pool.size() || (best_kept == sample.size() && materialized && sample.size() == survivors.size())) {
            reason = "no clue in the pool separates the remaining solutions";
            return false;
        }
        chosen.push_back(pool[best]);
        ++type_uses[static_cast<std::size_t>(pool[best].clue.type)];
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(best));
        // Clues implied by the others so far can never help again.
        for (std::size_t k = useless.size(); k-- > 0;) {
            const std::size_t index = useless[k] > best ? useless[k] - 1 : useless[k];
            if (useless[k] != best) pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(index));
        }
        chosen_compiled.clear();
        for (const Candidate& c : chosen) chosen_compiled.push_back(&c.compiled);
        if (drawer) drawer->add(chosen.back().compiled);
        if (materialized) {
            const CompiledClue& added = chosen.back().compiled;
            std::erase_if(survivors, [&](Mask mask) { return !eval(added, mask, full); });
        }
    }
    stats.selected = static_cast<int>(chosen.size());

    std::vector<Clue> clues;
    for (const Candidate& c : chosen) clues.push_back(c.clue);
    std::vector<bool> kept(chosen.size(), true);
    // Plain facts are tried first: any the other clues make redundant goes.
    std::vector<std::size_t> order = pruning_order(clues, window);
    std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return clues[i].type == ClueType::has_trait; });
    for (std::size_t index : order) {
        kept[index] = false;
        std::vector<CompiledClue> rest;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            if (kept[i]) rest.push_back(chosen[i].compiled);
        }
        if (!unique(board, rest)) {
            kept[index] = true;
        } else {
            ++stats.pruned;
            dropped.push_back(clues[index]);
        }
    }
    puzzle.clues.clear();
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        if (kept[i]) puzzle.clues.push_back(chosen[i].clue);
    }
    assign_carriers(puzzle.clues, n, rng);
    return true;
}

}  // namespace gridforge::deduce::detail
