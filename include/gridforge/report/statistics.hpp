#pragma once
/// \file
/// The statistics of the measurements (gridforge report, bench/): order statistics for small
/// samples (a handful of timed series, a few dozen seeds) and the two correlation coefficients.
/// Textbook definitions: the median of an even count is the mean of the two middle values;
/// quantiles interpolate linearly between order statistics (Hyndman and Fan's type 7, the default
/// of R and NumPy); Spearman's rho is Pearson's r of the ranks, ties given their average rank.

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace gridforge::report {

/// The q-quantile (0 <= q <= 1) of a sample, type 7: position q * (n - 1) in the sorted sample,
/// interpolated between its neighbours. Throws std::invalid_argument on an empty sample or a q
/// outside [0, 1].
double quantile(std::vector<double> values, double q);

/// The median; for an even count, the mean of the two middle values. Throws std::invalid_argument
/// on an empty sample.
template <typename T>
double median(std::vector<T> values) {
    if (values.empty()) throw std::invalid_argument("median of an empty sample");
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    if (values.size() % 2 == 1) return static_cast<double>(values[mid]);
    return (static_cast<double>(values[mid - 1]) + static_cast<double>(values[mid])) / 2.0;
}

/// The arithmetic mean; 0 for an empty sample.
template <typename T>
double mean(const std::vector<T>& values) {
    if (values.empty()) return 0.0;
    double sum = 0.0;
    for (const T& value : values) sum += static_cast<double>(value);
    return sum / static_cast<double>(values.size());
}

/// Ranks 1..n, ties sharing the mean of the ranks they span.
std::vector<double> average_ranks(const std::vector<double>& values);

/// Pearson's product-moment correlation r of two samples of equal size, in [-1, 1] (0 when a
/// sample is constant or has fewer than 2 values). Throws std::invalid_argument when the sizes
/// differ.
double pearson(const std::vector<double>& a, const std::vector<double>& b);

/// Spearman's rho: pearson() of the average ranks. Same contract as pearson().
double spearman(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace gridforge::report
