// Fuzz target: links and ids (format/shared_link.hpp): f-puzzles and SudokuPad links (LZ-String,
// f-puzzles JSON, SudokuPad's zipped JSON), sudokuwiki.org links, Solo game ids. Only InputError
// is documented.
#include "format/shared_link.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)gridforge::format_detail::read_shared_link(gridforge::fuzz::text_of(data, size), 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
