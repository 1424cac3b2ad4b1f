// Any operation of docs/api.md: the request goes to the engine's API as it is.

#include "boundary.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::require_pointer;

extern "C" {

gf_status gf_request(const char* request, char** answer) {
    return guarded(__func__, [&] {
        require_pointer(answer, "answer");
        *answer = nullptr;
        require_pointer(request, "request");
        const std::string text = gridforge::api::handle(request);
        *answer = gridforge::c_api::owned_string(text);
        // An error answer stays written; the status and the last error say its kind.
        gridforge::c_api::throw_error_answer(nlohmann::json::parse(text));
        return GF_OK;
    });
}

}  // extern "C"
