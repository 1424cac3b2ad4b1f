#include "gridforge/deduce/steps.hpp"

#include <algorithm>
#include <stdexcept>
#include <tuple>

#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

double weight_of(const DeducePuzzle& puzzle, int clue) {
    return clue_info(puzzle.clues[static_cast<std::size_t>(clue)].type).weight;
}

double weight_sum(const DeducePuzzle& puzzle, const std::vector<int>& clues) {
    double sum = 0;
    for (int clue : clues) sum += weight_of(puzzle, clue);
    return sum;
}

/// A support found for one cell, before its facts are minimised.
struct Found {
    int cell = -1;
    std::vector<int> clues;
    double weight = 0;
    /// Lower level, then lighter, then lower cell index.
    [[nodiscard]] bool better_than(const Found& other) const {
        if (other.cell < 0) return true;
        return std::tuple(clues.size(), weight, cell) < std::tuple(other.clues.size(), other.weight, other.cell);
    }
};

/// Supports of `size` clues (1 or 2), lightest first, each tested by one backbone computation;
/// stops once the lightest remaining combination is heavier than the best found.
Found search_small(const DeducePuzzle& puzzle, Reasoner& reasoner, const std::vector<int>& visible, Mask revealed,
                   Mask candidates, std::size_t size) {
    std::vector<std::vector<int>> combinations;
    for (std::size_t i = 0; i < visible.size(); ++i) {
        if (size == 1) {
            combinations.push_back({visible[i]});
            continue;
        }
        for (std::size_t j = i + 1; j < visible.size(); ++j) combinations.push_back({visible[i], visible[j]});
    }
    std::stable_sort(combinations.begin(), combinations.end(), [&](const auto& a, const auto& b) {
        return weight_sum(puzzle, a) < weight_sum(puzzle, b);
    });
    Found best;
    for (const std::vector<int>& clues : combinations) {
        const double weight = weight_sum(puzzle, clues);
        if (best.cell >= 0 && weight > best.weight) break;
        const Mask forced = reasoner.forced({clues, revealed}) & candidates;
        if (forced == 0) continue;
        const Found found{bits::lowest(forced), clues, weight};
        if (found.better_than(best)) best = found;
    }
    return best;
}

/// Deletion-based minimisation of the clues of `support` (heaviest tried first), for `cell`.
/// Both minimisations depend only on whether a support forces the cell (SAT or UNSAT), never on
/// CaDiCaL's failed-assumption cores: those follow the solver's internal search, which differs
/// between platforms (natively vs WebAssembly), and a step must be the same everywhere.
std::vector<int> minimise_clues(const DeducePuzzle& puzzle, Reasoner& reasoner, Support support, int cell) {
    std::vector<int> order = support.clues;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return weight_of(puzzle, a) > weight_of(puzzle, b); });
    for (int clue : order) {
        Support trial = support;
        std::erase(trial.clues, clue);
        if (reasoner.forces(trial, cell)) support.clues = trial.clues;
    }
    std::sort(support.clues.begin(), support.clues.end());
    return support.clues;
}

/// Deletion-based minimisation of the facts, the clues fixed.
Mask minimise_facts(Reasoner& reasoner, Support support, int cell) {
    for (Mask rest = support.facts; rest != 0; rest &= rest - 1) {
        const Mask bit = rest & (~rest + 1);
        Support trial = support;
        trial.facts &= ~bit;
        if (reasoner.forces(trial, cell)) support.facts = trial.facts;
    }
    return support.facts;
}

std::vector<int> cells_of(Mask mask) {
    std::vector<int> cells;
    for (int cell : bits::set_bits(mask)) cells.push_back(cell);
    return cells;
}

}  // namespace

std::optional<Step> cheapest_step(const DeducePuzzle& puzzle, Reasoner& reasoner, Mask revealed, Mask candidates) {
    candidates &= puzzle.board.full() & ~revealed;
    if (candidates == 0) return std::nullopt;
    const std::vector<int> visible = puzzle.visible_clues(revealed);
    Found best = search_small(puzzle, reasoner, visible, revealed, candidates, 1);
    if (best.cell < 0) best = search_small(puzzle, reasoner, visible, revealed, candidates, 2);
    if (best.cell < 0) {
        const Mask forced = reasoner.forced({visible, revealed}) & candidates;
        for (int cell : cells_of(forced)) {
            std::vector<int> clues = minimise_clues(puzzle, reasoner, {visible, revealed}, cell);
            const Found found{cell, clues, weight_sum(puzzle, clues)};
            if (found.better_than(best)) best = found;
        }
    }
    if (best.cell < 0) return std::nullopt;
    Step step;
    step.cell = best.cell;
    step.verdict = verdict_of(puzzle.solution, best.cell);
    step.clues = best.clues;
    std::sort(step.clues.begin(), step.clues.end());
    step.facts = cells_of(minimise_facts(reasoner, {step.clues, revealed}, best.cell));
    step.level = static_cast<int>(step.clues.size());
    step.cost = best.weight + 0.25 * static_cast<double>(step.facts.size());
    return step;
}

std::optional<Step> next_hint(const DeducePuzzle& puzzle, Reasoner& reasoner, Mask revealed) {
    return cheapest_step(puzzle, reasoner, revealed, puzzle.board.full());
}

std::vector<Step> hint_sequence(const DeducePuzzle& puzzle, Reasoner& reasoner) {
    const Closure reached = closure(puzzle, reasoner);
    if (!reached.complete) throw std::runtime_error("hint_sequence: the no-guess closure does not reach every person");
    std::vector<Step> steps;
    Mask revealed = puzzle.revealed_at_start();
    for (std::size_t round = 1; round < reached.rounds.size(); ++round) {
        Mask remaining = 0;
        for (int cell : reached.rounds[round]) remaining |= Mask{1} << cell;
        while (remaining != 0) {
            std::optional<Step> step = cheapest_step(puzzle, reasoner, revealed, remaining);
            if (!step) throw std::logic_error("hint_sequence: a person of the closure round is not forced");
            step->round = static_cast<int>(round);
            revealed |= Mask{1} << step->cell;
            remaining &= ~(Mask{1} << step->cell);
            steps.push_back(*step);
        }
    }
    return steps;
}

std::vector<Step> hint_sequence(const DeducePuzzle& puzzle) {
    const std::vector<CompiledClue> clues = puzzle.compiled();
    check_clues_hold(puzzle, clues);
    Reasoner reasoner(puzzle.board, clues, puzzle.solution);
    return hint_sequence(puzzle, reasoner);
}

std::string check_step(const DeducePuzzle& puzzle, const Step& step, Mask revealed) {
    const Board& board = puzzle.board;
    if (step.cell < 0 || step.cell >= board.cells()) return "the person is off the board";
    if (revealed >> step.cell & 1) return "the person is already revealed";
    if (step.verdict != verdict_of(puzzle.solution, step.cell)) return "the verdict is not the solution's";
    if (step.clues.empty() || step.level != static_cast<int>(step.clues.size())) return "the level is not the number of clues";
    const std::vector<int> visible = puzzle.visible_clues(revealed);
    std::vector<CompiledClue> used;
    for (int clue : step.clues) {
        if (std::find(visible.begin(), visible.end(), clue) == visible.end()) return "clue " + std::to_string(clue + 1) + " is not visible yet";
        used.push_back(compile(puzzle.clues[static_cast<std::size_t>(clue)], board, puzzle.people));
    }
    std::vector<int> facts;
    for (int cell : step.facts) {
        if (cell < 0 || cell >= board.cells() || !(revealed >> cell & 1)) return "a fact is not revealed yet";
        facts.push_back((puzzle.solution >> cell & 1) ? cell + 1 : -(cell + 1));
    }
    facts.push_back((puzzle.solution >> step.cell & 1) ? -(step.cell + 1) : step.cell + 1);  // the other verdict
    const std::int64_t models = board.cells() <= 20 ? count_by_enumeration(board, used, 1, facts).count
                                                    : count_by_sat(board, used, 1, facts).count;
    if (models != 0) return "the clues and facts do not force the verdict";
    return "";
}

}  // namespace gridforge::deduce
