#pragma once
/// \file
/// LZ-String, the LZW-style compressor that f-puzzles and SudokuPad use for their shared links
/// (pieroxy's lz-string 1.x, https://github.com/pieroxy/lz-string, MIT; this is our own code
/// written from its description). It works on UTF-16 code units, as JavaScript strings do, so
/// these functions take and give UTF-8 and convert on the way.
///
///  - base64: the "compressToBase64" alphabet A-Z a-z 0-9 + / with '=' padding (f-puzzles'
///    `?load=` and SudokuPad's ids);
///  - uri: the "compressToEncodedURIComponent" alphabet A-Z a-z 0-9 + - $ (no padding).
///
/// Decoding throws std::invalid_argument naming the first character outside the alphabet
/// (with its 0-based position), a stream that ends or refers to an entry before it exists, or
/// one that expands past kMaxDecompressedUnits.

#include <cstddef>
#include <string>
#include <string_view>

namespace gridforge::format_detail {

enum class LzAlphabet { base64, uri };

/// The most UTF-16 units lz_decompress gives (4 Mi: a puzzle's JSON is a few kilobytes).
inline constexpr std::size_t kMaxDecompressedUnits = std::size_t{1} << 22;

/// Compresses UTF-8 `text`; throws std::invalid_argument when it is not valid UTF-8.
std::string lz_compress(std::string_view text, LzAlphabet alphabet);

/// The UTF-8 text `encoded` was compressed from. White space is not part of either alphabet and
/// is refused, except that a ' ' in uri form is read as '+', as URL decoding turns '+' into ' '.
/// `max_units` bounds the output (UTF-16 units).
std::string lz_decompress(std::string_view encoded, LzAlphabet alphabet, std::size_t max_units = kMaxDecompressedUnits);

}  // namespace gridforge::format_detail
