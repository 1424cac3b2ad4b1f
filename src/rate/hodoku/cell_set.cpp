// Shared tables of the 81-bit cell sets (cell_set.hpp).
#include "rate/hodoku/cell_set.hpp"

#include <array>

namespace gridforge::hodoku {

namespace cellset {

const Cells& peer_cells(int cell) {
    static const auto table = [] {
        std::array<Cells, 81> t{};
        for (int c = 0; c < 81; ++c)
            for (int p : classic::kPeers[c]) t[c].add(p);
        return t;
    }();
    return table[cell];
}

Cells digit_cells(const classic::CandidateGrid& grid, int digit) {
    Cells s;
    for (int c = 0; c < 81; ++c)
        if (grid.has(c, digit)) s.add(c);
    return s;
}

Cells common_peers(const Cells& set) {
    if (set.empty()) return {};
    Cells result{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
    set.for_each([&](int c) { result &= peer_cells(c); });
    return result;
}

}  // namespace cellset

}  // namespace gridforge::hodoku
