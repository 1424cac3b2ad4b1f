// Fuzz target: SudokuPad's zipped puzzle JSON (format/sudokupad_zip.hpp) as its scl/ctc ids hold
// it after LZ-String, then its reader (sudokupad_native.hpp) and the JSON form's. Only InputError
// is documented.
#include "format/json_form.hpp"
#include "format/sudokupad_native.hpp"
#include "format/sudokupad_zip.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        auto puzzle = gridforge::format_detail::parse_sudokupad_zipped(gridforge::fuzz::text_of(data, size), 1);
        auto form = gridforge::format_detail::json_form_of_sudokupad(puzzle, 1);
        (void)gridforge::format_detail::read_json_object(form, 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
