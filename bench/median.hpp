#pragma once
/// \file
/// Order statistics for small samples (a handful of series, a dozen seeds).

#include <algorithm>
#include <stdexcept>
#include <vector>

namespace bench {

/// The median; for an even count, the mean of the two middle values. Throws on an empty sample.
template <typename T>
double median(std::vector<T> values) {
    if (values.empty()) throw std::invalid_argument("median of an empty sample");
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    if (values.size() % 2 == 1) return static_cast<double>(values[mid]);
    return (static_cast<double>(values[mid - 1]) + static_cast<double>(values[mid])) / 2.0;
}

template <typename T>
double mean(const std::vector<T>& values) {
    if (values.empty()) return 0.0;
    double sum = 0.0;
    for (const T& value : values) sum += static_cast<double>(value);
    return sum / static_cast<double>(values.size());
}

}  // namespace bench
