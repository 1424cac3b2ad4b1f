#pragma once
/// \file
/// The player's grid for `hint --state`: entries (digits beside the givens) and, optionally,
/// pencil marks (the player's candidates per empty cell). Three forms, told apart by their text:
///  - JSON (starts with '{'): {"grid": "<N*N line form>", "candidates": {"r1c1": "128", ...}}; cells
///    not listed in "candidates" keep every candidate their peers allow;
///  - pencil-mark grid: N*N tokens separated by white space (drawing tokens of '|', '+', '-' are
///    skipped): "5" a placed digit, "128" or "{5}" the candidates of an empty cell, "." an empty
///    cell without marks;
///  - line form: N*N characters as a puzzle line (FORMAT.md), entries only.
/// When the text names an existing file, the file's contents are read instead.

#include <optional>
#include <string>

#include "gridforge/candidates.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"

namespace gridforge::cli {

struct PlayerState {
    Grid entries{0};                          ///< givens and entries; 0 = empty
    std::optional<Candidates> pencil_marks;   ///< per cell; unmarked cells hold every digit
};

/// Reads the --state text. Throws std::invalid_argument naming the problem and where ("--state:
/// token 12 'x5' is not a digit list", "--state: JSON key \"candidates\": r10c1 is not a cell").
PlayerState parse_player_state(const std::string& text, const Geometry& geometry);

}  // namespace gridforge::cli
