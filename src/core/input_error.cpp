#include <string>

#include <fmt/format.h>

#include "gridforge/input_error.hpp"

namespace gridforge {
namespace {

/// "line 2, column 7: <message>", leaving out the parts that are 0.
std::string with_place(int line, int column, std::string message) {
    std::string place;
    if (line > 0) place = fmt::format("line {}", line);
    if (column > 0) place += fmt::format("{}column {}", place.empty() ? "" : ", ", column);
    if (place.empty()) return message;
    return place + ": " + message;
}

}  // namespace

InputError::InputError(int line, std::string message) : InputError(line, 0, std::move(message)) {}

InputError::InputError(int line, int column, std::string message)
    : std::runtime_error(with_place(line, column, std::move(message))), line_(line), column_(column) {}

}  // namespace gridforge
