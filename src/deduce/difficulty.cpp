#include "gridforge/deduce/difficulty.hpp"

#include <algorithm>
#include <stdexcept>

namespace gridforge::deduce {
namespace {

double clamp01(double x) { return std::clamp(x, 0.0, 1.0); }

}  // namespace

const std::vector<DifficultyBand>& difficulty_bands() {
    static const std::vector<DifficultyBand> bands{
        {"easy", 0, 30}, {"medium", 30, 40}, {"tricky", 40, 50}, {"hard", 50, 60}, {"brutal", 60, 100.0001}};
    return bands;
}

std::string_view band_of(double score) {
    for (const DifficultyBand& band : difficulty_bands()) {
        if (score >= band.low && score < band.high) return band.name;
    }
    return difficulty_bands().back().name;
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
        d.waves = std::max(d.waves, step.depth);
    }
    d.mean_level = hints.empty() ? 0 : levels / static_cast<double>(hints.size());
    d.logic = 100 * (0.4 * clamp01((d.mean_level - 1) / 2) + 0.2 * clamp01((d.max_level - 1) / 3.0) +
                     0.2 * clamp01((d.waves - 1) / 8.0) + 0.2 * d.abstract_share);
    d.band = std::string(band_of(d.score));
    return d;
}

DeduceAnalysis analyse(const DeducePuzzle& puzzle) {
    DeduceAnalysis analysis;
    analysis.hints = hint_sequence(puzzle);
    analysis.difficulty = rate_deduce(puzzle, analysis.hints);
    return analysis;
}

}  // namespace gridforge::deduce
