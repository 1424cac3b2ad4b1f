// Deduction grids through the API's operations (docs/api.md, docs/deduce.md): the puzzle stays
// JSON text on this side, as the web player keeps it.

#include "boundary.hpp"

using gridforge::c_api::api_answer;
using gridforge::c_api::guarded;
using gridforge::c_api::owned_string;
using gridforge::c_api::require_pointer;

extern "C" {

gf_status gf_deduce_generate(const char* size, const char* mode, const char* band, const char* theme, uint64_t seed,
                             char** json) {
    return guarded(__func__, [&] {
        require_pointer(json, "json");
        *json = nullptr;
        nlohmann::json request{{"op", "generate"}, {"family", "deduce"}, {"seed", seed}};
        for (const auto& [key, text] : {std::pair{"size", size}, std::pair{"mode", mode}, std::pair{"band", band},
                                        std::pair{"theme", theme}}) {
            if (text != nullptr) request[key] = text;
        }
        *json = owned_string(api_answer(request).dump());
        return GF_OK;
    });
}

gf_status gf_deduce_solve(const char* puzzle, char** json) {
    return guarded(__func__, [&] {
        require_pointer(json, "json");
        *json = nullptr;
        require_pointer(puzzle, "puzzle");
        *json = owned_string(api_answer({{"op", "deduce_explain"}, {"puzzle", puzzle}}).dump());
        return GF_OK;
    });
}

gf_status gf_deduce_hint(const char* puzzle, const char* moves, char** json) {
    return guarded(__func__, [&] {
        require_pointer(json, "json");
        *json = nullptr;
        require_pointer(puzzle, "puzzle");
        nlohmann::json request{{"op", "deduce_hint"}, {"puzzle", puzzle}};
        if (moves != nullptr) {
            try {
                request["moves"] = nlohmann::json::parse(moves);
            } catch (const nlohmann::json::parse_error& error) {
                throw gridforge::InputError(0, std::string("moves is not JSON: ") + error.what());
            }
        }
        *json = owned_string(api_answer(request).dump());
        return GF_OK;
    });
}

}  // extern "C"
