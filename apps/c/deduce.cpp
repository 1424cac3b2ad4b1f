// Deduction grids through the API's operations (docs/api.md, docs/deduce.md): the puzzle stays
// JSON text on this side, as the web player keeps it.

#include "boundary.hpp"
#include "gridforge/checked_json.hpp"

using gridforge::c_api::api_answer;
using gridforge::c_api::require_pointer;
using gridforge::c_api::text_output;

extern "C" {

gf_status gf_deduce_generate(const char* size, const char* mode, const char* band, const char* theme, uint64_t seed,
                             char** json) {
    return text_output(__func__, json, "json", [&] {
        nlohmann::json request{{"op", "generate"}, {"family", "deduce"}, {"seed", seed}};
        gridforge::c_api::set_texts(request, {{"size", size}, {"mode", mode}, {"band", band}, {"theme", theme}});
        return api_answer(request).dump();
    });
}

gf_status gf_deduce_solve(const char* puzzle, char** json) {
    return text_output(__func__, json, "json", [&] {
        require_pointer(puzzle, "puzzle");
        return api_answer({{"op", "deduce_explain"}, {"puzzle", puzzle}}).dump();
    });
}

gf_status gf_deduce_hint(const char* puzzle, const char* moves, char** json) {
    return text_output(__func__, json, "json", [&] {
        require_pointer(puzzle, "puzzle");
        nlohmann::json request{{"op", "deduce_hint"}, {"puzzle", puzzle}};
        if (moves != nullptr) {
            try {
                request["moves"] = gridforge::parse_checked_json(moves);
            } catch (const gridforge::JsonRefused& error) {
                throw gridforge::InputError(0, std::string("moves: ") + error.what());
            } catch (const gridforge::InputError& error) {
                throw gridforge::InputError(0, std::string("moves is not JSON: ") + error.what());
            }
        }
        return api_answer(request).dump();
    });
}

}  // extern "C"
