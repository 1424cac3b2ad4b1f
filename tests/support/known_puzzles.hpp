#pragma once
// Puzzles many tests share, written once, each with where it comes from.

#include <cstddef>
#include <string>

namespace gridforge::testing {

/// top95 #1 (Peter Norvig's top95 list, tests/data/top95.txt line 1): hard, needs chains; and its
/// solution.
inline constexpr const char* kTop95First = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
inline constexpr const char* kTop95FirstSolution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// The example puzzle of Wikipedia's "Sudoku" article: singles solve it; and its solution.
inline constexpr const char* kEasy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kEasySolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Easter Monster (posted by champagne on the Sudoku Players' Forum, 2007): among the hardest
/// known for human techniques.
inline constexpr const char* kEasterMonster = "1......89.....9..2......45...76......3..4....9....2..5..4.7....5....8.1..6.3.....";

/// kEasySolution with four cells emptied (r1c4, r1c5, r4c4, r4c5) so that 6/7 swap: exactly two
/// solutions.
inline constexpr const char* kTwoSolutions = "534..8912672195348198342567859..1423426853791713924856961537284287419635345286179";

/// A unique 16x16 puzzle's line in `alphabet` ("0123456789ABCDEF" or "123456789ABCDEFG"): row r of
/// a full grid holds the values shifted by (r mod 4)·4 + r div 4; the diagonal cells are left empty
/// (`full`: none), which leaves one solution. Made here for the tests of the two 16x16 conventions.
inline std::string sixteen_line(const std::string& alphabet, bool full) {
    std::string line;
    for (int row = 0; row < 16; ++row) {
        for (int column = 0; column < 16; ++column) {
            line += !full && row == column ? '.' : alphabet[static_cast<std::size_t>(((row % 4) * 4 + row / 4 + column) % 16)];
        }
    }
    return line;
}

}  // namespace gridforge::testing
