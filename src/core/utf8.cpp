#include "gridforge/utf8.hpp"

#include <fmt/format.h>

namespace gridforge {

Utf8Character decode_utf8(std::string_view text, std::size_t at) {
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead < 0x80) return {lead, 1, true};
    std::size_t extra = 0;
    char32_t point = 0;
    if ((lead & 0xE0) == 0xC0) {
        extra = 1, point = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        extra = 2, point = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        extra = 3, point = lead & 0x07;
    } else {
        return {0xFFFD, 1, false};  // a continuation byte or 0xF8..0xFF where a character should start
    }
    if (at + extra >= text.size()) return {0xFFFD, 1, false};
    for (std::size_t k = 1; k <= extra; ++k) {
        const auto next = static_cast<unsigned char>(text[at + k]);
        if ((next & 0xC0) != 0x80) return {0xFFFD, 1, false};
        point = point << 6 | (next & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    static constexpr char32_t kSmallest[] = {0, 0x80, 0x800, 0x10000};
    if (point < kSmallest[extra] || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF)) return {0xFFFD, 1, false};
    return {point, extra + 1, true};
}

void append_utf8(std::string& out, char32_t point) {
    if (point < 0x80) {
        out.push_back(static_cast<char>(point));
    } else if (point < 0x800) {
        out.push_back(static_cast<char>(0xC0 | point >> 6));
        out.push_back(static_cast<char>(0x80 | (point & 0x3F)));
    } else if (point < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | point >> 12));
        out.push_back(static_cast<char>(0x80 | (point >> 6 & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (point & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | point >> 18));
        out.push_back(static_cast<char>(0x80 | (point >> 12 & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (point >> 6 & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (point & 0x3F)));
    }
}

std::string describe_utf8_character(std::string_view text, std::size_t at) {
    const Utf8Character character = decode_utf8(text, at);
    const bool control = character.point < 0x20 || (character.point >= 0x7F && character.point < 0xA0);
    if (character.valid && !control) return fmt::format("'{}'", text.substr(at, character.length));
    if (character.valid && character.length == 1) return fmt::format("the byte 0x{:02X}", static_cast<unsigned>(character.point));
    std::string bytes;
    for (std::size_t k = 0; k < character.length; ++k) {
        bytes += fmt::format(" 0x{:02X}", static_cast<unsigned char>(text[at + k]));
    }
    return fmt::format("the byte{}{}", character.length == 1 ? "" : "s", bytes);
}

}  // namespace gridforge
