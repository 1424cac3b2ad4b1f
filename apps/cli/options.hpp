#pragma once
/// \file
/// Options several commands share, declared once.

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "gridforge/format.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::cli {

/// Positional INPUT...: puzzles, files, or "-" (standard input, also the default); and --digits
/// (add_digits_option), which every command that reads puzzles takes, so that the advice of the
/// ambiguous-board refusal ("choose with --digits hex") holds wherever it is given.
void add_inputs_option(CLI::App& command, std::vector<std::string>& inputs, std::string& digits);
/// --digits letters|hex: how boards of 10x10 up write their digits, read and written
/// (docs/formats.md, "Digits of boards from 10x10 up"); unset, reading refuses the ambiguous board
/// and writing uses letters.
void add_digits_option(CLI::App& command, std::string& digits);
/// The style --digits chose: "" (not given) is DigitStyle::unstated.
DigitStyle digit_style_of(const std::string& digits);
/// --seed S kept as text, checked whole by api::parse_seed (0..2^64-1): CLI11 would read "-1" into
/// an unsigned integer as 2^64-1. The command reads the value with api::parse_seed.
CLI::Option* add_seed_option(CLI::App& command, std::string& seed_text, const std::string& help);
/// --json: one JSON object per line instead of text.
void add_json_flag(CLI::App& command, bool& json);
/// --strategy NAME, checked against the solver registry; empty means "fastest that supports it".
/// With `accept_list`, "list" is accepted too (count --strategy list).
void add_strategy_option(CLI::App& command, std::string& strategy, bool accept_list = false);
/// One line per registered solver: its name, then what it does and which rule lists it serves.
void print_strategy_list();

/// The file of the `index`-th of several outputs (1-based): `path` itself for the first, then
/// `path` with "-2", "-3", ... before its extension ("board.svg", "board-2.svg").
std::string numbered_path(const std::string& path, int index);

/// Writes `content` to the file at `path` (replacing it); false when it cannot be written.
bool write_file(const std::string& path, const std::string& content);

/// The solver named `strategy`, or the fastest supporting the puzzle when it is empty.
const Solver& pick_solver(const std::string& strategy, const Puzzle& puzzle);

}  // namespace gridforge::cli
