// Fuzz target: Simon Tatham's Solo game ids (format/tatham_solo.hpp), then the JSON form's reader
// as the importer's caller does. Only InputError is documented.
#include "format/json_form.hpp"
#include "format/tatham_solo.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        auto form = gridforge::format_detail::json_form_of_solo_id(gridforge::fuzz::text_of(data, size), 1);
        (void)gridforge::format_detail::read_json_object(form, 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
