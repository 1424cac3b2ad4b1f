#include <gtest/gtest.h>

#include <stdexcept>

#include "gridforge/geometry.hpp"

namespace gridforge {
namespace geometry_test {
namespace {

TEST(Geometry, BoxShapesFollowTheSize) {
    EXPECT_EQ(Geometry(4).box_rows(), 2);
    EXPECT_EQ(Geometry(4).box_cols(), 2);
    EXPECT_EQ(Geometry(6).box_rows(), 2);
    EXPECT_EQ(Geometry(6).box_cols(), 3);
    EXPECT_EQ(Geometry(9).box_rows(), 3);
    EXPECT_EQ(Geometry(12).box_rows(), 3);
    EXPECT_EQ(Geometry(12).box_cols(), 4);
    EXPECT_EQ(Geometry(16).box_cols(), 4);
}

TEST(Geometry, RejectsSizesWithoutBoxes) {
    for (int size : {0, 1, 2, 3, 5, 7, 11, 13, 17, 25}) {
        EXPECT_FALSE(Geometry::supported(size)) << size;
        EXPECT_THROW(Geometry{size}, std::invalid_argument) << size;
    }
}

TEST(Geometry, HousesPartitionTheBoard) {
    for (int size : {4, 6, 9, 16}) {
        const Geometry geometry(size);
        for (const auto* groups : {&geometry.rows(), &geometry.columns(), &geometry.boxes()}) {
            std::vector<int> seen(static_cast<std::size_t>(geometry.cell_count()), 0);
            ASSERT_EQ(groups->size(), static_cast<std::size_t>(size));
            for (const auto& group : *groups) {
                ASSERT_EQ(group.size(), static_cast<std::size_t>(size));
                for (Cell cell : group) ++seen[static_cast<std::size_t>(cell)];
            }
            for (int count : seen) EXPECT_EQ(count, 1);
        }
    }
}

TEST(Geometry, SixBySixBoxesAreTwoRowsOfThree) {
    const Geometry geometry(6);
    EXPECT_EQ(geometry.boxes()[1], (std::vector<Cell>{3, 4, 5, 9, 10, 11}));
    EXPECT_EQ(geometry.box_of(geometry.cell_at(2, 0)), 2);
}

TEST(Geometry, CellNamesAreOneBasedAndRoundTrip) {
    const Geometry geometry(9);
    EXPECT_EQ(geometry.cell_name(0), "r1c1");
    EXPECT_EQ(geometry.cell_name(80), "r9c9");
    EXPECT_EQ(geometry.cell_name(geometry.cell_at(2, 6)), "r3c7");
    for (Cell cell = 0; cell < 81; ++cell) EXPECT_EQ(geometry.parse_cell_name(geometry.cell_name(cell)), cell);
    EXPECT_EQ(geometry.parse_cell_name("R3C7"), geometry.cell_at(2, 6));
    for (const char* bad : {"", "r0c1", "r10c1", "r1c", "c1r1", "r1c1x", "r-1c2"}) {
        EXPECT_FALSE(geometry.parse_cell_name(bad).has_value()) << bad;
    }
}

TEST(Geometry, DigitCharactersFollowFormat) {
    EXPECT_EQ(digit_char(1), '1');
    EXPECT_EQ(digit_char(9), '9');
    EXPECT_EQ(digit_char(10), 'A');
    EXPECT_EQ(digit_char(16), 'G');
    EXPECT_EQ(digit_from_char('G'), 16);
    EXPECT_EQ(digit_from_char('0'), std::nullopt);
    EXPECT_EQ(digit_from_char('x'), std::nullopt);
    for (char mark : {'.', '0', '_', '*', '-'}) EXPECT_TRUE(is_empty_mark(mark));
    EXPECT_FALSE(is_empty_mark('x'));
}

}  // namespace
}  // namespace geometry_test
}  // namespace gridforge
