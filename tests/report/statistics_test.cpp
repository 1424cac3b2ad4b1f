// The statistics of the measurements (gridforge/report/statistics.hpp) on samples whose values
// are known by hand.
#include "gridforge/report/statistics.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>
#include <vector>

namespace gridforge::report {
namespace {

TEST(ReportStatistics, MedianOfOddAndEvenCounts) {
    EXPECT_DOUBLE_EQ(median(std::vector<int>{5, 1, 3}), 3.0);
    EXPECT_DOUBLE_EQ(median(std::vector<double>{4.0, 1.0, 3.0, 2.0}), 2.5);
    EXPECT_THROW(median(std::vector<double>{}), std::invalid_argument);
}

TEST(ReportStatistics, QuantilesInterpolateBetweenOrderStatistics) {
    const std::vector<double> sample{7.0, 1.0, 3.0, 5.0, 9.0};  // sorted: 1 3 5 7 9
    EXPECT_DOUBLE_EQ(quantile(sample, 0.0), 1.0);
    EXPECT_DOUBLE_EQ(quantile(sample, 0.25), 3.0);
    EXPECT_DOUBLE_EQ(quantile(sample, 0.5), 5.0);
    EXPECT_DOUBLE_EQ(quantile(sample, 1.0), 9.0);
    // 1 2 3 4: position 0.25 * 3 = 0.75, between 1 and 2 (R's and NumPy's default gives 1.75).
    EXPECT_DOUBLE_EQ(quantile({4.0, 3.0, 2.0, 1.0}, 0.25), 1.75);
    EXPECT_THROW(quantile({}, 0.5), std::invalid_argument);
    EXPECT_THROW(quantile({1.0}, 1.5), std::invalid_argument);
}

TEST(ReportStatistics, AverageRanksShareTies) {
    EXPECT_EQ(average_ranks({10.0, 20.0, 20.0, 5.0}), (std::vector<double>{2.0, 3.5, 3.5, 1.0}));
}

TEST(ReportStatistics, PearsonOfKnownSamples) {
    EXPECT_DOUBLE_EQ(pearson({1, 2, 3}, {2, 4, 6}), 1.0);
    EXPECT_DOUBLE_EQ(pearson({1, 2, 3}, {3, 2, 1}), -1.0);
    // x = 1..5, y = 2 4 5 4 5: cov sum 6, var sums 10 and 6, r = 6 / sqrt(60).
    EXPECT_NEAR(pearson({1, 2, 3, 4, 5}, {2, 4, 5, 4, 5}), 0.7745966692, 1e-9);
    EXPECT_DOUBLE_EQ(pearson({1, 1, 1}, {1, 2, 3}), 0.0);
    EXPECT_THROW(pearson({1, 2}, {1}), std::invalid_argument);
}

TEST(ReportStatistics, SpearmanIsPearsonOfRanks) {
    // Monotone but not linear: Spearman 1, Pearson below 1.
    const std::vector<double> x{1, 2, 3, 4, 5};
    const std::vector<double> y{1, 4, 9, 16, 1000};
    EXPECT_DOUBLE_EQ(spearman(x, y), 1.0);
    EXPECT_LT(pearson(x, y), 0.8);
    // Ranks 1..5 against 2 4 5 4 5 ranked with ties: 1, 2.5, 4.5, 2.5, 4.5; deviations from the
    // mean rank 3: -2 -1 0 1 2 and -2 -0.5 1.5 -0.5 1.5, so rho = 7 / sqrt(10 * 9) = 0.7379.
    EXPECT_NEAR(spearman(x, {2, 4, 5, 4, 5}), 7.0 / std::sqrt(90.0), 1e-12);
}

}  // namespace
}  // namespace gridforge::report
