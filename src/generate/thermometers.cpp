// Thermometers laid over a full grid as straight or once-bent lines (generate_variants.hpp).
// Published thermo puzzles draw thermometers as lines a solver follows at a glance; a path that
// turns at every step (a king's walk) reads as a tangle, so only lines of at most two straight runs
// are listed.
#include <algorithm>
#include <array>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

/// The eight steps (row, column): four orthogonal, four diagonal.
constexpr std::array<std::array<int, 2>, 8> kThermometerSteps{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
/// Chance, in thirds, that a thermometer is drawn among the straight lines when there are some.
constexpr std::uint64_t kStraightThirds = 2;

struct Line {
    std::vector<Cell> cells;
    bool straight = true;
};

/// Every rising line from each bulb: runs of `first` steps, then optionally one bend into a run
/// of another direction (not straight back), all of 2..max_length cells.
std::vector<Line> rising_lines(const Geometry& geometry, const Grid& solution, int max_length) {
    std::vector<Line> lines;
    const int size = geometry.size();
    const auto step = [&](Cell cell, const std::array<int, 2>& d) -> std::optional<Cell> {
        const int row = geometry.row_of(cell) + d[0];
        const int column = geometry.column_of(cell) + d[1];
        if (row < 0 || row >= size || column < 0 || column >= size) return std::nullopt;
        return geometry.cell_at(row, column);
    };
    for (Cell bulb = 0; bulb < geometry.cell_count(); ++bulb) {
        for (std::size_t first = 0; first < kThermometerSteps.size(); ++first) {
            std::vector<Cell> run{bulb};
            while (static_cast<int>(run.size()) < max_length) {
                const std::optional<Cell> next = step(run.back(), kThermometerSteps[first]);
                if (!next || solution.at(*next) <= solution.at(run.back())) break;
                run.push_back(*next);
                lines.push_back(Line{run, true});
                if (run.size() < 2) continue;
                for (std::size_t second = 0; second < kThermometerSteps.size(); ++second) {
                    const auto& a = kThermometerSteps[first];
                    const auto& b = kThermometerSteps[second];
                    if (second == first || (a[0] == -b[0] && a[1] == -b[1])) continue;
                    std::vector<Cell> bent = run;
                    while (static_cast<int>(bent.size()) < max_length) {
                        const std::optional<Cell> more = step(bent.back(), b);
                        if (!more || solution.at(*more) <= solution.at(bent.back()) ||
                            std::find(bent.begin(), bent.end(), *more) != bent.end()) {
                            break;
                        }
                        bent.push_back(*more);
                        lines.push_back(Line{bent, false});
                    }
                }
            }
        }
    }
    return lines;
}

/// Whether the diagonal step a->b crosses a diagonal step between the other two cells of their
/// 2x2 square on some thermometer already laid (`next_on`: the cell after each cell on its
/// thermometer, -1 for none).
bool crosses(const Geometry& geometry, const std::vector<Cell>& next_on, Cell a, Cell b) {
    const int ra = geometry.row_of(a), ca = geometry.column_of(a), rb = geometry.row_of(b), cb = geometry.column_of(b);
    if (ra == rb || ca == cb) return false;
    const Cell c = geometry.cell_at(ra, cb);
    const Cell d = geometry.cell_at(rb, ca);
    return next_on[static_cast<std::size_t>(c)] == d || next_on[static_cast<std::size_t>(d)] == c;
}

}  // namespace

std::vector<std::vector<Cell>> lay_thermometers(const Geometry& geometry, const Grid& solution, Rng& rng, int count,
                                                int max_length) {
    std::vector<Line> lines = rising_lines(geometry, solution, max_length);
    const int shortest = max_length <= 2 ? 2 : 3;
    std::erase_if(lines, [&](const Line& line) { return static_cast<int>(line.cells.size()) < shortest; });
    std::vector<Cell> next_on(static_cast<std::size_t>(geometry.cell_count()), -1);
    std::vector<bool> used(next_on.size(), false);
    std::vector<std::vector<Cell>> thermometers;
    const auto fits = [&](const Line& line) {
        for (std::size_t i = 0; i < line.cells.size(); ++i) {
            if (used[static_cast<std::size_t>(line.cells[i])]) return false;
            if (i > 0 && crosses(geometry, next_on, line.cells[i - 1], line.cells[i])) return false;
        }
        return true;
    };
    while (static_cast<int>(thermometers.size()) < count) {
        std::erase_if(lines, [&](const Line& line) { return !fits(line); });
        if (lines.empty()) break;
        const bool want_straight = rng.below(3) < kStraightThirds;
        const auto wanted_length = static_cast<std::size_t>(
            shortest + static_cast<int>(rng.below(static_cast<std::uint64_t>(max_length - shortest + 1))));
        // The longest length up to the one drawn that some line of the wanted shape has (either
        // shape when the wanted one has none).
        std::vector<const Line*> pool;
        for (int pass = 0; pass < 2 && pool.empty(); ++pass) {
            std::size_t best = 0;
            for (const Line& line : lines) {
                if (pass == 0 && line.straight != want_straight) continue;
                if (line.cells.size() > wanted_length || line.cells.size() < best) continue;
                if (line.cells.size() > best) pool.clear();
                best = line.cells.size();
                pool.push_back(&line);
            }
        }
        if (pool.empty()) {  // every line is longer than drawn: take the shortest ones
            std::size_t best = lines.front().cells.size();
            for (const Line& line : lines) best = std::min(best, line.cells.size());
            for (const Line& line : lines) {
                if (line.cells.size() == best) pool.push_back(&line);
            }
        }
        const std::vector<Cell> chosen = pool[static_cast<std::size_t>(rng.below(pool.size()))]->cells;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            used[static_cast<std::size_t>(chosen[i])] = true;
            if (i + 1 < chosen.size()) next_on[static_cast<std::size_t>(chosen[i])] = chosen[i + 1];
        }
        thermometers.push_back(chosen);
    }
    return thermometers;
}

}  // namespace gridforge
