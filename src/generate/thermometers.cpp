#include <algorithm>
#include <vector>

#include "gridforge/generate_variants.hpp"

namespace gridforge {
namespace {

/// Failed starts allowed per thermometer asked for before the list is returned as it is.
constexpr int kStartsPerThermometer = 20;

}  // namespace

std::vector<std::vector<Cell>> lay_thermometers(const Geometry& geometry, const Grid& solution, Rng& rng, int count,
                                                int max_length) {
    std::vector<bool> used(static_cast<std::size_t>(geometry.cell_count()), false);
    std::vector<bool> dead_end(used.size(), false);  // starts that could not reach 2 cells
    std::vector<std::vector<Cell>> thermometers;
    int failures = 0;
    while (static_cast<int>(thermometers.size()) < count && failures < kStartsPerThermometer * count) {
        std::vector<Cell> starts;
        for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
            if (!used[static_cast<std::size_t>(cell)] && !dead_end[static_cast<std::size_t>(cell)] && 2 * solution.at(cell) <= geometry.size()) starts.push_back(cell);
        }
        if (starts.empty()) break;
        std::vector<Cell> thermometer{starts[static_cast<std::size_t>(rng.below(starts.size()))]};
        while (static_cast<int>(thermometer.size()) < max_length) {
            const Digit here = solution.at(thermometer.back());
            std::vector<Cell> next;
            Digit best = geometry.size() + 1;
            for (Cell beside : king_neighbours(geometry, thermometer.back())) {
                const Digit digit = solution.at(beside);
                if (used[static_cast<std::size_t>(beside)] || digit <= here || digit > best ||
                    std::find(thermometer.begin(), thermometer.end(), beside) != thermometer.end()) {
                    continue;
                }
                if (digit < best) next.clear();
                best = digit;
                next.push_back(beside);
            }
            if (next.empty()) break;
            thermometer.push_back(next[static_cast<std::size_t>(rng.below(next.size()))]);
        }
        if (thermometer.size() < 2) {
            ++failures;
            dead_end[static_cast<std::size_t>(thermometer.front())] = true;
            continue;
        }
        for (Cell cell : thermometer) used[static_cast<std::size_t>(cell)] = true;
        thermometers.push_back(std::move(thermometer));
    }
    return thermometers;
}

}  // namespace gridforge
