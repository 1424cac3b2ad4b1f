#include "gridforge/report/throughput_sets.hpp"

#include <filesystem>
#include <fstream>
#include <numeric>
#include <stdexcept>

#include "gridforge/rng.hpp"
#include "gridforge/transform.hpp"

namespace gridforge::report {
namespace {

constexpr int kClassicSize = 9;

/// One line of 81 cells as a grid; nullopt when it is not one.
std::optional<gridforge::Grid> grid_from_line(const std::string& line) {
    std::string cells = line;
    while (!cells.empty() && (cells.back() == '\r' || cells.back() == ' ')) cells.pop_back();
    if (cells.size() != static_cast<std::size_t>(kClassicSize * kClassicSize)) return std::nullopt;
    gridforge::Grid grid(kClassicSize);
    for (gridforge::Cell cell = 0; cell < grid.cell_count(); ++cell) {
        const char c = cells[static_cast<std::size_t>(cell)];
        if (gridforge::is_empty_mark(c)) continue;
        const std::optional<gridforge::Digit> digit = gridforge::digit_from_char(c);
        if (!digit || *digit > kClassicSize) return std::nullopt;
        grid.set(cell, *digit);
    }
    return grid;
}

}  // namespace

std::vector<ThroughputSetSpec> throughput_set_specs(const std::string& test_data, const std::string& shared_data,
                                                    const PublishedFigures& published) {
    std::vector<ThroughputSetSpec> specs{
        {"top95", test_data + "/top95.txt", 1, 0.0, std::nullopt},
        {"magictour_top1465", test_data + "/tdoku_magictour_top1465.txt", 1, 0.0, std::nullopt},
        {"17-clue", shared_data + "/tdoku_17_clue.txt", 1, 0.0, std::nullopt},
        {"forum_hardest_1905_11plus", shared_data + "/tdoku_forum_hardest_1905_11plus.txt", 1, 0.0, std::nullopt},
        {"serg_benchmark", shared_data + "/tdoku_serg_benchmark.txt", 2, 0.0, std::nullopt},
    };
    for (ThroughputSetSpec& spec : specs) {
        const auto figures = published.tdoku.find(spec.name);
        if (figures == published.tdoku.end()) continue;
        spec.tdoku_target_per_s = figures->second.puzzles_per_s;
        spec.tdoku_guesses = figures->second.guesses_per_puzzle;
    }
    return specs;
}


std::optional<ThroughputSet> load_throughput_set(const ThroughputSetSpec& spec, std::size_t replicate_to,
                                                 std::uint64_t seed) {
    if (!std::filesystem::exists(spec.path)) return std::nullopt;
    std::ifstream in(spec.path);
    if (!in) throw std::runtime_error("cannot open puzzle file '" + spec.path + "'");

    // Every puzzle shares one classic rule list and topology (with_givens): building a topology
    // per puzzle would cost more than solving it, and ~10 kB each over 49,158 puzzles.
    const gridforge::Puzzle empty = gridforge::Puzzle::classic(gridforge::Grid(kClassicSize));
    std::vector<gridforge::Grid> grids;
    std::vector<std::size_t> lines;
    std::size_t line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#' || line == "\r") continue;
        std::optional<gridforge::Grid> grid = grid_from_line(line);
        if (!grid) throw std::runtime_error(spec.path + ": line " + std::to_string(line_number) + ": not 81 cells");
        grids.push_back(std::move(*grid));
        lines.push_back(line_number);
    }
    if (grids.empty()) throw std::runtime_error("no puzzles in '" + spec.path + "'");

    ThroughputSet set;
    set.spec = spec;
    set.file_lines = grids.size();
    set.replicated = grids.size() < replicate_to;
    gridforge::Rng rng(seed);
    std::vector<std::size_t> order(grids.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const std::size_t total = set.replicated ? replicate_to : grids.size();
    set.puzzles.reserve(total);
    set.origin_line.reserve(total);
    const gridforge::Geometry geometry(kClassicSize);
    // Rounds of the whole file in a fresh order each: a prefix of any length covers the lines
    // evenly (no line is copied twice before every line was copied once).
    while (set.puzzles.size() < total) {
        rng.shuffle(order);
        for (std::size_t i = 0; i < order.size() && set.puzzles.size() < total; ++i) {
            const gridforge::Grid& grid = grids[order[i]];
            set.puzzles.push_back(empty.with_givens(
                set.replicated ? gridforge::apply(gridforge::random_grid_transform(geometry, rng), grid) : grid));
            set.origin_line.push_back(lines[order[i]]);
        }
    }
    return set;
}

}  // namespace gridforge::report
