#pragma once
/// \file
/// Input saved as UTF-16 (Windows Notepad's "Unicode", PowerShell 5's `>`), read as UTF-8.

#include <istream>
#include <memory>
#include <streambuf>

namespace gridforge::format_detail {

/// When `in` starts with a UTF-16 byte-order mark (FF FE: little-endian; FE FF: big-endian),
/// consumes the mark and returns a stream buffer that reads the rest of `in` as UTF-8, so that
/// every reader sees the same characters as in a UTF-8 file; otherwise nullptr, with nothing
/// consumed. A lone surrogate or an odd last byte reads as U+FFFD, which the readers refuse as an
/// unknown character. The buffer reads from `in`'s buffer, which must outlive it.
std::unique_ptr<std::streambuf> utf16_decoder_for(std::istream& in);

}  // namespace gridforge::format_detail
