#pragma once
/// \file
/// Everything one run of bench_search measured, and the two writers of it.

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "calibration.hpp"
#include "report_library.hpp"

namespace bench {

struct SetInfo {
    std::string name;
    std::string source;
    std::size_t puzzles = 0;
};

struct BenchResults {
    Environment environment;
    SeriesPlan plan;
    int seeds_per_level = 12;
    int generation_attempts = 120;
    std::vector<SetInfo> sets;
    std::vector<std::string> skipped_solvers;
    std::vector<SolverSetResult> solvers;
    std::vector<LevelGeneration> generation;
    std::optional<Calibration> calibration;
};

nlohmann::ordered_json to_json(const BenchResults& results);
std::string to_markdown(const BenchResults& results);

}  // namespace bench
