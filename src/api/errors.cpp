// The API's refusals: an Error names its kind and the request key at fault.

#include "gridforge/api.hpp"

namespace gridforge::api {
namespace {

std::string full_message(const std::string& key, const std::string& message) {
    return key.empty() ? message : "request key \"" + key + "\": " + message;
}

}  // namespace

std::string_view error_kind_name(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::usage: return "usage";
        case ErrorKind::input: return "input";
        case ErrorKind::generation: return "generation";
        case ErrorKind::internal: return "internal";
        case ErrorKind::time_limit: return "time_limit";
    }
    return "internal";
}

Error::Error(ErrorKind kind, std::string key, const std::string& message)
    : std::runtime_error(full_message(key, message)), kind_(kind), key_(std::move(key)) {}

nlohmann::json error_json(const Error& error) {
    nlohmann::json out = error.details;
    out["error"] = error.what();
    out["kind"] = error_kind_name(error.kind());
    if (!error.key().empty()) out["key"] = error.key();
    return out;
}

}  // namespace gridforge::api
