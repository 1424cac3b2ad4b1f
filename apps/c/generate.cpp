// Generating through the API's generate operation, which owns the options' names, defaults and
// bounds (docs/api.md); the answer is read back as a puzzle with its metadata.

#include "boundary.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::require_pointer;

namespace gridforge::c_api {
namespace {

/// The generate request of `options`: a key for each option that is not left at its default.
nlohmann::json generate_request(const gf_generate_options& options) {
    nlohmann::json request{{"op", "generate"}, {"seed", options.seed}};
    set_texts(request, {{"variant", options.variant}, {"scale", options.scale}, {"level", options.level},
                        {"symmetry", options.symmetry}});
    if (options.size != 0) request["size"] = options.size;
    if (options.attempts != 0) request["attempts"] = options.attempts;
    return request;
}

}  // namespace
}  // namespace gridforge::c_api

extern "C" {

void gf_generate_options_init(gf_generate_options* options) {
    if (options == nullptr) return;
    *options = gf_generate_options{};
    options->seed = 1;
}

gf_status gf_generate(const gf_generate_options* options, gf_puzzle** puzzle) {
    return guarded(__func__, [&] {
        require_pointer(puzzle, "puzzle");
        *puzzle = nullptr;
        gf_generate_options chosen;
        gf_generate_options_init(&chosen);
        if (options != nullptr) chosen = *options;
        const nlohmann::json answer = gridforge::c_api::api_answer(gridforge::c_api::generate_request(chosen));
        *puzzle = new gf_puzzle{gridforge::parse_puzzle(answer.dump(), 1)};
        return GF_OK;
    });
}

}  // extern "C"
