#pragma once
/// \file
/// The operations of docs/api.md, one function each, grouped by family in the ops_*.cpp files.
/// Each reads its keys through the Request (which names the key at fault) and answers with the
/// result object the public builders of api.hpp make; refusals are thrown as api::Error.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "api/request.hpp"

namespace gridforge::api {

using Operation = nlohmann::json (*)(const Request& request);

/// The operation named `op`, or nullptr.
Operation find_operation(std::string_view op);
/// "version, parse, generate, ...": every op name, for messages.
std::string operation_names();

nlohmann::json op_version(const Request& request);
nlohmann::json op_parse(const Request& request);
nlohmann::json op_generate(const Request& request);  // both families
nlohmann::json op_solve(const Request& request);
nlohmann::json op_count(const Request& request);
nlohmann::json op_validate(const Request& request);
nlohmann::json op_rate(const Request& request);
nlohmann::json op_explain(const Request& request);
nlohmann::json op_hint(const Request& request);
nlohmann::json op_check(const Request& request);
nlohmann::json op_trace(const Request& request);
nlohmann::json op_board(const Request& request);
nlohmann::json op_conflicts(const Request& request);
nlohmann::json op_deduce_mark(const Request& request);
nlohmann::json op_deduce_hint(const Request& request);
nlohmann::json op_deduce_rate(const Request& request);
nlohmann::json op_deduce_explain(const Request& request);

}  // namespace gridforge::api
