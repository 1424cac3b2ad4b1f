// Seeds 1..20 of the deduction generator on the large boards (4×5, 5×5), both modes: too slow for
// the unit tests under the sanitizers (~0.1-1 s a puzzle with its checks), so they run here, in
// the Release corpus run. The unit tests cover 3×3 and 4×4 fully and sample these sizes.
#include <gtest/gtest.h>

#include "deduce/seed_check.hpp"

namespace gridforge::deduce {
namespace deduce_seeds_test {
namespace {

using testing::check_seeds;

TEST(DeduceSeeds, Seeds1To20On4x5Revealed) { check_seeds(5, 4, Mode::revealed, 1, 20); }
TEST(DeduceSeeds, Seeds1To20On4x5Open) { check_seeds(5, 4, Mode::open, 1, 20); }
TEST(DeduceSeeds, Seeds1To20On5x5Revealed) { check_seeds(5, 5, Mode::revealed, 1, 20); }
TEST(DeduceSeeds, Seeds1To20On5x5Open) { check_seeds(5, 5, Mode::open, 1, 20); }

}  // namespace
}  // namespace deduce_seeds_test
}  // namespace gridforge::deduce
