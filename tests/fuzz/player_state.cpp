// Fuzz target: the player's state (api::parse_player_state: JSON, pencil-mark grid, line form) of
// a fixed classic puzzle. Only std::invalid_argument is documented.
#include <stdexcept>

#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // top95's first puzzle (tests/data/top95.txt).
    static const gridforge::Puzzle puzzle =
        gridforge::parse_puzzle("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").puzzle;
    try {
        (void)gridforge::api::parse_player_state(gridforge::fuzz::text_of(data, size), puzzle);
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
