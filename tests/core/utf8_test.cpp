#include <gtest/gtest.h>

#include <string>

#include "gridforge/utf8.hpp"

namespace gridforge {
namespace utf8_test {
namespace {

TEST(Utf8, DecodesOneToFourByteCharacters) {
    const std::string text = "a\u00e9\u20ac\U0001F600";  // a, é (2 bytes), € (3), 😀 (4)
    const Utf8Character a = decode_utf8(text, 0), e = decode_utf8(text, 1), euro = decode_utf8(text, 3),
                        face = decode_utf8(text, 6);
    EXPECT_EQ(a.point, U'a');
    EXPECT_EQ(a.length, 1u);
    EXPECT_EQ(e.point, U'\u00e9');
    EXPECT_EQ(e.length, 2u);
    EXPECT_EQ(euro.point, U'\u20ac');
    EXPECT_EQ(euro.length, 3u);
    EXPECT_EQ(face.point, U'\U0001F600');
    EXPECT_EQ(face.length, 4u);
    EXPECT_TRUE(a.valid && e.valid && euro.valid && face.valid);
}

TEST(Utf8, RefusesWhatIsNotUtf8OneByteAtATime) {
    for (const std::string bad : {"\x80", "\xC3", "\xC3(", "\xC0\xAF" /* overlong '/' */, "\xED\xA0\x80" /* surrogate */,
                                  "\xF4\x90\x80\x80" /* past U+10FFFF */, "\xFF"}) {
        const Utf8Character character = decode_utf8(bad, 0);
        EXPECT_FALSE(character.valid) << bad;
        EXPECT_EQ(character.length, 1u) << bad;
        EXPECT_EQ(character.point, U'\uFFFD') << bad;
    }
}

TEST(Utf8, AppendsWhatDecodeReads) {
    for (const char32_t point : {U'\x24', U'\u00a2', U'\u0939', U'\u20ac', U'\U00010348', U'\U0010FFFF'}) {
        std::string text;
        append_utf8(text, point);
        const Utf8Character back = decode_utf8(text, 0);
        EXPECT_TRUE(back.valid);
        EXPECT_EQ(back.point, point);
        EXPECT_EQ(back.length, text.size());
    }
}

TEST(Utf8, DescribesACharacterForAMessage) {
    EXPECT_EQ(describe_utf8_character("x", 0), "'x'");
    EXPECT_EQ(describe_utf8_character("\u00e9", 0), "'\u00e9'");
    EXPECT_EQ(describe_utf8_character("\n", 0), "the byte 0x0A");
    EXPECT_EQ(describe_utf8_character("\u0085", 0), "the bytes 0xC2 0x85");  // a C1 control
    EXPECT_EQ(describe_utf8_character("\xC3(", 0), "the byte 0xC3");
}

}  // namespace
}  // namespace utf8_test
}  // namespace gridforge
