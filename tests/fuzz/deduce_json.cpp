// Fuzz target: the deduction grid's JSON (gridforge/deduce/json.hpp), with its optional analysis
// keys. Only InputError (DeduceFormatError is one) is documented.
#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/json.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        gridforge::deduce::DeduceAnalysis analysis;
        (void)gridforge::deduce::read_deduce_puzzle(gridforge::fuzz::text_of(data, size), &analysis);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
