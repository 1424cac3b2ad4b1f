#pragma once
/// \file
/// `gridforge show PUZZLE...`: each puzzle drawn for a person, every variant rule visible.

#include <CLI/CLI.hpp>

#include "commands.hpp"

namespace gridforge::cli {

void add_show_command(CLI::App& app, Action& run);

}  // namespace gridforge::cli
