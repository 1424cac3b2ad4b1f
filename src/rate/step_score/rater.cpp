// rate_hodoku (gridforge/hodoku_rating.hpp): HoDoKu 2.2.0's solver loop (SudokuSolver.solve, as read
// in hodoku-py solver/solver.py) over the steps of src/rate/step_score.
//
// Each round tries HoDoKu's enabled default steps in their order (Options.DEFAULT_SOLVER_STEPS,
// sorted by index) and applies the first one found: placements through Sudoku2.setCell, then the
// eliminations in the step's order; then the round starts again from the first step. The score is
// the sum of the steps' base scores. The level is the highest level of a step used, raised while
// the score exceeds that level's maximum (easy 800, medium 1000, hard 1600, unfair 1800). Brute
// Force (the solution digit of the middle empty cell, 10000 points, extreme) ends every search, so
// a puzzle with a solution is always solved; one without stays unsolved (level extreme).
#include <algorithm>
#include <array>
#include <functional>
#include <optional>
#include <stdexcept>

#include "gridforge/hodoku_rating.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/solve.hpp"
#include "rate/step_score/board.hpp"
#include "rate/step_score/singles.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge {

namespace {

struct Context {
    hodoku::Board& board;
    const std::array<std::uint8_t, 81>& solution;
};

using Finder = std::function<std::optional<hodoku::Step>(Context&)>;

template <class F>
Finder on_grid(F f) {
    return [f](Context& c) { return f(c.board.grid); };
}

// HoDoKu's enabled default steps in solver order (index in Options.DEFAULT_SOLVER_STEPS).
const std::vector<Finder>& solver_steps() {
    using namespace hodoku;
    static const std::vector<Finder> steps = {
        [](Context& c) { return find_full_house(c.board); },                           // 100
        [](Context& c) { return find_naked_single(c.board); },                         // 200
        [](Context& c) { return find_hidden_single(c.board); },                        // 300
        on_grid(find_locked_pair),                                                     // 1000
        on_grid(find_locked_triple),                                                   // 1100
        on_grid(find_locked_candidates_1),                                             // 1200
        on_grid(find_locked_candidates_2),                                             // 1210
        on_grid([](const CandidateGrid& g) { return find_naked_subset(g, 2); }),       // 1300
        on_grid([](const CandidateGrid& g) { return find_naked_subset(g, 3); }),       // 1400
        on_grid([](const CandidateGrid& g) { return find_hidden_subset(g, 2); }),      // 1500
        on_grid([](const CandidateGrid& g) { return find_hidden_subset(g, 3); }),      // 1600
        on_grid([](const CandidateGrid& g) { return find_naked_subset(g, 4); }),       // 2000
        on_grid([](const CandidateGrid& g) { return find_hidden_subset(g, 4); }),      // 2100
        on_grid([](const CandidateGrid& g) { return find_basic_fish(g, 2); }),         // 2200
        on_grid([](const CandidateGrid& g) { return find_basic_fish(g, 3); }),         // 2300
        on_grid([](const CandidateGrid& g) { return find_basic_fish(g, 4); }),         // 2400
        on_grid(find_remote_pair),                                                     // 2800
        on_grid(find_bug_plus_1),                                                      // 2900
        on_grid(find_skyscraper),                                                      // 3000
        on_grid(find_two_string_kite),                                                 // 3100
        on_grid(find_turbot_fish),                                                     // 3120
        on_grid(find_empty_rectangle),                                                 // 3170
        on_grid(find_w_wing),                                                          // 3200
        on_grid(find_xy_wing),                                                         // 3300
        on_grid(find_xyz_wing),                                                        // 3400
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 1); }),         // 3500
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 2); }),         // 3600
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 3); }),         // 3700
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 4); }),         // 3800
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 5); }),         // 3900
        on_grid([](const CandidateGrid& g) { return find_uniqueness(g, 6); }),         // 4000
        on_grid(find_hidden_rectangle),                                                // 4010
        [](Context& c) { return find_avoidable_rectangle(c.board.grid, c.board.given, 1); },  // 4020
        [](Context& c) { return find_avoidable_rectangle(c.board.grid, c.board.given, 2); },  // 4030
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 2, false); }), // 4100
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 2, true); }),  // 4200
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 3, false); }), // 4300
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 3, true); }),  // 4400
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 4, false); }), // 4500
        on_grid([](const CandidateGrid& g) { return find_finned_fish(g, 4, true); }),  // 4600
        on_grid(find_sue_de_coq),                                                      // 5300
        on_grid(find_simple_colors),                                                   // 5330
        on_grid(find_multi_colors),                                                    // 5360
        on_grid(find_x_chain),                                                         // 5400
        on_grid(find_xy_chain),                                                        // 5500
        on_grid(find_nice_loop),                                                       // 5600
        on_grid(find_grouped_nice_loop),                                               // 5650
        on_grid(find_als_xz),                                                          // 5700
        on_grid(find_als_xy_wing),                                                     // 5800
        on_grid(find_als_xy_chain),                                                    // 5900
        on_grid([](const CandidateGrid& g) { return find_franken_fish(g, 2, false); }),  // 6100
        on_grid([](const CandidateGrid& g) { return find_franken_fish(g, 3, false); }),  // 6200
        on_grid([](const CandidateGrid& g) { return find_franken_fish(g, 2, true); }),   // 6700
        on_grid([](const CandidateGrid& g) { return find_franken_fish(g, 3, true); }),   // 6800
        on_grid(find_forcing_chain),                                                   // 8500
        on_grid(find_forcing_net),                                                     // 8600
        [](Context& c) { return find_brute_force(c.board.grid, c.solution); },         // 8900
    };
    return steps;
}

// HoDoKu's DEFAULT_DIFFICULTY_LEVELS maximum scores.
int max_score(HodokuLevel level) {
    switch (level) {
        case HodokuLevel::easy: return 800;
        case HodokuLevel::medium: return 1000;
        case HodokuLevel::hard: return 1600;
        case HodokuLevel::unfair: return 1800;
        case HodokuLevel::extreme: break;
    }
    return 2147483647;
}

std::array<std::uint8_t, 81> solution_of(const Grid& givens) {
    std::array<std::uint8_t, 81> result{};
    const CountResult counted = count_solutions(Puzzle::classic(givens), 1);
    if (counted.solution) {
        for (int cell = 0; cell < 81; ++cell) result[cell] = static_cast<std::uint8_t>(counted.solution->at(cell));
    }
    return result;
}

}  // namespace

HodokuRating rate_hodoku(const Grid& givens, bool with_path) {
    if (givens.size() != 9) throw std::invalid_argument("HoDoKu rates 9x9 grids only");
    hodoku::Board board = hodoku::Board::from_givens(givens);
    const auto solution = solution_of(givens);
    Context context{board, solution};
    HodokuRating rating;
    HodokuLevel level = HodokuLevel::easy;
    // Every step places a digit or removes a candidate; the bound only guards against a finder
    // returning a step that changes nothing.
    for (int round = 0; round < 81 * 10 && !board.grid.solved(); ++round) {
        check_deadline();
        std::optional<hodoku::Step> step;
        for (const Finder& finder : solver_steps()) {
            step = finder(context);
            if (step) break;
        }
        if (!step) break;
        for (const auto& [cell, digit] : step->placements) board.set_cell(cell, digit);
        for (const auto& [cell, digit] : step->eliminations) board.delete_candidate(cell, digit);
        const hodoku::KindInfo& info = hodoku::info(step->kind);
        rating.score += info.score;
        level = std::max(level, info.level);
        if (with_path) {
            rating.path.push_back(HodokuStep{std::string(info.name), info.score, step->placements, step->eliminations});
        }
    }
    rating.solved = board.grid.solved();
    if (rating.solved) {
        while (level != HodokuLevel::extreme && rating.score > max_score(level)) {
            level = static_cast<HodokuLevel>(static_cast<int>(level) + 1);
        }
        rating.level = level;
    } else {
        rating.level = HodokuLevel::extreme;
    }
    return rating;
}

std::optional<HodokuRating> rate_hodoku(const Puzzle& puzzle) {
    if (!classic::is_classic_9x9(puzzle)) return std::nullopt;
    return rate_hodoku(puzzle.givens(), false);
}

}  // namespace gridforge
