#include <vector>

#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

/// Adds to `out`, smallest digits first (lexicographic order), every way to choose `cells` more digits from `next`..`size` summing to `sum`,
/// joined to `chosen`. The bounds cut a branch as soon as the smallest (next, next+1, ...) or
/// the largest (size, size-1, ...) digits left cannot reach the sum.
void extend(int next, int size, int cells, int sum, DigitSet chosen, std::vector<DigitSet>& out) {
    if (cells == 0) {
        if (sum == 0) out.push_back(chosen);
        return;
    }
    const int smallest = cells * next + cells * (cells - 1) / 2;         // next + ... + next+cells-1
    const int largest = cells * size - cells * (cells - 1) / 2;          // size + ... + size-cells+1
    if (next + cells - 1 > size || sum < smallest || sum > largest) return;
    DigitSet with = chosen;
    with.insert(next);
    extend(next + 1, size, cells - 1, sum - next, with, out);
    extend(next + 1, size, cells, sum, chosen, out);
}

}  // namespace

std::vector<DigitSet> cage_combinations(int cells, int sum, int size) {
    std::vector<DigitSet> combinations;
    extend(1, size, cells, sum, DigitSet(), combinations);
    return combinations;
}

}  // namespace gridforge
