#pragma once
/// \file
/// Output shared by the commands: one line per record on stdout, as text or as JSON.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/format.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::cli {

/// "no_solution" | "unique" | "several_solutions".
std::string_view outcome_key(Outcome outcome);
/// The exit code a solve or rate earns for an outcome.
int exit_code_for(Outcome outcome);

/// {"count", "nodes", "choices", "deductions"}.
nlohmann::json counters_json(const CountResult& result);

/// The record as a FORMAT.md JSON object for a command's answer: results the input may have
/// carried (`solution`, `level`, `rating`) are dropped, since this run's results replace them,
/// and `solution` is set when given; the line form's comment is kept as `x-comment`. Commands add
/// their results as metadata keys (`level`, `rating`, `x-...`), so the output reads back as input.
nlohmann::json answer_json(const PuzzleRecord& record, const std::optional<Grid>& solution);

/// Writes one JSON object on one line; bytes that are not UTF-8 (in echoed input) are replaced.
void print_json_line(const nlohmann::json& object);

/// Prints a bad record's message: on stdout (one line per record keeps outputs aligned with the
/// inputs) as "error: ..." or {"error": "..."}, and on stderr.
void print_record_error(const std::string& message, bool json);

}  // namespace gridforge::cli
