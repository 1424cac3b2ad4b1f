// Tables and grid views of the 81-cell set (cell_set.hpp).
#include "rate/classic/cell_set.hpp"

#include <array>

namespace gridforge::classic {

const CellSet& peer_cells(int cell) {
    static const auto table = [] {
        std::array<CellSet, 81> t{};
        for (int c = 0; c < 81; ++c)
            for (const std::uint8_t p : kPeers[c]) t[c].add(p);
        return t;
    }();
    return table[cell];
}

const CellSet& house_cells(int house) {
    static const auto table = [] {
        std::array<CellSet, 27> t{};
        for (int h = 0; h < 27; ++h)
            for (const std::uint8_t c : kHouseCells[h]) t[h].add(c);
        return t;
    }();
    return table[house];
}

CellSet common_peers(const CellSet& set) {
    if (set.empty()) return {};
    CellSet result = CellSet::all();
    set.for_each([&](int c) { result &= peer_cells(c); });
    return result;
}

CellSet digit_cells(const CandidateGrid& grid, int digit) {
    const Mask mask = bit(digit);
    CellSet s;
    for (int c = 0; c < 81; ++c)
        if (grid.candidates[c] & mask) s.add(c);
    return s;
}

CellSet empty_cells(const CandidateGrid& grid) {
    CellSet s;
    for (int c = 0; c < 81; ++c)
        if (grid.value[c] == 0) s.add(c);
    return s;
}

int free_count(const CandidateGrid& grid, int house, int digit) {
    const Mask mask = bit(digit);
    int n = 0;
    for (const std::uint8_t cell : kHouseCells[house]) n += (grid.candidates[cell] & mask) != 0;
    return n;
}

}  // namespace gridforge::classic
