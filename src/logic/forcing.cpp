// Forcing chains, the last resort (HoDoKu "Forcing Chain" contradiction and verity; Sudoku
// Explainer "Cell Forcing Chains" and, nested, "Dynamic Forcing Chains").
//  - Contradiction: assume a candidate and propagate naked and hidden singles (and the rules'
//    own pruning); when that empties a cell or leaves a digit without place in a house, the
//    candidate is false.
//  - Cell verity: every candidate of a cell, assumed in turn, places the same digit in the same
//    cell: that placement is true.
// The nested forcing chain lets the propagation itself use contradiction forcing chains (one
// level), which reaches the hardest published puzzles at the price of time.
#include <algorithm>

#include "logic/techniques.hpp"

namespace gridforge::logic_detail {
namespace {

/// The first naked single, then the first hidden single; nullopt when there is none.
std::optional<Candidate> quick_single(const LogicState& state) {
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (state.empty_at(c) && state.candidates(c).size() == 1) return Candidate{c, state.candidates(c).lowest()};
    }
    const auto& houses = state.houses();
    for (const House& house : houses) {
        std::vector<int> count(static_cast<std::size_t>(state.size() + 1), 0);
        std::vector<Cell> where(static_cast<std::size_t>(state.size() + 1), -1);
        DigitSet placed;
        for (Cell c : house.cells) {
            if (!state.empty_at(c)) { placed.insert(state.value(c)); continue; }
            for (Digit d : state.candidates(c)) {
                ++count[static_cast<std::size_t>(d)];
                where[static_cast<std::size_t>(d)] = c;
            }
        }
        for (Digit d = 1; d <= state.size(); ++d) {
            if (!placed.contains(d) && count[static_cast<std::size_t>(d)] == 1) return Candidate{where[static_cast<std::size_t>(d)], d};
        }
    }
    return std::nullopt;
}

/// Applies the rules' own pruning once; false on conflict.
bool prune_rules(LogicState& state, bool& changed) {
    changed = false;
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        Candidates narrowed = state.all_candidates();
        const PruneResult result = rule->prune(narrowed);
        if (result == PruneResult::conflict) return false;
        if (result != PruneResult::changed) continue;
        for (Cell c = 0; c < state.cell_count(); ++c) {
            if (!state.empty_at(c)) continue;
            for (Digit d : state.candidates(c) - narrowed[static_cast<std::size_t>(c)]) {
                state.eliminate(c, d);
                changed = true;
            }
        }
    }
    return true;
}

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth);

/// Propagates singles (and, at depth > 0, contradictions of depth - 1); false on contradiction.
bool propagate(LogicState& state, int depth) {
    while (true) {
        if (state.contradiction()) return false;
        if (state.solved()) return true;
        if (std::optional<Candidate> single = quick_single(state)) {
            state.place(single->cell, single->digit);
            continue;
        }
        bool changed = false;
        if (!prune_rules(state, changed)) return false;
        if (changed) continue;
        if (depth > 0) {
            if (std::optional<Candidate> wrong = contradiction_candidate(state, depth - 1)) {
                state.eliminate(wrong->cell, wrong->digit);
                continue;
            }
        }
        return true;
    }
}

/// Empty cells, those with fewer candidates first, then reading order.
std::vector<Cell> assumption_order(const LogicState& state) {
    std::vector<Cell> order;
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (state.empty_at(c)) order.push_back(c);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](Cell a, Cell b) { return state.candidates(a).size() < state.candidates(b).size(); });
    return order;
}

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth) {
    for (Cell c : assumption_order(state)) {
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            if (!propagate(trial, depth)) return Candidate{c, d};
        }
    }
    return std::nullopt;
}

std::optional<Step> find_forcing(const LogicState& state, int depth, TechniqueId id) {
    const Geometry& g = state.geometry();
    const std::string how = depth == 0 ? "singles" : "singles and forcing chains";
    const std::vector<Cell> order = assumption_order(state);
    // Contradiction.
    for (Cell c : order) {
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            if (propagate(trial, depth)) continue;
            Step step;
            step.technique = id;
            step.eliminations = {{c, d}};
            step.cells = {c};
            step.pattern = {{c, d}};
            step.text = std::string(technique_name(id)) + " (contradiction): if " + g.cell_name(c) + " were " +
                        digit_text(d) + ", " + how + " would leave a cell or a digit of a house without place, so " +
                        g.cell_name(c) + " is not " + digit_text(d) + ".";
            return step;
        }
    }
    // Cell verity: every candidate of a cell places the same digit somewhere.
    for (Cell c : order) {
        std::optional<Grid> common;
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            propagate(trial, depth);
            if (!common) {
                common = trial.grid();
                continue;
            }
            for (Cell x = 0; x < state.cell_count(); ++x) {
                if (common->at(x) != trial.grid().at(x)) common->clear(x);
            }
        }
        if (!common) continue;
        for (Cell x = 0; x < state.cell_count(); ++x) {
            if (x == c || !state.empty_at(x) || common->at(x) == 0) continue;
            Step step;
            step.technique = id;
            step.placements = {{x, common->at(x)}};
            step.cells = {c, x};
            for (Digit d : state.candidates(c)) step.pattern.push_back({c, d});
            step.text = std::string(technique_name(id)) + " (cell verity): whichever of " +
                        digit_set_text(state.candidates(c)) + " " + g.cell_name(c) + " holds, " + how + " place " +
                        digit_text(common->at(x)) + " in " + g.cell_name(x) + ", so it goes there.";
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_forcing_chain(const LogicState& state) { return find_forcing(state, 0, TechniqueId::forcing_chain); }
std::optional<Step> find_nested_forcing_chain(const LogicState& state) {
    return find_forcing(state, 1, TechniqueId::nested_forcing_chain);
}

}  // namespace gridforge::logic_detail
