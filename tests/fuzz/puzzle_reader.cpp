// Fuzz target: PuzzleReader, the reader of puzzle files and standard input (every record kind in
// one stream). It reports bad records as items and throws nothing.
#include <sstream>
#include <string>

#include "gridforge/format.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::istringstream in{std::string(gridforge::fuzz::text_of(data, size))};
    gridforge::PuzzleReader reader(in);
    while (reader.next()) {
    }
    return 0;
}
