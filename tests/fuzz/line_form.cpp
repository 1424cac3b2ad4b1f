// Fuzz target: the line form (format/line_form.hpp). Only InputError is documented.
#include "format/line_form.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)gridforge::format_detail::read_line_form(gridforge::fuzz::text_of(data, size), 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
