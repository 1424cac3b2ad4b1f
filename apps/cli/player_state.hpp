#pragma once
/// \file
/// The player's grid for `hint --state`: the text forms api::parse_player_state reads (JSON,
/// pencil-mark grid, line form), or a file holding one of them.

#include <string>

#include "gridforge/api.hpp"

namespace gridforge::cli {

/// Reads the --state argument for `puzzle`; when it names an existing file, the file's contents;
/// "-": standard input (read once, whole).
/// Throws std::invalid_argument naming the problem after "--state: " (`hint` exits with the input code, 3).
api::PlayerState read_player_state(const std::string& argument, const Puzzle& puzzle);

}  // namespace gridforge::cli
