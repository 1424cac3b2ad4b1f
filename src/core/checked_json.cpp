#include "gridforge/checked_json.hpp"

#include <string>
#include <utility>
#include <type_traits>
#include <unordered_set>
#include <vector>

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

/// The keys already read in one open object. Most objects have a few keys, searched in a small
/// list; an object with many (a candidates object of 256 cells, a hostile million) moves them to a
/// hash set, so that no object costs more than linear time.
class KeysSeen {
public:
    /// False when `key` was already seen.
    bool insert(const std::string& key) {
        if (!many_.empty()) return many_.insert(key).second;
        for (const std::string& seen : few_) {
            if (seen == key) return false;
        }
        few_.push_back(key);
        if (few_.size() > kFewKeys) {
            many_.insert(few_.begin(), few_.end());
            few_.clear();
        }
        return true;
    }

private:
    static constexpr std::size_t kFewKeys = 16;
    std::vector<std::string> few_;
    std::unordered_set<std::string> many_;
};

/// One open object or list on the way to the value being read: the key or item index that leads
/// into the next level, and, for an object, the keys it has had.
struct OpenLevel {
    bool is_list = false;
    std::size_t items = 0;  // list items started so far; the current one is items - 1
    std::string key;        // the object's latest key
    KeysSeen keys;
};

/// nlohmann's plain DOM builder with two checks made while parsing: the nesting depth, and a key
/// written twice in any object. A SAX wrapper rather than a parser callback: nlohmann 3.11's
/// callback parser rescans the enclosing list at every closed object, so a list of 300,000 cages
/// took 38 s to read; this stays linear. nlohmann's SAX parser keeps its own state on the heap, so
/// the depth is the only thing that could grow the stack, later, in the caller.
class CheckedJsonBuilder {
public:
    CheckedJsonBuilder(json& result, int line) : dom_(result, /*allow_exceptions=*/true), line_(line) {}

    bool null() { return item(), dom_.null(); }
    bool boolean(bool value) { return item(), dom_.boolean(value); }
    bool number_integer(json::number_integer_t value) { return item(), dom_.number_integer(value); }
    bool number_unsigned(json::number_unsigned_t value) { return item(), dom_.number_unsigned(value); }
    bool number_float(json::number_float_t value, const json::string_t& text) { return item(), dom_.number_float(value, text); }
    bool string(json::string_t& value) { return item(), dom_.string(value); }
    bool binary(json::binary_t& value) { return item(), dom_.binary(value); }
    bool start_object(std::size_t elements) {
        enter(/*is_list=*/false);
        return dom_.start_object(elements);
    }
    bool key(json::string_t& value) {
        OpenLevel& object = levels_.back();
        object.key = value;
        if (!object.keys.insert(value)) throw JsonRefused(line_, path(), "appears twice");
        return dom_.key(value);
    }
    bool end_object() {
        levels_.pop_back();
        return dom_.end_object();
    }
    bool start_array(std::size_t elements) {
        enter(/*is_list=*/true);
        return dom_.start_array(elements);
    }
    bool end_array() {
        levels_.pop_back();
        return dom_.end_array();
    }
    template <class Exception>
    bool parse_error(std::size_t position, const std::string& token, const Exception& error) {
        if constexpr (std::is_same_v<Exception, json::out_of_range>) {
            // The one out-of-range fault of parsing: a number no double holds ("1e400"). Named
            // by its key, as the value it would have been.
            item();
            const std::string way = path();
            const std::string reason = fmt::format("the number {} is too large (beyond a double's range)", token);
            if (way.empty()) throw JsonRefused(line_, reason);
            throw JsonRefused(line_, way, reason);
        }
        return dom_.parse_error(position, token, error);
    }

private:
    /// A value starts: in a list, it is the next item.
    void item() {
        if (!levels_.empty() && levels_.back().is_list) ++levels_.back().items;
    }

    void enter(bool is_list) {
        item();
        if (static_cast<int>(levels_.size()) >= kMaxJsonDepth) {
            throw JsonRefused(line_, fmt::format("JSON nested deeper than {} levels", kMaxJsonDepth));
        }
        levels_.emplace_back();
        levels_.back().is_list = is_list;
    }

    /// The way to the current value, "cages[0].sum": keys joined by dots, list items by their
    /// index from 0 in brackets (as the deduction reader names them).
    std::string path() const {
        std::string way;
        for (const OpenLevel& level : levels_) {
            if (level.is_list) {
                way += fmt::format("[{}]", level.items - 1);
            } else {
                if (!way.empty()) way += '.';
                way += level.key;
            }
        }
        return way;
    }

    nlohmann::detail::json_sax_dom_parser<json> dom_;
    int line_;
    std::vector<OpenLevel> levels_;
};

}  // namespace

JsonRefused::JsonRefused(int line, std::string key, std::string reason)
    : InputError(line, fmt::format("JSON key '{}': {}", key, reason)), key_(std::move(key)), reason_(std::move(reason)) {}

JsonRefused::JsonRefused(int line, std::string reason) : InputError(line, reason), reason_(std::move(reason)) {}

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
