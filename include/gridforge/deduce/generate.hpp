#pragma once
/// \file
/// Generating open-mode deduction puzzles whose solution is proven unique (DEDUCTION.md §3, the
/// pipeline Griductive describes [G1]):
///  1. cast (random_cast) and a random solution with round(0.3·N)..round(0.6·N) criminals
///     (CbS's archive: 4–16 of 20, mean 46.6% [CB2, CB3]);
///  2. pool = every clue of all_clues that is true on the solution, minus tautologies and clues
///     with the same truth table as a lighter one — both judged on a signature: all 2^N masks when
///     N <= 12, otherwise 1024 fixed pseudo-random masks (so two clues that differ only off the
///     sample count as duplicates: the pool loses a clue, never correctness);
///  3. greedy selection: add the clue true on the fewest remaining solutions (exactly, or on a
///     sample of 1024 survivors while more remain) among those that keep at least 2^-b of them
///     (b = max_bits_per_clue; a cap of ours, not in [G1], so that no single dense clue settles
///     the board), ties to the lower weight, then to the order of a seeded shuffle of the pool;
///     survivors are kept as a list once at most 2^22 remain;
///  4. prune: drop every clue, heaviest first, whose removal keeps the solution unique;
///  5. verify: unique by count_by_enumeration and by count_by_sat, both finding the solution, and
///     the no-guess closure reaches every person.
/// Carriers: the clues go to distinct people in a seeded random order (open mode shows them all).
/// Randomness comes from gridforge::Rng only: the same seed gives the same puzzle everywhere;
/// attempt k uses derive_seed(seed, k).

#include <cstdint>
#include <stdexcept>
#include <string>

#include "gridforge/deduce/puzzle.hpp"

namespace gridforge::deduce {

struct DeduceGenerateOptions {
    Board board{5, 4};          ///< 4 columns × 5 rows by default (CbS)
    Mode mode = Mode::open;     ///< only open mode is implemented (revealed throws)
    std::uint64_t seed = 1;
    int attempts = 20;          ///< >= 1
    /// Greedy step cap: prefer clues that keep at least 2^-bits of the remaining solutions.
    /// Pure "removes the most" (infinity) picks very dense clues and gives 2–4 clue puzzles on
    /// 4×4; 1.5 gives about one clue per two or three people, nearer CbS's 7–16 cards on 4×5 [CB3].
    double max_bits_per_clue = 1.5;
};

struct DeduceGenerationStats {
    int attempts = 0;           ///< attempts made, the last one successful
    int pool = 0;               ///< clues in the pool after deduplication
    int selected = 0;           ///< clues chosen by the greedy step, before pruning
    int pruned = 0;             ///< clues removed by pruning
    double milliseconds = 0;    ///< wall time of the whole call
};

struct DeduceGenerated {
    DeducePuzzle puzzle;
    DeduceGenerationStats stats;
};

/// Thrown when no attempt produced a verified puzzle; the message gives the last reason.
class DeduceGenerationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Throws std::invalid_argument for attempts < 1 or revealed mode; DeduceGenerationError when
/// every attempt failed.
DeduceGenerated generate_deduce(const DeduceGenerateOptions& options);

}  // namespace gridforge::deduce
