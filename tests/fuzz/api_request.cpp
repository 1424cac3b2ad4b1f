// Fuzz target: one request line of `gridforge api` (api::handle), which never throws: every
// answer is a JSON object, a result or an error. Requests for the searching operations (generate,
// solve, count, rate, explain, hint, trace, deduce_*) are skipped: their time grows with the
// puzzle by design, so a slow one is no finding; the readers they share are fuzzed through
// parse, validate, board, conflicts and check.
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/api.hpp"
#include "fuzz_text.hpp"

namespace {

bool searches(std::string_view text) {
    auto request = nlohmann::json::parse(text, nullptr, false);
    if (!request.is_object() || !request.contains("op") || !request["op"].is_string()) return false;
    const auto op = request["op"].get<std::string>();
    return op != "parse" && op != "validate" && op != "board" && op != "conflicts" && op != "check" && op != "version";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto text = gridforge::fuzz::text_of(data, size);
    if (searches(text)) return 0;
    (void)gridforge::api::handle(text);
    return 0;
}
