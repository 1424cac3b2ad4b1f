#pragma once
/// \file
/// Output shared by the commands: one line per record on stdout, as text or as JSON.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/solve.hpp"

namespace gridforge::cli {

/// "no_solution" | "unique" | "several_solutions".
std::string_view outcome_key(Outcome outcome);
/// The exit code a solve or rate earns for an outcome.
int exit_code_for(Outcome outcome);

/// {"count", "nodes", "deductions"}.
nlohmann::json counters_json(const CountResult& result);

/// Prints a bad record's message: on stdout (one line per record keeps outputs aligned with the
/// inputs) as "error: ..." or {"error": "..."}, and on stderr.
void print_record_error(const std::string& message, bool json);

}  // namespace gridforge::cli
