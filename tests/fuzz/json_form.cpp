// Fuzz target: the JSON form (format/json_form.hpp) with its rule keys (json_rules). Only
// InputError is documented.
#include "format/json_form.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        (void)gridforge::format_detail::read_json_form(gridforge::fuzz::text_of(data, size), 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
