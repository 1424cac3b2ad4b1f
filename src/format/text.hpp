#pragma once
/// \file
/// Small text helpers shared by the readers: white space, lines, and the wording of messages.

#include <string>
#include <string_view>
#include <vector>

namespace gridforge::format_detail {

/// The largest board side the engine supports (Geometry::supported), where a reader looks for sides.
inline constexpr int kLargestSide = 16;

/// Space, tab and the line-end characters ('\r' too, so CRLF files read like LF files). Inline: the
/// readers test every character of every line with it.
constexpr bool is_white(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}
/// `text` without white space at either end.
std::string_view trim(std::string_view text);
/// The lines of `text`, without their "\n", "\r\n" or lone "\r" (as read_line ends them); no empty
/// last line after a final line end.
std::vector<std::string_view> split_lines(std::string_view text);

/// `text` without a leading UTF-8 byte-order mark (as Windows editors write one).
std::string_view without_byte_order_mark(std::string_view text);

/// "'x'" for a printable character, "with code 0xC3" for any other byte.
std::string describe_character(char c);
/// "1 cell", "8 cells".
std::string count_of(int count, std::string_view noun);
/// The board sides the engine supports, for messages: "4, 6, 8, 9, 10, 12, 15 or 16".
std::string supported_sides_text();

}  // namespace gridforge::format_detail
