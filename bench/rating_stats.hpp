#pragma once
/// \file
/// Rank statistics for the rating validation: Spearman's rank correlation (Pearson correlation of
/// the ranks, ties given their average rank — the textbook definition, e.g. Wikipedia "Spearman's
/// rank correlation coefficient").

#include <vector>

namespace bench {

/// Ranks 1..n, ties sharing the mean of the ranks they span.
std::vector<double> average_ranks(const std::vector<double>& values);

/// Spearman's rho of two samples of equal size (0 when a sample is constant or has fewer than 2
/// values). Throws std::invalid_argument when the sizes differ.
double spearman(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace bench
