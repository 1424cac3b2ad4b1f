// Cell sets of the HoDoKu emulation (cells.hpp).
#include "rate/hodoku/cells.hpp"

namespace gridforge::hodoku {

using classic::CandidateGrid;

const std::array<Cells, 81>& buddies() {
    static const std::array<Cells, 81> table = [] {
        std::array<Cells, 81> result{};
        for (int cell = 0; cell < 81; ++cell) {
            for (const std::uint8_t peer : classic::kPeers[cell]) result[cell] |= cell_bit(peer);
        }
        return result;
    }();
    return table;
}

const std::array<Cells, 27>& house_set() {
    static const std::array<Cells, 27> table = [] {
        std::array<Cells, 27> result{};
        for (int house = 0; house < 27; ++house) {
            for (const std::uint8_t cell : classic::kHouseCells[house]) result[house] |= cell_bit(cell);
        }
        return result;
    }();
    return table;
}

Cells digit_cells(const CandidateGrid& grid, int digit) {
    const classic::Mask mask = classic::bit(digit);
    Cells result = 0;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.candidates[cell] & mask) result |= cell_bit(cell);
    }
    return result;
}

int free_count(const CandidateGrid& grid, int house, int digit) {
    const classic::Mask mask = classic::bit(digit);
    int n = 0;
    for (const std::uint8_t cell : classic::kHouseCells[house]) n += (grid.candidates[cell] & mask) != 0;
    return n;
}

Cells empty_cells(const CandidateGrid& grid) {
    Cells result = 0;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] == 0) result |= cell_bit(cell);
    }
    return result;
}

}  // namespace gridforge::hodoku
