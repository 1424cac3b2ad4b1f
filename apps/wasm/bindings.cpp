// The web player's entry point: embind exposes gridforge::api::handle to JavaScript as
// `module.handle(requestJson) -> responseJson`. Every JSON and error concern lives in the API
// layer (src/api), which never throws; this file only crosses the language boundary.
#include <emscripten/bind.h>

#include <string>

#include "gridforge/api.hpp"

namespace {

/// embind passes JavaScript strings as std::string (UTF-8), not as std::string_view.
std::string handle(std::string request) { return gridforge::api::handle(request); }

}  // namespace

EMSCRIPTEN_BINDINGS(gridforge) { emscripten::function("handle", &handle); }
