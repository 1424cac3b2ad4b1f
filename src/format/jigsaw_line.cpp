#include "format/jigsaw_line.hpp"

#include <array>
#include <cstddef>
#include <vector>

namespace gridforge::format_detail {

bool names_jigsaw_regions(std::string_view word, int side) {
    const auto n = static_cast<std::size_t>(side);
    if (side < 2 || word.size() != n * n) return false;
    // The first cell's region goes on to its right or below it; a solution's never does. This
    // settles at once the "givens solution" lines of large collections, read on the fast path.
    if (word[0] != word[1] && word[0] != word[n]) return false;
    std::array<std::size_t, 128> cells_named{};
    std::size_t distinct = 0;
    for (char c : word) {
        if (c <= ' ' || c > '~') return false;
        if (cells_named[static_cast<std::size_t>(c)]++ == 0) ++distinct;
    }
    if (distinct != n) return false;
    for (char c : word) {
        if (cells_named[static_cast<std::size_t>(c)] != n) return false;
    }
    // Each region connected: a flood fill from its first cell reaches all N of its cells.
    std::vector<bool> seen(word.size(), false);
    for (std::size_t start = 0; start < word.size(); ++start) {
        if (seen[start]) continue;
        std::vector<std::size_t> stack{start};
        seen[start] = true;
        std::size_t reached = 0;
        while (!stack.empty()) {
            const std::size_t cell = stack.back();
            stack.pop_back();
            ++reached;
            const std::size_t row = cell / n;
            const std::size_t column = cell % n;
            const auto visit = [&](std::size_t next) {
                if (!seen[next] && word[next] == word[start]) {
                    seen[next] = true;
                    stack.push_back(next);
                }
            };
            if (row > 0) visit(cell - n);
            if (row + 1 < n) visit(cell + n);
            if (column > 0) visit(cell - 1);
            if (column + 1 < n) visit(cell + 1);
        }
        if (reached != n) return false;  // the region's cells lie apart
    }
    return true;
}

}  // namespace gridforge::format_detail
