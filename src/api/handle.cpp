// The entry point: JSON text in, JSON text out, every failure answered as an error object.

#include <array>
#include <utility>

#include "api/operations.hpp"
#include "gridforge/api.hpp"
#include "gridforge/checked_json.hpp"
#include "gridforge/deadline.hpp"

namespace gridforge::api {
namespace {

constexpr std::array<std::pair<std::string_view, Operation>, 17> kOperations{{
    {"version", op_version},
    {"parse", op_parse},
    {"generate", op_generate},
    {"solve", op_solve},
    {"count", op_count},
    {"validate", op_validate},
    {"rate", op_rate},
    {"explain", op_explain},
    {"hint", op_hint},
    {"check", op_check},
    {"trace", op_trace},
    {"board", op_board},
    {"conflicts", op_conflicts},
    {"deduce_mark", op_deduce_mark},
    {"deduce_hint", op_deduce_hint},
    {"deduce_rate", op_deduce_rate},
    {"deduce_explain", op_deduce_explain},
}};

std::string dump(const nlohmann::json& answer) {
    return answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

nlohmann::json answer(std::string_view text) {
    nlohmann::json object;
    try {
        object = parse_checked_json(text);
    } catch (const JsonRefused& error) {
        throw Error(ErrorKind::usage, "", std::string("the request: ") + error.what());
    } catch (const InputError& error) {
        // The message names the byte and what was expected there.
        throw Error(ErrorKind::usage, "", std::string("the request is not JSON: ") + error.what());
    }
    if (!object.is_object()) throw Error(ErrorKind::usage, "", "the request is not a JSON object but " + describe_type(object));
    const auto op = object.find("op");
    if (op == object.end()) refuse("op", "missing: the operation to run (" + operation_names() + ")");
    if (!op->is_string()) refuse("op", "expected a string, got " + describe_type(*op));
    const Operation operation = find_operation(op->get<std::string>());
    if (operation == nullptr) refuse("op", "unknown op '" + op->get<std::string>() + "' (ops: " + operation_names() + ")");
    const Request request(object);
    // Read before the op's own keys: a bad limit is refused whatever else the request says.
    const std::optional<double> limit = request.time_limit();
    if (!limit) return operation(request);
    const DeadlineScope deadline(*limit);
    try {
        return operation(request);
    } catch (const DeadlineReached& reached) {
        Error error(ErrorKind::time_limit, "time_limit", std::string(reached.what()) + " before op " + request.op() + " was answered");
        error.details["time_limit"] = *limit;
        throw error;
    }
}

}  // namespace

Operation find_operation(std::string_view op) {
    for (const auto& [name, operation] : kOperations) {
        if (name == op) return operation;
    }
    return nullptr;
}

std::string operation_names() {
    std::string names;
    for (const auto& entry : kOperations) names += (names.empty() ? "" : ", ") + std::string(entry.first);
    return names;
}

std::string handle(std::string_view request) {
    // Nothing may escape: a front end (a Web Worker) has no way to recover from a throw.
    try {
        try {
            return dump(answer(request));
        } catch (const Error& error) {
            return dump(error_json(error));
        } catch (const std::exception& error) {
            return dump(error_json(Error(ErrorKind::internal, "", std::string("internal error: ") + error.what())));
        } catch (...) {
            return dump(error_json(Error(ErrorKind::internal, "", "internal error: unknown exception")));
        }
    } catch (...) {  // building the error answer itself failed (out of memory)
        return R"({"error":"internal error: the answer could not be built","kind":"internal"})";
    }
}

}  // namespace gridforge::api
