#pragma once
// Internal to the SE producers: the peers of a cell of the classic 9x9 grid (classic::kPeers) as a
// table, for the producers that ask "do these two cells see each other" in their inner loops.

#include <bitset>

namespace gridforge::se {

/// Whether two distinct cells share a row, column or block (a cell does not see itself).
bool sees(int a, int b);
/// The 20 peers of `cell` as a set.
const std::bitset<81>& peers_of(int cell);

}  // namespace gridforge::se
