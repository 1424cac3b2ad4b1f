#include <gtest/gtest.h>

#include "gridforge/format.hpp"

namespace gridforge {
namespace input_error_test {
namespace {

TEST(FormatInputError, NamesTheLine) {
    const InputError error(3, "80 cells, expected 81");
    EXPECT_STREQ(error.what(), "line 3: 80 cells, expected 81");
    EXPECT_EQ(error.line(), 3);
    EXPECT_EQ(error.column(), 0);
}

TEST(FormatInputError, WithoutALineIsTheMessageAlone) {
    EXPECT_STREQ(InputError(0, "no puzzle in the text").what(), "no puzzle in the text");
}

TEST(FormatInputError, NamesLineAndColumn) {
    const InputError error(2, 7, "unknown character 'x'");
    EXPECT_STREQ(error.what(), "line 2, column 7: unknown character 'x'");
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(error.column(), 7);
}

TEST(FormatInputError, ColumnZeroIsNoColumn) {
    EXPECT_STREQ(InputError(4, 0, "reason").what(), "line 4: reason");
}

}  // namespace
}  // namespace input_error_test
}  // namespace gridforge
