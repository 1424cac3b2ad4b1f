#include "format/json_form.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include "format/cell_text.hpp"
#include "format/json_rules.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

/// Keys that describe the puzzle without changing it (docs/formats.md); kept verbatim on round trip.
constexpr std::array<std::string_view, 7> kMetadataKeys = {"solution", "title", "author", "rules",
                                                           "source",   "level", "rating"};
bool is_metadata_key(std::string_view key) {
    return key.starts_with("x-") || std::find(kMetadataKeys.begin(), kMetadataKeys.end(), key) != kMetadataKeys.end();
}

InputError key_error(int line, std::string_view key, std::string_view reason) {
    return InputError(line, fmt::format("JSON key '{}': {}", key, reason));
}

/// nlohmann's explanation without its exception id and position prefix
/// ("[json.exception.parse_error.101] parse error at line 1, column 2: ").
std::string parse_error_reason(const json::parse_error& error) {
    const std::string_view message = error.what();
    const std::size_t marker = message.find("parse error");
    const std::size_t colon = marker == std::string_view::npos ? marker : message.find(": ", marker);
    if (colon == std::string_view::npos) return std::string(message);
    return std::string(message.substr(colon + 2));
}

/// Deeper nesting than any puzzle needs is refused while parsing: copying or printing a value
/// nested a hundred thousand levels deep would exhaust the stack (docs/formats.md, Limits).
constexpr int kMaxJsonDepth = 64;

/// nlohmann's plain DOM builder with two checks made while parsing: the nesting depth, and a key
/// written twice at the top level (which would silently lose one of its values). A SAX wrapper
/// rather than a parser callback: nlohmann 3.11's callback parser rescans the enclosing list at
/// every closed object, so a list of 300,000 cages took 38 s to read; this stays linear.
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
        if (depth_ == 1 && !top_level_keys_.insert(value).second) throw key_error(line_, value, "appears twice");
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
        if (++depth_ > kMaxJsonDepth) throw InputError(line_, fmt::format("JSON nested deeper than {} levels", kMaxJsonDepth));
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    int line_;
    int depth_ = 0;
    std::unordered_set<std::string> top_level_keys_;
};

json parse_json_text(std::string_view text, int line) {
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

/// Any key that is neither structure, metadata nor a rule key of docs/formats.md is a rule this reader
/// does not know: refused by name, so that the reader never solves a different puzzle than the
/// one written.
void refuse_unknown_rules(const json& object, int line) {
    for (const auto& [key, value] : object.items()) {
        if (key == "size" || key == "givens" || is_metadata_key(key) || is_rule_key(key)) continue;
        throw key_error(line, key, "unknown rule");
    }
}

std::optional<int> read_size(const json& object, int line) {
    const auto found = object.find("size");
    if (found == object.end()) return std::nullopt;
    if (!found->is_number_integer()) throw key_error(line, "size", "expected an integer");
    const auto value = found->get<std::int64_t>();
    const int side = value >= 0 && value <= kLargestSide ? static_cast<int>(value) : 0;
    if (!Geometry::supported(side)) {
        throw key_error(line, "size", fmt::format("{} is not a supported board size ({})", found->dump(),
                                                  supported_sides_text()));
    }
    return side;
}

Grid read_givens(const json& object, int line, std::optional<int> side) {
    const auto found = object.find("givens");
    if (found == object.end()) throw InputError(line, "JSON key 'givens' is required");
    if (!found->is_string()) throw key_error(line, "givens", "expected a string");
    return read_cell_run(found->get_ref<const std::string&>(), CellPlace::in_json_key(line, "givens"), side);
}

json kept_metadata(const json& object) {
    json metadata = json::object();
    for (const auto& [key, value] : object.items()) {
        if (is_metadata_key(key)) metadata[key] = value;
    }
    return metadata;
}

}  // namespace

void JsonObjectExtent::add_line(std::string_view line) {
    for (const char c : line) {
        if (finished()) return;
        if (in_string_) {
            if (escaped_) {
                escaped_ = false;
            } else if (c == '\\') {
                escaped_ = true;
            } else if (c == '"') {
                in_string_ = false;
            }
        } else if (c == '"') {
            in_string_ = true;
        } else if (c == '{') {
            opened_ = true;
            ++depth_;
        } else if (c == '}') {
            --depth_;
        }
    }
    if (in_string_) broken_ = true;
}

PuzzleRecord read_json_form(std::string_view text, int line) {
    const json object = parse_json_text(text, line);
    if (!object.is_object()) throw InputError(line, "expected a JSON object");
    return read_json_object(object, line);
}

nlohmann::json parse_json_object(std::string_view text, int line) {
    json object = parse_json_text(text, line);
    if (!object.is_object()) throw InputError(line, "expected a JSON object");
    return object;
}

PuzzleRecord read_json_object(const nlohmann::json& object, int line) {
    refuse_unknown_rules(object, line);
    const std::optional<int> side = read_size(object, line);
    Grid givens = read_givens(object, line, side);
    PuzzleRecord record = [&] {
        if (!has_rule_keys(object)) return checked_record(std::move(givens), line);  // shares the classic topology
        Geometry geometry(givens.size());
        RuleList rules = read_json_rules(object, geometry, line);
        return checked_record(Puzzle(std::move(geometry), std::move(givens), std::move(rules)), line);
    }();
    record.metadata = kept_metadata(object);
    return record;
}

}  // namespace gridforge::format_detail

namespace gridforge {

nlohmann::json write_json(const PuzzleRecord& record, const std::optional<Grid>& solution) {
    nlohmann::json object = record.metadata.is_object() ? record.metadata : nlohmann::json::object();
    object["size"] = record.puzzle.geometry().size();
    object["givens"] = write_line(record.puzzle.givens());
    format_detail::write_json_rules(record.puzzle.rules(), record.puzzle.geometry(), object);
    if (solution) object["solution"] = write_line(*solution);
    return object;
}

}  // namespace gridforge
