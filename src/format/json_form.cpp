#include "format/json_form.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/cell_text.hpp"
#include "format/json_rules.hpp"
#include "format/text.hpp"
#include "gridforge/checked_json.hpp"

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

Grid read_givens(const json& object, int line, std::optional<int> side, DigitStyle digits) {
    const auto found = object.find("givens");
    if (found == object.end()) throw InputError(line, "JSON key 'givens' is required");
    if (!found->is_string()) throw key_error(line, "givens", "expected a string");
    return read_cell_run(found->get_ref<const std::string&>(), CellPlace::in_json_key(line, "givens"), side, digits);
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

PuzzleRecord read_json_form(std::string_view text, int line, DigitStyle digits) {
    const json object = parse_checked_json(text, line);
    if (!object.is_object()) throw InputError(line, "expected a JSON object");
    return read_json_object(object, line, digits);
}

nlohmann::json parse_json_object(std::string_view text, int line) {
    json object = parse_checked_json(text, line);
    if (!object.is_object()) throw InputError(line, "expected a JSON object");
    return object;
}

PuzzleRecord read_json_object(const nlohmann::json& object, int line, DigitStyle digits) {
    refuse_unknown_rules(object, line);
    const std::optional<int> side = read_size(object, line);
    Grid givens = read_givens(object, line, side, digits);
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
