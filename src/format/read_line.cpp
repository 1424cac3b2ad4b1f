// One reader of text lines for every input: "\n", "\r\n" and a lone "\r" all end a line, so a file
// saved with old Mac OS line ends is read line by line instead of as one long first line.
#include <istream>
#include <string>

#include <fmt/format.h>

#include "gridforge/format.hpp"

namespace gridforge {
namespace {

using LineTraits = std::istream::traits_type;

/// Whether `c`, just read, ends a line; a "\r" takes the "\n" that may follow it with it.
bool ends_line(std::streambuf& buffer, LineTraits::int_type c) {
    if (c == '\n') return true;
    if (c != '\r') return false;
    if (buffer.sgetc() == '\n') buffer.sbumpc();
    return true;
}

/// Consumes characters up to and including the next line end (or the end of input) without storing them.
void skip_rest_of_line(std::streambuf& buffer) {
    for (;;) {
        const LineTraits::int_type c = buffer.sbumpc();
        if (LineTraits::eq_int_type(c, LineTraits::eof()) || ends_line(buffer, c)) return;
    }
}

}  // namespace

bool read_line(std::istream& in, std::string& line, std::size_t max_bytes) {
    line.clear();
    const std::istream::sentry ready(in, /*noskipws=*/true);
    if (!ready) return false;
    std::streambuf& buffer = *in.rdbuf();
    for (;;) {
        const LineTraits::int_type c = buffer.sbumpc();
        if (LineTraits::eq_int_type(c, LineTraits::eof())) {
            // As std::getline: an input that ends after some characters ends the last line.
            in.setstate(line.empty() ? std::ios::eofbit | std::ios::failbit : std::ios::eofbit);
            return !line.empty();
        }
        if (ends_line(buffer, c)) return true;
        if (line.size() == max_bytes) {
            skip_rest_of_line(buffer);
            line.clear();
            throw InputError(0, fmt::format("a line longer than {} bytes (the limit)", max_bytes));
        }
        line.push_back(LineTraits::to_char_type(c));
    }
}

}  // namespace gridforge
