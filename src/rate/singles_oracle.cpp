// The singles-and-oracle rating (rating.hpp gives the model, the oracle's rule and the formula).
#include <array>
#include <stdexcept>

#include "gridforge/rating.hpp"
#include "gridforge/solve.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 4> kBandNames{"cinch", "confusing", "challenging", "crazy"};

/// The oracle's cell: an empty cell with the fewest candidates, the first in reading order.
Cell oracle_cell(const LogicState& state) {
    Cell best = -1;
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        if (!state.empty_at(cell)) continue;
        if (best < 0 || state.candidates(cell).size() < state.candidates(best).size()) best = cell;
    }
    return best;
}

/// tanh by Lambert's continued fraction x / (1 + x²/(3 + x²/(5 + ...))), 30 terms, evaluated
/// with + and / only. std::tanh differs in the last bits between C libraries (glibc natively,
/// musl in WebAssembly), and the score must be the same on every platform. Within 2 ulp of
/// glibc's tanh on [0, 20] (checked in steps of 0.001); beyond 20, tanh is 1 in double precision.
double portable_tanh(double x) {
    if (x >= 20.0) return 1.0;
    if (x <= -20.0) return -1.0;
    const double square = x * x;
    double denominator = 61.0;
    for (int k = 29; k >= 0; --k) denominator = (2 * k + 1) + square / denominator;
    return x / denominator;
}

}  // namespace

std::string_view oracle_band_name(OracleBand band) { return kBandNames[static_cast<std::size_t>(band)]; }

OracleBand oracle_band(double score) {
    if (score < 0.18) return OracleBand::cinch;
    if (score < 0.6) return OracleBand::confusing;
    if (score < 0.8) return OracleBand::challenging;
    return OracleBand::crazy;
}

OracleRating rate_singles_and_oracle(const Puzzle& puzzle, const Grid& solution) {
    if (!puzzle.is_solution(solution)) {
        throw std::invalid_argument("rate_singles_and_oracle: the grid given as the solution does not solve the puzzle");
    }
    const Technique& naked = technique(TechniqueId::naked_single);
    const Technique& hidden = technique(TechniqueId::hidden_single);
    OracleRating rating;
    LogicState state(puzzle);
    const int empty = puzzle.geometry().cell_count() - puzzle.givens().filled_count();
    while (!state.solved()) {
        if (std::optional<Step> step = naked.find(state)) {
            ++rating.naked_singles;
            state.apply(*step);
        } else if (std::optional<Step> single = hidden.find(state)) {
            ++rating.hidden_singles;
            state.apply(*single);
        } else {
            const Cell cell = oracle_cell(state);
            ++rating.oracle_visits;
            state.place(cell, solution.at(cell));
        }
    }
    rating.unscaled = rating.oracle_visits + (empty > 0 ? 0.5 * rating.hidden_singles / empty : 0.0);
    rating.score = portable_tanh(rating.unscaled / 4.0);
    rating.band = oracle_band(rating.score);
    return rating;
}

OracleRating rate_singles_and_oracle(const Puzzle& puzzle) {
    const CountResult counted = count_solutions(puzzle, 2);
    if (counted.count != 1 || !counted.solution) {
        throw std::invalid_argument(counted.count == 0 ? "rate_singles_and_oracle: the puzzle has no solution"
                                                       : "rate_singles_and_oracle: the puzzle has several solutions");
    }
    return rate_singles_and_oracle(puzzle, *counted.solution);
}

}  // namespace gridforge
