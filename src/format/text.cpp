#include "format/text.hpp"

#include <fmt/format.h>

#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_white(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_white(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find_first_of("\r\n");
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        const bool crlf = text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n';
        text.remove_prefix(end + (crlf ? 2 : 1));
    }
    return lines;
}

std::string describe_character(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) return fmt::format("'{}'", c);
    // Text files hold no NUL; UTF-16 without a byte-order mark does, in every other byte.
    if (byte == 0) return "with code 0x00 (is the input UTF-16 without a byte-order mark? save it as UTF-8)";
    return fmt::format("with code 0x{:02X}", byte);
}

std::string count_of(int count, std::string_view noun) {
    return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
}

std::string supported_sides_text() {
    std::vector<int> sides;
    for (int side = 1; side <= kLargestSide; ++side) {
        if (Geometry::supported(side)) sides.push_back(side);
    }
    std::string text;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (i > 0) text += i + 1 == sides.size() ? " or " : ", ";
        text += std::to_string(sides[i]);
    }
    return text;
}

std::string_view without_byte_order_mark(std::string_view text) {
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    return text.starts_with(kByteOrderMark) ? text.substr(kByteOrderMark.size()) : text;
}

}  // namespace gridforge::format_detail
