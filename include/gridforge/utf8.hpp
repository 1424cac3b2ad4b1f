#pragma once
/// \file
/// UTF-8, the encoding of every text gridforge reads and writes (RFC 3629): one character decoded,
/// one code point encoded. Used where a format counts characters, not bytes, and where JavaScript's
/// UTF-16 strings (f-puzzles, SudokuPad) meet ours.

#include <cstddef>
#include <string>
#include <string_view>

namespace gridforge {

/// One character of a UTF-8 text.
struct Utf8Character {
    char32_t point = 0;      ///< its code point; U+FFFD when not valid
    std::size_t length = 1;  ///< its bytes, 1 to 4; 1 for a byte that starts no valid character
    bool valid = true;       ///< false for a stray or truncated byte sequence, an overlong form, a surrogate or a value past U+10FFFF
};

/// The character that starts at byte `at` of `text` (`at` < text.size()). Never throws.
Utf8Character decode_utf8(std::string_view text, std::size_t at);

/// Appends the UTF-8 form of `point` (1 to 4 bytes; surrogates are written in their 3-byte form,
/// as JavaScript strings may hold them). `point` must be at most U+10FFFF.
void append_utf8(std::string& out, char32_t point);

/// A character for a message: quoted when printable ("'é'", "'x'"), else its bytes ("the byte 0x0A",
/// "the bytes 0xC3 0x28").
std::string describe_utf8_character(std::string_view text, std::size_t at);

}  // namespace gridforge
