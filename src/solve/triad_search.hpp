#pragma once
/// \file
/// The triad solver's search, written once against a lane type (triad_lanes.hpp) and compiled for
/// each: see triad.hpp for the representation and the rules.

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <utility>

#include "gridforge/classic_count.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/solve.hpp"
#include "solve/triad_lanes.hpp"

namespace gridforge::triad_search {


using triad_lanes::any;
using triad_lanes::clear_lowest;
using triad_lanes::shuffle;
using triad_lanes::zero_mask;

constexpr std::uint16_t kAllDigits = 0x1ff;

/// The other two lanes of a lane's minirow (lanes 0-2, 3-5, 6-8 are the row's three boxes);
/// lanes 9-15 (always zero) stay where they are.
template <class Lanes>
inline Lanes next_in_minirow(Lanes x) {
    return shuffle<1, 2, 0, 4, 5, 3, 7, 8, 6, 9, 10, 11, 12, 13, 14, 15>(x);
}
template <class Lanes>
inline Lanes previous_in_minirow(Lanes x) {
    return shuffle<2, 0, 1, 5, 3, 4, 8, 6, 7, 9, 10, 11, 12, 13, 14, 15>(x);
}
/// The same place in the next and the previous box of the row.
template <class Lanes>
inline Lanes next_box(Lanes x) {
    return shuffle<3, 4, 5, 6, 7, 8, 0, 1, 2, 9, 10, 11, 12, 13, 14, 15>(x);
}
template <class Lanes>
inline Lanes previous_box(Lanes x) {
    return shuffle<6, 7, 8, 0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 15>(x);
}

/// Each lane's minirow union (the triad's candidates), in each of its three lanes.
template <class Lanes>
inline Lanes minirow_union(Lanes x) {
    return x | next_in_minirow(x) | previous_in_minirow(x);
}
/// The union of the same lanes of the row's three boxes (with minirow_union: the row's union).
template <class Lanes>
inline Lanes box_union(Lanes x) {
    return x | next_box(x) | previous_box(x);
}

/// Digits seen at least once and at least twice: a count that saturates at two, bit-sliced.
template <class Lanes>
struct Tally {
    Lanes once{}, twice{};
    void add(Lanes x) {
        twice |= once & x;
        once |= x;
    }
    /// Digits seen exactly once.
    [[nodiscard]] Lanes unique() const { return once & ~twice; }
};

/// Adds three tallies (a lane and the two lanes a pair of shuffles brings to it).
template <class Lanes>
inline Tally<Lanes> combine(const Tally<Lanes>& a, const Tally<Lanes>& b, const Tally<Lanes>& c) {
    Tally<Lanes> out;
    out.once = a.once | b.once | c.once;
    out.twice = a.twice | b.twice | c.twice | (a.once & b.once) | (a.once & c.once) | (b.once & c.once);
    return out;
}
/// The tally of each lane's minirow (three lanes), in each of its lanes.
template <class Lanes>
inline Tally<Lanes> over_minirow(const Tally<Lanes>& t) {
    return combine(t, {next_in_minirow(t.once), next_in_minirow(t.twice)},
                   {previous_in_minirow(t.once), previous_in_minirow(t.twice)});
}
/// The tally of each lane's row (three minirow tallies), in each of lanes 0-8.
template <class Lanes>
inline Tally<Lanes> over_boxes(const Tally<Lanes>& t) {
    return combine(t, {next_box(t.once), next_box(t.twice)}, {previous_box(t.once), previous_box(t.twice)});
}

template <class Lanes>
class Search {
public:
    /// Nine rows of nine cells: lane c of row r holds the candidates of cell (r, c); lanes 9-15
    /// stay zero.
    using Board = std::array<Lanes, 9>;

    explicit Search(std::int64_t limit) : limit_(limit) {
        cell_lanes_ = triad_lanes::splat(Lanes{}, 0);
        for (int c = 0; c < 9; ++c) triad_lanes::set_lane(cell_lanes_, c, 0xffff);
        all_digits_ = cell_lanes_ & triad_lanes::splat(Lanes{}, kAllDigits);
    }

    /// Counts the solutions of `givens`; with `excluded` (a cell's index 0..80 and a digit 1..9),
    /// only those that do not place that digit in that empty cell.
    /// `Givens` is a Grid or 81 cells in reading order (ClassicCells): anything digit_at reads.
    /// Call it once per Search: the result is moved out.
    template <class Givens>
    CountResult run(const Givens& givens, std::optional<std::pair<int, Digit>> excluded = std::nullopt) {
        // The givens as one-digit masks, written to memory and loaded a row at a time (a lane
        // written into a vector register costs a store and a reload each).
        std::array<std::array<std::uint16_t, 16>, 9> given_masks{};
        int given_count = 0;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                const Digit digit = digit_at(givens, r * 9 + c);
                if (digit == 0) continue;
                given_masks[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = static_cast<std::uint16_t>(1u << (digit - 1));
                ++given_count;
            }
        }
        Board board;
        for (std::size_t r = 0; r < 9; ++r) board[r] = triad_lanes::load(Lanes{}, given_masks[r]);
        if (givens_clash(board)) return std::move(result_);  // two givens clash: no solution, no search
        for (std::size_t r = 0; r < 9; ++r) board[r] |= all_digits_ & zero_mask(board[r]);
        if (excluded) {
            const auto [cell, digit] = *excluded;
            auto& row = board[static_cast<std::size_t>(cell / 9)];
            triad_lanes::set_lane(row, cell % 9, static_cast<std::uint16_t>(triad_lanes::lane(row, cell % 9) & ~(1u << (digit - 1))));
        }
        search<false>(board, given_count);
        if (result_.count > 0) result_.solution = grid_of(first_solution_);
        return std::move(result_);
    }

private:
    static Digit digit_at(const Grid& givens, int cell) { return givens.at(cell); }
    static Digit digit_at(const ClassicCells& givens, int cell) { return givens[static_cast<std::size_t>(cell)]; }

    /// True when two givens of a row, column or box hold the same digit (`givens`: one-digit
    /// masks, 0 where empty): a digit seen twice in a house's tally.
    static bool givens_clash(const Board& givens) {
        Tally<Lanes> column;
        Lanes twice{};
        for (std::size_t band = 0; band < 9; band += 3) {
            Tally<Lanes> stacked;
            for (std::size_t r = band; r < band + 3; ++r) {
                column.add(givens[r]);
                stacked.add(givens[r]);
                Tally<Lanes> in_row;
                in_row.add(givens[r]);
                twice |= over_boxes(over_minirow(in_row)).twice;
            }
            twice |= over_minirow(stacked).twice;
        }
        return any(twice | column.twice);
    }

    /// The grid a solved board holds.
    static Grid grid_of(const Board& cells) {
        Grid grid(9);
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                const unsigned mask = triad_lanes::lane(cells[static_cast<std::size_t>(r)], c);
                grid.set(r * 9 + c, static_cast<Digit>(std::countr_zero(mask) + 1));
            }
        }
        return grid;
    }

    /// Naked singles: a solved cell's digit leaves its row, column and box. Two solved cells of a
    /// house with the same digit are not looked for here (it would double the cost of this step):
    /// the givens are checked once in run(), and a clash the rules make later leaves the house
    /// without some digit, which place_hidden_singles reports.
    void eliminate_singles(Board& x) const {
        Board solved;
        Lanes column{};
        for (std::size_t r = 0; r < 9; ++r) {
            solved[r] = x[r] & zero_mask(clear_lowest(x[r]));
            column |= solved[r];
        }
        for (std::size_t band = 0; band < 9; band += 3) {
            const Lanes stacked = solved[band] | solved[band + 1] | solved[band + 2];
            const Lanes box = minirow_union(stacked);
            for (std::size_t r = band; r < band + 3; ++r) {
                const Lanes row = box_union(minirow_union(solved[r]));
                x[r] = (x[r] & ~(row | column | box)) | solved[r];
            }
        }
    }

    /// A board's minirow unions (each row's, in each lane of the minirow) and minicolumn unions
    /// (each band's three rows ORed): what the permutation rule reads, made by hidden singles
    /// from each row as it writes it, while the row is still in a register: cheaper than a
    /// separate pass over the board in the permutation rule (docs/solver-speed.md, serg).
    struct Unions {
        Board minirow;
        std::array<Lanes, 3> minicolumn;
    };

    /// Hidden singles: a digit with one place left in a house goes there. False when a house has
    /// lost a digit or a cell its last candidate (all read from the board on entry, so the checks
    /// are gathered and tested once). Leaves in `unions` the unions of the board it returns.
    bool place_hidden_singles(Board& x, Unions& unions) const {
        Tally<Lanes> column;
        Lanes empty{};
        for (std::size_t r = 0; r < 9; ++r) {
            empty |= zero_mask(x[r]);
            column.add(x[r]);
        }
        Lanes missing = ~column.once;
        const Lanes column_unique = column.unique();
        for (std::size_t band = 0; band < 9; band += 3) {
            Tally<Lanes> stacked;
            for (std::size_t r = band; r < band + 3; ++r) stacked.add(x[r]);
            const Tally<Lanes> box = over_minirow(stacked);
            missing |= ~box.once;
            const Lanes box_unique = box.unique();
            for (std::size_t r = band; r < band + 3; ++r) {
                Tally<Lanes> in_row;
                in_row.add(x[r]);
                const Tally<Lanes> row = over_boxes(over_minirow(in_row));
                missing |= ~row.once;
                const Lanes forced = (row.unique() | column_unique | box_unique) & x[r];
                const Lanes keep = zero_mask(forced);
                x[r] = (forced & ~keep) | (x[r] & keep);
                unions.minirow[r] = minirow_union(x[r]);
            }
        }
        for (std::size_t b = 0; b < 3; ++b) unions.minicolumn[b] = x[3 * b] | x[3 * b + 1] | x[3 * b + 2];
        return !any((empty & cell_lanes_) | (missing & all_digits_));
    }

    /// The triad permutation rule, for each digit of a band (stack): the band's three rows take
    /// the digit in three different boxes, so the nine minirows that may hold it must contain a
    /// permutation, and a minirow on no permutation loses it. It covers locked candidates (pointing
    /// and claiming) and their two-box generalisation. Minirow unions come from two shuffles of a
    /// row, minicolumn unions from ORs of a band's rows (`unions`: those of `x`); a minirow (r,
    /// box g) is on a permutation when the other two rows can take the other two boxes in one of
    /// the two possible ways.
    void eliminate_by_permutation(Board& x, const Unions& unions) const {
        const Board& minirow = unions.minirow;
        const std::array<Lanes, 3>& minicolumn = unions.minicolumn;
        for (std::size_t band = 0; band < 9; band += 3) {
            for (std::size_t k = 0; k < 3; ++k) {
                const Lanes& one = minirow[band + (k + 1) % 3];
                const Lanes& two = minirow[band + (k + 2) % 3];
                x[band + k] &= (next_box(one) & previous_box(two)) | (previous_box(one) & next_box(two));
            }
        }
        for (std::size_t b = 0; b < 3; ++b) {
            const Lanes& one = minicolumn[(b + 1) % 3];
            const Lanes& two = minicolumn[(b + 2) % 3];
            const Lanes keep = (next_in_minirow(one) & previous_in_minirow(two)) |
                               (previous_in_minirow(one) & next_in_minirow(two));
            for (std::size_t r = 3 * b; r < 3 * b + 3; ++r) x[r] &= keep;
        }
    }

    static bool differ(const Board& a, const Board& b) {
        Lanes changed{};
        for (std::size_t r = 0; r < 9; ++r) changed |= a[r] ^ b[r];
        return any(changed);
    }

    /// Lanes where `x` has exactly three digits: 0xffff, elsewhere 0.
    static Lanes three_digits(Lanes x) {
        return zero_mask(triad_lanes::popcount_lanes(x) - triad_lanes::splat(Lanes{}, 3));
    }

    /// Triads hold exactly three digits (a minirow or minicolumn is three cells of one house):
    ///  - naked: a triad whose cells allow only three digits takes all three, so they leave the
    ///    rest of its box and of its row (column);
    ///  - hidden: the digits a triad must hold (those its row or its box, column or box, has
    ///    nowhere else) are, when three, all it holds, so its cells lose the other six.
    /// All eliminations come from one snapshot of the board (each holds in every solution of it).
    /// tdoku's band state applies the same two clauses ("triad 3/" and the negative triads' six).
    /// `unions` are those of `x` (propagate runs this only after a pass that changed nothing, so
    /// the unions hidden singles left are still the board's).
    void eliminate_triads(Board& x, const Unions& unions) const {
        const Board& minirow = unions.minirow;
        const std::array<Lanes, 3>& minicolumn = unions.minicolumn;
        Board remove{};
        Board keep;
        for (std::size_t r = 0; r < 9; ++r) keep[r] = ~Lanes{};
        for (std::size_t band = 0; band < 9; band += 3) {
            for (std::size_t k = 0; k < 3; ++k) {
                const std::size_t r = band + k;
                const Lanes& one = minirow[band + (k + 1) % 3];
                const Lanes& two = minirow[band + (k + 2) % 3];
                const Lanes naked = minirow[r] & three_digits(minirow[r]);
                remove[r] |= next_box(naked) | previous_box(naked);
                remove[band + (k + 1) % 3] |= naked;
                remove[band + (k + 2) % 3] |= naked;
                const Lanes held = minirow[r] & (~(next_box(minirow[r]) | previous_box(minirow[r])) | ~(one | two));
                const Lanes three = three_digits(held);
                keep[r] &= (held & three) | ~three;
            }
        }
        for (std::size_t b = 0; b < 3; ++b) {
            const Lanes& one = minicolumn[(b + 1) % 3];
            const Lanes& two = minicolumn[(b + 2) % 3];
            const Lanes naked = minicolumn[b] & three_digits(minicolumn[b]);
            const Lanes rest_of_box = next_in_minirow(naked) | previous_in_minirow(naked);
            const Lanes held =
                minicolumn[b] & (~(one | two) | ~(next_in_minirow(minicolumn[b]) | previous_in_minirow(minicolumn[b])));
            const Lanes three = three_digits(held);
            const Lanes held_only = (held & three) | ~three;
            for (std::size_t i = 0; i < 3; ++i) {
                remove[3 * b + i] |= rest_of_box;
                remove[3 * ((b + 1) % 3) + i] |= naked;
                remove[3 * ((b + 2) % 3) + i] |= naked;
                keep[3 * b + i] &= held_only;
            }
        }
        for (std::size_t r = 0; r < 9; ++r) x[r] &= keep[r] & ~remove[r];
    }

    /// Singles and the permutation rule to a fixpoint; with kHard, then the triad rule, and again
    /// until nothing changes. False on a contradiction.
    template <bool kHard>
    bool propagate(Board& x) const {
        for (;;) {
            const Board before = x;
            eliminate_singles(x);
            Unions unions;
            if (!place_hidden_singles(x, unions)) return false;
            eliminate_by_permutation(x, unions);
            if (differ(x, before)) continue;
            if constexpr (!kHard) return true;
            eliminate_triads(x, unions);
            if (!differ(x, before)) return true;
        }
    }

    /// Lanes summed over each lane's minirow, then over its row (in every lane 0-8).
    static Lanes sum_over_minirow(Lanes x) { return x + next_in_minirow(x) + previous_in_minirow(x); }
    static Lanes sum_over_boxes(Lanes x) { return x + next_box(x) + previous_box(x); }
    static Lanes maximum(Lanes a, Lanes b) {
        const Lanes a_greater = triad_lanes::greater_mask(a, b);
        return (a & a_greater) | (b & ~a_greater);
    }

    /// Where to branch: a cell with two candidates and the most open peers (row, column and box
    /// counted once each, by inclusion-exclusion), the first in reading order among equals; the
    /// scores are computed for all cells at once. Without a two-candidate cell (rare), the first
    /// open cell with the fewest candidates. Also counts the solved cells.
    struct Branch {
        int row = -1, column = -1, solved = 0;
    };
    /// The number of solved cells (one candidate left), for the hard mode, which does not score cells.
    int solved_cells(const Board& x) const {
        const Lanes one = cell_lanes_ & triad_lanes::splat(Lanes{}, 1);
        Lanes open_in_column{};
        for (std::size_t r = 0; r < 9; ++r) open_in_column += ~zero_mask(clear_lowest(x[r])) & one;
        return 81 - triad_lanes::lane(sum_over_boxes(sum_over_minirow(open_in_column)), 0);
    }

    Branch choose_cell(const Board& x) const {
        const Lanes one = cell_lanes_ & triad_lanes::splat(Lanes{}, 1);
        Board open;
        Lanes in_column{};
        for (std::size_t r = 0; r < 9; ++r) {
            open[r] = ~zero_mask(clear_lowest(x[r])) & cell_lanes_;
            in_column += open[r] & one;
        }
        Branch branch;
        branch.solved = 81 - triad_lanes::lane(sum_over_boxes(sum_over_minirow(in_column)), 0);
        if (branch.solved == 81) return branch;
        Board score;
        Lanes best{};
        for (std::size_t band = 0; band < 9; band += 3) {
            const Lanes in_minicolumn = (open[band] & one) + (open[band + 1] & one) + (open[band + 2] & one);
            const Lanes in_box_less_minicolumn = sum_over_minirow(in_minicolumn) - in_minicolumn;
            for (std::size_t r = band; r < band + 3; ++r) {
                const Lanes in_minirow = sum_over_minirow(open[r] & one);
                const Lanes peers = sum_over_boxes(in_minirow) - in_minirow + in_column + in_box_less_minicolumn;
                const Lanes two_candidates = zero_mask(clear_lowest(clear_lowest(x[r]))) & open[r];
                score[r] = peers & two_candidates;  // peers >= 1 for an open cell: it counts itself
                best = maximum(best, score[r]);
            }
        }
        best = maximum(best, next_in_minirow(best));
        best = maximum(best, previous_in_minirow(best));
        best = maximum(best, next_box(best));
        best = maximum(best, previous_box(best));
        const std::uint16_t top = triad_lanes::lane(best, 0);
        if (top != 0) {
            for (int r = 0; r < 9; ++r) {
                const Lanes& row = score[static_cast<std::size_t>(r)];
                if (!any(zero_mask(row ^ best) & cell_lanes_)) continue;
                for (int c = 0; c < 9; ++c) {
                    if (triad_lanes::lane(row, c) == top) {
                        branch.row = r;
                        branch.column = c;
                        return branch;
                    }
                }
            }
        }
        int fewest = 10;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                const int count = std::popcount(static_cast<unsigned>(triad_lanes::lane(x[static_cast<std::size_t>(r)], c)));
                if (count >= 2 && count < fewest) {
                    fewest = count;
                    branch.row = r;
                    branch.column = c;
                }
            }
        }
        return branch;
    }

    /// A digit's configurations in a band (stack): which row (column) of the band takes it in
    /// each of the band's three boxes, one of six permutations, numbered as tdoku numbers them:
    /// kConfiguration[p][g] is the row (column) within the band of box g.
    static constexpr std::array<std::array<int, 3>, 6> kConfiguration{
        {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}, {0, 2, 1}, {1, 0, 2}}};
    /// A unit (bands 0-2, stacks 3-5), its digits on each configuration, and the digit to branch on.
    struct Configurations {
        int unit = -1;
        std::array<std::uint16_t, 6> digits{};
        std::uint16_t digit = 0;
    };

    /// Where to branch in hard puzzles (tdoku's branching unit; its choice of unit changed): the
    /// band or stack whose digits' configuration counts multiply to the fewest combinations
    /// (100 log2 of the product, summed digit by digit; the first such unit, bands before stacks),
    /// then its lowest digit with two configurations, else three, else more. tdoku takes the unit
    /// with the fewest configurations summed over digits; the product gave 5 % fewer branch points
    /// on forum_hardest (docs/solver-speed.md). A configuration counts when its three minirows
    /// (minicolumns) all allow the digit: two shuffles and two ANDs per band, six configurations
    /// in lanes 0, 3 and 6 of two vectors (stacks: lanes 3s..3s+2). unit -1: every unit fixed.
    Configurations choose_configuration(const Board& x) const {
        std::array<std::array<std::uint16_t, 6>, 6> digits;
        for (std::size_t b = 0; b < 3; ++b) {
            const Lanes u0 = minirow_union(x[3 * b]);
            const Lanes u1 = minirow_union(x[3 * b + 1]);
            const Lanes u2 = minirow_union(x[3 * b + 2]);
            const Lanes rows_012 = u0 & next_box(u1) & previous_box(u2);  // lane 3g: rows 0, 1, 2 in boxes g, g+1, g+2
            const Lanes rows_021 = u0 & previous_box(u1) & next_box(u2);  // lane 3g: in boxes g, g-1, g+1
            using triad_lanes::lane;
            digits[b] = {lane(rows_012, 0), lane(rows_012, 6), lane(rows_012, 3),
                         lane(rows_021, 6), lane(rows_021, 0), lane(rows_021, 3)};
        }
        std::array<Lanes, 3> minicolumn;
        for (std::size_t b = 0; b < 3; ++b) minicolumn[b] = x[3 * b] | x[3 * b + 1] | x[3 * b + 2];
        // lane 3s+j: bands 0, 1, 2 take the digit in columns j, j+1, j+2 (j, j-1, j+1) of stack s
        const Lanes columns_012 = minicolumn[0] & next_in_minirow(minicolumn[1]) & previous_in_minirow(minicolumn[2]);
        const Lanes columns_021 = minicolumn[0] & previous_in_minirow(minicolumn[1]) & next_in_minirow(minicolumn[2]);
        for (int s = 0; s < 3; ++s) {
            using triad_lanes::lane;
            digits[static_cast<std::size_t>(3 + s)] = {lane(columns_012, 3 * s), lane(columns_012, 3 * s + 1),
                                                       lane(columns_012, 3 * s + 2), lane(columns_021, 3 * s + 2),
                                                       lane(columns_021, 3 * s), lane(columns_021, 3 * s + 1)};
        }
        Configurations best;
        int best_score = 0;
        std::array<unsigned, 7> best_with{};  // digits of the best unit with 0..6 configurations
        for (int unit = 0; unit < 6; ++unit) {
            // a three-bit counter per digit, bit-sliced over the six configurations
            unsigned ones = 0, twos = 0, fours = 0;
            for (const std::uint16_t on : digits[static_cast<std::size_t>(unit)]) {
                const unsigned carry = ones & on;
                ones ^= on;
                fours |= twos & carry;
                twos ^= carry;
            }
            const std::array<unsigned, 7> with{0,
                                               ones & ~twos & ~fours,
                                               ~ones & twos & ~fours,
                                               ones & twos & ~fours,
                                               ~ones & ~twos & fours,
                                               ones & ~twos & fours,
                                               ~ones & twos & fours};
            static constexpr std::array<int, 7> kLog2Times100{0, 0, 100, 158, 200, 232, 258};
            int score = 0;
            for (std::size_t n = 2; n < 7; ++n) score += kLog2Times100[n] * std::popcount(with[n] & kAllDigits);
            if (score > 0 && (best.unit < 0 || score < best_score)) {
                best_score = score;
                best.unit = unit;
                best.digits = digits[static_cast<std::size_t>(unit)];
                best_with = with;
            }
        }
        if (best.unit < 0) return best;
        unsigned candidates = best_with[2] & kAllDigits;
        if (candidates == 0) candidates = best_with[3] & kAllDigits;
        if (candidates == 0) candidates = (best_with[4] | best_with[5] | best_with[6]) & kAllDigits;
        best.digit = static_cast<std::uint16_t>(candidates & (~candidates + 1));
        return best;
    }

    /// 0xffff in the lanes of the nine columns but box g's three (index g), or in the other two
    /// columns of column c's stack (index 3 + c).
    static constexpr std::array<std::array<std::uint16_t, 16>, 12> kOutside = [] {
        std::array<std::array<std::uint16_t, 16>, 12> masks{};
        for (int c = 0; c < 9; ++c) {
            for (int g = 0; g < 3; ++g) {
                if (c / 3 != g) masks[static_cast<std::size_t>(g)][static_cast<std::size_t>(c)] = 0xffff;
            }
            for (int other = c / 3 * 3; other < c / 3 * 3 + 3; ++other) {
                if (other != c) masks[static_cast<std::size_t>(3 + c)][static_cast<std::size_t>(other)] = 0xffff;
            }
        }
        return masks;
    }();

    /// Puts the digit on configuration p of the unit: each row (column) of the band keeps it only
    /// in the box the configuration gives it.
    void apply_configuration(Board& x, const Configurations& on, int p) const {
        const auto& rows_of_box = kConfiguration[static_cast<std::size_t>(p)];
        const Lanes digit = triad_lanes::splat(Lanes{}, on.digit);
        for (std::size_t g = 0; g < 3; ++g) {
            if (on.unit < 3) {
                const Lanes outside = triad_lanes::load(Lanes{}, kOutside[g]);
                x[static_cast<std::size_t>(3 * on.unit + rows_of_box[g])] &= ~(digit & outside);
            } else {  // box g of the stack is in band g; the stack's other columns lose the digit there
                const auto column = static_cast<std::size_t>(3 * (on.unit - 3) + rows_of_box[g]);
                const Lanes outside = digit & triad_lanes::load(Lanes{}, kOutside[3 + column]);
                for (std::size_t r = 3 * g; r < 3 * g + 3; ++r) x[r] &= ~outside;
            }
        }
    }

    /// Puzzles whose root, propagated with the cheap rules, leaves fewer than kHardBelowSolved
    /// cells solved are searched in the hard mode (the triad rule and configuration branching:
    /// fewer branch points, dearer nodes), the others on cells throughout. The threshold separates
    /// the five benchmark sets (first 2,000 of each: forum_hardest 20-29 solved at the root; serg
    /// 30-54, 94 % at 35 or more; 17-clue: 82 % solved outright).
    static constexpr int kHardBelowSolved = 30;

    template <bool kHard>
    void search(Board& board, int solved_before) {
        if (!propagate<kHard>(board)) return;
        if constexpr (kHard) {
            const int solved = solved_cells(board);
            if (solved < 81) {
                const Configurations on = choose_configuration(board);
                if (on.unit >= 0) {
                    result_.deductions += static_cast<std::uint64_t>(solved - solved_before);
                    branch_on_configuration(board, solved, on);
                    return;
                }
            }
        }
        const Branch branch = choose_cell(board);
        if (!kHard && at_root_) {
            at_root_ = false;
            if (branch.solved < kHardBelowSolved) {
                search<true>(board, solved_before);
                return;
            }
        }
        result_.deductions += static_cast<std::uint64_t>(branch.solved - solved_before);
        if (branch.solved == 81) {
            record(board);
            return;
        }
        ++result_.choices;
        if (--until_deadline_check_ == 0) {
            until_deadline_check_ = kDeadlineCheckEvery;
            check_deadline();
        }
        const auto row = static_cast<std::size_t>(branch.row);
        for (std::uint16_t digits = triad_lanes::lane(board[row], branch.column); digits != 0;
             digits = static_cast<std::uint16_t>(digits & (digits - 1))) {
            ++result_.nodes;
            const auto digit = static_cast<std::uint16_t>(digits & (~digits + 1));
            if ((digits & (digits - 1)) == 0) {  // the last candidate: this board is not needed again
                triad_lanes::set_lane(board[row], branch.column, digit);
                search<kHard>(board, branch.solved + 1);
                return;
            }
            Board child = board;
            triad_lanes::set_lane(child[row], branch.column, digit);
            search<kHard>(child, branch.solved + 1);
            if (result_.count >= limit_) return;
        }
    }

    /// One node per configuration of the chosen digit that the unit still allows, in order.
    void branch_on_configuration(Board& board, int solved, const Configurations& on) {
        ++result_.choices;
        if (--until_deadline_check_ == 0) {
            until_deadline_check_ = kDeadlineCheckEvery;
            check_deadline();
        }
        int left = 0;
        for (const std::uint16_t digits : on.digits) left += (digits & on.digit) != 0;
        for (int p = 0; p < 6; ++p) {
            if ((on.digits[static_cast<std::size_t>(p)] & on.digit) == 0) continue;
            ++result_.nodes;
            if (--left == 0) {  // the last configuration: this board is not needed again
                apply_configuration(board, on, p);
                search<true>(board, solved);
                return;
            }
            Board child = board;
            apply_configuration(child, on, p);
            search<true>(child, solved);
            if (result_.count >= limit_) return;
        }
    }

    /// The first solution is kept as a board; run() makes the Grid once the search is over.
    void record(const Board& cells) {
        if (result_.count++ == 0) first_solution_ = cells;
    }

    std::int64_t limit_;
    Lanes cell_lanes_{};  ///< 0xffff in lanes 0-8
    Lanes all_digits_{};  ///< 0x1ff in lanes 0-8
    CountResult result_;
    Board first_solution_{};  ///< the first solution found (valid when result_.count > 0)
    // The caller's deadline (gridforge/deadline.hpp), read every few thousand branches; counted
    // here rather than with DeadlineTicker, whose inline code must not be compiled for -march.
    static constexpr unsigned kDeadlineCheckEvery = 4096;
    unsigned until_deadline_check_ = kDeadlineCheckEvery;
    bool at_root_ = true;  ///< the first node, where search<false> chooses the mode
};

}  // namespace gridforge::triad_search
