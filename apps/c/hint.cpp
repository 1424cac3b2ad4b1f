// Hints through the API's hint operation, which reads the player's state in every form and grades
// the hint (docs/api.md).

#include <string>

#include <fmt/format.h>

#include "boundary.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::owned_string;
using gridforge::c_api::record_of;

extern "C" {

gf_status gf_hint(const gf_puzzle* puzzle, const char* state, int level, char** json, char** sentence) {
    return guarded(__func__, [&] {
        if (json != nullptr) *json = nullptr;
        if (sentence != nullptr) *sentence = nullptr;
        nlohmann::json request{{"op", "hint"}, {"puzzle", gridforge::write_json(record_of(puzzle))}, {"level", level}};
        if (state != nullptr) request["state"] = state;
        const nlohmann::json answer = gridforge::c_api::api_answer(request);
        const nlohmann::json& hint = answer.at("x-hint");
        if (hint.contains("outcome")) {  // not unique: the only answer without a text
            // Compared as text: GCC 12 warns falsely (-Warray-bounds) on json == string here.
            const std::string outcome = hint.at("outcome").get<std::string>();
            const bool none = outcome == gridforge::api::outcome_key(gridforge::Outcome::no_solution);
            throw gridforge::c_api::OutcomeError(none ? gridforge::Outcome::no_solution
                                                      : gridforge::Outcome::several_solutions);
        }
        char* answer_text = json != nullptr ? owned_string(answer.dump()) : nullptr;
        try {
            if (sentence != nullptr) *sentence = owned_string(hint.at("text").get<std::string>());
        } catch (...) {
            gf_string_free(answer_text);
            throw;
        }
        if (json != nullptr) *json = answer_text;
        return GF_OK;
    });
}

}  // extern "C"
