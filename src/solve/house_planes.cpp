#include "solve/house_planes.hpp"

#include "gridforge/deadline.hpp"

#include <array>
#include <bit>
#include <cstddef>
#include <utility>
#include <vector>

namespace gridforge {
// A named namespace, not an anonymous one: unity builds (and the WebAssembly build, where this file
// is not compiled apart for -march) put this file in one translation unit with bitboard.cpp.
namespace house_planes_search {

constexpr int kMaxCells = 128;
constexpr int kMaxDigits = 10;  // the largest side with at most 128 cells

/// A set of cells 0..127: bit i of `low` is cell i, bit i of `high` cell 64 + i.
struct CellSet {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    static CellSet first_cells(int count) {
        CellSet set;
        set.low = count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
        if (count > 64) set.high = count >= 128 ? ~std::uint64_t{0} : (std::uint64_t{1} << (count - 64)) - 1;
        return set;
    }
    void insert(Cell cell) {
        if (cell < 64) low |= std::uint64_t{1} << cell;
        else high |= std::uint64_t{1} << (cell - 64);
    }
    [[nodiscard]] bool contains(Cell cell) const {
        return cell < 64 ? (low >> cell) & 1 : (high >> (cell - 64)) & 1;
    }
    [[nodiscard]] bool empty() const { return (low | high) == 0; }
    /// Exactly one cell (no population count: without -march it is a library call).
    [[nodiscard]] bool single() const {
        const std::uint64_t word = low != 0 ? low : high;
        return word != 0 && (word & (word - 1)) == 0 && (low == 0 || high == 0);
    }
    /// The lowest cell; precondition: not empty.
    [[nodiscard]] Cell first() const {
        return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(high);
    }
    void erase_first() {
        if (low != 0) low &= low - 1;
        else high &= high - 1;
    }

    friend CellSet operator&(CellSet a, CellSet b) { return {a.low & b.low, a.high & b.high}; }
    friend CellSet operator|(CellSet a, CellSet b) { return {a.low | b.low, a.high | b.high}; }
    /// a without b.
    friend CellSet operator-(CellSet a, CellSet b) { return {a.low & ~b.low, a.high & ~b.high}; }
    CellSet& operator&=(CellSet other) { return *this = *this & other; }
    CellSet& operator|=(CellSet other) { return *this = *this | other; }
    CellSet& operator-=(CellSet other) { return *this = *this - other; }
};

/// Two full houses that share two or more cells (a box and a row, a jigsaw region and a column, a
/// diagonal and a box): when a digit's places in `confining` all lie in the shared cells, the
/// digit leaves the rest of the other house (locked candidates, pointing and claiming alike).
struct Overlap {
    CellSet shared;
    CellSet rest_of_other;
};

/// A full house and the overlaps in which it confines.
struct ConfiningHouse {
    CellSet cells;
    std::vector<Overlap> overlaps;
};

/// The puzzle's houses and peers as cell sets, made once per count.
struct Layout {
    int digits = 0;
    CellSet board;
    std::vector<CellSet> full_houses;     ///< houses of N cells: each holds every digit once
    std::vector<ConfiningHouse> confining_houses;  ///< the full houses that share 2+ cells with another
    std::array<CellSet, kMaxCells> peers{};

    explicit Layout(const Puzzle& puzzle) : digits(puzzle.geometry().size()) {
        const Topology& topology = puzzle.topology();
        const int cells = puzzle.geometry().cell_count();
        board = CellSet::first_cells(cells);
        for (const House& house : topology.houses) {
            CellSet set;
            for (Cell cell : house.cells) set.insert(cell);
            if (static_cast<int>(house.cells.size()) == digits) full_houses.push_back(set);
        }
        for (Cell cell = 0; cell < cells; ++cell) {
            for (Cell peer : topology.peers[static_cast<std::size_t>(cell)]) peers[static_cast<std::size_t>(cell)].insert(peer);
        }
        for (const CellSet& confining : full_houses) {
            ConfiningHouse house{confining, {}};
            for (const CellSet& other : full_houses) {
                const CellSet shared = confining & other;
                if (shared.empty() || shared.single() || (confining - other).empty()) continue;
                house.overlaps.push_back({shared, other - confining});
            }
            if (!house.overlaps.empty()) confining_houses.push_back(std::move(house));
        }
    }
};

struct Board {
    std::array<CellSet, kMaxDigits> planes{};  ///< per digit (index digit - 1): where it may go
    CellSet unsolved;
};

class PlaneSearch {
public:
    PlaneSearch(const Puzzle& puzzle, std::int64_t limit) : layout_(puzzle), limit_(limit), size_(puzzle.geometry().size()) {}

    CountResult run(const Grid& givens) {
        Board board;
        for (int d = 0; d < layout_.digits; ++d) board.planes[static_cast<std::size_t>(d)] = layout_.board;
        board.unsolved = layout_.board;
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) {
            const Digit digit = givens.at(cell);
            if (digit == 0) continue;
            if (!plane(board, digit).contains(cell)) return result_;  // two givens clash: no solution
            place(board, cell, digit);
        }
        search(board);
        return result_;
    }

private:
    static CellSet& plane(Board& board, Digit digit) { return board.planes[static_cast<std::size_t>(digit - 1)]; }

    void place(Board& board, Cell cell, Digit digit) const {
        CellSet only;
        only.insert(cell);
        for (int d = 0; d < layout_.digits; ++d) board.planes[static_cast<std::size_t>(d)] -= only;
        plane(board, digit) = (plane(board, digit) - layout_.peers[static_cast<std::size_t>(cell)]) | only;
        board.unsolved -= only;
    }

    /// The digit of `cell`'s one candidate, or 0 when it has none left.
    Digit only_candidate(const Board& board, Cell cell) const {
        for (int d = 0; d < layout_.digits; ++d) {
            if (board.planes[static_cast<std::size_t>(d)].contains(cell)) return d + 1;
        }
        return 0;
    }

    /// Locked candidates over every overlap and digit; true when a candidate went.
    bool lock_candidates(Board& board) const {
        bool changed = false;
        for (int d = 0; d < layout_.digits; ++d) {
            CellSet& places = board.planes[static_cast<std::size_t>(d)];
            for (const ConfiningHouse& house : layout_.confining_houses) {
                const CellSet in_house = places & house.cells;
                if (in_house.single()) continue;  // placed or a hidden single: its peers settle it
                for (const Overlap& overlap : house.overlaps) {
                    if (!(in_house - overlap.shared).empty() || (places & overlap.rest_of_other).empty()) continue;
                    places -= overlap.rest_of_other;
                    changed = true;
                }
            }
        }
        return changed;
    }

    /// Singles to a fixpoint, then locked candidates, until neither finds anything; false on a
    /// contradiction (a cell or a house digit with no place).
    bool settle(Board& board) {
        for (bool changed = true; changed;) {
            changed = false;
            CellSet some;
            CellSet several;
            for (int d = 0; d < layout_.digits; ++d) {
                const CellSet open = board.planes[static_cast<std::size_t>(d)] & board.unsolved;
                several |= some & open;
                some |= open;
            }
            if (!(board.unsolved - some).empty()) return false;
            for (CellSet singles = some - several; !singles.empty(); singles.erase_first()) {
                const Cell cell = singles.first();
                const Digit digit = only_candidate(board, cell);  // an earlier single may have taken it
                if (digit == 0) return false;
                place(board, cell, digit);
                ++result_.deductions;
                changed = true;
            }
            for (int d = 0; d < layout_.digits; ++d) {
                for (const CellSet& house : layout_.full_houses) {
                    const CellSet places = board.planes[static_cast<std::size_t>(d)] & house;
                    if (places.empty()) return false;
                    if (!places.single() || (places & board.unsolved).empty()) continue;
                    place(board, places.first(), d + 1);
                    ++result_.deductions;
                    changed = true;
                }
            }
            if (!changed) changed = lock_candidates(board);
        }
        return true;
    }

    /// The unsolved cell with the fewest candidates, the first in reading order among equals.
    Cell branch_cell(const Board& board) const {
        CellSet some;
        CellSet two_or_more;
        CellSet three_or_more;
        for (int d = 0; d < layout_.digits; ++d) {
            const CellSet open = board.planes[static_cast<std::size_t>(d)] & board.unsolved;
            three_or_more |= two_or_more & open;
            two_or_more |= some & open;
            some |= open;
        }
        const CellSet pairs = two_or_more - three_or_more;
        if (!pairs.empty()) return pairs.first();
        Cell best = board.unsolved.first();
        int fewest = kMaxDigits + 1;
        for (CellSet open = board.unsolved; !open.empty(); open.erase_first()) {
            const Cell cell = open.first();
            int candidates = 0;
            for (int d = 0; d < layout_.digits; ++d) candidates += board.planes[static_cast<std::size_t>(d)].contains(cell);
            if (candidates < fewest) {
                fewest = candidates;
                best = cell;
            }
        }
        return best;
    }

    void search(Board& board) {
        if (!settle(board)) return;
        if (board.unsolved.empty()) {
            if (++result_.count == 1) result_.solution = solution_of(board);
            return;
        }
        const Cell cell = branch_cell(board);
        ++result_.choices;
        deadline_.tick();
        for (int d = 0; d < layout_.digits; ++d) {
            if (!board.planes[static_cast<std::size_t>(d)].contains(cell)) continue;
            ++result_.nodes;
            Board guess = board;
            place(guess, cell, d + 1);
            search(guess);
            if (result_.count >= limit_) return;
        }
    }

    Grid solution_of(const Board& board) const {
        Grid grid(size_);
        for (Cell cell = 0; cell < grid.cell_count(); ++cell) grid.set(cell, only_candidate(board, cell));
        return grid;
    }

    Layout layout_;
    std::int64_t limit_;
    int size_;
    CountResult result_;
    DeadlineTicker deadline_;  ///< the caller's deadline (gridforge/deadline.hpp), read every few thousand branches
};

}  // namespace house_planes_search

using house_planes_search::kMaxCells;
using house_planes_search::PlaneSearch;

bool house_planes_supports(const Puzzle& puzzle) {
    return puzzle.geometry().cell_count() <= kMaxCells && puzzle.topology().extra_rules.empty();
}

CountResult count_by_house_planes(const Puzzle& puzzle, std::int64_t limit) {
    return PlaneSearch(puzzle, limit).run(puzzle.givens());
}

}  // namespace gridforge
