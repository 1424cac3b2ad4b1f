#include "api/request.hpp"

#include <charconv>

namespace gridforge::api {
namespace {

constexpr const char* kSeedRange = "an integer from 0 to 18446744073709551615 (as a decimal string above 2^53, which "
                                   "JavaScript numbers cannot hold exactly)";

std::string joined(std::initializer_list<std::string_view> words) {
    std::string out;
    for (std::string_view word : words) out += (out.empty() ? "" : ", ") + std::string(word);
    return out;
}

}  // namespace

std::optional<std::uint64_t> parse_seed(std::string_view text) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || stop != end) return std::nullopt;
    return value;
}

void refuse(const std::string& key, const std::string& message) { throw Error(ErrorKind::usage, key, message); }

std::string describe_type(const nlohmann::json& value) {
    switch (value.type()) {
        case nlohmann::json::value_t::null: return "null";
        case nlohmann::json::value_t::boolean: return "a boolean";
        case nlohmann::json::value_t::string: return "a string";
        case nlohmann::json::value_t::array: return "an array";
        case nlohmann::json::value_t::object: return "an object";
        case nlohmann::json::value_t::number_float: return "a number with a fraction or exponent";
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned: return "an integer";
        default: return "a value of another type";
    }
}

Request::Request(const nlohmann::json& object) : object_(object), op_(object.at("op").get<std::string>()) {
    for (std::string_view timed : kTimedOps) timed_ = timed_ || op_ == timed;
}

std::optional<double> Request::time_limit() const {
    if (!timed_) return std::nullopt;  // allow() refuses the key by name
    const auto found = object_.find("time_limit");
    if (found == object_.end()) return std::nullopt;
    const std::string range = "a number of seconds above 0, up to 1e9";
    if (!found->is_number()) refuse("time_limit", "expected " + range + ", got " + describe_type(*found));
    const double seconds = found->get<double>();
    if (!(seconds > 0) || seconds > kLongestTimeLimit) refuse("time_limit", found->dump() + " is out of range: " + range);
    return seconds;
}

void Request::allow(std::initializer_list<std::string_view> keys) const {
    for (const auto& [key, value] : object_.items()) {
        if (key == "op" || (timed_ && key == "time_limit")) continue;
        bool known = false;
        for (std::string_view allowed : keys) known = known || key == allowed;
        if (!known) {
            const std::string also = timed_ ? ", time_limit" : "";
            refuse(key, "unknown key for op " + op_ + " (" + (keys.size() == 0 ? "it takes no keys" : "keys: " + joined(keys) + also) + ")");
        }
    }
}

bool Request::has(std::string_view key) const { return object_.contains(key); }

const nlohmann::json& Request::required(std::string_view key) const {
    const auto found = object_.find(key);
    if (found == object_.end()) refuse(std::string(key), "missing: op " + op_ + " needs it");
    return *found;
}

std::string Request::text(std::string_view key, std::string_view fallback) const {
    const auto found = object_.find(key);
    if (found == object_.end()) return std::string(fallback);
    if (!found->is_string()) refuse(std::string(key), "expected a string, got " + describe_type(*found));
    return found->get<std::string>();
}

std::int64_t Request::integer(std::string_view key, std::int64_t fallback, std::int64_t lowest, std::int64_t highest) const {
    const auto found = object_.find(key);
    if (found == object_.end()) return fallback;
    const std::string range = std::to_string(lowest) + ".." + std::to_string(highest);
    if (!found->is_number_integer()) refuse(std::string(key), "expected an integer " + range + ", got " + describe_type(*found));
    const bool too_large = found->is_number_unsigned() && found->get<std::uint64_t>() > static_cast<std::uint64_t>(highest);
    const std::int64_t value = too_large ? highest : found->get<std::int64_t>();
    if (too_large || value < lowest || value > highest) refuse(std::string(key), found->dump() + " is out of range " + range);
    return value;
}

std::uint64_t Request::seed(std::string_view key, std::uint64_t fallback) const {
    const auto found = object_.find(key);
    if (found == object_.end()) return fallback;
    if (found->is_number_unsigned()) return found->get<std::uint64_t>();
    if (found->is_string()) {
        const std::string text = found->get<std::string>();
        if (const auto value = parse_seed(text)) return *value;
        refuse(std::string(key), "'" + text + "' is not " + kSeedRange);
    }
    if (found->is_number()) refuse(std::string(key), found->dump() + " is not " + kSeedRange);
    refuse(std::string(key), std::string("expected ") + kSeedRange + ", got " + describe_type(*found));
}

}  // namespace gridforge::api
