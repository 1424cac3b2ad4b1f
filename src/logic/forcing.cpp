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

#include "logic/forcing_trace.hpp"
#include "logic/links.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// The first naked single, then the first hidden single; nullopt when there is none.
std::optional<Single> quick_single(const LogicState& state) {
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (state.empty_at(c) && state.candidates(c).size() == 1) return Single{{c, state.candidates(c).lowest()}, -1};
    }
    const auto& houses = state.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        std::vector<int> count(static_cast<std::size_t>(state.size() + 1), 0);
        std::vector<Cell> where(static_cast<std::size_t>(state.size() + 1), -1);
        DigitSet placed;
        for (Cell c : houses[static_cast<std::size_t>(h)].cells) {
            if (!state.empty_at(c)) { placed.insert(state.value(c)); continue; }
            for (Digit d : state.candidates(c)) {
                ++count[static_cast<std::size_t>(d)];
                where[static_cast<std::size_t>(d)] = c;
            }
        }
        for (Digit d = 1; d <= state.size(); ++d) {
            if (!placed.contains(d) && count[static_cast<std::size_t>(d)] == 1) return Single{{where[static_cast<std::size_t>(d)], d}, h};
        }
    }
    return std::nullopt;
}

/// Applies the rules' own pruning once; false on conflict.
template <class Trace>
bool prune_rules(LogicState& state, bool& changed, Trace& trace) {
    changed = false;
    for (const Rule* rule : state.puzzle().topology().extra_rules) {
        Candidates narrowed = state.all_candidates();
        const PruneResult result = rule->prune(narrowed);
        if (result == PruneResult::conflict) {
            trace.rule_breaks(*rule);
            return false;
        }
        if (result != PruneResult::changed) continue;
        for (Cell c = 0; c < state.cell_count(); ++c) {
            if (!state.empty_at(c)) continue;
            for (Digit d : state.candidates(c) - narrowed[static_cast<std::size_t>(c)]) {
                trace.rule_removes(state, *rule, c, d);
                state.eliminate(c, d);
                changed = true;
            }
        }
    }
    return true;
}

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth);

/// Propagates singles (and, at depth > 0, contradictions of depth - 1); false on contradiction.
template <class Trace>
bool propagate(LogicState& state, int depth, Trace& trace) {
    while (true) {
        if (state.contradiction()) return false;
        if (state.solved()) return true;
        if (std::optional<Single> single = quick_single(state)) {
            trace.placing(state, *single);
            state.place(single->candidate.cell, single->candidate.digit);
            continue;
        }
        bool changed = false;
        if (!prune_rules(state, changed, trace)) return false;
        if (changed) continue;
        if (depth > 0) {
            if (std::optional<Candidate> wrong = contradiction_candidate(state, depth - 1)) {
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

std::optional<Candidate> contradiction_candidate(const LogicState& state, int depth) {
    NoTrace none;
    for (Cell c : assumption_order(state)) {
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            if (!propagate(trial, depth, none)) return Candidate{c, d};
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
    propagate(trial, depth, trace);
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
    for (Digit d : state.candidates(cell)) {
        step.pattern.push_back({cell, d});
        ChainTrace trace(state);
        LogicState trial = state;
        trace.assume(trial, {cell, d});
        trial.place(cell, d);
        propagate(trial, depth, trace);
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
    const std::vector<Cell> order = assumption_order(state);
    // Contradiction.
    for (Cell c : order) {
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            if (propagate(trial, depth, none)) continue;
            return contradiction_step(state, depth, id, {c, d});
        }
    }
    // Cell verity: every candidate of a cell places the same digit somewhere.
    for (Cell c : order) {
        std::optional<Grid> common;
        for (Digit d : state.candidates(c)) {
            LogicState trial = state;
            trial.place(c, d);
            propagate(trial, depth, none);
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
