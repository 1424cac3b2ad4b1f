// One reader of text lines for every input: "\n", "\r\n" and a lone "\r" all end a line, so a file
// saved with old Mac OS line ends is read line by line instead of as one long first line.
#include <istream>
#include <string>

#include <fmt/format.h>

#include "gridforge/format.hpp"

namespace gridforge {
namespace {

/// Consumes characters up to and including the next line end (or the end of input) without storing them.
void skip_rest_of_line(std::streambuf& buffer) {
    using Traits = std::istream::traits_type;
    for (;;) {
        const Traits::int_type c = buffer.sbumpc();
        if (Traits::eq_int_type(c, Traits::eof()) || c == '\n') return;
        if (c == '\r') {
            if (buffer.sgetc() == '\n') buffer.sbumpc();
            return;
        }
    }
}

}  // namespace

bool read_line(std::istream& in, std::string& line, std::size_t max_bytes) {
    using Traits = std::istream::traits_type;
    line.clear();
    const std::istream::sentry ready(in, /*noskipws=*/true);
    if (!ready) return false;
    std::streambuf& buffer = *in.rdbuf();
    for (;;) {
        const Traits::int_type c = buffer.sbumpc();
        if (Traits::eq_int_type(c, Traits::eof())) {
            // As std::getline: an input that ends after some characters ends the last line.
            in.setstate(line.empty() ? std::ios::eofbit | std::ios::failbit : std::ios::eofbit);
            return !line.empty();
        }
        if (c == '\n') return true;
        if (c == '\r') {
            if (buffer.sgetc() == '\n') buffer.sbumpc();
            return true;
        }
        if (line.size() == max_bytes) {
            skip_rest_of_line(buffer);
            line.clear();
            throw InputError(0, fmt::format("a line longer than {} bytes (the limit)", max_bytes));
        }
        line.push_back(Traits::to_char_type(c));
    }
}

}  // namespace gridforge
