#include "gridforge/report/report.hpp"

#include <chrono>

#include "gridforge/report/statistics.hpp"
#include "report_sections.hpp"

namespace gridforge::report {

ReportPlan report_plan(bool quick) {
    ReportPlan plan;
    if (!quick) return plan;
    plan.seeds_per_level = 4;
    plan.series = SeriesPlan{3, 5};
    plan.mcm_puzzles = 110;
    plan.se_reference_limit = 12;
    plan.shared_rated_limit = 12;
    plan.throughput = ThroughputPlan{3, 0.05, 5.0};
    plan.replicate_to = 2000;
    return plan;
}

nlohmann::ordered_json spread_json(const std::vector<double>& values, const std::string& unit) {
    const bool any = !values.empty();
    return {{"median" + unit, any ? median(values) : 0.0},
            {"q1" + unit, any ? quantile(values, 0.25) : 0.0},
            {"q3" + unit, any ? quantile(values, 0.75) : 0.0},
            {"min" + unit, any ? quantile(values, 0.0) : 0.0},
            {"max" + unit, any ? quantile(values, 1.0) : 0.0}};
}

nlohmann::ordered_json measure_report(const ReportOptions& options, const Environment& environment) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    const ReportPlan plan = report_plan(options.quick);
    const PublishedFigures published = load_published_figures(options.published_figures);

    nlohmann::ordered_json document;
    document["schema"] = "gridforge-report/1";
    document["environment"] = {{"cpu", environment.cpu_model},     {"hardware_threads", environment.cores},
                               {"machine", environment.machine},   {"compiler", environment.compiler},
                               {"build_type", environment.build_type}, {"assertions", environment.assertions},
                               {"date_utc", environment.date_utc}, {"command", environment.command},
                               {"load_average_before", load_average()}};
    document["plan"] = {{"quick", options.quick},
                        {"seed", options.seed},
                        {"seeds_per_level", plan.seeds_per_level},
                        {"generation_attempts", plan.generation_attempts},
                        {"series", plan.series.series},
                        {"calls_per_series", plan.series.batch},
                        {"mcm_puzzles", plan.mcm_puzzles},
                        {"se_reference_limit", plan.se_reference_limit},
                        {"shared_rated_limit", plan.shared_rated_limit},
                        {"throughput_passes", plan.throughput.runs},
                        {"throughput_budget_s", plan.throughput.budget_s},
                        {"throughput_replicate_to", plan.replicate_to}};
    document["units"] = {{"_us", "microseconds"},
                         {"_ms", "milliseconds"},
                         {"_s", "seconds"},
                         {"_per_s", "per second"},
                         {"nodes", "digits tried by the solver's search (CountResult::nodes), mean per puzzle"},
                         {"ratio", "limit-2 time / limit-1 time, both medians"},
                         {"share", "fraction in [0, 1]"}};
    measure_search_sections(options, plan, document);
    measure_mcm_sections(options, plan, published, document);
    document["ratings"] = measure_ratings(options, plan);
    document["throughput"] = measure_throughput_section(options, plan, published);
    document["environment"]["load_average_after"] = load_average();
    document["environment"]["run_s"] = std::chrono::duration<double>(Clock::now() - start).count();
    return document;
}

}  // namespace gridforge::report
