// The 81-cell set shared by the rating emulations (src/rate/classic/cell_set.hpp).
#include <gtest/gtest.h>

#include <vector>

#include "rate/classic/cell_set.hpp"

namespace gridforge::classic {
namespace cell_set_test {
namespace {

std::vector<int> cells_of(const CellSet& set) {
    std::vector<int> cells;
    set.for_each([&](int cell) { cells.push_back(cell); });
    return cells;
}

TEST(ClassicCellSet, MembersAcrossBothWordsInAscendingOrder) {
    CellSet set;
    EXPECT_TRUE(set.empty());
    EXPECT_EQ(set.first(), -1);
    EXPECT_EQ(set.last(), -1);
    for (const int cell : {80, 0, 64, 63, 17}) set.add(cell);
    EXPECT_EQ(cells_of(set), (std::vector<int>{0, 17, 63, 64, 80}));
    EXPECT_EQ(set.size(), 5);
    EXPECT_EQ(set.first(), 0);
    EXPECT_EQ(set.last(), 80);
    set.remove(80);
    set.remove(0);
    EXPECT_EQ(set.first(), 17);
    EXPECT_EQ(set.last(), 64);
    EXPECT_TRUE(set.has(63));
    EXPECT_FALSE(set.has(80));
    EXPECT_EQ(cells_of(set.without(CellSet::of(63) | CellSet::of(64))), (std::vector<int>{17}));
    EXPECT_EQ(CellSet::all().size(), 81);
    EXPECT_EQ(CellSet::all().last(), 80);
}

TEST(ClassicCellSet, TablesAndGridViews) {
    EXPECT_EQ(peer_cells(40).size(), 20);
    EXPECT_FALSE(peer_cells(40).has(40));
    EXPECT_EQ(cells_of(house_cells(9)), (std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63, 72}));
    EXPECT_EQ(cells_of(house_cells(26)), (std::vector<int>{60, 61, 62, 69, 70, 71, 78, 79, 80}));
    // r1c1 and r1c9 both see the rest of row 1 and nothing else.
    EXPECT_EQ(cells_of(common_peers(CellSet::of(0) | CellSet::of(8))), (std::vector<int>{1, 2, 3, 4, 5, 6, 7}));
    EXPECT_TRUE(common_peers(CellSet{}).empty());

    CandidateGrid grid;
    grid.candidates.fill(kAllDigits);
    grid.value[40] = 5;
    grid.candidates[40] = 0;
    for (const int cell : {3, 4, 5}) grid.candidates[cell] = static_cast<Mask>(kAllDigits & ~bit(7));
    EXPECT_EQ(empty_cells(grid).size(), 80);
    EXPECT_FALSE(empty_cells(grid).has(40));
    EXPECT_EQ(digit_cells(grid, 7).size(), 77);
    EXPECT_EQ(free_count(grid, 0, 7), 6);   // row 1 without r1c4-r1c6
    EXPECT_EQ(free_count(grid, 22, 7), 8);  // box 5 without r5c5 (placed)
}

}  // namespace
}  // namespace cell_set_test
}  // namespace gridforge::classic
