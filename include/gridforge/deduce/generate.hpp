#pragma once
/// \file
/// Generating deduction puzzles whose solution is proven unique and reachable without a guess
/// (docs/deduction.md §3: the pipeline Griductive describes [G1] for open mode, the chain of forced
/// reveals of an open Clues by Sam clone [CB3] for revealed mode):
///  1. cast (random_cast) and a random solution with round(0.3·N)..round(0.6·N) criminals
///     (CbS's archive: 4–16 of 20, mean 46.6% [CB2, CB3]);
///  2. pool = every clue of all_clues that is true on the solution (with a band: only weights in
///     the band's window), minus tautologies and clues with the same truth table as a lighter
///     one — both judged on a signature: all 2^N masks when N <= 12, otherwise 1024 fixed
///     pseudo-random masks (two clues differing only off the sample count as duplicates: the
///     pool loses a clue, never correctness);
///  3. selection.
///     Open: add the clue true on the fewest remaining solutions (exactly, or on a sample of 1024
///     survivors while more remain) among those that keep at least 2^-b of them (b =
///     max_bits_per_clue; a cap of ours, not in [G1], so that no single dense clue settles the
///     board), ties to the lower weight, then to the pool order; a plain fact (has_trait) only
///     when no other clue separates anything; survivors are kept as a list once at most 2^22
///     remain (boards up to 25 cells; above, survivors are never listed: once rejection sampling
///     finds fewer than 1024, each step scores on 128 draws that fix the cells one by one, in a
///     seeded order, to a seeded verdict when SAT says some survivor has it, and SAT says when one
///     survivor is left — yes/no answers only, so the puzzle does not depend on the solver). Carriers: distinct people, never the clue's own subject; two in three clues about
///     someone's neighbours or side go to that person (said in the first person, clue.hpp), the
///     rest in a seeded random order.
///     Revealed: one random person is revealed; repeatedly a revealed person without a clue gets
///     the first pool clue that, with the visible clues and verdicts, forces 1..max_reveals_per_clue
///     new people (candidates ruled out on sampled survivors, confirmed by CaDiCaL), or else the
///     one forcing the fewest; the closure then reveals everyone forced; until everyone is revealed;
///  4. prune: drop every clue, plain facts first in open mode, then farthest from the band's
///     target weight first (heaviest first without a band), whose removal keeps the solution unique (open) or the closure complete
///     (revealed);
///  5. verify: unique given the initial reveals by count_by_enumeration (up to 25 cells) and by
///     count_by_sat, both finding the solution, and the no-guess closure reaches everyone (above
///     25 cells by SAT alone);
///  6. rate and hints (difficulty.hpp). With a band (a range of clues per step, difficulty.hpp):
///     while a step of the hint path combines more clues than the band allows, add the first
///     clue (pruned ones first, then the pool; has_trait last) that forces that step's person
///     alone from the verdicts revealed before it, on a card visible there; an attempt whose
///     hardest step stays below the band's floor, or that needs more than N/2 such clues, fails.
/// Randomness comes from gridforge::Rng only: the same seed gives the same puzzle everywhere;
/// attempt k uses derive_seed(seed, k).

#include <cstdint>
#include <stdexcept>
#include <string>

#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/deduce/reasoner.hpp"

namespace gridforge::deduce {

struct DeduceGenerateOptions {
    Board board{5, 4};          ///< 4 columns × 5 rows by default (CbS)
    Mode mode = Mode::open;
    std::uint64_t seed = 1;
    int attempts = 20;          ///< >= 1
    std::string band;           ///< "" = any, else a name of difficulty_bands()
    std::string theme{kDefaultTheme};  ///< a name of cast_themes() (theme.hpp): the cast's names and professions
    /// Open mode: prefer clues that keep at least 2^-bits of the remaining solutions. Pure
    /// "removes the most" (infinity) picks very dense clues and gives 2–4 clue puzzles on 4×4;
    /// 1.5 gives about one clue per two or three people, nearer CbS's 7–16 cards on 4×5 [CB3].
    double max_bits_per_clue = 1.5;
    /// Revealed mode: a new clue should force at most this many people (CbS's archive: 87% of
    /// hint steps reveal one card [CB3]).
    int max_reveals_per_clue = 2;
    /// Who answers "is this person forced?" during the whole call (reasoner.hpp): CaDiCaL, or
    /// enumeration (boards up to 25 cells). Answers are yes/no only, so the puzzle, its cast and
    /// its hint path are the same either way (tests/deduce/backend_test.cpp); enumeration is
    /// slower and is there to check that.
    ReasonerBackend reasoner = ReasonerBackend::sat;
};

struct DeduceGenerationStats {
    int attempts = 0;           ///< attempts made, the last one successful
    int pool = 0;               ///< clues in the pool after deduplication
    int selected = 0;           ///< clues chosen by the selection step, before pruning
    int pruned = 0;             ///< clues removed by pruning
    int added = 0;              ///< clues added back to keep every step within the band's cap
    double milliseconds = 0;    ///< wall time of the whole call
};

struct DeduceGenerated {
    DeducePuzzle puzzle;
    DeduceAnalysis analysis;    ///< hint sequence and difficulty
    DeduceGenerationStats stats;
};

/// Thrown when no attempt produced a verified puzzle (in the band); the message names the band,
/// its range of clues per step, the attempts, seed, size and mode, and the last attempt's reason.
class DeduceGenerationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Throws std::invalid_argument for attempts < 1, an unknown band, an unknown theme or the
/// enumeration backend on a board above 25 cells; DeduceGenerationError when every attempt failed.
DeduceGenerated generate_deduce(const DeduceGenerateOptions& options);

}  // namespace gridforge::deduce
