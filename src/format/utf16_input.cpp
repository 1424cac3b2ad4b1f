#include "format/utf16_input.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace gridforge::format_detail {
namespace {

using Traits = std::streambuf::traits_type;

/// Reads UTF-16 code units from `source` and hands out their UTF-8 bytes, one code point at a time.
class Utf16Decoder : public std::streambuf {
public:
    Utf16Decoder(std::streambuf& source, bool big_endian) : source_(source), big_endian_(big_endian) {}

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return Traits::to_int_type(*gptr());
        const std::optional<std::uint32_t> point = next_code_point();
        if (!point) return Traits::eof();
        const std::size_t length = encode(*point);
        setg(bytes_.data(), bytes_.data(), bytes_.data() + length);
        return Traits::to_int_type(*gptr());
    }

private:
    static constexpr std::uint32_t kReplacement = 0xFFFD;

    /// The next 16-bit unit; nullopt at the end of input, kReplacement for an odd last byte.
    std::optional<std::uint32_t> next_unit() {
        const int_type first = source_.sbumpc();
        if (Traits::eq_int_type(first, Traits::eof())) return std::nullopt;
        const int_type second = source_.sbumpc();
        if (Traits::eq_int_type(second, Traits::eof())) return kReplacement;
        const auto a = static_cast<std::uint32_t>(Traits::to_char_type(first)) & 0xFFU;
        const auto b = static_cast<std::uint32_t>(Traits::to_char_type(second)) & 0xFFU;
        return big_endian_ ? (a << 8U) | b : (b << 8U) | a;
    }

    std::optional<std::uint32_t> next_code_point() {
        std::optional<std::uint32_t> unit = pending_ ? pending_ : next_unit();
        pending_.reset();
        if (!unit || *unit < 0xD800 || *unit > 0xDFFF) return unit;
        if (*unit > 0xDBFF) return kReplacement;  // a low surrogate first
        const std::optional<std::uint32_t> low = next_unit();
        if (!low || *low < 0xDC00 || *low > 0xDFFF) {
            pending_ = low;  // read again on its own
            return kReplacement;
        }
        return 0x10000 + ((*unit - 0xD800) << 10U) + (*low - 0xDC00);
    }

    /// Writes `point` as UTF-8 into bytes_; its length.
    std::size_t encode(std::uint32_t point) {
        const auto put = [&](std::size_t at, std::uint32_t value) { bytes_[at] = static_cast<char>(value); };
        if (point < 0x80) {
            put(0, point);
            return 1;
        }
        if (point < 0x800) {
            put(0, 0xC0U | (point >> 6U));
            put(1, 0x80U | (point & 0x3FU));
            return 2;
        }
        if (point < 0x10000) {
            put(0, 0xE0U | (point >> 12U));
            put(1, 0x80U | ((point >> 6U) & 0x3FU));
            put(2, 0x80U | (point & 0x3FU));
            return 3;
        }
        put(0, 0xF0U | (point >> 18U));
        put(1, 0x80U | ((point >> 12U) & 0x3FU));
        put(2, 0x80U | ((point >> 6U) & 0x3FU));
        put(3, 0x80U | (point & 0x3FU));
        return 4;
    }

    std::streambuf& source_;
    bool big_endian_;
    std::optional<std::uint32_t> pending_;  ///< a unit read past a high surrogate that did not pair
    std::array<char, 4> bytes_{};
};

}  // namespace

std::unique_ptr<std::streambuf> utf16_decoder_for(std::istream& in) {
    std::streambuf* source = in.rdbuf();
    if (source == nullptr) return nullptr;
    const Traits::int_type first = source->sgetc();
    if (Traits::eq_int_type(first, Traits::eof())) return nullptr;
    const auto first_byte = static_cast<unsigned char>(Traits::to_char_type(first));
    if (first_byte != 0xFF && first_byte != 0xFE) return nullptr;  // nothing consumed
    source->sbumpc();
    const Traits::int_type second = source->sgetc();
    const auto second_byte = Traits::eq_int_type(second, Traits::eof()) ? 0 : static_cast<unsigned char>(Traits::to_char_type(second));
    const bool little = first_byte == 0xFF && second_byte == 0xFE;
    const bool big = first_byte == 0xFE && second_byte == 0xFF;
    if (!little && !big) {
        source->sputbackc(Traits::to_char_type(first));
        return nullptr;
    }
    source->sbumpc();
    return std::make_unique<Utf16Decoder>(*source, big);
}

}  // namespace gridforge::format_detail
