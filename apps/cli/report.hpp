#pragma once
/// \file
/// Output shared by the commands: one line per record on stdout, as text or as JSON. The JSON
/// objects themselves are built by the engine's API layer (gridforge/api.hpp), so `--json`
/// answers equal the API's results.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/solve.hpp"

namespace gridforge::cli {

/// The exit code a solve or rate earns for an outcome.
int exit_code_for(Outcome outcome);

/// Writes one JSON object on one line; bytes that are not UTF-8 (in echoed input) are replaced.
void print_json_line(const nlohmann::json& object);

/// The line print_json_line prints, newline included.
std::string json_line(const nlohmann::json& object);

/// Prints a bad record's message: on stdout (one line per record keeps outputs aligned with the
/// inputs) as "error: ..." or {"error": "..."}, and on stderr.
void print_record_error(const std::string& message, bool json);

}  // namespace gridforge::cli
