#pragma once
/// \file
/// The generator: a random full grid from a seed, then clues removed one orbit at a time (an
/// orbit is a cell and its images under the chosen symmetry); a removal is kept only while
/// exactly one solution remains (count with limit 2) and the search level does not exceed the
/// level asked for. An attempt whose final level is not the one asked for is discarded; attempt k
/// is seeded from derive_seed(seed, k), so any attempt can be replayed alone.
/// The method follows Simon Tatham's solo.c (symmetric digging, retry until the grade is exact).
///
/// Cost: a trial removal whose cells are all forced back by the givens left, as naked singles
/// (the cell's peers hold every digit but its own) or hidden singles (every other empty cell of
/// one of its houses sees the digit among its peers), is kept without a search: it is unique and
/// its level is the level of the puzzle it was dug from (the propagation solver reaches the same
/// fixpoint of singles, then makes the same guesses); houses-only rule lists only. Every other
/// trial is checked for uniqueness by the fastest solver that supports the puzzle (count_solutions, limit 2: the triad solver on
/// classic 9×9, DLX on other sizes). The level (rate_search, the propagation solver) is computed
/// only where it decides something: for each searched trial when a cap below evil is set, and
/// once for the final puzzle. On classic 9×9 under such a cap the propagation search alone
/// decides (it counts to 2 as well) and stops at the first guess past the cap's most nodes
/// (easy 0, medium 3, hard 11): such a trial is refused whether or not it is unique. Every
/// solver agrees on the solution count, so the removals kept, and the puzzle returned, are the
/// same as if rate_search had checked every trial. One exception, on boards other than 9×9: a
/// DLX check past 200,000 nodes refuses the removal unproven (a 16×16 trial near uniqueness can
/// take hours), so such a puzzle is unique but may keep a clue it could lose; the budget counts
/// nodes, not time, so the same seed still gives the same puzzle everywhere.

#include <cstdint>
#include <optional>
#include <variant>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gridforge/generate_variants.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/puzzle.hpp"
#include "gridforge/rate.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/scale.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {

// Symmetry (the clue pattern's) is declared in generate_variants.hpp.
std::string_view symmetry_name(Symmetry symmetry);
/// "none" | "rotate180" | "rotate90" | "mirror" | "diagonal"; nullopt otherwise.
std::optional<Symmetry> parse_symmetry(std::string_view name);

/// The cells of the board grouped into orbits under `symmetry`, each orbit sorted, the list
/// ordered by each orbit's first cell.
std::vector<std::vector<Cell>> symmetry_orbits(const Geometry& geometry, Symmetry symmetry);

/// How an attempt builds its random full grid.
///  - propagation: random_full_grid (the default; pinned seeds are defined with it);
///  - diagonal_boxes: diagonal_boxes_full_grid ("Taking the Mystery Out of Sudoku Difficulty").
enum class FullGridMethod { propagation, diagonal_boxes };

/// "propagation" | "diagonal-boxes".
std::string_view full_grid_method_name(FullGridMethod method);
/// The inverse of full_grid_method_name; nullopt for any other name.
std::optional<FullGridMethod> parse_full_grid_method(std::string_view name);

/// A random full grid satisfying the rules of `empty_puzzle`: the first solution of a propagation
/// search (naked and hidden singles to a fixpoint, then a guess on the first cell in reading order
/// with the fewest candidates) whose guesses try their candidate digits, ascending, shuffled by
/// `rng` (Rng::shuffle). Not a uniform sample of all grids, but every grid is reachable.
/// Houses-only rule lists use a compact candidate-mask search that makes exactly the same guesses
/// and draws as the propagation solver (so the grid is the one count_by_propagation with a digit
/// order would give); other rule lists use the propagation solver itself.
/// Throws std::runtime_error if the rules admit no full grid.
Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng);

/// The full-grid seeding of "Taking the Mystery Out of Sudoku Difficulty: An Oracular Model" (the
/// paper of the singles-and-oracle rating): the boxes on the main diagonal share no row or
/// column, so they can be filled independently with random permutations; then the grid is
/// completed by exact cover (Knuth's DLX) and one completion is picked at random. We pick it by
/// a randomised first-solution search rather than uniformly (see "Distribution" below).
///  1. For each diagonal box k = 0 .. N/b - 1 (b = box side; box k covers rows and columns
///     k*b .. k*b+b-1), in that order: the digits 1..N ascending, Rng::shuffle(rng), written into
///     the box's cells in reading order. Each box is a uniform random permutation.
///  2. The completion is the first solution of a DLX search (count_by_dlx with a row order, see
///     src/solve/dlx.hpp) in which every branch point tries the rows of its column in an order
///     drawn from `rng`. A search that passes 8·N² nodes is abandoned and restarted with the
///     next draws (randomised searches have heavy tails; restarts bound them), up to 100 times.
///  3. When the boxes admit no completion (the search ends within its budget without one), or
///     100 restarts fail, step 1 is repeated with the next draws (up to 1000 times). This never
///     happened for 9×9 (1000 seeds) or 16×16 (20 seeds); on 4×4 half of the draws have no
///     completion (288 grids for 4!² = 576 fillings of the two boxes).
/// Distribution: the diagonal boxes are uniform over the fillings that admit a completion (on
/// 9×9 and 16×16: uniform and independent permutations); every completion of them has a
/// positive probability, but the completions are not equally likely. Randomising the order of
/// the rows at each branch point makes the first solution-bearing subtree a uniform choice among
/// the subtrees that hold a solution, so (before any restart) a completion s is returned with
/// probability prod over the branch points v on the path to s of 1/m(v), where m(v) is the
/// number of rows of v's column whose subtree holds at least one completion. This equals
/// 1/(number of completions) only when the search tree is balanced, which it is not in general;
/// restarts (rare: none in 3000 9×9 runs) further favour completions found within the budget.
/// Enumerating all completions to pick one uniformly (about 6.67e21 / 9!³ ≈ 1.4e5 on average
/// for 9×9) would cost far more than a grid.
/// Throws std::invalid_argument naming the size when the boxes are not square (sizes 6, 8, 10,
/// 12, 14, 15: the diagonal boxes would share rows or columns) or when a rule of `empty_puzzle`
/// is not houses-only (outside exact cover) or it has givens; std::runtime_error when 1000 draws
/// of the diagonal boxes admit no completion under the puzzle's rules.
Grid diagonal_boxes_full_grid(const Puzzle& empty_puzzle, Rng& rng);

/// The full grid of `method` (random_full_grid or diagonal_boxes_full_grid).
Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng, FullGridMethod method);

/// The knobs of VariantRecipe that serve only some steps, named as the JSON API spells them
/// ("givens", "max_cage", "lone_cages", "thermos", "thermo_length"; the command line writes them
/// "--max-cage" and so on), in that order.
std::vector<std::string_view> step_knob_names();
/// Why the knob `name` (one of step_knob_names) would change nothing in `recipe`, or nullopt when
/// the recipe uses it: "givens" on classic, "max_cage" and "lone_cages" without killer, "thermos"
/// and "thermo_length" without thermo. `variant_setting` names where the caller's user lists the
/// steps ("--variant", "'variant'"): "it lays thermometers: add thermo to --variant". The command
/// line and the JSON API both refuse such a knob by name with this reason, rather than ignore it
/// (one check for both).
std::optional<std::string> unused_knob_reason(const VariantRecipe& recipe, std::string_view name,
                                              std::string_view variant_setting);

struct GenerateOptions {
    std::uint64_t seed = 1;
    std::optional<Level> level;      ///< nullopt: the first attempt's level, whatever it is
    Symmetry symmetry = Symmetry::none;
    int attempts = 120;              ///< >= 1
    int size = 9;                    ///< board side N
    FullGridMethod fill = FullGridMethod::propagation;  ///< how each attempt's full grid is built
    /// The variant recipe (generate_variants.hpp); no steps: classic. With steps, each attempt
    /// builds its own rule list and `fill` must be propagation.
    VariantRecipe variant;
    /// A level on the technique or mcm scale (scale.hpp) that the puzzle must also have; each
    /// attempt that passes `level` is rated on that scale and kept only on an exact match. Unset:
    /// the search level alone decides.
    std::optional<ScaleLevel> scale_level;
};

/// Work done by a generation run, summed over all attempts.
struct GenerationStats {
    std::uint64_t full_grids = 0;     ///< full grids built (one per attempt)
    std::uint64_t forced_removals = 0;  ///< trials kept without a search: each removed cell is a
                                        ///< naked or hidden single of the givens left (file comment)
    std::uint64_t count_calls = 0;    ///< uniqueness checks by search (count_solutions' solver,
                                      ///< limit 2): one per orbit that is not a forced removal;
                                      ///< classic 9x9 capped at easy, medium or hard: the
                                      ///< propagation search that rates the trial too, stopped
                                      ///< past the cap's nodes (docs/levels.md); other boards
                                      ///< than 9x9: dancing links within a node budget, a trial
                                      ///< past it refused; killer: searches for the second
                                      ///< solution (docs/variants.md)
    std::uint64_t nodes = 0;          ///< nodes spent inside those count calls (their solver's counters)
    std::uint64_t deductions = 0;     ///< deductions spent inside those count calls
    std::uint64_t rating_calls = 0;   ///< rate_search calls (propagation solver, limit 2); killer:
                                      ///< one per cage layout checked (the check is the rating)
    std::uint64_t rating_nodes = 0;   ///< nodes spent inside those rating calls
    std::uint64_t rating_deductions = 0;  ///< deductions spent inside those rating calls
    std::uint64_t removals_kept = 0;  ///< orbits removed and kept, over all attempts
    // Variant recipes only (generate_variants.hpp); 0 for classic.
    std::uint64_t partition_attempts = 0;  ///< jigsaw partitions accepted by random_jigsaw_layout (one per layout)
    /// fills that ran out of their node budget, or grids no jigsaw partition was cut over (the
    /// layout or grid is dropped)
    std::uint64_t fill_failures = 0;
    std::uint64_t cage_layouts = 0;   ///< killer cage layouts grown (grow_cages)
    std::uint64_t cage_repairs = 0;   ///< cage splits and merges made to remove another solution
    std::uint64_t givens_added = 0;   ///< orbits of givens added to killer puzzles (uniqueness or level)
    std::uint64_t thermometers = 0;   ///< thermometers laid, over all attempts
    std::uint64_t logic_solves = 0;   ///< variants: logic solves within the technique level (one per unique trial)
    std::uint64_t level_refusals = 0; ///< variants: trials the logic solver could not finish within the level
    std::uint64_t scale_ratings = 0;  ///< ratings on the scale of GenerateOptions::scale_level
    /// Those ratings per level of that scale (index = ScaleLevel::index): how rare the level
    /// asked for is among the attempts that passed the search level.
    std::vector<std::uint64_t> scale_levels_seen;
    int attempts = 0;                 ///< attempts made, including the winning one
    int winning_attempt = -1;         ///< 0-based index k of the attempt returned
};

struct Generated {
    Puzzle puzzle;                    ///< the givens left, with the rules used
    Grid solution;
    Level level;
    CountResult counters;             ///< the propagation solver's count (limit 2) on the result
    GenerationStats stats;
    std::optional<ScaleLevel> scale_level;  ///< the level on the scale asked for, when one was
    /// The technique level of the result when the attempt already knows it exactly (a logic solve
    /// of the result under a cap its path fits in), so that it is not solved again; else nullopt.
    std::optional<HodokuLevel> technique_level = std::nullopt;
    /// Cells a rule alone fixes, which the player gets as surely as a given: 1-cell killer cages.
    /// The header's "givens" counts them with the puzzle's givens.
    int givens_in_disguise = 0;
};

/// Generation could not reach the level asked for within the attempts allowed (or, for a variant
/// recipe with any level, no attempt built a puzzle: every partition, fill or cage layout failed).
class GenerationError : public std::runtime_error {
public:
    /// "no hard puzzle found in 120 attempts; ..."; level nullopt: "no puzzle found in ...";
    /// with a scale level: "no puzzle of technique level unfair found in 120 attempts (technique
    /// levels seen: easy 40, ...); ...".
    GenerationError(std::optional<Level> level, int attempts, const GenerationStats& stats,
                    std::optional<ScaleLevel> scale_level = std::nullopt);
    [[nodiscard]] const GenerationStats& stats() const { return stats_; }
private:
    GenerationStats stats_;
};

/// One attempt from one seed: full grid (by `fill`), digging (capped at `max_level` if given),
/// rating. The returned level and counters are rate_search's on the returned puzzle.
/// Throws std::logic_error if a count ever answers 0 solutions while digging (a broken invariant:
/// removing a clue can only add solutions); what the full-grid method throws.
Generated generate_attempt(const Puzzle& empty_puzzle, std::uint64_t attempt_seed, Symmetry symmetry,
                           std::optional<Level> max_level, GenerationStats& stats,
                           FullGridMethod fill = FullGridMethod::propagation);

/// Generates a puzzle of exactly `options.level` (or any level when unset). With a variant recipe
/// (options.variant, generate_variants.hpp) each attempt runs variant steps instead of
/// generate_attempt; an attempt whose layouts all fail counts as unsuccessful. Variant givens stay
/// within a technique level (generate_variants.hpp, step 4): the technique level asked for
/// (`scale_level` on the technique scale), else unfair, so that by default the logic solver
/// finishes every variant puzzle without forcing chains; extreme digs for uniqueness alone.
/// Throws GenerationError after `options.attempts` unsuccessful attempts,
/// std::invalid_argument for attempts < 1, an unsupported size, or a size the fill method
/// does not serve (diagonal_boxes: square boxes only, i.e. 4, 9, 16; classic only), and for
/// variant knobs out of range (max_cage 2..N, lone_cages 0..N², thermo_length 2..N, thermos >= 1,
/// givens 0..N², marks >= 0; jigsaw only up to size 12, under rotate90 only sizes 4k and 4k+1).
Generated generate(const GenerateOptions& options);

/// One item of a batch: the puzzle, or the GenerationError of that item.
using BatchItem = std::variant<Generated, GenerationError>;

/// `count` puzzles: item i is exactly generate(options) with options.seed + i (modulo 2^64), in
/// index order whatever the number of threads; generate_stream (generate_stream.hpp) collected
/// into a vector (so memory grows with `count`: about 1 KB a 9×9 item; stream for large batches).
/// `threads` as StreamOptions::threads (0 = all cores). A failed item is returned in its place
/// (the other items are still generated). Any other exception of an item (std::logic_error,
/// std::bad_alloc) is rethrown after all threads have joined: the lowest index's, since items are
/// collected in order.
/// Throws std::invalid_argument for count < 0, threads < 0 or options generate() refuses (checked
/// before any thread starts).
std::vector<BatchItem> generate_batch_items(const GenerateOptions& options, int count, int threads);

/// As generate_batch_items, but every item must succeed: when any item fails, the exception of
/// the lowest failing index (a GenerationError, or any other) is thrown after all threads have
/// joined; the stream stops there (items above it already started are dropped). Same arguments
/// and order.
std::vector<Generated> generate_batch(const GenerateOptions& options, int count, int threads);

}  // namespace gridforge
