// Fuzz target: f-puzzles' JSON (format/fpuzzles.hpp), past the link's compression, then the JSON
// form's reader as the importer's caller does. Only InputError is documented; text that is no
// JSON is left out (nlohmann's parser is not ours).
#include <nlohmann/json.hpp>

#include "format/fpuzzles.hpp"
#include "format/json_form.hpp"
#include "fuzz_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        auto object = gridforge::format_detail::parse_json_object(gridforge::fuzz::text_of(data, size), 1);
        auto form = gridforge::format_detail::json_form_of_fpuzzles(object, 1);
        (void)gridforge::format_detail::read_json_object(form, 1);
    } catch (const gridforge::InputError&) {
    }
    return 0;
}
