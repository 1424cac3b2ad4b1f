#include "solve/bitboard.hpp"

#include <array>
#include <bit>
#include <cstdint>

#include "gridforge/deadline.hpp"
#include "solve/band_tables.hpp"

namespace gridforge {
namespace {

using band_tables::kAllCells;
using band_tables::kBands;
using band_tables::kDigits;

/// The whole board: the band words of each digit and the cells not yet placed. 30 words, copied
/// whole at each guess (cheaper than undoing).
struct Board {
    std::array<std::array<std::uint32_t, kBands>, kDigits> candidates;  ///< [digit-1][band]
    std::array<std::uint32_t, kBands> unsolved;

    Board() {
        for (auto& digit : candidates) digit.fill(kAllCells);
        unsolved.fill(kAllCells);
    }
    [[nodiscard]] bool solved() const { return (unsolved[0] | unsolved[1] | unsolved[2]) == 0; }
};

/// Bit-sliced candidate counts of one band: cells with at least one, two, three candidates.
struct BandCounts {
    std::uint32_t once = 0, twice = 0, thrice = 0;
};

BandCounts count_candidates(const Board& board, int band) {
    BandCounts counts;
    for (const auto& digit : board.candidates) {
        const std::uint32_t word = digit[static_cast<std::size_t>(band)];
        counts.thrice |= counts.twice & word;
        counts.twice |= counts.once & word;
        counts.once |= word;
    }
    return counts;
}

class BandSearch {
public:
    explicit BandSearch(std::int64_t limit) : limit_(limit) {}

    CountResult run(const Grid& givens) {
        Board board;
        if (!set_givens(board, givens)) return result_;  // two givens clash
        dirty_ = (1u << kDigits) - 1;  // every digit
        search(board);
        return result_;
    }

private:
    /// Sets up the board from the givens in one pass per digit (cheaper than placing them one by
    /// one, which matters on easy puzzles). False when two givens of a digit share a house.
    static bool set_givens(Board& board, const Grid& givens) {
        std::array<std::array<std::uint32_t, kBands>, kDigits> given_cells{};
        for (Cell cell = 0; cell < 81; ++cell) {
            const Digit digit = givens.at(cell);
            if (digit == 0) continue;
            const auto band = static_cast<std::size_t>(cell / 27);
            const std::uint32_t bit = 1u << (cell % 27);
            given_cells[static_cast<std::size_t>(digit - 1)][band] |= bit;
            board.unsolved[band] &= ~bit;
        }
        for (std::size_t d = 0; d < kDigits; ++d) {
            auto& words = board.candidates[d];
            for (std::size_t b = 0; b < kBands; ++b) words[b] = board.unsolved[b] | given_cells[d][b];
            for (std::size_t b = 0; b < kBands; ++b) {
                for (std::uint32_t cells = given_cells[d][b]; cells != 0; cells &= cells - 1) {
                    const int bit = std::countr_zero(cells);
                    clear_peers(words, b, bit);
                }
            }
            for (std::size_t b = 0; b < kBands; ++b) {
                if ((words[b] & given_cells[d][b]) != given_cells[d][b]) return false;  // a given lost its cell
            }
        }
        return true;
    }

    /// Clears the row, box and column of the cell at bit `bit` of band `band` from one digit's
    /// words, keeping the cell itself.
    static void clear_peers(std::array<std::uint32_t, kBands>& words, std::size_t band, int bit) {
        words[band] &= band_tables::peers_in_band_removed(bit);
        const std::uint32_t column = band_tables::column_of_bit(bit);
        const auto& others = band_tables::kOtherBands[band];
        words[others[0]] &= ~column;
        words[others[1]] &= ~column;
    }

    /// Puts digit d at a cell whose only candidate it is (a naked single): no other digit's
    /// words hold the cell, so only d's change.
    void place_naked(Board& board, int d, int band, int bit) {
        const auto b = static_cast<std::size_t>(band);
        clear_peers(board.candidates[static_cast<std::size_t>(d)], b, bit);
        board.unsolved[b] &= ~(1u << bit);
        dirty_ |= 1u << d;
    }

    /// Puts digit d (0-based) at bit `bit` of band `band`; false when it is no longer possible
    /// there. Marks every digit whose words changed as dirty.
    bool place(Board& board, int d, int band, int bit) {
        const auto b = static_cast<std::size_t>(band);
        const std::uint32_t cell = 1u << bit;
        auto& own = board.candidates[static_cast<std::size_t>(d)];
        if ((own[b] & cell) == 0) return false;
        // Every digit loses the cell (branch-free: which digits had it is unpredictable), then d
        // gets it back with its row, box and column cleared. The digits that had it gather in a
        // local: dirty_ may alias the board's words, so updating it in the loop costs a store each.
        for (std::size_t digit = 0; digit < kDigits; ++digit) {
            std::uint32_t& word = board.candidates[digit][b];
            dirty_ |= ((word >> bit) & 1u) << digit;
            word &= ~cell;
        }
        own[b] |= cell;
        clear_peers(own, b, bit);
        board.unsolved[b] &= ~cell;
        return true;
    }

    /// Applies the constraints of one digit to its three band words until they stop changing
    /// (see band_tables.hpp for the three rules); places the digit in every row left with one
    /// cell. False on a contradiction.
    bool settle_digit(Board& board, int d) {
        auto& words = board.candidates[static_cast<std::size_t>(d)];
        for (;;) {
            const std::array<std::uint32_t, kBands> before = words;
            std::array<std::uint32_t, kBands> next = words;
            std::array<std::uint32_t, kBands> columns{};
            for (std::size_t b = 0; b < kBands; ++b) {
                next[b] &= band_tables::permutation_keep(next[b]);
                if (next[b] == 0) return false;
                columns[b] = band_tables::fold_columns(next[b]);
            }
            if ((columns[0] | columns[1] | columns[2]) != band_tables::kAllColumns) return false;  // a column lost d
            for (std::size_t b = 0; b < kBands; ++b) {
                const std::uint32_t elsewhere = columns[(b + 1) % kBands] | columns[(b + 2) % kBands];
                next[b] &= band_tables::claiming_keep(columns[b] & ~elsewhere);
                const std::uint32_t locked = band_tables::spread_columns(band_tables::pointing_columns(columns[b]));
                next[(b + 1) % kBands] &= ~locked;
                next[(b + 2) % kBands] &= ~locked;
            }
            bool placed = false;
            for (std::size_t b = 0; b < kBands; ++b) {
                if (next[b] == 0) return false;
                words[b] = next[b];
            }
            for (int b = 0; b < static_cast<int>(kBands); ++b) {
                const std::uint32_t word = words[static_cast<std::size_t>(b)];
                std::uint32_t singles = band_tables::single_rows(word) & board.unsolved[static_cast<std::size_t>(b)];
                if (singles == 0) continue;
                if (!band_tables::every_row_occupied(word)) return false;  // a row lost d
                for (; singles != 0; singles &= singles - 1) {
                    if (!place(board, d, b, std::countr_zero(singles))) return false;
                    ++result_.deductions;
                    placed = true;
                }
            }
            if (!placed && words == before) {
                dirty_ &= ~(1u << d);
                return true;
            }
        }
    }

    /// Digit constraints on every dirty digit, then naked singles, to a fixpoint.
    bool propagate(Board& board) {
        for (;;) {
            while (dirty_ != 0) {
                const int d = std::countr_zero(dirty_);
                dirty_ &= dirty_ - 1;
                if (!settle_digit(board, d)) return false;
            }
            bool placed = false;
            for (int b = 0; b < static_cast<int>(kBands); ++b) {
                const std::uint32_t unsolved = board.unsolved[static_cast<std::size_t>(b)];
                const BandCounts counts = count_candidates(board, b);
                if ((unsolved & ~counts.once) != 0) return false;  // a cell without candidates
                std::uint32_t naked = counts.once & ~counts.twice & unsolved;
                while (naked != 0) {
                    const int bit = std::countr_zero(naked);
                    naked &= naked - 1;
                    // The cell had one candidate when counted; an earlier single of this batch may
                    // have taken it since.
                    const int d = digit_at(board, b, bit);
                    if (d < 0) return false;
                    place_naked(board, d, b, bit);
                    ++result_.deductions;
                    placed = true;
                }
            }
            if (!placed) return true;
        }
    }

    /// The lowest digit (0-based) still possible at the cell, or -1.
    static int digit_at(const Board& board, int band, int bit) {
        for (int d = 0; d < static_cast<int>(kDigits); ++d) {
            if ((board.candidates[static_cast<std::size_t>(d)][static_cast<std::size_t>(band)] >> bit) & 1u) return d;
        }
        return -1;
    }

    void search(Board& board) {
        if (!propagate(board)) return;
        if (board.solved()) {
            record(board);
            return;
        }
        ++result_.choices;  // a solved board left aside, every unsolved cell has two or more candidates
        if (--until_deadline_check_ == 0) {
            until_deadline_check_ = kDeadlineCheckEvery;
            check_deadline();
        }
        const auto [band, bit] = choose_cell(board);
        std::uint32_t digits = 0;  // the cell's candidates, bit d
        for (std::size_t d = 0; d < kDigits; ++d) {
            digits |= ((board.candidates[d][static_cast<std::size_t>(band)] >> bit) & 1u) << d;
        }
        for (; digits != 0; digits &= digits - 1) {
            const int d = std::countr_zero(digits);
            ++result_.nodes;
            dirty_ = 0;
            // The last candidate needs no copy: this board is not looked at again.
            if ((digits & (digits - 1)) == 0) {
                if (place(board, d, band, bit)) search(board);
                return;
            }
            Board child = board;
            if (place(child, d, band, bit)) search(child);
            if (result_.count >= limit_) return;
        }
    }

    struct CellChoice {
        int band = -1, bit = -1;
    };

    /// A cell with the fewest candidates (two, nearly always), and among those the one with the
    /// most unsolved peers: its guess reaches the most cells, which roughly halves the guesses
    /// of "first bivalue cell" on top95 (18 instead of 40 a puzzle).
    static CellChoice choose_cell(const Board& board) {
        std::array<BandCounts, kBands> counts{};
        for (std::size_t b = 0; b < kBands; ++b) counts[b] = count_candidates(board, static_cast<int>(b));
        CellChoice best;
        int best_candidates = static_cast<int>(kDigits) + 1, best_reach = -1;
        for (int b = 0; b < static_cast<int>(kBands); ++b) {
            const auto band = static_cast<std::size_t>(b);
            const std::uint32_t bivalue = counts[band].twice & ~counts[band].thrice & board.unsolved[band];
            // Without bivalue cells anywhere (rare) every unsolved cell is a choice.
            std::uint32_t choices = bivalue != 0 || best_candidates == 2 ? bivalue : board.unsolved[band];
            for (; choices != 0; choices &= choices - 1) {
                const int bit = std::countr_zero(choices);
                const int candidates = bivalue != 0 ? 2 : candidate_count(board, b, bit);
                const int reach = unsolved_peers(board, b, bit);
                if (candidates < best_candidates || (candidates == best_candidates && reach > best_reach)) {
                    best = {b, bit};
                    best_candidates = candidates;
                    best_reach = reach;
                }
            }
        }
        return best;
    }

    static int candidate_count(const Board& board, int band, int bit) {
        int count = 0;
        for (const auto& digit : board.candidates) count += static_cast<int>((digit[static_cast<std::size_t>(band)] >> bit) & 1u);
        return count;
    }

    static int unsolved_peers(const Board& board, int band, int bit) {
        const auto b = static_cast<std::size_t>(band);
        const std::uint32_t column = band_tables::column_of_bit(bit);
        const std::uint32_t row_and_box = ~band_tables::peers_in_band_removed(bit) | (1u << bit);
        const auto& others = band_tables::kOtherBands[b];
        return std::popcount(board.unsolved[b] & row_and_box & ~(1u << bit)) +
               std::popcount(board.unsolved[others[0]] & column) + std::popcount(board.unsolved[others[1]] & column);
    }

    void record(const Board& board) {
        if (result_.count++ != 0) return;
        // Solved: every cell is in exactly one digit's words.
        Grid grid(9);
        for (std::size_t d = 0; d < kDigits; ++d) {
            for (std::size_t b = 0; b < kBands; ++b) {
                for (std::uint32_t cells = board.candidates[d][b]; cells != 0; cells &= cells - 1) {
                    grid.set(static_cast<Cell>(b * 27) + std::countr_zero(cells), static_cast<Digit>(d + 1));
                }
            }
        }
        result_.solution = grid;
    }

    std::int64_t limit_;
    std::uint32_t dirty_ = 0;  ///< digits (bit d-1) whose words changed since they were last settled
    CountResult result_;
    // The caller's deadline (gridforge/deadline.hpp), read every few thousand branches; counted
    // here rather than with DeadlineTicker, whose inline code must not be compiled for -march.
    static constexpr unsigned kDeadlineCheckEvery = 4096;
    unsigned until_deadline_check_ = kDeadlineCheckEvery;
};

}  // namespace

bool bitboard_supports(const Puzzle& puzzle) {
    // Called before every count. Puzzles made by Puzzle::classic share one topology, so a pointer
    // comparison settles most calls; any other puzzle is compared with the classic house list in
    // the order classic_rules() gives it (rows, columns, boxes).
    static const Topology* const classic = &Puzzle::classic(Grid(9)).topology();
    const Topology& topology = puzzle.topology();
    if (&topology == classic) return true;
    const Geometry& geometry = puzzle.geometry();
    if (geometry.size() != 9 || !topology.extra_rules.empty() || topology.houses.size() != 27) return false;
    std::size_t index = 0;
    for (const auto* groups : {&geometry.rows(), &geometry.columns(), &geometry.boxes()}) {
        for (const auto& cells : *groups) {
            if (topology.houses[index++].cells != cells) return false;
        }
    }
    return true;
}

CountResult count_by_bitboard(const Puzzle& puzzle, std::int64_t limit) {
    return BandSearch(limit).run(puzzle.givens());
}

}  // namespace gridforge
