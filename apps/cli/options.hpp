#pragma once
/// \file
/// Options several commands share, declared once.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::cli {

/// Positional INPUT...: puzzles, files, or "-" (standard input, also the default).
void add_inputs_option(CLI::App& command, std::vector<std::string>& inputs);
/// --json: one JSON object per line instead of text.
void add_json_flag(CLI::App& command, bool& json);
/// --strategy NAME, checked against the solver registry; empty means "fastest that supports it".
/// With `accept_list`, "list" is accepted too (count --strategy list).
void add_strategy_option(CLI::App& command, std::string& strategy, bool accept_list = false);
/// One line per registered solver: its name, then what it does and which rule lists it serves.
void print_strategy_list();

/// The solver named `strategy`, or the fastest supporting the puzzle when it is empty.
const Solver& pick_solver(const std::string& strategy, const Puzzle& puzzle);

}  // namespace gridforge::cli
