// Fuzz target: LZ-String decompression (format/lz_string.hpp) in both alphabets, the links' first
// step. Only std::invalid_argument is documented.
#include <stdexcept>

#include "format/lz_string.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace gridforge::format_detail;
    for (auto alphabet : {LzAlphabet::base64, LzAlphabet::uri}) {
        try {
            (void)lz_decompress(gridforge::fuzz::text_of(data, size), alphabet);
        } catch (const std::invalid_argument&) {
        }
    }
    return 0;
}
