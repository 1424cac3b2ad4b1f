#include "gridforge/deduce/difficulty.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace gridforge::deduce {
namespace {

double clamp01(double x) { return std::clamp(x, 0.0, 1.0); }

}  // namespace

const std::vector<DifficultyBand>& difficulty_bands() {
    static const std::vector<DifficultyBand> bands{
        {"easy", 2, "every step at most 2 clues, at most 2 steps of 2"},
        {"medium", 2, "every step at most 2 clues, at least 3 steps of 2"},
        {"tricky", 3, "every step at most 3 clues, exactly 1 step of 3"},
        {"hard", 4, "every step at most 4 clues: one step of 4, or at least 2 steps of 3"},
        {"brutal", std::numeric_limits<int>::max(), "a step of 5 or more clues, or a step of 4 and another of 3 or more"}};
    return bands;
}

std::string_view band_of_path(const std::vector<int>& steps_by_clues) {
    const int hardest = steps_by_clues.empty() ? 0 : static_cast<int>(steps_by_clues.size()) - 1;
    const int twos = hardest >= 2 ? steps_by_clues[2] : 0;
    int threes_or_more = 0;
    for (int k = 3; k <= hardest; ++k) threes_or_more += steps_by_clues[static_cast<std::size_t>(k)];
    if (hardest >= 5 || (hardest == 4 && threes_or_more >= 2)) return "brutal";
    if (hardest == 4 || (hardest == 3 && threes_or_more >= 2)) return "hard";
    if (hardest == 3) return "tricky";
    if (hardest == 2 && twos >= 3) return "medium";
    return "easy";
}

const DifficultyBand& parse_band(std::string_view name) {
    std::string names;
    for (const DifficultyBand& band : difficulty_bands()) {
        if (band.name == name) return band;
        names += (names.empty() ? "" : ", ") + std::string(band.name);
    }
    throw std::invalid_argument("band '" + std::string(name) + "' is not one of " + names);
}

Difficulty rate_deduce(const DeducePuzzle& puzzle, const std::vector<Step>& hints) {
    Difficulty d;
    const double people = puzzle.board.cells();
    const double clues = static_cast<double>(puzzle.clues.size());
    int simple = 0, complex = 0, abstract = 0;
    for (const Clue& clue : puzzle.clues) {
        const ClueInfo& info = clue_info(clue.type);
        simple += info.weight <= 2.0;
        complex += info.weight >= 4.0;
        abstract += info.abstract;
    }
    d.simple_share = clues > 0 ? simple / clues : 1;
    d.complex_share = clues > 0 ? complex / clues : 0;
    d.abstract_share = clues > 0 ? abstract / clues : 0;
    d.deficit = clamp01(1 - clues / people);
    d.scale = clamp01((people - 9) / 16);
    d.score = 100 * (0.35 * (1 - d.simple_share) + 0.30 * d.complex_share + 0.20 * d.deficit + 0.15 * d.scale);
    double levels = 0;
    for (const Step& step : hints) {
        levels += step.level;
        d.max_level = std::max(d.max_level, step.level);
        if (step.level >= static_cast<int>(d.steps_by_clues.size())) d.steps_by_clues.resize(static_cast<std::size_t>(step.level) + 1, 0);
        ++d.steps_by_clues[static_cast<std::size_t>(step.level)];
        d.rounds = std::max(d.rounds, step.round);
    }
    d.mean_level = hints.empty() ? 0 : levels / static_cast<double>(hints.size());
    d.logic = 100 * (0.4 * clamp01((d.mean_level - 1) / 2) + 0.2 * clamp01((d.max_level - 1) / 3.0) +
                     0.2 * clamp01((d.rounds - 1) / 8.0) + 0.2 * d.abstract_share);
    d.band = std::string(band_of_path(d.steps_by_clues));
    return d;
}

DeduceAnalysis analyse(const DeducePuzzle& puzzle) {
    DeduceAnalysis analysis;
    analysis.hints = hint_sequence(puzzle);
    analysis.difficulty = rate_deduce(puzzle, analysis.hints);
    return analysis;
}

}  // namespace gridforge::deduce
