#include "gridforge/checked_json.hpp"

#include <string>
#include <unordered_set>

#include <fmt/format.h>


namespace gridforge {
namespace {

using nlohmann::json;

/// nlohmann's explanation without its exception id and position prefix
/// ("[json.exception.parse_error.101] parse error at line 1, column 2: ").
std::string parse_error_reason(const json::parse_error& error) {
    const std::string_view message = error.what();
    const std::size_t marker = message.find("parse error");
    const std::size_t colon = marker == std::string_view::npos ? marker : message.find(": ", marker);
    if (colon == std::string_view::npos) return std::string(message);
    return std::string(message.substr(colon + 2));
}

/// nlohmann's plain DOM builder with two checks made while parsing: the nesting depth, and a key
/// written twice at the top level. A SAX wrapper rather than a parser callback: nlohmann 3.11's
/// callback parser rescans the enclosing list at every closed object, so a list of 300,000 cages
/// took 38 s to read; this stays linear. nlohmann's SAX parser keeps its own state on the heap, so
/// the depth is the only thing that could grow the stack, later, in the caller.
class CheckedJsonBuilder {
public:
    CheckedJsonBuilder(json& result, int line) : dom_(result, /*allow_exceptions=*/true), line_(line) {}

    bool null() { return dom_.null(); }
    bool boolean(bool value) { return dom_.boolean(value); }
    bool number_integer(json::number_integer_t value) { return dom_.number_integer(value); }
    bool number_unsigned(json::number_unsigned_t value) { return dom_.number_unsigned(value); }
    bool number_float(json::number_float_t value, const json::string_t& text) { return dom_.number_float(value, text); }
    bool string(json::string_t& value) { return dom_.string(value); }
    bool binary(json::binary_t& value) { return dom_.binary(value); }
    bool start_object(std::size_t elements) {
        enter();
        return dom_.start_object(elements);
    }
    bool key(json::string_t& value) {
        if (depth_ == 1 && !top_level_keys_.insert(value).second) {
            throw JsonRefused(line_, fmt::format("JSON key '{}': appears twice", value));
        }
        return dom_.key(value);
    }
    bool end_object() {
        --depth_;
        return dom_.end_object();
    }
    bool start_array(std::size_t elements) {
        enter();
        return dom_.start_array(elements);
    }
    bool end_array() {
        --depth_;
        return dom_.end_array();
    }
    template <class Exception>
    bool parse_error(std::size_t position, const std::string& token, const Exception& error) {
        return dom_.parse_error(position, token, error);
    }

private:
    void enter() {
        if (++depth_ > kMaxJsonDepth) throw JsonRefused(line_, fmt::format("JSON nested deeper than {} levels", kMaxJsonDepth));
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    int line_;
    int depth_ = 0;
    std::unordered_set<std::string> top_level_keys_;
};

}  // namespace

nlohmann::json parse_checked_json(std::string_view text, int line) {
    json result;
    CheckedJsonBuilder builder(result, line);
    try {
        json::sax_parse(text.begin(), text.end(), &builder);
        return result;
    } catch (const json::parse_error& error) {
        throw InputError(line, fmt::format("malformed JSON at byte {}: {}", error.byte, parse_error_reason(error)));
    } catch (const json::exception& error) {
        // e.g. out_of_range.406: a number too large for a double ("1e400").
        throw InputError(line, fmt::format("unreadable JSON: {}", error.what()));
    }
}

}  // namespace gridforge
