#include "gridforge/report/series_timer.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "gridforge/report/statistics.hpp"

namespace gridforge::report {

SeriesTiming time_series(const SeriesPlan& plan, const std::function<void(std::size_t)>& call) {
    if (plan.series < 1 || plan.batch < 1) throw std::invalid_argument("time_series: series and batch must be >= 1");
    using Clock = std::chrono::steady_clock;
    SeriesTiming timing;
    std::size_t index = 0;
    for (int s = 0; s < plan.series; ++s) {
        const Clock::time_point start = Clock::now();
        for (int b = 0; b < plan.batch; ++b) call(index++);
        const Clock::time_point stop = Clock::now();
        const double batch_us = std::chrono::duration<double, std::micro>(stop - start).count();
        timing.per_call_us.push_back(batch_us / plan.batch);
    }
    timing.median_us = median(timing.per_call_us);
    timing.min_us = *std::min_element(timing.per_call_us.begin(), timing.per_call_us.end());
    timing.max_us = *std::max_element(timing.per_call_us.begin(), timing.per_call_us.end());
    return timing;
}

nlohmann::ordered_json timing_json(const SeriesTiming& timing) {
    return {{"median_us", timing.median_us},
            {"min_us", timing.min_us},
            {"max_us", timing.max_us},
            {"series_us", timing.per_call_us}};
}

}  // namespace gridforge::report
