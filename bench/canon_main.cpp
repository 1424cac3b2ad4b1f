// bench_canon: classic minlex forms per second over a puzzle file (default: the 49,158 17-clue
// puzzles of tdoku's set; docs/bank.md). Five runs over the whole file; prints each run's rate
// and the median.
//   build/bench/bench_canon [FILE]
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "gridforge/canon.hpp"
#include "gridforge/format.hpp"
#include "report_library.hpp"

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : std::string(GRIDFORGE_SHARED_DATA) + "/tdoku_17_clue.txt";
    std::FILE* file = std::fopen(path.c_str(), "r");
    if (file == nullptr) {
        std::fprintf(stderr, "bench_canon: cannot read %s\n", path.c_str());
        return 2;
    }
    std::vector<gridforge::Grid> grids;
    char line[512];
    while (std::fgets(line, sizeof line, file) != nullptr) {
        if (line[0] == '#' || line[0] == '\n') continue;
        grids.push_back(gridforge::parse_puzzle(line).puzzle.givens());
    }
    std::fclose(file);
    std::vector<double> rates;
    int checksum = 0;
    for (int run = 0; run < 5; ++run) {
        const auto start = std::chrono::steady_clock::now();
        for (const gridforge::Grid& grid : grids) checksum += gridforge::classic_minlex(grid).grid.at(80);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rates.push_back(static_cast<double>(grids.size()) / seconds);
        std::printf("run %d: %zu puzzles in %.3f s: %.0f minlex/s\n", run + 1, grids.size(), seconds, rates.back());
    }
    std::printf("median: %.0f minlex/s (%s; checksum %d)\n", bench::median(rates), path.c_str(), checksum);
    return 0;
}
