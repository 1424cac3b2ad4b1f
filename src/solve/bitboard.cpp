#include "solve/bitboard.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace gridforge {
namespace {

constexpr int kSide = 9;
constexpr int kCells = 81;

/// 81 cells as two words; see the layout in bitboard.hpp.
struct Bits81 {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    static Bits81 cell(int index) {
        return index < 64 ? Bits81{1ull << index, 0} : Bits81{0, 1ull << (index - 64)};
    }
    [[nodiscard]] bool any() const { return (low | high) != 0; }
    /// Exactly one cell set (no popcount: without -mpopcnt it is a library call on the hot path).
    [[nodiscard]] bool single() const {
        return low == 0 ? (high != 0 && (high & (high - 1)) == 0) : (high == 0 && (low & (low - 1)) == 0);
    }
    [[nodiscard]] bool has(int index) const {
        return index < 64 ? ((low >> index) & 1u) != 0 : ((high >> (index - 64)) & 1u) != 0;
    }
    /// Index of the lowest set cell; precondition: any().
    [[nodiscard]] int first() const { return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(high); }
    void drop_first() {
        if (low != 0) low &= low - 1;
        else high &= high - 1;
    }
    friend Bits81 operator&(Bits81 a, Bits81 b) { return {a.low & b.low, a.high & b.high}; }
    friend Bits81 operator|(Bits81 a, Bits81 b) { return {a.low | b.low, a.high | b.high}; }
    friend Bits81 operator~(Bits81 a) { return {~a.low, ~a.high & kHighMask}; }
    friend bool operator==(Bits81, Bits81) = default;
    Bits81& operator&=(Bits81 b) { return *this = *this & b; }
    Bits81& operator|=(Bits81 b) { return *this = *this | b; }

    static constexpr std::uint64_t kHighMask = (1ull << (kCells - 64)) - 1;
};

/// Houses and peers as planes, built once.
struct Tables {
    std::array<Bits81, 27> house{};          ///< rows 0..8, columns 9..17, boxes 18..26
    std::array<Bits81, kCells> peers{};
    std::array<std::array<int, 3>, kCells> houses_of{};

    Tables() {
        for (int cell = 0; cell < kCells; ++cell) {
            const int row = cell / kSide, column = cell % kSide, box = (row / 3) * 3 + column / 3;
            houses_of[static_cast<std::size_t>(cell)] = {row, 9 + column, 18 + box};
            for (int h : houses_of[static_cast<std::size_t>(cell)]) house[static_cast<std::size_t>(h)] |= Bits81::cell(cell);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            Bits81 all;
            for (int h : houses_of[static_cast<std::size_t>(cell)]) all |= house[static_cast<std::size_t>(h)];
            peers[static_cast<std::size_t>(cell)] = all & ~Bits81::cell(cell);
        }
    }
};

const Tables& tables() {
    static const Tables built;
    return built;
}

struct Board {
    std::array<Bits81, kSide> possible{};  ///< per digit (index d-1): cells where it may still go
    Bits81 solved;                          ///< cells with a digit placed
    std::array<std::uint8_t, kCells> values{};
};

class BitboardSearch {
public:
    explicit BitboardSearch(std::int64_t limit) : limit_(limit) {}

    CountResult run(const Grid& givens) {
        Board board;
        const Bits81 all = ~Bits81{};
        for (auto& plane : board.possible) plane = all;
        for (Cell cell = 0; cell < kCells; ++cell) {
            const Digit digit = givens.at(cell);
            if (digit != 0 && !place(board, cell, digit)) return result_;
        }
        search(board);
        return result_;
    }

private:
    /// Puts `digit` in `cell`; false when the digit is no longer possible there.
    static bool place(Board& board, int cell, Digit digit) {
        const auto d = static_cast<std::size_t>(digit - 1);
        if (!board.possible[d].has(cell)) return false;
        const Bits81 here = Bits81::cell(cell);
        const Bits81 not_here = ~here;
        for (auto& plane : board.possible) plane &= not_here;
        board.possible[d] |= here;
        board.possible[d] &= ~tables().peers[static_cast<std::size_t>(cell)];
        board.solved |= here;
        board.values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
        return true;
    }

    /// Singles and locked candidates to a fixpoint; false on contradiction.
    bool propagate(Board& board) {
        for (;;) {
            // Bit-sliced candidate counts: at least one / at least two digits per cell.
            Bits81 once, twice;
            for (const Bits81& plane : board.possible) {
                twice |= once & plane;
                once |= plane;
            }
            if (once != ~Bits81{}) return false;  // a cell without candidates
            Bits81 naked = once & ~twice & ~board.solved;
            bool progress = naked.any();
            while (naked.any()) {
                const int cell = naked.first();
                naked.drop_first();
                // Earlier placements in this loop may have taken the cell's last candidate.
                Digit digit = 1;
                while (digit <= kSide && !board.possible[static_cast<std::size_t>(digit - 1)].has(cell)) ++digit;
                if (digit > kSide || !place(board, cell, digit)) return false;
                ++result_.deductions;
            }
            if (progress) continue;
            if (!hidden_singles(board, progress)) return false;
            if (progress) continue;
            if (!locked_candidates(board, progress)) return false;
            if (!progress) return true;
        }
    }

    bool hidden_singles(Board& board, bool& progress) {
        for (std::size_t d = 0; d < kSide; ++d) {
            for (const Bits81& house : tables().house) {
                const Bits81 spots = board.possible[d] & house;
                if (!spots.any()) return false;  // the digit has no place in this house
                if (!spots.single()) continue;
                const int cell = spots.first();
                if (board.solved.has(cell)) continue;
                if (!place(board, cell, static_cast<Digit>(d + 1))) return false;
                ++result_.deductions;
                progress = true;
            }
        }
        return true;
    }

    /// Pointing: when a digit's candidates in a box all lie in one row or column, the digit
    /// leaves the rest of that row or column.
    static bool locked_candidates(Board& board, bool& progress) {
        const Tables& t = tables();
        for (auto& plane : board.possible) {
            for (std::size_t box = 18; box < 27; ++box) {
                const Bits81 in_box = plane & t.house[box] & ~board.solved;
                if (!in_box.any() || in_box.single()) continue;
                const std::size_t band = (box - 18) / 3, stack = (box - 18) % 3;
                const std::array<std::size_t, 6> crossing{3 * band, 3 * band + 1, 3 * band + 2,
                                                          9 + 3 * stack, 10 + 3 * stack, 11 + 3 * stack};
                for (std::size_t line : crossing) {
                    if ((in_box & ~t.house[line]).any()) continue;  // not all in this row/column
                    const Bits81 elsewhere = plane & t.house[line] & ~t.house[box];
                    if (elsewhere.any()) {
                        plane &= ~elsewhere;
                        progress = true;
                    }
                }
            }
        }
        return true;
    }

    void search(Board& board) {
        if (!propagate(board)) return;
        if (board.solved == ~Bits81{}) {
            if (result_.count++ == 0) {
                Grid grid(kSide);
                for (Cell cell = 0; cell < kCells; ++cell) grid.set(cell, board.values[static_cast<std::size_t>(cell)]);
                result_.solution = grid;
            }
            return;
        }
        const int cell = choose_cell(board);
        for (std::size_t d = 0; d < kSide; ++d) {
            if (!board.possible[d].has(cell)) continue;
            ++result_.nodes;
            Board child = board;
            if (place(child, cell, static_cast<Digit>(d + 1))) search(child);
            if (result_.count >= limit_) return;
        }
    }

    /// An unsolved cell with two candidates if there is one, else one with the fewest.
    static int choose_cell(const Board& board) {
        Bits81 once, twice, thrice;
        for (const Bits81& plane : board.possible) {
            thrice |= twice & plane;
            twice |= once & plane;
            once |= plane;
        }
        const Bits81 bivalue = twice & ~thrice & ~board.solved;
        if (bivalue.any()) return bivalue.first();
        int best = -1, best_count = kSide + 1;
        Bits81 open = ~board.solved;
        while (open.any()) {
            const int cell = open.first();
            open.drop_first();
            int count = 0;
            for (const Bits81& plane : board.possible) count += plane.has(cell) ? 1 : 0;
            if (count < best_count) {
                best = cell;
                best_count = count;
            }
        }
        return best;
    }

    std::int64_t limit_;
    CountResult result_;
};

}  // namespace

bool bitboard_supports(const Puzzle& puzzle) {
    // Called before every count, so the check is a plain comparison with the classic house list
    // in the order classic_rules() gives it (rows, columns, boxes).
    const Geometry& geometry = puzzle.geometry();
    const Topology& topology = puzzle.topology();
    if (geometry.size() != kSide || !topology.extra_rules.empty() || topology.houses.size() != 27) return false;
    std::size_t index = 0;
    for (const auto* groups : {&geometry.rows(), &geometry.columns(), &geometry.boxes()}) {
        for (const auto& cells : *groups) {
            if (topology.houses[index++].cells != cells) return false;
        }
    }
    return true;
}

CountResult count_by_bitboard(const Puzzle& puzzle, std::int64_t limit) {
    return BitboardSearch(limit).run(puzzle.givens());
}

}  // namespace gridforge
