#pragma once
// The sections of measure_report (gridforge/report/report.hpp), one file each.

#include <nlohmann/json.hpp>

#include "gridforge/report/published.hpp"
#include "gridforge/report/report.hpp"

namespace gridforge::report {

/// "solvers_per_level" and "generation_per_level", into `document`.
void measure_search_sections(const ReportOptions& options, const ReportPlan& plan, nlohmann::ordered_json& document);
/// "mcm" and "clues_vs_nodes", into `document`.
void measure_mcm_sections(const ReportOptions& options, const ReportPlan& plan, const PublishedFigures& published,
                          nlohmann::ordered_json& document);
/// "ratings".
nlohmann::ordered_json measure_ratings(const ReportOptions& options, const ReportPlan& plan);
/// "throughput".
nlohmann::ordered_json measure_throughput_section(const ReportOptions& options, const ReportPlan& plan,
                                                  const PublishedFigures& published);

/// {median, q1, q3, min, max} of a sample (all 0 for an empty one), each key suffixed with `unit`.
nlohmann::ordered_json spread_json(const std::vector<double>& values, const std::string& unit);

}  // namespace gridforge::report
