// The placement hint (placement_hint.hpp): the solver's path to its first placement, cut down to
// the steps a placement needs.

#include "api/placement_hint.hpp"

#include <algorithm>

#include "api/single_technique.hpp"
#include "api/step_reads.hpp"

namespace gridforge::api::hint_detail {
namespace {

/// What a single looks at: its digit in every cell of its house (hidden single, full house), or
/// every digit of its cell (naked single, `house` -1).
Candidates single_reads(const Puzzle& puzzle, int house, Candidate placed) {
    const Geometry& geometry = puzzle.geometry();
    Candidates reads(static_cast<std::size_t>(geometry.cell_count()), DigitSet{});
    if (house >= 0) {
        for (Cell cell : puzzle.topology().houses[static_cast<std::size_t>(house)].cells) {
            reads[static_cast<std::size_t>(cell)].insert(placed.digit);
        }
    } else {
        reads[static_cast<std::size_t>(placed.cell)] = geometry.all_digits();
    }
    return reads;
}

/// The read masks of every single open on `state`: hidden singles house by house, then naked
/// singles cell by cell.
std::vector<Candidates> open_singles(const LogicState& state) {
    std::vector<Candidates> out;
    const auto& houses = state.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        for (Digit digit : state.geometry().all_digits()) {
            Cell only = -1;
            int count = 0;
            for (Cell cell : houses[static_cast<std::size_t>(h)].cells) {
                if (!state.empty_at(cell) && state.value(cell) == digit) { count = 2; break; }  // placed already
                if (state.empty_at(cell) && state.candidates(cell).contains(digit)) { ++count; only = cell; }
            }
            if (count == 1) out.push_back(single_reads(state.puzzle(), h, {only, digit}));
        }
    }
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        if (state.empty_at(cell) && state.candidates(cell).size() == 1) {
            out.push_back(single_reads(state.puzzle(), -1, {cell, state.candidates(cell).lowest()}));
        }
    }
    return out;
}

bool removes_any(const Step& step, const Candidates& mask) {
    return std::any_of(step.eliminations.begin(), step.eliminations.end(), [&](const Candidate& c) {
        return mask[static_cast<std::size_t>(c.cell)].contains(c.digit);
    });
}

/// The walk back: the indices (ascending) of the path's steps needed for a conclusion that looks
/// at `need`. A step is needed when it removed a candidate something later and kept looks at; what
/// it looks at itself is then needed too.
std::vector<std::size_t> needed_steps(const std::vector<Step>& path, const std::vector<Candidates>& reads, Candidates need) {
    std::vector<std::size_t> kept;
    for (std::size_t j = path.size(); j-- > 0;) {
        if (!removes_any(path[j], need)) continue;
        kept.push_back(j);
        for (std::size_t cell = 0; cell < need.size(); ++cell) need[cell] = need[cell] | reads[j][cell];
    }
    std::reverse(kept.begin(), kept.end());
    return kept;
}

}  // namespace

std::optional<std::vector<Step>> placement_chain(const LogicState& start, const Grid& solution) {
    const Puzzle& puzzle = start.puzzle();
    const Geometry& geometry = start.geometry();
    // The solver's path up to its first placement. Each step removes a present candidate, so the
    // path is bounded by the number of candidates.
    std::vector<Step> path;
    std::vector<Candidates> reads;
    std::optional<Step> placement;
    LogicState board = start;
    while (!placement) {
        std::optional<Step> step = next_step(board);
        if (!step) return std::nullopt;
        check_step_against_solution(*step, solution, geometry, static_cast<int>(path.size()) + 1);
        board.apply(*step);
        if (!step->placements.empty()) {
            placement = std::move(step);
        } else {
            reads.push_back(step_reads(*step, puzzle));
            path.push_back(std::move(*step));
        }
    }
    if (path.empty()) return std::vector<Step>{*placement};

    // A single may come from a house other than the solver's or from another cell: every single open
    // after the path is a candidate placement; the one needing the fewest steps wins.
    std::vector<Candidates> targets;
    if (is_single(placement->technique)) {
        const int house =
            placement->technique == TechniqueId::naked_single || placement->houses.empty() ? -1 : placement->houses.front();
        LogicState before = start;
        for (const Step& step : path) before.apply(step);
        targets.push_back(single_reads(puzzle, house, placement->placements.front()));
        for (Candidates& other : open_singles(before)) targets.push_back(std::move(other));
    } else {
        targets.push_back(step_reads(*placement, puzzle));
    }
    std::vector<std::size_t> best;
    for (std::size_t t = 0; t < targets.size(); ++t) {
        std::vector<std::size_t> kept = needed_steps(path, reads, targets[t]);
        if (t == 0 || kept.size() < best.size()) best = std::move(kept);
    }

    std::vector<Step> chain;
    LogicState cut = start;
    for (std::size_t j : best) {
        for (const Candidate& c : path[j].eliminations) cut.eliminate(c.cell, c.digit);
        chain.push_back(path[j]);
    }
    if (is_single(placement->technique)) {
        // On the board of the kept steps alone, the singles find the placement those steps lead to
        // (the chosen one, or another single that needs exactly the same steps).
        std::optional<Step> single = next_step(cut, technique(TechniqueId::naked_single).difficulty);
        if (!single || single->placements.empty()) {
            // Not reached when step_reads over-approximates, as it must; the whole path is always right.
            path.push_back(*placement);
            return path;
        }
        check_step_against_solution(*single, solution, geometry, static_cast<int>(chain.size()) + 1);
        chain.push_back(std::move(*single));
    } else {
        chain.push_back(*placement);
    }
    return chain;
}

}  // namespace gridforge::api::hint_detail
