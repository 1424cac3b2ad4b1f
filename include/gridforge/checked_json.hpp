#pragma once
/// \file
/// The one way gridforge parses JSON that a user wrote (puzzles, deduction grids, API requests,
/// player states): nlohmann's DOM builder with the input limits checked while parsing
/// (docs/formats.md, "Limits"), so that no text can exhaust the stack or time before it is refused.

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/input_error.hpp"

namespace gridforge {

/// Well-formed JSON that breaks a limit or a rule every reader keeps (too deep, a key written
/// twice), as opposed to text that is not JSON at all (a plain InputError): a caller that says
/// "not JSON" for the one says the other as it is.
class JsonRefused : public InputError {
public:
    /// "line 2: JSON key 'cages[0].sum': appears twice" (line 0: no "line" part).
    JsonRefused(int line, std::string key, std::string reason);
    /// "line 2: JSON nested deeper than 64 levels": a refusal of no one key.
    JsonRefused(int line, std::string reason);
    /// The path of the key refused ("cages[0].sum"), empty when no key is named.
    [[nodiscard]] const std::string& key() const { return key_; }
    /// The message without the line and key parts ("appears twice").
    [[nodiscard]] const std::string& reason() const { return reason_; }
private:
    std::string key_;
    std::string reason_;
};

/// Deeper nesting of objects and lists than any input needs. Copying, printing or comparing a
/// value nested a hundred thousand levels deep would recurse that deep and overflow the stack.
inline constexpr int kMaxJsonDepth = 64;

/// Parses `text` as one JSON value, in time linear in its length. Refused with JsonRefused at
/// `line` (0: no place) for nesting deeper than kMaxJsonDepth ("JSON nested deeper than 64 levels",
/// refused at the 65th opening bracket, before more is built) and for a key written twice in any
/// object, which would silently lose one of its values: the key is named by its path, keys joined
/// by dots and list items by their index from 0 ("JSON key 'size': appears twice",
/// "JSON key 'cages[0].sum': appears twice"); with InputError for malformed text ("malformed JSON at byte 20: syntax error while parsing value - ..."),
/// and with JsonRefused for a number no double holds, named by its key ("JSON key 'x-a': the
/// number 1e400 is too large (beyond a double's range)"). Any value is returned, not only an
/// object; the caller checks the shape it needs.
nlohmann::json parse_checked_json(std::string_view text, int line = 0);

}  // namespace gridforge
