// Forcing chains, the last resort (HoDoKu "Forcing Chain" contradiction and verity; Sudoku
// Explainer "Cell Forcing Chains" and, nested, "Dynamic Forcing Chains").
//  - Contradiction: assume a candidate and propagate naked and hidden singles (and the rules'
//    own pruning); when that empties a cell or leaves a digit without place in a house, the
//    candidate is false.
//  - Cell verity: every candidate of a cell, assumed in turn, places the same digit in the same
//    cell: that placement is true.
// The nested forcing chain lets the propagation itself use contradiction forcing chains (one
// level), which reaches the hardest published puzzles at the price of time.
// The search propagates without recording anything; once it has its step, the assumption (each
// branch of a verity) is propagated again with a ChainTrace (forcing_trace.hpp), the same
// propagation step for step, to show the links the conclusion needs and what breaks.
#include <algorithm>
#include <type_traits>

#include "gridforge/deadline.hpp"
#include "logic/forcing_trace.hpp"
#include "logic/links.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// Reads the caller's deadline (gridforge/deadline.hpp) once in 16 trials, counted across calls
/// (a nested search makes many short ones); a trial takes microseconds.
void trial_deadline_tick() {
    thread_local DeadlineTicker ticker(16);
    ticker.tick();
}

/// Whether `set` holds exactly one digit (without a popcount: the build does not assume the
/// instruction, and this test runs for every cell at every propagation step).
bool one_digit(DigitSet set) { return set.bits() != 0 && (set.bits() & (set.bits() - 1)) == 0; }

/// What the propagation does next on a state, found in one pass over the cells and one over the
/// houses: the same answers, in the same order of precedence, as LogicState::contradiction(),
/// then LogicState::solved(), then the first naked single (cells in order), then the first hidden
/// single (houses in order, digits ascending). Hidden singles by bit masks: `once` holds the
/// digits seen in at least one empty cell of the house, `twice` those seen in two or more.
struct Scan {
    enum { broken, solved, single, stuck } what = stuck;
    Single found;
};

/// `first_single`: return the first single at once, without checking the rest of the state for a
/// break. Only the untraced propagation may: what breaks a state (a cell without candidates, a
/// digit twice or without place in a house) stays broken while singles are placed, since a
/// placement removes candidates only, so the propagation still ends broken, a few placements
/// later; and on an unbroken state the single is the same one. A traced propagation records every
/// placement, so it stops at the first scan that sees the break.
/// `stuck_at`, when set, holds the candidates of an earlier state that a scan found stuck (nothing
/// broken, no single): this propagation's, or the one its assumption was placed on. Then only the cells whose candidates changed since, and
/// the houses holding one, can be broken or hold a single, so the scan looks at those alone and
/// answers as a scan of everything would. (A cell placed since has changed too: it held two or more
/// candidates then, or it would have been a naked single.) `touched` is scratch, one per house.
Scan scan(const LogicState& state, bool first_single, const Candidates* stuck_at, std::vector<char>& touched) {
    std::optional<Single> naked;
    bool full = true;
    const auto& houses_of_cell = state.puzzle().topology().houses_of_cell;
    if (stuck_at) touched.assign(state.houses().size(), 0);
    for (Cell c = 0; c < state.cell_count(); ++c) {
        const DigitSet here = state.candidates(c);
        if (stuck_at) {
            if ((*stuck_at)[static_cast<std::size_t>(c)] == here) {
                full = full && !state.empty_at(c);
                continue;
            }
            for (int h : houses_of_cell[static_cast<std::size_t>(c)]) touched[static_cast<std::size_t>(h)] = 1;
        }
        if (here.empty()) return {Scan::broken, {}};
        if (!state.empty_at(c)) {
            if (!here.contains(state.value(c))) return {Scan::broken, {}};
            continue;
        }
        full = false;
        if (!naked && one_digit(here)) {
            naked = Single{{c, here.lowest()}, -1};
            if (first_single) return {Scan::single, *naked};
        }
    }
    const std::uint32_t digits = state.geometry().all_digits().bits();
    const auto& houses = state.houses();
    std::optional<Single> hidden;
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        if (stuck_at && !touched[static_cast<std::size_t>(h)]) continue;
        const std::vector<Cell>& cells = houses[static_cast<std::size_t>(h)].cells;
        std::uint32_t once = 0;
        std::uint32_t twice = 0;
        std::uint32_t placed = 0;
        std::uint32_t seen = 0;
        for (Cell c : cells) {
            const std::uint32_t bits = state.candidates(c).bits();
            seen |= bits;
            if (!state.empty_at(c)) {
                const std::uint32_t value = DigitSet::of(state.value(c)).bits();
                if (placed & value) return {Scan::broken, {}};
                placed |= value;
                continue;
            }
            twice |= once & bits;
            once |= bits;
        }
        if (static_cast<int>(cells.size()) == state.size() && seen != digits) return {Scan::broken, {}};
        if (naked || hidden) continue;
        const DigitSet alone = DigitSet::from_bits(once & ~twice & ~placed & digits);
        if (alone.empty()) continue;
        const Digit d = alone.lowest();
        for (Cell c : cells) {
            if (state.empty_at(c) && state.candidates(c).contains(d)) {
                hidden = Single{{c, d}, h};
                break;
            }
        }
        if (first_single) return {Scan::single, *hidden};
    }
    if (full) return {Scan::solved, {}};
    if (naked) return {Scan::single, *naked};
    if (hidden) return {Scan::single, *hidden};
    return {Scan::stuck, {}};
}

/// The cells each extra rule's pruning reads (Rule::scope: a cage and a thermometer read and
/// narrow only their own cells). A rule without a scope has none listed and always runs.
struct RuleReads {
    std::vector<std::span<const Cell>> cells;     ///< per rule of Topology::extra_rules; empty: unknown
    std::vector<std::vector<Cell>> in_order;      ///< per rule: its cells in reading order
    std::vector<std::size_t> offset;              ///< per rule: where its cells start in RuleMemo::seen
    std::size_t total = 0;
};

RuleReads rule_reads(const Puzzle& puzzle) {
    RuleReads reads;
    for (const Rule* rule : puzzle.topology().extra_rules) {
        const std::span<const Cell> cells = rule->scope();
        reads.cells.push_back(cells);
        reads.in_order.emplace_back(cells.begin(), cells.end());
        std::sort(reads.in_order.back().begin(), reads.in_order.back().end());
        reads.offset.push_back(reads.total);
        reads.total += cells.size();
    }
    return reads;
}

/// What the propagation knows of the rules' pruning: a rule whose last pruning changed nothing
/// (`quiet`) while its cells held `seen` changes nothing while they still hold that, since a
/// rule's pruning depends on its cells' candidates alone. Skipping it then leaves every result,
/// and every record a ChainTrace makes, as if it had run; it only saves the time.
struct RuleMemo {
    std::vector<char> quiet;
    std::vector<DigitSet> seen;
};

RuleMemo empty_memo(const RuleReads& reads) {
    return {std::vector<char>(reads.cells.size(), 0), std::vector<DigitSet>(reads.total)};
}

bool still_quiet(const LogicState& state, const RuleReads& reads, const RuleMemo& memo, std::size_t r) {
    if (reads.cells[r].empty() || !memo.quiet[r]) return false;
    const std::span<const Cell> cells = reads.cells[r];
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (memo.seen[reads.offset[r] + i] != state.candidates(cells[i])) return false;
    }
    return true;
}

/// Applies the rules' own pruning once; false on conflict. `narrowed` is scratch that holds the
/// state's candidates between rules (each rule narrows only its own cells, which are copied back).
template <class Trace>
bool prune_rules(LogicState& state, bool& changed, Trace& trace, const RuleReads& reads, RuleMemo& memo, Candidates& narrowed) {
    changed = false;
    const std::vector<const Rule*>& rules = state.puzzle().topology().extra_rules;
    narrowed = state.all_candidates();
    for (std::size_t r = 0; r < rules.size(); ++r) {
        if (still_quiet(state, reads, memo, r)) continue;
        const Rule& rule = *rules[r];
        const std::span<const Cell> cells = reads.cells[r];
        const PruneResult result = rule.prune(narrowed);
        if (result == PruneResult::conflict) {
            trace.rule_breaks(rule);
            return false;
        }
        if (cells.empty()) {
            // Whatever such a rule changed, the scratch starts the next rule as the state is.
            for (Cell c = 0; c < state.cell_count(); ++c) {
                if (state.empty_at(c)) {
                    for (Digit d : state.candidates(c) - narrowed[static_cast<std::size_t>(c)]) {
                        trace.rule_removes(state, rule, c, d);
                        state.eliminate(c, d);
                        changed = true;
                    }
                }
            }
            narrowed = state.all_candidates();
            continue;
        }
        if (result != PruneResult::changed) {
            memo.quiet[r] = 1;
            for (std::size_t i = 0; i < cells.size(); ++i) memo.seen[reads.offset[r] + i] = state.candidates(cells[i]);
            continue;
        }
        memo.quiet[r] = 0;
        // Its own cells are all it changed; in reading order, as a scan of every cell would go.
        const std::vector<Cell>& ordered = reads.in_order[r];
        for (Cell c : ordered) {
            if (!state.empty_at(c)) continue;
            for (Digit d : state.candidates(c) - narrowed[static_cast<std::size_t>(c)]) {
                trace.rule_removes(state, rule, c, d);
                state.eliminate(c, d);
                changed = true;
            }
        }
        for (Cell c : ordered) narrowed[static_cast<std::size_t>(c)] = state.candidates(c);
    }
    return true;
}

/// What the one-level-down trials of a nested propagation found so far, to skip the ones whose
/// answer is known. A trial (c, d) whose propagation ended stuck at state T (no single, every rule
/// quiet, nothing broken) cannot break from any later state S' of the same propagation that still
/// holds every candidate of T: the singles and the rules' pruning only remove what the candidates
/// left rule out, so from S' with d in c they stop at T or above it, never at a break. Skipping
/// such trials keeps the first breaking trial, and so every result, as before. A trial that ended
/// solved is not kept: the rules were not asked about its last placements.
struct InnerTrials {
    std::vector<Candidates> stuck_at;  ///< by cell * size + digit - 1; empty: not known

    [[nodiscard]] bool cannot_break(const LogicState& state, Cell c, Digit d) const {
        const std::size_t key = static_cast<std::size_t>(c * state.size() + d - 1);
        if (key >= stuck_at.size() || stuck_at[key].empty()) return false;
        const Candidates& end = stuck_at[key];
        for (Cell x = 0; x < state.cell_count(); ++x) {
            if (!(end[static_cast<std::size_t>(x)] - state.candidates(x)).empty()) return false;
        }
        return true;
    }
    void remember(const LogicState& trial, Cell c, Digit d) {
        stuck_at.resize(static_cast<std::size_t>(trial.cell_count() * trial.size()));
        stuck_at[static_cast<std::size_t>(c * trial.size() + d - 1)] = trial.all_candidates();
    }
};

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth, const RuleReads& reads, const RuleMemo& memo,
                                                 InnerTrials* known);

/// Propagates singles (and, at depth > 0, contradictions of depth - 1); false on contradiction.
/// `memo` starts as what is known of the rules on `state` (an empty memo knows nothing);
/// `known_stuck`, when set, the candidates of an earlier state that a scan would find stuck (the
/// state a trial's assumption was placed on), for scan's `stuck_at`.
template <class Trace>
bool propagate(LogicState& state, int depth, Trace& trace, const RuleReads& reads, RuleMemo memo,
               const Candidates* known_stuck = nullptr) {
    Candidates narrowed;
    InnerTrials inner;  // only one level down (depth 1), where the contradictions are plain propagations
    const Candidates* stuck_at = known_stuck;  // see scan
    Candidates stuck_here;                     // the candidates when a scan here last found the state stuck
    std::vector<char> touched;
    while (true) {
        const Scan next = scan(state, std::is_same_v<Trace, NoTrace>, stuck_at, touched);
        if (next.what == Scan::broken) return false;
        if (next.what == Scan::solved) return true;
        if (next.what == Scan::single) {
            trace.placing(state, next.found);
            state.place(next.found.candidate.cell, next.found.candidate.digit);
            continue;
        }
        stuck_here = state.all_candidates();
        stuck_at = &stuck_here;
        bool changed = false;
        if (!prune_rules(state, changed, trace, reads, memo, narrowed)) return false;
        if (changed) continue;
        if (depth > 0) {
            // Every rule is quiet on this state now: the inner trials start from that knowledge.
            if (std::optional<Candidate> wrong =
                    contradiction_candidate(state, depth - 1, reads, memo, depth == 1 ? &inner : nullptr)) {
                trace.forcing_removes(state, wrong->cell, wrong->digit);
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

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth, const RuleReads& reads, const RuleMemo& memo,
                                                 InnerTrials* known) {
    NoTrace none;
    LogicState trial = state;  // scratch, reset for each trial (take_marks) rather than copied
    for (Cell c : assumption_order(state)) {
        for (Digit d : state.candidates(c)) {
            if (known && known->cannot_break(state, c, d)) continue;
            trial_deadline_tick();
            trial.take_marks(state);
            trial.place(c, d);
            if (!propagate(trial, depth, none, reads, memo, &state.all_candidates())) return Candidate{c, d};
            if (known && !trial.solved()) known->remember(trial, c, d);
        }
    }
    return std::nullopt;
}

// ---- the sentence ----

/// "singles", "singles and the cage sums", "singles, the thermometers and forcing chains": what
/// the links used.
std::string how(const std::vector<Link>& links, const std::string& broken_rule = {}) {
    std::vector<std::string> parts{"singles"};
    const auto add = [&](const std::string& rule) {
        if (rule.empty()) return;
        std::string part = "the " + rule + " rule";
        if (rule.rfind("cage", 0) == 0) {
            part = "the cage sums";
        } else if (rule.rfind("thermometer", 0) == 0) {
            part = "the thermometers";
        } else if (rule == "forcing chain") {
            part = "forcing chains";
        }
        if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
    };
    for (const Link& link : links) add(link.rule);
    add(broken_rule);
    return wording::join(parts);
}

/// "5, 6 and 7 from r4c3 and 4 from r5c3 and r5c4": a rule's removals, cells with the same digits together.
std::string removals_text(const Geometry& g, const std::vector<std::pair<Cell, DigitSet>>& removed) {
    std::vector<std::pair<DigitSet, std::vector<Cell>>> clauses;
    for (const auto& [cell, digits] : removed) {
        // Not the binding itself in the lambda: clang 14 (the WebAssembly build's) cannot capture one.
        const DigitSet& same_digits = digits;
        auto same = std::find_if(clauses.begin(), clauses.end(), [&](const auto& c) { return c.first == same_digits; });
        if (same == clauses.end()) {
            clauses.push_back({digits, {cell}});
        } else {
            same->second.push_back(cell);
        }
    }
    std::vector<std::string> parts;
    for (const auto& [digits, cells] : clauses) parts.push_back(wording::digits(digits) + " from " + wording::cells(g, cells));
    return wording::join(parts);
}

/// The propagation in words, one item per placement or per run of one rule's removals: in full
/// ("r3c7 is 4 (its last candidate)", "the cage at r8c5 removes 3 from r8c6") or brief ("r3c7 = 4").
std::vector<std::string> items(const LogicState& state, const std::vector<Link>& links, bool brief) {
    const Geometry& g = state.geometry();
    std::vector<std::string> out;
    std::string rule;                                  // the rule of the run of removals being gathered
    std::vector<std::pair<Cell, DigitSet>> removed;    // its removals, by cell in order
    const auto close_run = [&] {
        if (removed.empty()) return;
        out.push_back((rule == "forcing chain" ? std::string("a forcing chain") : wording::house(rule)) + " removes " +
                      removals_text(g, removed));
        removed.clear();
    };
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& link = links[i];
        if (i > 0 && links[i - 1].to == link.to) continue;  // one item per result
        const Candidate to = link.to.candidate;
        if (!link.to.on) {
            if (link.rule.empty()) continue;  // a placement's own removals go without saying
            if (link.rule != rule) close_run();
            rule = link.rule;
            auto cell = std::find_if(removed.begin(), removed.end(), [&](const auto& r) { return r.first == to.cell; });
            if (cell == removed.end()) {
                removed.push_back({to.cell, DigitSet::of(to.digit)});
            } else {
                cell->second.insert(to.digit);
            }
            continue;
        }
        close_run();
        rule.clear();
        const std::string cell = g.cell_name(to.cell);
        const std::string digit = digit_text(to.digit);
        if (brief) {
            out.push_back(cell + " = " + digit);
        } else {
            out.push_back(cell + " is " + digit +
                          (link.house >= 0 ? " (the only place for " + digit + " in " +
                                                 wording::house(link_maker(state.puzzle(), link)) + ")"
                                           : " (its last candidate)"));
        }
    }
    close_run();
    return out;
}

/// "r3c7 is 4 (its last candidate), r5c7 is 8 (...)"; a long chain in brief: "in 12 steps r3c7 = 4,
/// r5c7 = 8, ...".
std::string chain_words(const LogicState& state, const std::vector<Link>& links) {
    constexpr std::size_t kWordedItems = 6;  // beyond this the reasons make the sentence too long to follow
    std::vector<std::string> said = items(state, links, false);
    if (said.size() <= kWordedItems) return wording::join(said);
    said = items(state, links, true);
    return "in " + std::to_string(said.size()) + " steps " + wording::join(said);
}

/// The Eureka notation goes into the sentence only while it stays readable; the step keeps it whole.
std::string with_short_eureka(const std::string& sentence, const std::vector<Link>& links, const std::string& eureka) {
    constexpr std::size_t kEurekaLinks = 12;
    return links.size() <= kEurekaLinks && !eureka.empty() ? with_eureka(sentence, eureka) : sentence;
}

std::string breaks_text(const LogicState& state, const ForcingContradiction& broken) {
    if (!broken.rule.empty()) return wording::house(broken.rule) + " could not be completed";
    if (broken.cell >= 0) return state.geometry().cell_name(broken.cell) + " would have no candidate left";
    return wording::house(state.houses()[static_cast<std::size_t>(broken.house)].name) + " would have no place for " +
           digit_text(broken.digit);
}

Step contradiction_step(const LogicState& state, int depth, TechniqueId id, Candidate assumption) {
    const Geometry& g = state.geometry();
    ChainTrace trace(state);
    LogicState trial = state;
    trace.assume(trial, assumption);
    trial.place(assumption.cell, assumption.digit);
    const RuleReads reads = rule_reads(state.puzzle());
    propagate(trial, depth, trace, reads, empty_memo(reads));
    const ForcingContradiction broken = trace.what_breaks(trial);
    Step step;
    step.technique = id;
    step.eliminations = {assumption};
    step.cells = {assumption.cell};
    if (broken.cell >= 0 && broken.cell != assumption.cell) step.cells.push_back(broken.cell);
    step.pattern = {assumption};
    set_links(step, state, trace.links_to(trial, broken));
    if (broken.house >= 0 && std::find(step.houses.begin(), step.houses.end(), broken.house) == step.houses.end()) {
        step.houses.push_back(broken.house);
    }
    step.contradiction = broken;
    const std::string words = chain_words(state, step.links);
    std::string text = std::string(technique_name(id)) + " (contradiction): if " + g.cell_name(assumption.cell) + " were " +
                       digit_text(assumption.digit) + ", ";
    if (!words.empty()) text += how(step.links, broken.rule) + " would follow: " + words + "; then ";
    text += breaks_text(state, broken) + ", so " + g.cell_name(assumption.cell) + " is not " + digit_text(assumption.digit) + ".";
    step.text = with_short_eureka(text, step.links, step.eureka);
    return step;
}

Step verity_step(const LogicState& state, int depth, TechniqueId id, Cell cell, Candidate result) {
    const Geometry& g = state.geometry();
    Step step;
    step.technique = id;
    step.placements = {result};
    step.cells = {cell, result.cell};
    step.verity = result;
    std::vector<Link> all;
    std::vector<std::string> branch_words;
    std::vector<std::string> eurekas;
    const RuleReads reads = rule_reads(state.puzzle());
    for (Digit d : state.candidates(cell)) {
        step.pattern.push_back({cell, d});
        ChainTrace trace(state);
        LogicState trial = state;
        trace.assume(trial, {cell, d});
        trial.place(cell, d);
        propagate(trial, depth, trace, reads, empty_memo(reads));
        ForcingBranch branch{{cell, d}, trace.links_to(result)};
        branch_words.push_back("with " + digit_text(d) + ", " + chain_words(state, branch.links));
        eurekas.push_back(eureka_text(g, branch.links));
        all.insert(all.end(), branch.links.begin(), branch.links.end());
        step.branches.push_back(std::move(branch));
    }
    set_links(step, state, std::move(all));
    step.eureka.clear();
    for (const std::string& e : eurekas) step.eureka += (step.eureka.empty() ? "" : " | ") + e;
    std::string text = std::string(technique_name(id)) + " (cell verity): whichever of " + wording::digits(state.candidates(cell), "or") +
                       " " + g.cell_name(cell) + " holds, " + how(step.links) + " place " + digit_text(result.digit) + " in " +
                       g.cell_name(result.cell) + ", so it goes there: ";
    for (std::size_t i = 0; i < branch_words.size(); ++i) text += (i > 0 ? "; " : "") + branch_words[i];
    step.text = text + ".";
    step.text = with_short_eureka(step.text, step.links, step.eureka);
    return step;
}

std::optional<Step> find_forcing(const LogicState& state, int depth, TechniqueId id) {
    NoTrace none;
    const RuleReads reads = rule_reads(state.puzzle());
    const RuleMemo unknown = empty_memo(reads);
    const std::vector<Cell> order = assumption_order(state);
    // Contradiction. Each trial's grid is kept: the verity pass below needs the same trials, in
    // the same order, and a propagation is a function of its state alone, so it reads them here
    // rather than propagating each again (half the time of a nested forcing chain search).
    std::vector<Grid> propagated;
    // The logic solver calls this on a state without singles or a break, but a scan decides: the
    // trials' scans start from its stuck state only when it agrees.
    std::vector<char> touched;
    const bool root_stuck = scan(state, false, nullptr, touched).what == Scan::stuck;
    const Candidates* root = root_stuck ? &state.all_candidates() : nullptr;
    LogicState trial = state;  // scratch, reset for each trial
    for (Cell c : order) {
        for (Digit d : state.candidates(c)) {
            trial_deadline_tick();
            trial.take_marks(state);
            trial.place(c, d);
            if (propagate(trial, depth, none, reads, unknown, root)) {
                propagated.push_back(trial.grid());
                continue;
            }
            return contradiction_step(state, depth, id, {c, d});
        }
    }
    // Cell verity: every candidate of a cell places the same digit somewhere.
    std::size_t next_trial = 0;
    for (Cell c : order) {
        std::optional<Grid> common;
        for ([[maybe_unused]] Digit d : state.candidates(c)) {
            const Grid& trial_grid = propagated[next_trial++];
            if (!common) {
                common = trial_grid;
                continue;
            }
            for (Cell x = 0; x < state.cell_count(); ++x) {
                if (common->at(x) != trial_grid.at(x)) common->clear(x);
            }
        }
        if (!common) continue;
        for (Cell x = 0; x < state.cell_count(); ++x) {
            if (x == c || !state.empty_at(x) || common->at(x) == 0) continue;
            return verity_step(state, depth, id, c, {x, common->at(x)});
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
