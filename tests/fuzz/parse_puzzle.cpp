// Fuzz target: parse_puzzle, the reader of one puzzle argument in any form, told apart by its text
// (drawn grid over several lines, line form, JSON, links and ids, .sdk metadata lines). The seeds
// are mostly drawn grids, so this is the drawn grid's target too. Only InputError is documented.
#include "gridforge/format.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)gridforge::parse_puzzle(gridforge::fuzz::text_of(data, size));
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
