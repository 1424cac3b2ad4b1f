#pragma once
/// \file
/// Which cells can never hold the same digit, whatever the rest of the grid: what a player's
/// board highlights around the selected cell. Asked of the rules alone (no rule names): two
/// cells are peers when they share a house of any rule, or when some rule that says more than its
/// houses forbids, for every digit d, d in the one once d is placed in the other (a killer cage of
/// fewer than N cells, a white kropki dot, anti-knight).

#include <vector>

#include "gridforge/puzzle.hpp"

namespace gridforge {

/// Per cell in reading order, its peers in reading order (never the cell itself): e is a peer of
/// c when they share a house, or when for every digit d some rule, on the grid holding only d at
/// c, leaves e without d (`Rule::allowed`). Rules whose scope() is not empty and misses c or e are
/// not asked. Symmetric for the rules of this engine; the table is made symmetric regardless
/// (a pair forbidden one way cannot hold the same digit either way).
std::vector<std::vector<Cell>> peer_table(const Puzzle& puzzle);

}  // namespace gridforge
