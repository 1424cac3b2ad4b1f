#include "format/lz_string.hpp"

#include <cstdint>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include "gridforge/utf8.hpp"

namespace gridforge::format_detail {
namespace {

constexpr std::string_view kBase64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
constexpr std::string_view kUriAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
constexpr int kBitsPerCharacter = 6;  // both alphabets carry 6 bits a character

std::string_view alphabet_of(LzAlphabet alphabet) { return alphabet == LzAlphabet::base64 ? kBase64Alphabet : kUriAlphabet; }

// ---- UTF-8 <-> UTF-16 (JavaScript strings are UTF-16 code units) ---------------------------

std::u16string utf16_of(std::string_view text) {
    std::u16string out;
    for (std::size_t i = 0; i < text.size();) {
        const Utf8Character character = decode_utf8(text, i);
        if (!character.valid) throw std::invalid_argument(fmt::format("text is not valid UTF-8 at byte {}", i));
        char32_t point = character.point;
        if (point >= 0x10000) {
            point -= 0x10000;
            out.push_back(static_cast<char16_t>(0xD800 + (point >> 10)));
            out.push_back(static_cast<char16_t>(0xDC00 + (point & 0x3FF)));
        } else {
            out.push_back(static_cast<char16_t>(point));
        }
        i += character.length;
    }
    return out;
}

/// A lone surrogate (JavaScript allows them) becomes U+FFFD, UTF-8 having no form for it.
std::string utf8_of(const std::u16string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char16_t unit = text[i];
        if (unit >= 0xD800 && unit <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
            append_utf8(out, 0x10000 + ((static_cast<char32_t>(unit) - 0xD800) << 10) + (text[i + 1] - 0xDC00));
            ++i;
        } else if (unit >= 0xD800 && unit <= 0xDFFF) {
            append_utf8(out, 0xFFFD);
        } else {
            append_utf8(out, unit);
        }
    }
    return out;
}

// ---- the bit streams ----------------------------------------------------------------------

/// Writes values a bit at a time, lowest bit first, six bits to an output character.
class BitWriter {
public:
    explicit BitWriter(std::string_view alphabet) : alphabet_(alphabet) {}
    void write(std::uint32_t value, int bits) {
        for (int i = 0; i < bits; ++i) {
            pending_ = pending_ << 1 | (value & 1);
            value >>= 1;
            if (++filled_ == kBitsPerCharacter) emit();
        }
    }
    /// Pads with zero bits to the end of a character. Like lz-string, at least one bit is padded,
    /// so a stream that ends on a character boundary gets one more character ('A'): links made
    /// by the browser tools and by us are then the same text.
    std::string finish() {
        pending_ <<= kBitsPerCharacter - filled_;
        emit();
        return std::move(out_);
    }

private:
    void emit() {
        out_.push_back(alphabet_[pending_]);
        pending_ = 0;
        filled_ = 0;
    }
    std::string_view alphabet_;
    std::string out_;
    std::uint32_t pending_ = 0;
    int filled_ = 0;
};

class BitReader {
public:
    BitReader(std::string_view encoded, std::string_view alphabet) : encoded_(encoded), alphabet_(alphabet) {}
    std::uint32_t read(int bits) {
        std::uint32_t value = 0;
        for (int i = 0; i < bits; ++i) {
            if (mask_ == 0) load();
            if (current_ & mask_) value |= std::uint32_t{1} << i;
            mask_ >>= 1;
        }
        return value;
    }

private:
    void load() {
        if (index_ >= encoded_.size()) throw std::invalid_argument("compressed text ends before its end marker");
        char c = encoded_[index_];
        if (c == ' ' && alphabet_ == kUriAlphabet) c = '+';
        const std::size_t found = alphabet_.find(c);
        if (found == std::string_view::npos) {
            throw std::invalid_argument(fmt::format("character {} at position {} is not part of the compressed alphabet",
                                                    static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7F
                                                        ? fmt::format("'{}'", c)
                                                        : fmt::format("with code 0x{:02X}", static_cast<unsigned char>(c)),
                                                    index_));
        }
        // '=' is base64 padding: it carries no bits of its own (index 64 reads as zero bits).
        current_ = static_cast<std::uint32_t>(found) & 0x3F;
        if (found == 64) current_ = 0;
        mask_ = 1u << (kBitsPerCharacter - 1);
        ++index_;
    }
    std::string_view encoded_;
    std::string_view alphabet_;
    std::size_t index_ = 0;
    std::uint32_t current_ = 0;
    std::uint32_t mask_ = 0;
};

/// The code width grows by one bit each time the dictionary outgrows it.
struct CodeWidth {
    int bits;
    std::uint32_t room;  ///< entries still to add before `bits` grows
    void used() {
        if (--room == 0) {
            room = std::uint32_t{1} << bits;
            ++bits;
        }
    }
};

constexpr std::uint32_t kCode8BitChar = 0, kCode16BitChar = 1, kCodeEnd = 2;

}  // namespace

std::string lz_compress(std::string_view text, LzAlphabet alphabet) {
    const std::u16string input = utf16_of(text);
    BitWriter out(alphabet_of(alphabet));
    std::unordered_map<std::u16string, std::uint32_t> dictionary;
    std::unordered_set<std::u16string> not_yet_sent;  // single characters added but not written out
    std::uint32_t next_code = 3;
    CodeWidth width{2, 2};
    std::u16string w;

    // Writes the phrase `w`: a new character is sent literally (its marker, then 8 or 16 bits),
    // which takes a dictionary place of its own; a known phrase by its code.
    const auto emit = [&](const std::u16string& phrase) {
        if (not_yet_sent.erase(phrase) > 0) {
            const char16_t c = phrase.front();
            if (c < 256) {
                out.write(kCode8BitChar, width.bits);
                out.write(c, 8);
            } else {
                out.write(kCode16BitChar, width.bits);
                out.write(c, 16);
            }
            width.used();
        } else {
            out.write(dictionary.at(phrase), width.bits);
        }
        width.used();
    };

    for (const char16_t c : input) {
        const std::u16string single(1, c);
        if (!dictionary.contains(single)) {
            dictionary.emplace(single, next_code++);
            not_yet_sent.insert(single);
        }
        std::u16string wc = w + c;
        if (dictionary.contains(wc)) {
            w = std::move(wc);
            continue;
        }
        emit(w);
        dictionary.emplace(std::move(wc), next_code++);
        w = single;
    }
    if (!w.empty()) emit(w);
    out.write(kCodeEnd, width.bits);
    std::string encoded = out.finish();
    if (alphabet == LzAlphabet::base64) {
        while (encoded.size() % 4 != 0) encoded.push_back('=');
    }
    return encoded;
}

std::string lz_decompress(std::string_view encoded, LzAlphabet alphabet, std::size_t max_units) {
    BitReader in(encoded, alphabet_of(alphabet));
    std::vector<std::u16string> dictionary(3);  // codes 0-2 are the markers
    CodeWidth width{3, 4};

    const auto literal = [&](std::uint32_t marker) -> std::u16string {
        return std::u16string(1, static_cast<char16_t>(in.read(marker == kCode8BitChar ? 8 : 16)));
    };
    const std::uint32_t first = in.read(2);
    if (first == kCodeEnd) return "";
    if (first > kCodeEnd) throw std::invalid_argument("compressed text starts with an unknown code");
    std::u16string w = literal(first);
    dictionary.push_back(w);
    std::u16string result = w;
    for (;;) {
        std::uint32_t code = in.read(width.bits);
        if (code == kCodeEnd) return utf8_of(result);
        if (code == kCode8BitChar || code == kCode16BitChar) {
            dictionary.push_back(literal(code));
            code = static_cast<std::uint32_t>(dictionary.size() - 1);
            width.used();
        }
        std::u16string entry;
        if (code < dictionary.size()) {
            entry = dictionary[code];
        } else if (code == dictionary.size()) {
            entry = w + w.front();  // the LZW case of a phrase used as it is being defined
        } else {
            throw std::invalid_argument(fmt::format("compressed text refers to entry {} before it exists", code));
        }
        result += entry;
        // LZW output can grow with the square of its input ("aaaa…" phrases one longer each time):
        // a short crafted link must not take gigabytes.
        if (result.size() > max_units) throw std::invalid_argument(fmt::format("compressed text expands past {} characters", max_units));
        dictionary.push_back(w + entry.front());
        width.used();
        w = std::move(entry);
    }
}

}  // namespace gridforge::format_detail
