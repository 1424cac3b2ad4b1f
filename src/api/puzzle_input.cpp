#include "api/puzzle_input.hpp"

#include "gridforge/checked_json.hpp"
#include "gridforge/deduce/json.hpp"

namespace gridforge::api {
namespace {

constexpr const char* kKey = "puzzle";

/// The object a text holds when it is JSON within the limits; null otherwise (the Sudoku reader
/// then names the fault).
nlohmann::json json_of_text(const std::string& text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || text[first] != '{') return nlohmann::json();
    try {
        return parse_checked_json(text);
    } catch (const InputError&) {
        return nlohmann::json();
    }
}

[[noreturn]] void unreadable(const std::string& message) { throw Error(ErrorKind::input, kKey, message); }

}  // namespace

bool is_deduce_puzzle(const nlohmann::json& value) {
    if (value.is_object()) return value.contains("format");
    if (value.is_string()) {
        const nlohmann::json object = json_of_text(value.get<std::string>());
        return object.is_object() && object.contains("format");
    }
    return false;
}

PuzzleRecord read_sudoku_puzzle(const Request& request) {
    const nlohmann::json& value = request.required(kKey);
    if (!value.is_object() && !value.is_string()) {
        refuse(kKey, "expected a puzzle (a JSON puzzle object or the text of one puzzle), got " + describe_type(value));
    }
    if (is_deduce_puzzle(value)) {
        refuse(kKey, "a deduction puzzle; op " + request.op() + " takes a Sudoku puzzle (deduction grids: deduce_mark, "
                     "deduce_hint, deduce_rate, deduce_explain)");
    }
    DigitStyle digits = DigitStyle::unstated;
    if (request.has("digits")) {
        const std::string name = request.text("digits", "");
        const auto style = digit_style_named(name);
        if (!style) refuse("digits", "'" + name + "' is not a digit style (letters, hex)");
        digits = *style;
    }
    try {
        return parse_puzzle(value.is_string() ? value.get<std::string>() : value.dump(), 1, digits);
    } catch (const InputError& error) {
        unreadable(error.what());
    }
}

deduce::DeducePuzzle read_deduce_puzzle(const Request& request, deduce::DeduceAnalysis* analysis) {
    const nlohmann::json& value = request.required(kKey);
    if (!value.is_object() && !value.is_string()) {
        refuse(kKey, "expected a deduction puzzle (the gridforge-deduce/1 object or its text), got " + describe_type(value));
    }
    try {
        if (value.is_string()) return deduce::read_deduce_puzzle(value.get<std::string>(), analysis);
        return deduce::from_json(value, analysis);
    } catch (const deduce::DeduceFormatError& error) {
        unreadable(error.what());
    }
}

}  // namespace gridforge::api
