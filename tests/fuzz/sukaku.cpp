// Fuzz target: the pencil-mark (Sukaku) form (read_sukaku, gridforge/format.hpp) on 9x9 and 4x4.
// Only std::invalid_argument is documented.
#include <stdexcept>

#include "gridforge/format.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    for (int side : {9, 4}) {
        try {
            (void)gridforge::read_sukaku(gridforge::fuzz::text_of(data, size), side);
        } catch (const std::invalid_argument&) {
        }
    }
    return 0;
}
