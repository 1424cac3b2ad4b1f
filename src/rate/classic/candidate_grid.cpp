// The shared 9x9 candidate grid of the emulated raters (candidate_grid.hpp).
#include "gridforge/bits.hpp"
#include "rate/classic/candidate_grid.hpp"

#include <stdexcept>

#include "solve/bitboard.hpp"

namespace gridforge::classic {
namespace {

constexpr std::array<std::array<std::uint8_t, 9>, 27> make_house_cells() {
    std::array<std::array<std::uint8_t, 9>, 27> houses{};
    for (int i = 0; i < 9; ++i) {
        for (int j = 0; j < 9; ++j) {
            houses[i][j] = static_cast<std::uint8_t>(9 * i + j);                  // row i
            houses[9 + i][j] = static_cast<std::uint8_t>(9 * j + i);              // column i
            const int top = (i / 3) * 27 + (i % 3) * 3;
            houses[18 + i][j] = static_cast<std::uint8_t>(top + (j / 3) * 9 + j % 3);  // box i
        }
    }
    return houses;
}

constexpr std::array<std::array<std::uint8_t, 3>, 81> make_cell_houses() {
    std::array<std::array<std::uint8_t, 3>, 81> result{};
    for (int cell = 0; cell < 81; ++cell) {
        result[cell] = {static_cast<std::uint8_t>(cell / 9), static_cast<std::uint8_t>(9 + cell % 9),
                        static_cast<std::uint8_t>(18 + (cell / 27) * 3 + (cell % 9) / 3)};
    }
    return result;
}

constexpr std::array<std::array<std::uint8_t, 20>, 81> make_peers() {
    std::array<std::array<std::uint8_t, 20>, 81> peers{};
    for (int cell = 0; cell < 81; ++cell) {
        int n = 0;
        for (int other = 0; other < 81; ++other) {
            if (other == cell) continue;
            const bool same_row = other / 9 == cell / 9;
            const bool same_column = other % 9 == cell % 9;
            const bool same_box = (other / 27 == cell / 27) && ((other % 9) / 3 == (cell % 9) / 3);
            if (same_row || same_column || same_box) peers[cell][n++] = static_cast<std::uint8_t>(other);
        }
    }
    return peers;
}

}  // namespace

const std::array<std::array<std::uint8_t, 9>, 27> kHouseCells = make_house_cells();
const std::array<std::array<std::uint8_t, 20>, 81> kPeers = make_peers();
const std::array<std::array<std::uint8_t, 3>, 81> kCellHouses = make_cell_houses();
const std::array<std::uint8_t, 27> kSeHouseOrder{18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4,
                                                 5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17};

int first_digit(Mask mask) { return mask == 0 ? 0 : gridforge::bits::lowest(mask) + 1; }

std::string cell_name(int cell) {
    return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1);
}

bool is_classic_9x9(const Puzzle& puzzle) {
    // The bitboard solver serves exactly these puzzles, and already has the check.
    return puzzle.givens().size() == 9 && bitboard_supports(puzzle);
}

CandidateGrid CandidateGrid::from_givens(const Grid& givens) {
    if (givens.size() != 9) throw std::invalid_argument("the emulated raters rate 9x9 grids only");
    CandidateGrid grid;
    grid.candidates.fill(kAllDigits);
    for (int cell = 0; cell < 81; ++cell) {
        const int digit = givens.at(cell);
        if (digit != 0) grid.place(cell, digit);
    }
    return grid;
}

void CandidateGrid::place(int cell, int digit) {
    value[cell] = static_cast<std::uint8_t>(digit);
    candidates[cell] = 0;
    for (const std::uint8_t peer : kPeers[cell]) eliminate(peer, digit);
}

bool CandidateGrid::solved() const {
    for (const std::uint8_t v : value) {
        if (v == 0) return false;
    }
    return true;
}

Mask CandidateGrid::places(int house, int digit) const {
    Mask result = 0;
    for (int i = 0; i < 9; ++i) {
        if (has(kHouseCells[house][i], digit)) result |= static_cast<Mask>(1u << i);
    }
    return result;
}

}  // namespace gridforge::classic
