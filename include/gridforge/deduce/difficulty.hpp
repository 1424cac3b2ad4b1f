#pragma once
/// \file
/// Difficulty of a deduction puzzle, 0–100, and a logic score from its solving path
/// (docs/deduction.md §3 "Score", compatible with the four factors Griductive states [G1]).
///
/// score = 100·(0.35·(1 − s) + 0.30·c + 0.20·Δ + 0.15·g), where, over the puzzle's K clues with
/// the per-type weights w of clue_info (1 = read and mark … 5 = case analysis):
///   s = share of simple clues (w ≤ 2), c = share of complex clues (w ≥ 4),
///   Δ = information deficit = clamp(1 − K/N, 0, 1), g = board scale = clamp((N − 9)/16, 0, 1).
/// logic = 100·(0.4·clamp((mean level − 1)/2) + 0.2·clamp((max level − 1)/3)
///              + 0.2·clamp((rounds − 1)/8) + 0.2·abstract share), from the hint sequence
/// (level = clues combined per step, rounds = closure rounds of the deepest step, abstract = types #14, 19, 20,
/// 22–24 [CB3]); our proposal, reported beside the score and not part of it.
/// The band (names of Clues by Sam's labels [CB2]) is a property of the solving path, not of the
/// score: it is read off the clues each step of the hint sequence combines (docs/deduction.md §3
/// "Bands"), h = the hardest step's clues, n2 = steps of exactly 2 clues, n3 = steps of 3 or more:
///   easy    h <= 2 and n2 <= 2      every step at most 2 clues
///   medium  h == 2 and n2 >= 3      every step at most 2 clues
///   tricky  h == 3 and n3 == 1      every step at most 3 clues
///   hard    h == 4 and n3 == 1, or h == 3 and n3 >= 2   every step at most 4 clues
///   brutal  h >= 5, or h == 4 and n3 >= 2                no cap
/// The score stays beside it as a measure of the clue mix.

#include <string>
#include <string_view>
#include <vector>

#include "gridforge/deduce/steps.hpp"

namespace gridforge::deduce {

struct Difficulty {
    double score = 0;          ///< 0..100
    double simple_share = 0;   ///< s
    double complex_share = 0;  ///< c
    double deficit = 0;        ///< Δ
    double scale = 0;          ///< g
    double logic = 0;          ///< 0..100
    double mean_level = 0;     ///< clues per step
    int max_level = 0;
    std::vector<int> steps_by_clues;  ///< [k] = steps combining k clues, k = 0..max_level ([0] = 0)
    int rounds = 0;            ///< the deepest hint's closure round (Step::round)
    double abstract_share = 0; ///< share of the puzzle's clues of abstract types
    std::string band;          ///< band_of_path(steps_by_clues)
};

/// A band: the most clues any step of its puzzles may combine (the generator's cap) and, in
/// words, what else its paths have (the table in the file comment).
struct DifficultyBand {
    std::string_view name;
    int max_clues;              ///< no step combines more (brutal: INT_MAX)
    std::string_view path;      ///< e.g. "every step at most 2 clues, at least 3 of 2"
};
/// easy, medium, tricky, hard, brutal, from the gentlest path to the hardest.
const std::vector<DifficultyBand>& difficulty_bands();
/// The band of a path given as steps_by_clues (file comment); an empty path is easy.
std::string_view band_of_path(const std::vector<int>& steps_by_clues);
/// Throws std::invalid_argument listing the names when `name` is not a band.
const DifficultyBand& parse_band(std::string_view name);

/// The score of the puzzle's clues and the logic score of `hints` (its hint sequence).
Difficulty rate_deduce(const DeducePuzzle& puzzle, const std::vector<Step>& hints);

/// What generate and the commands report about a puzzle: its hint sequence and difficulty.
struct DeduceAnalysis {
    std::vector<Step> hints;
    Difficulty difficulty;
};
/// hint_sequence then rate_deduce; throws as hint_sequence does.
DeduceAnalysis analyse(const DeducePuzzle& puzzle);

}  // namespace gridforge::deduce
