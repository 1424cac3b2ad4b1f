#pragma once
/// \file
/// Time per call measured in series: each series is one batch of consecutive calls timed as a
/// whole with std::chrono::steady_clock; time per call = batch time / batch size. The call index
/// keeps counting across series, so a caller cycling through a set of puzzles covers
/// series × batch different positions.

#include <cstddef>
#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

namespace gridforge::report {

struct SeriesPlan {
    int series = 5;   ///< number of series (the median is taken over these)
    int batch = 20;   ///< calls per series
};

struct SeriesTiming {
    std::vector<double> per_call_us;  ///< one value per series: batch time / batch, in µs
    double median_us = 0.0;
    double min_us = 0.0;
    double max_us = 0.0;
};

/// Runs plan.series batches of plan.batch calls of `call(index)`, index = 0, 1, 2, ... across all
/// series.
SeriesTiming time_series(const SeriesPlan& plan, const std::function<void(std::size_t)>& call);

/// {median_us, min_us, max_us, series_us: [...]}, as the reports write a timing.
nlohmann::ordered_json timing_json(const SeriesTiming& timing);

}  // namespace gridforge::report
