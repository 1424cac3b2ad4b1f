#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/bits.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/generate.hpp"
#include "generate/steps.hpp"
#include "solve/dlx.hpp"
#include "solve/propagation.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 2> kFullGridMethodNames{"propagation", "diagonal-boxes"};

bool single(std::uint32_t mask) { return (mask & (mask - 1)) == 0; }

/// The propagation solver's search (solve/propagation.cpp) with limit 1 and a random digit order,
/// for houses-only rule lists, on candidate masks (bit d-1 = digit d) kept in one preallocated
/// stack of states instead of a copied State per guess.
///
/// It makes the same guesses with the same draws, hence returns the same grid:
///  - naked and hidden singles are applied to a fixpoint. Both are monotone rules (a rule that
///    fires on a set of candidates also fires on any subset), so the fixpoint reached, and whether
///    it holds a contradiction, does not depend on the order in which they are applied;
///  - at the fixpoint every cell with one candidate is placed, so the guess goes to the first cell
///    in reading order with the fewest candidates (>= 2), as choose_fewest_candidates picks it;
///  - its candidates, ascending, are shuffled exactly as Rng::shuffle does, and tried in order,
///    depth first, until the first full grid.
class MaskFill {
public:
    /// `node_budget`: guesses allowed before the search gives up (run() answers nullopt).
    MaskFill(const Puzzle& puzzle, Rng& rng, std::uint64_t node_budget = UINT64_MAX)
        : node_budget_(node_budget),
          topology_(puzzle.topology()),
          cells_(puzzle.geometry().cell_count()),
          all_(puzzle.geometry().all_digits().bits()),
          rng_(rng) {
        // Depth never exceeds the number of cells: each guess fixes one more cell.
        const auto cells = static_cast<std::size_t>(cells_);
        // Left uninitialised, as every level is written before it is read. `new T[n]` rather
        // than make_unique_for_overwrite, which emscripten's libc++ 14 lacks.
        stack_ = std::unique_ptr<std::uint32_t[]>(new std::uint32_t[cells * (cells + 1)]);
        dirty_.assign(topology_.houses.size(), 0);
    }

    /// The first full grid, or nullopt when there is none. The givens must be empty.
    std::optional<Grid> run(int size) {
        std::uint32_t* root = level(0);
        for (int cell = 0; cell < cells_; ++cell) root[cell] = all_;
        for (std::size_t house = 0; house < dirty_.size(); ++house) {
            dirty_[house] = 1;
            dirty_list_.push_back(static_cast<int>(house));
        }
        if (!search(0)) return std::nullopt;
        const std::uint32_t* solved = level(depth_of_solution_);
        Grid grid(size);
        for (Cell cell = 0; cell < cells_; ++cell) {
            std::uint32_t mask = solved[cell];
            Digit digit = 1;
            while ((mask & 1u) == 0) {
                mask >>= 1;
                ++digit;
            }
            grid.set(cell, digit);
        }
        return grid;
    }

private:
    std::uint32_t* level(int depth) { return stack_.get() + static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_); }

    /// Fixes `cell` to the one digit of `mask` and queues it for peer elimination.
    void place(std::uint32_t* state, Cell cell, std::uint32_t mask) {
        state[cell] = mask;
        pending_.push_back(cell);
        touch(cell);
    }

    /// Marks the houses of a cell whose candidates changed for the next hidden-single pass.
    void touch(Cell cell) {
        for (int house : topology_.houses_of_cell[static_cast<std::size_t>(cell)]) {
            auto& flag = dirty_[static_cast<std::size_t>(house)];
            if (flag == 0) {
                flag = 1;
                dirty_list_.push_back(house);
            }
        }
    }

    void forget_work() {
        pending_.clear();
        for (int house : dirty_list_) dirty_[static_cast<std::size_t>(house)] = 0;
        dirty_list_.clear();
    }

    /// Naked singles (peer elimination) and hidden singles to a fixpoint; false on contradiction.
    /// Only houses with a changed cell are scanned: a house none of whose cells changed since the
    /// last fixpoint holds no new hidden single and no new contradiction.
    bool propagate(std::uint32_t* state) {
        for (;;) {
            while (!pending_.empty()) {
                const Cell cell = pending_.back();
                pending_.pop_back();
                const std::uint32_t digit = state[cell];
                for (Cell peer : topology_.peers[static_cast<std::size_t>(cell)]) {
                    std::uint32_t& options = state[peer];
                    if ((options & digit) == 0) continue;
                    options &= ~digit;
                    if (options == 0) return false;
                    if (single(options)) pending_.push_back(peer);
                    touch(peer);
                }
            }
            if (dirty_list_.empty()) return true;
            scan_.swap(dirty_list_);
            for (int house : scan_) dirty_[static_cast<std::size_t>(house)] = 0;
            for (int house : scan_) {
                const std::vector<Cell>& cells = topology_.houses[static_cast<std::size_t>(house)].cells;
                std::uint32_t once = 0, twice = 0, placed = 0;
                for (Cell cell : cells) {
                    const std::uint32_t options = state[cell];
                    twice |= once & options;
                    once |= options;
                    if (single(options)) placed |= options;
                }
                if (once != all_) {  // a digit without a place in this house
                    scan_.clear();
                    return false;
                }
                std::uint32_t hidden = once & ~twice & ~placed;
                while (hidden != 0) {
                    const std::uint32_t digit = hidden & (~hidden + 1);
                    hidden &= hidden - 1;
                    for (Cell cell : cells) {
                        if ((state[cell] & digit) != 0) {
                            place(state, cell, digit);
                            break;
                        }
                    }
                }
            }
            scan_.clear();
        }
    }

    bool search(int depth) {
        std::uint32_t* state = level(depth);
        if (!propagate(state)) {
            forget_work();
            return false;
        }
        Cell best = -1;
        int best_size = 64;
        for (Cell cell = 0; cell < cells_; ++cell) {
            if (single(state[cell])) continue;
            const int size = bits::popcount(state[cell]);
            if (size < best_size) {
                best = cell;
                best_size = size;
                if (size == 2) break;
            }
        }
        if (best < 0) {
            depth_of_solution_ = depth;
            return true;
        }
        std::array<std::uint32_t, 32> digits{};
        std::size_t count = 0;
        for (std::uint32_t rest = state[best]; rest != 0; rest &= rest - 1) digits[count++] = rest & (~rest + 1);
        for (std::size_t i = count; i > 1; --i) {  // Rng::shuffle, step for step
            const auto j = static_cast<std::size_t>(rng_.below(i));
            std::swap(digits[i - 1], digits[j]);
        }
        std::uint32_t* child = level(depth + 1);
        for (std::size_t k = 0; k < count; ++k) {
            if (nodes_ >= node_budget_) return false;  // also unwinds every open branch
            ++nodes_;
            deadline_.tick();  // the caller's deadline (gridforge/deadline.hpp): a 16x16 fill can wander
            std::copy(state, state + cells_, child);
            place(child, best, digits[k]);
            if (search(depth + 1)) return true;
        }
        return false;
    }

    std::uint64_t node_budget_;
    std::uint64_t nodes_ = 0;
    DeadlineTicker deadline_{1024};
    const Topology& topology_;
    int cells_;
    std::uint32_t all_;
    Rng& rng_;
    std::unique_ptr<std::uint32_t[]> stack_;  ///< one state of `cells_` masks per depth (depth <= cells)
    std::vector<Cell> pending_;           ///< placed cells not yet removed from their peers
    std::vector<std::uint8_t> dirty_;     ///< per house: queued in dirty_list_
    std::vector<int> dirty_list_;         ///< houses with a changed cell since their last scan
    std::vector<int> scan_;               ///< the houses of the pass being scanned
    int depth_of_solution_ = 0;
};

/// Draws of the diagonal boxes before giving up (4×4: half of the draws have no completion).
constexpr int kDiagonalDraws = 1000;

/// The randomised completion search has a heavy tail (a 16×16 run once took 22 s): it gives up
/// after kNodesPerCell × N² nodes and restarts with fresh draws, up to kCompletionRestarts times
/// before the boxes are drawn again. Measured first-run nodes: 9×9 median 16, max 53 (3000 runs);
/// 16×16 median 109, 99th percentile 472, max 3507 (300 runs).
constexpr int kNodesPerCell = 8;
constexpr int kCompletionRestarts = 100;

/// Side of the boxes when they are square (4, 9, 16), 0 otherwise.
int square_box_side(const Geometry& geometry) {
    return geometry.box_rows() == geometry.box_cols() ? geometry.box_rows() : 0;
}

}  // namespace

std::string_view full_grid_method_name(FullGridMethod method) {
    return kFullGridMethodNames[static_cast<std::size_t>(method)];
}

std::optional<FullGridMethod> parse_full_grid_method(std::string_view name) {
    for (std::size_t i = 0; i < kFullGridMethodNames.size(); ++i) {
        if (kFullGridMethodNames[i] == name) return static_cast<FullGridMethod>(i);
    }
    return std::nullopt;
}

Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng) {
    const Geometry& geometry = empty_puzzle.geometry();
    std::optional<Grid> grid;
    if (empty_puzzle.topology().extra_rules.empty() && empty_puzzle.givens().filled_count() == 0) {
        grid = MaskFill(empty_puzzle, rng).run(geometry.size());
    } else {
        grid = count_by_propagation(empty_puzzle, PropagationOptions{1, nullptr, &rng}).solution;
    }
    if (!grid) throw std::runtime_error("random_full_grid: the rules admit no full grid");
    return *grid;
}

namespace generate_detail {

std::optional<Grid> bounded_full_grid(const Puzzle& empty_puzzle, Rng& rng, std::uint64_t node_budget) {
    if (!empty_puzzle.topology().extra_rules.empty() || empty_puzzle.givens().filled_count() != 0) {
        throw std::invalid_argument("bounded_full_grid: houses-only rules without givens only");
    }
    return MaskFill(empty_puzzle, rng, node_budget).run(empty_puzzle.geometry().size());
}

}  // namespace generate_detail

Grid diagonal_boxes_full_grid(const Puzzle& empty_puzzle, Rng& rng) {
    const Geometry& geometry = empty_puzzle.geometry();
    const int side = square_box_side(geometry);
    if (side == 0) {
        throw std::invalid_argument("diagonal-boxes full grid: size " + std::to_string(geometry.size()) + " has " +
                                    std::to_string(geometry.box_rows()) + "x" + std::to_string(geometry.box_cols()) +
                                    " boxes, whose diagonal boxes share rows or columns; it needs square boxes "
                                    "(sizes 4, 9, 16)");
    }
    if (!dlx_supports(empty_puzzle)) {
        throw std::invalid_argument("diagonal-boxes full grid: a rule that is not houses-only is outside exact cover");
    }
    if (empty_puzzle.givens().filled_count() != 0) {
        throw std::invalid_argument("diagonal-boxes full grid: the puzzle must have no givens");
    }
    const auto budget = static_cast<std::uint64_t>(kNodesPerCell * geometry.cell_count());
    std::vector<Digit> digits(static_cast<std::size_t>(geometry.size()));
    for (int draw = 0; draw < kDiagonalDraws; ++draw) {
        Grid seeded(geometry.size());
        for (int box = 0; box < geometry.size() / side; ++box) {
            for (std::size_t i = 0; i < digits.size(); ++i) digits[i] = static_cast<Digit>(i + 1);
            rng.shuffle(digits);
            std::size_t next = 0;
            for (int row = box * side; row < (box + 1) * side; ++row) {
                for (int column = box * side; column < (box + 1) * side; ++column) {
                    seeded.set(geometry.cell_at(row, column), digits[next++]);
                }
            }
        }
        const Puzzle boxes = empty_puzzle.with_givens(std::move(seeded));
        for (int restart = 0; restart < kCompletionRestarts; ++restart) {
            const CountResult completion = count_by_dlx(boxes, 1, rng, budget);
            if (completion.solution) return *completion.solution;
            if (completion.nodes <= budget) break;  // searched to the end: no completion, draw again
        }
    }
    throw std::runtime_error("diagonal-boxes full grid: " + std::to_string(kDiagonalDraws) +
                             " draws of the diagonal boxes admitted no completion under these rules");
}

Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng, FullGridMethod method) {
    switch (method) {
        case FullGridMethod::propagation:
            return random_full_grid(empty_puzzle, rng);
        case FullGridMethod::diagonal_boxes:
            return diagonal_boxes_full_grid(empty_puzzle, rng);
    }
    throw std::invalid_argument("random_full_grid: unknown full-grid method");
}

}  // namespace gridforge
