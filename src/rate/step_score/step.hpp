#pragma once
// Internal: the steps of the HoDoKu 2.2.0 emulation (src/rate/step_score) and the finders that produce
// them. Names, default scores, levels, enabled flags and order come from HoDoKu's
// Options.DEFAULT_SOLVER_STEPS (Options.java; the same table as hodoku-py's core/scoring.py).
//
// A finder looks at a candidate grid and returns the step HoDoKu's solver class for that kind
// (SimpleSolver, FishSolver, SingleDigitPatternSolver, WingSolver, UniquenessSolver,
// ColoringSolver, ChainSolver, TablingSolver, AlsSolver, MiscellaneousSolver, BruteForceSolver)
// would return first from getStep(kind), or nullopt. Finders never modify the grid; the driver
// (rater.cpp) applies the step. Cells are 0-based 9*row+column, digits 1..9.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "gridforge/rating.hpp"
#include "rate/classic/candidate_grid.hpp"
#include "rate/classic/cell_set.hpp"

namespace gridforge::hodoku {

using classic::CandidateGrid;

/// Every step kind the emulation can report. Kinds that HoDoKu reports under one score entry
/// share it (Simple Colors Wrap scores as Trap, Multi Colors 2 as 1, Discontinuous Nice Loop and
/// AIC as Continuous Nice Loop, Grouped ... as Grouped Continuous Nice Loop, Verity as
/// Contradiction).
enum class Kind : std::uint8_t {
    full_house,
    naked_single,
    hidden_single,
    locked_pair,
    locked_triple,
    locked_candidates_1,
    locked_candidates_2,
    naked_pair,
    naked_triple,
    hidden_pair,
    hidden_triple,
    naked_quadruple,
    hidden_quadruple,
    x_wing,
    swordfish,
    jellyfish,
    remote_pair,
    bug_plus_1,
    skyscraper,
    two_string_kite,
    turbot_fish,
    empty_rectangle,
    w_wing,
    xy_wing,
    xyz_wing,
    uniqueness_1,
    uniqueness_2,
    uniqueness_3,
    uniqueness_4,
    uniqueness_5,
    uniqueness_6,
    hidden_rectangle,
    avoidable_rectangle_1,
    avoidable_rectangle_2,
    finned_x_wing,
    sashimi_x_wing,
    finned_swordfish,
    sashimi_swordfish,
    finned_jellyfish,
    sashimi_jellyfish,
    sue_de_coq,
    simple_colors_trap,
    simple_colors_wrap,
    multi_colors_1,
    multi_colors_2,
    x_chain,
    xy_chain,
    continuous_nice_loop,
    discontinuous_nice_loop,
    aic,
    grouped_continuous_nice_loop,
    grouped_discontinuous_nice_loop,
    grouped_aic,
    als_xz,
    als_xy_wing,
    als_xy_chain,
    death_blossom,
    franken_x_wing,
    franken_swordfish,
    franken_jellyfish,
    finned_franken_x_wing,
    finned_franken_swordfish,
    finned_franken_jellyfish,
    mutant_x_wing,
    mutant_swordfish,
    mutant_jellyfish,
    finned_mutant_x_wing,
    finned_mutant_swordfish,
    finned_mutant_jellyfish,
    kraken_fish_type_1,
    kraken_fish_type_2,
    forcing_chain_contradiction,
    forcing_chain_verity,
    forcing_net_contradiction,
    forcing_net_verity,
    brute_force,
    count_
};

struct KindInfo {
    std::string_view name;   ///< as HoDoKu prints it ("Full House", "Locked Candidates Type 1 (Pointing)")
    int score;               ///< HoDoKu's default base score
    HodokuLevel level;       ///< HoDoKu's default level of the step
};

/// Name, score and level of a kind (step.cpp).
const KindInfo& info(Kind kind);

struct Step {
    Kind kind = Kind::full_house;
    std::vector<std::pair<int, int>> placements;    ///< (cell, digit)
    std::vector<std::pair<int, int>> eliminations;  ///< (cell, digit), in HoDoKu's order
};

/// A step of `kind` removing `digit` from every cell of `cells`, in ascending cell order.
Step elimination_step(Kind kind, int digit, const classic::CellSet& cells);

// ---------------------------------------------------------------------------------------------
// H1 (driver and basics) implements these in src/rate/step_score/{singles,intersections,subsets,
// basic_fish,single_digit,wings,uniqueness,coloring,chains,brute_force}.cpp. The singles need
// HoDoKu's naked/hidden single queues and are declared in singles.hpp (they take the driver's
// grid state, not only the candidates). rate/classic/cell_set.hpp has the 81-cell sets they use.
// ---------------------------------------------------------------------------------------------
std::optional<Step> find_locked_pair(const CandidateGrid& grid);
std::optional<Step> find_locked_triple(const CandidateGrid& grid);
std::optional<Step> find_locked_candidates_1(const CandidateGrid& grid);
std::optional<Step> find_locked_candidates_2(const CandidateGrid& grid);
/// Naked pair/triple/quadruple: size 2..4 (locked subsets are found by find_locked_pair/triple).
std::optional<Step> find_naked_subset(const CandidateGrid& grid, int size);
std::optional<Step> find_hidden_subset(const CandidateGrid& grid, int size);
/// X-Wing/Swordfish/Jellyfish: size 2..4.
std::optional<Step> find_basic_fish(const CandidateGrid& grid, int size);
/// Finned (sashimi == false) or sashimi fish of size 2..4.
std::optional<Step> find_finned_fish(const CandidateGrid& grid, int size, bool sashimi);
std::optional<Step> find_remote_pair(const CandidateGrid& grid);
std::optional<Step> find_bug_plus_1(const CandidateGrid& grid);
std::optional<Step> find_skyscraper(const CandidateGrid& grid);
std::optional<Step> find_two_string_kite(const CandidateGrid& grid);
std::optional<Step> find_turbot_fish(const CandidateGrid& grid);
std::optional<Step> find_empty_rectangle(const CandidateGrid& grid);
std::optional<Step> find_w_wing(const CandidateGrid& grid);
std::optional<Step> find_xy_wing(const CandidateGrid& grid);
std::optional<Step> find_xyz_wing(const CandidateGrid& grid);
/// Uniqueness Test 1..6.
std::optional<Step> find_uniqueness(const CandidateGrid& grid, int type);
std::optional<Step> find_hidden_rectangle(const CandidateGrid& grid);
/// Avoidable Rectangle Type 1/2 (`givens[cell]`: the cell is a given, not a placed digit).
std::optional<Step> find_avoidable_rectangle(const CandidateGrid& grid, const std::array<bool, 81>& givens,
                                             int type);
/// Simple Colors (trap or wrap, whichever HoDoKu returns for SIMPLE_COLORS).
std::optional<Step> find_simple_colors(const CandidateGrid& grid);
/// Multi-Colors 1 or 2.
std::optional<Step> find_multi_colors(const CandidateGrid& grid);
std::optional<Step> find_x_chain(const CandidateGrid& grid);
std::optional<Step> find_xy_chain(const CandidateGrid& grid);
/// Places one cell of `solution` (HoDoKu's BruteForceSolver choice).
std::optional<Step> find_brute_force(const CandidateGrid& grid, const std::array<std::uint8_t, 81>& solution);

// ---------------------------------------------------------------------------------------------
// H2 implements these in src/rate/step_score/ (file names H2's choice, e.g. tabling.cpp, als.cpp,
// sue_de_coq.cpp, franken_fish.cpp, forcing.cpp). Each returns the step HoDoKu's getStep(kind)
// returns for the default options (hodoku-py config.StepSearchConfig defaults), or nullopt.
// Enabled in HoDoKu's default solver steps, in this order (index):
//   5300 Sue de Coq, 5600 nice loop (continuous/discontinuous/AIC), 5650 grouped nice loop,
//   5700 ALS-XZ, 5800 ALS-XY-Wing, 5900 ALS-XY-Chain, 6100 Franken X-Wing, 6200 Franken Swordfish,
//   6700 Finned Franken X-Wing, 6800 Finned Franken Swordfish, 8500 forcing chain, 8600 forcing net.
// Disabled by default (not called by the driver): death blossom (6000), Franken jellyfish, mutant
// fish, Kraken fish (8450).
// ---------------------------------------------------------------------------------------------
std::optional<Step> find_sue_de_coq(const CandidateGrid& grid);
/// TablingSolver for NICE_LOOP: Kind continuous_nice_loop, discontinuous_nice_loop or aic.
std::optional<Step> find_nice_loop(const CandidateGrid& grid);
/// TablingSolver for GROUPED_NICE_LOOP: Kind grouped_continuous_nice_loop, grouped_discontinuous_nice_loop
/// or grouped_aic.
std::optional<Step> find_grouped_nice_loop(const CandidateGrid& grid);
std::optional<Step> find_als_xz(const CandidateGrid& grid);
std::optional<Step> find_als_xy_wing(const CandidateGrid& grid);
std::optional<Step> find_als_xy_chain(const CandidateGrid& grid);
/// Franken fish of size 2..3, finned or not (Kind franken_* / finned_franken_*).
std::optional<Step> find_franken_fish(const CandidateGrid& grid, int size, bool finned);
/// TablingSolver for FORCING_CHAIN: Kind forcing_chain_contradiction or forcing_chain_verity.
std::optional<Step> find_forcing_chain(const CandidateGrid& grid);
/// TablingSolver for FORCING_NET: Kind forcing_net_contradiction or forcing_net_verity.
std::optional<Step> find_forcing_net(const CandidateGrid& grid);

}  // namespace gridforge::hodoku
