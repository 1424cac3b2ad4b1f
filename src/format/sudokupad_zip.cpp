#include "format/sudokupad_zip.hpp"

#include <array>
#include <cctype>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "gridforge/format.hpp"
#include "gridforge/utf8.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

/// PuzzleZipper's short property names and the names they stand for.
constexpr std::array<std::pair<std::string_view, std::string_view>, 25> kShortNames = {{
    {"c", "color"},       {"ca", "cages"},     {"ct", "center"},     {"c1", "borderColor"}, {"c2", "backgroundColor"},
    {"ce", "cells"},      {"cs", "cellSize"},  {"a", "arrows"},      {"o", "overlays"},     {"u", "underlays"},
    {"w", "width"},       {"h", "height"},     {"v", "value"},       {"vd", "videos"},      {"l", "lines"},
    {"r", "rounded"},     {"re", "regions"},   {"fs", "fontSize"},   {"th", "thickness"},   {"hl", "headLength"},
    {"wp", "wayPoints"},  {"t", "title"},      {"te", "text"},       {"d", "duration"},     {"d2", "d"},
}};

std::string long_name(const std::string& name) {
    for (const auto& [short_name, full] : kShortNames) {
        if (name == short_name) return std::string(full);
    }
    return name;
}

bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }

bool is_six_hex(std::string_view text) {
    if (text.size() != 6) return false;
    for (const char c : text) {
        if (!is_hex(c)) return false;
    }
    return true;
}

class ZippedReader {
public:
    ZippedReader(std::string_view text, int line) : text_(text), line_(line) {}

    json document() {
        json value = read_value(0, false);
        skip_space();
        if (at_ < text_.size()) fail("text after the end of the data");
        return value;
    }

private:
    [[noreturn]] void fail(std::string_view what) const {
        throw InputError(line_, fmt::format("SudokuPad data: position {}: {}", at_, what));
    }

    void skip_space() {
        while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])) != 0) ++at_;
    }

    char peek() {
        skip_space();
        return at_ < text_.size() ? text_[at_] : '\0';
    }

    void expect(char c) {
        if (peek() != c) fail(fmt::format("expected '{}'", c));
        ++at_;
    }

    /// After an item of a list or object: true past `close`, false past ',', else the fault.
    bool closes(char close) {
        const char next = peek();
        if (next != close && next != ',') fail(fmt::format("expected ',' or '{}'", close));
        ++at_;
        return next == close;
    }

    /// A value; `in_object` is true after "name:", where six bare hexadecimal digits are a colour.
    json read_value(int depth, bool in_object) {
        if (depth > kMaxSudokupadDepth) fail(fmt::format("nested deeper than {} levels", kMaxSudokupadDepth));
        const char c = peek();
        if (c == '{') return read_object(depth + 1);
        if (c == '[') return read_list(depth + 1);
        if (c == '"' || c == '\'') return colour_or_text(read_string(c));
        if (c == '\0') fail("the data ends where a value was expected");
        return read_bare(in_object);
    }

    json read_object(int depth) {
        ++at_;  // '{'
        json object = json::object();
        if (peek() == '}') {
            ++at_;
            return object;
        }
        while (true) {
            std::string name = read_name();
            expect(':');
            name = long_name(name);
            if (object.contains(name)) fail(fmt::format("property '{}' appears twice", name));
            object[name] = read_value(depth, true);
            if (closes('}')) return object;
        }
    }

    json read_list(int depth) {
        ++at_;  // '['
        json list = json::array();
        if (peek() == ']') {
            ++at_;
            return list;
        }
        while (true) {
            const char c = peek();
            // An empty slot ("[,", ",,", ",]") is an empty object, as PuzzleZipper leaves one out.
            list.push_back(c == ',' || c == ']' ? json::object() : read_value(depth, false));
            if (closes(']')) return list;
        }
    }

    std::string read_name() {
        const char c = peek();
        if (c == '"' || c == '\'') return read_string(c);
        const std::size_t begin = at_;
        while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) != 0 || text_[at_] == '_' ||
                                      text_[at_] == '-' || text_[at_] == '+')) {
            ++at_;
        }
        if (at_ == begin) fail("expected a property name");
        return std::string(text_.substr(begin, at_ - begin));
    }

    std::string read_string(char quote) {
        ++at_;
        std::string out;
        while (at_ < text_.size() && text_[at_] != quote) {
            char c = text_[at_++];
            if (c == '\\') {
                if (at_ >= text_.size()) break;
                c = text_[at_++];
                switch (c) {
                    case 'n': out.push_back('\n'); continue;
                    case 't': out.push_back('\t'); continue;
                    case 'r': out.push_back('\r'); continue;
                    case 'b': out.push_back('\b'); continue;
                    case 'f': out.push_back('\f'); continue;
                    case 'u': append_unicode_escape(out); continue;
                    default: break;  // \" \' \\ \/: the character itself
                }
            }
            out.push_back(c);
        }
        if (at_ >= text_.size()) fail("a string is not closed");
        ++at_;
        return out;
    }

    void append_unicode_escape(std::string& out) {
        const auto four_hex = [this]() {
            if (at_ + 4 > text_.size()) fail("\\u needs four hexadecimal digits");
            unsigned value = 0;
            for (int i = 0; i < 4; ++i) {
                const char c = text_[at_++];
                if (!is_hex(c)) fail("\\u needs four hexadecimal digits");
                value = value * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (std::tolower(c) - 'a' + 10));
            }
            return value;
        };
        unsigned code = four_hex();
        if (code >= 0xD800 && code < 0xDC00 && at_ + 1 < text_.size() && text_[at_] == '\\' && text_[at_ + 1] == 'u') {
            at_ += 2;
            const unsigned low = four_hex();
            if (low >= 0xDC00 && low < 0xE000) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            } else {  // two characters after all: the lone high surrogate, then the second escape's
                append_utf8(out, code);
                code = low;
            }
        }
        // A lone surrogate is written in its three-byte form, as JavaScript keeps it.
        append_utf8(out, code);
    }

    static json colour_or_text(std::string text) {
        if (is_six_hex(text)) return "#" + text;
        return text;
    }

    /// An unquoted token: a number, f/t/true/false/null, #0/#F, or six hex digits after "name:".
    json read_bare(bool in_object) {
        const std::size_t begin = at_;
        while (at_ < text_.size() && text_[at_] != ',' && text_[at_] != '}' && text_[at_] != ']' &&
               std::isspace(static_cast<unsigned char>(text_[at_])) == 0) {
            ++at_;
        }
        const std::string_view token = text_.substr(begin, at_ - begin);
        if (token == "t" || token == "true") return true;
        if (token == "f" || token == "false") return false;
        if (token == "null") return nullptr;
        if (token == "#0") return "#000000";
        if (token == "#F") return "#FFFFFF";
        if (in_object && is_six_hex(token)) return "#" + std::string(token);
        const json number = json::parse(token, nullptr, false);
        if (number.is_discarded() || !number.is_number()) {
            at_ = begin;
            fail(fmt::format("'{}' is not a value", token.substr(0, 20)));
        }
        return number;
    }

    std::string_view text_;
    int line_;
    std::size_t at_ = 0;
};

}  // namespace

json parse_sudokupad_zipped(std::string_view zipped, int line) { return ZippedReader(zipped, line).document(); }

}  // namespace gridforge::format_detail
