#pragma once
// Replays a step's links on the candidate grid it was found on, independently of the engine's
// chain code: each link must be real at that point (a strong link a bivalue cell or a conjugate
// pair in the named house, a weak link two candidates of one cell or one digit in two cells of the
// named house), consecutive links must join, and the conclusion derived from the links alone
// must be the step's eliminations (placement, for a verity). Problems come back as text.

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "gridforge/logic.hpp"
#include "gridforge/variants.hpp"

namespace gridforge::testing {

inline std::string node_name(const Geometry& g, const LinkEnd& end) {
    return "(" + std::to_string(end.candidate.digit) + ")" + g.cell_name(end.candidate.cell) + (end.on ? "+" : "-");
}

inline bool in_house(const LogicState& state, int house, Cell cell) {
    if (house < 0 || house >= static_cast<int>(state.houses().size())) return false;
    const auto& cells = state.houses()[static_cast<std::size_t>(house)].cells;
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

inline bool live(const LogicState& state, Candidate c) { return state.empty_at(c.cell) && state.candidates(c.cell).contains(c.digit); }

/// The empty cells of `house` holding `digit`.
inline std::vector<Cell> places_of(const LogicState& state, int house, Digit digit) {
    std::vector<Cell> out;
    for (Cell c : state.houses()[static_cast<std::size_t>(house)].cells) {
        if (live(state, {c, digit})) out.push_back(c);
    }
    return out;
}

inline bool placed_in_house(const LogicState& state, int house, Digit digit) {
    for (Cell c : state.houses()[static_cast<std::size_t>(house)].cells) {
        if (state.value(c) == digit) return true;
    }
    return false;
}

/// Why `link` is not a real link of the candidate grid, or nullopt.
inline std::optional<std::string> link_problem(const LogicState& state, const Link& link) {
    const Geometry& g = state.geometry();
    const Candidate a = link.from.candidate;
    const Candidate b = link.to.candidate;
    const std::string name = node_name(g, link.from) + " to " + node_name(g, link.to) + ": ";
    if (!live(state, a) || !live(state, b)) return name + "an end is not a candidate";
    if (!link.rule.empty()) return name + "a chain link made by a rule";
    if (link.type == LinkType::strong) {
        if (link.from.on || !link.to.on) return name + "a strong link reads from off to on";
        if (a.cell == b.cell) {
            if (link.house != -1) return name + "a link inside a cell names a house";
            if (a.digit == b.digit || state.candidates(a.cell) != (DigitSet::of(a.digit) | DigitSet::of(b.digit))) {
                return name + "the cell is not bivalue with these digits";
            }
            return std::nullopt;
        }
        if (a.digit != b.digit) return name + "a strong link between cells changes digit";
        if (!in_house(state, link.house, a.cell) || !in_house(state, link.house, b.cell)) return name + "the house holds not both";
        if (placed_in_house(state, link.house, a.digit)) return name + "the digit is placed in the house";
        std::vector<Cell> p = places_of(state, link.house, a.digit);
        std::vector<Cell> pair{a.cell, b.cell};
        std::sort(pair.begin(), pair.end());
        if (p != pair) return name + "not a conjugate pair in the house";
        return std::nullopt;
    }
    if (!link.from.on || link.to.on) return name + "a weak link reads from on to off";
    if (a.cell == b.cell) {
        if (link.house != -1 || a.digit == b.digit) return name + "a weak link inside a cell needs two digits and no house";
        return std::nullopt;
    }
    if (a.digit != b.digit) return name + "a weak link between cells changes digit";
    if (!in_house(state, link.house, a.cell) || !in_house(state, link.house, b.cell)) return name + "the house holds not both";
    return std::nullopt;
}

inline std::vector<Candidate> sorted(std::vector<Candidate> list) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
    return list;
}

/// The digit from every empty cell (not in `except`) seeing both cells.
inline std::vector<Candidate> seen_by_both(const LogicState& state, Digit digit, Cell a, Cell b) {
    std::vector<Candidate> out;
    for (Cell c = 0; c < state.cell_count(); ++c) {
        if (c != a && c != b && live(state, {c, digit}) && state.sees(c, a) && state.sees(c, b)) out.push_back({c, digit});
    }
    return out;
}

/// Chains and loops: every link real, consecutive links joined, conclusion = eliminations.
inline std::vector<std::string> replay_chain(const LogicState& state, const Step& step) {
    std::vector<std::string> problems;
    const std::vector<Link>& links = step.links;
    if (links.size() < 3) return {"fewer than three links"};
    std::vector<Candidate> nodes;
    for (std::size_t i = 0; i < links.size(); ++i) {
        if (auto p = link_problem(state, links[i])) problems.push_back(*p);
        if (i > 0 && !(links[i - 1].to == links[i].from)) problems.push_back("links " + std::to_string(i) + " and " + std::to_string(i + 1) + " do not join");
        nodes.push_back(links[i].from.candidate);
        if (links[i].type != (i % 2 == 0 ? LinkType::strong : LinkType::weak)) problems.push_back("links do not alternate, starting strong");
    }
    nodes.push_back(links.back().to.candidate);
    std::vector<Candidate> derived;
    if (step.loop) {
        if (!(links.back().to == links.front().from)) problems.push_back("the loop does not close");
        for (const Link& link : links) {
            if (link.type != LinkType::weak) continue;
            const Candidate a = link.from.candidate;
            const Candidate b = link.to.candidate;
            if (a.cell == b.cell) {
                for (Digit d : state.candidates(a.cell)) {
                    if (d != a.digit && d != b.digit) derived.push_back({a.cell, d});
                }
            } else {
                for (const Candidate& c : seen_by_both(state, a.digit, a.cell, b.cell)) derived.push_back(c);
            }
        }
    } else {
        const Candidate a = links.front().from.candidate;
        const Candidate b = links.back().to.candidate;
        if (links.back().type != LinkType::strong) problems.push_back("a chain ends with a weak link");
        if (a.cell == b.cell) {
            for (Digit d : state.candidates(a.cell)) {
                if (d != a.digit && d != b.digit) derived.push_back({a.cell, d});
            }
        } else if (a.digit == b.digit) {
            derived = seen_by_both(state, a.digit, a.cell, b.cell);
        } else if (state.sees(a.cell, b.cell)) {
            derived = {{a.cell, b.digit}, {b.cell, a.digit}};
        }
    }
    std::erase_if(derived, [&](const Candidate& c) {
        return !live(state, c) || std::find(nodes.begin(), nodes.end(), c) != nodes.end();
    });
    if (sorted(derived) != sorted(step.eliminations)) problems.push_back("the links conclude other eliminations");
    return problems;
}

/// Simple colouring: every link real (a conjugate pair, or for a wrap the two cells of one colour
/// seeing each other), the colours read from the links' on/off, conclusion = eliminations.
inline std::vector<std::string> replay_colouring(const LogicState& state, const Step& step) {
    std::vector<std::string> problems;
    std::map<Cell, bool> colour;  // true: the colour taken as true
    Digit digit = step.links.empty() ? 0 : step.links.front().from.candidate.digit;
    std::optional<bool> wrapped;
    for (const Link& link : step.links) {
        if (auto p = link_problem(state, link)) problems.push_back(*p);
        if (link.from.candidate.digit != digit || link.to.candidate.digit != digit) problems.push_back("two digits");
        const Cell from = link.from.candidate.cell;
        const Cell to = link.to.candidate.cell;
        if (colour.empty()) colour[from] = link.from.on;
        if (!colour.count(from) || colour[from] != link.from.on) problems.push_back("a link starts from an uncoloured cell");
        if (colour.count(to)) {
            if (colour[to] != link.to.on) wrapped = colour[to];  // one colour on both ends of a weak link
            continue;
        }
        if (link.house < 0 || places_of(state, link.house, digit).size() != 2) problems.push_back("a colour link is no conjugate pair");
        colour[to] = link.to.on;
    }
    std::vector<Candidate> derived;
    if (wrapped) {
        for (const auto& [cell, c] : colour) {
            if (c == *wrapped) derived.push_back({cell, digit});
        }
    } else {
        for (Cell c = 0; c < state.cell_count(); ++c) {
            if (colour.count(c) || !live(state, {c, digit})) continue;
            bool sees[2] = {false, false};
            for (const auto& [cell, on] : colour) {
                if (state.sees(c, cell)) sees[on ? 1 : 0] = true;
            }
            if (sees[0] && sees[1]) derived.push_back({c, digit});
        }
    }
    if (sorted(derived) != sorted(step.eliminations)) problems.push_back("the colours conclude other eliminations");
    return problems;
}

/// The killer cage or thermometer named `label` ("cage at r1c1"), or nullptr.
inline const Rule* rule_named(const LogicState& state, const std::string& label) {
    for (const Rule* r : state.puzzle().topology().extra_rules) {
        const auto* cage = dynamic_cast<const KillerCage*>(r);
        const auto* thermo = dynamic_cast<const Thermometer*>(r);
        if ((cage != nullptr && cage->where() == label) || (thermo != nullptr && thermo->where() == label)) return r;
    }
    return nullptr;
}

/// The candidates once the known facts hold: placements made (their peers lose the digit), then
/// the candidates known off removed.
inline Candidates with_facts(const LogicState& state, const std::map<Candidate, bool>& known) {
    LogicState end = state;
    for (const auto& [c, on] : known) {
        if (on && end.empty_at(c.cell)) end.place(c.cell, c.digit);
    }
    for (const auto& [c, on] : known) {
        if (!on) end.eliminate(c.cell, c.digit);
    }
    return end.all_candidates();
}

/// One forcing-chain propagation: each link justified by what is known so far (the assumption on,
/// then each link's result), placements by a complete naked or hidden single. Returns the facts.
inline std::map<Candidate, bool> replay_propagation(const LogicState& state, Candidate assume, const std::vector<Link>& links,
                                                    std::vector<std::string>& problems) {
    const Geometry& g = state.geometry();
    std::map<Candidate, bool> known{{assume, true}};
    const auto knows = [&](const LinkEnd& e) {
        auto it = known.find(e.candidate);
        return it != known.end() && it->second == e.on;
    };
    for (std::size_t i = 0; i < links.size();) {
        std::size_t j = i;
        while (j < links.size() && links[j].to == links[i].to) ++j;  // the links into one result
        const LinkEnd to = links[i].to;
        const std::string name = node_name(g, to) + ": ";
        for (std::size_t k = i; k < j; ++k) {
            // An inner forcing chain's elimination (nested) is its own proof: its link is not replayed.
            if (links[k].rule == "forcing chain") continue;
            if (!knows(links[k].from)) problems.push_back(name + "a link starts from " + node_name(g, links[k].from) + ", not known");
        }
        if (!live(state, to.candidate)) problems.push_back(name + "not a candidate");
        if (to.on) {
            const int house = links[i].house;
            std::set<Digit> digits{to.candidate.digit};
            std::set<Cell> cells{to.candidate.cell};
            for (std::size_t k = i; k < j; ++k) {
                if (links[k].type != LinkType::strong || links[k].house != house) problems.push_back(name + "mixed single");
                digits.insert(links[k].from.candidate.digit);
                cells.insert(links[k].from.candidate.cell);
            }
            if (house < 0) {  // naked single: every candidate of the cell but one is off
                for (Digit d : state.candidates(to.candidate.cell)) {
                    if (!digits.count(d)) problems.push_back(name + "naked single misses " + std::to_string(d));
                }
                if (cells.size() != 1) problems.push_back(name + "naked single from another cell");
            } else {  // hidden single: every other place of the digit in the house is off
                for (Cell c : places_of(state, house, to.candidate.digit)) {
                    if (!cells.count(c)) problems.push_back(name + "hidden single misses " + g.cell_name(c));
                }
                if (digits.size() != 1) problems.push_back(name + "hidden single of two digits");
            }
        } else {
            for (std::size_t k = i; k < j; ++k) {
                const Link& link = links[k];
                if (link.rule == "forcing chain") continue;
                if (!link.rule.empty()) {  // a rule's pruning: the rule, given what is known, removes the candidate
                    const Rule* rule = rule_named(state, link.rule);
                    Candidates candidates = with_facts(state, known);
                    if (rule == nullptr) {
                        problems.push_back(name + "no rule named " + link.rule);
                    } else if (rule->prune(candidates) != PruneResult::conflict &&
                               candidates[static_cast<std::size_t>(to.candidate.cell)].contains(to.candidate.digit)) {
                        problems.push_back(name + link.rule + " does not remove it");
                    }
                    continue;
                }
                const Candidate a = link.from.candidate;
                const bool ok = link.from.on && link.type == LinkType::weak &&
                                (a.cell == to.candidate.cell ? a.digit != to.candidate.digit && link.house == -1
                                                             : a.digit == to.candidate.digit && in_house(state, link.house, a.cell) &&
                                                                   in_house(state, link.house, to.candidate.cell));
                if (!ok) problems.push_back(name + "not a weak link from " + node_name(g, link.from));
            }
        }
        known[to.candidate] = to.on;
        i = j;
    }
    return known;
}

/// Forcing chains: contradiction (what breaks follows from the links) or verity (each branch
/// reaches the placement).
inline std::vector<std::string> replay_forcing(const LogicState& state, const Step& step) {
    std::vector<std::string> problems;
    const auto off = [](const std::map<Candidate, bool>& known, Candidate c) {
        auto it = known.find(c);
        return it != known.end() && !it->second;
    };
    if (step.contradiction) {
        if (step.eliminations.size() != 1) return {"a contradiction removes one candidate"};
        const Candidate assume = step.eliminations.front();
        const auto known = replay_propagation(state, assume, step.links, problems);
        const ForcingContradiction& broken = *step.contradiction;
        if (broken.cell >= 0) {
            for (Digit d : state.candidates(broken.cell)) {
                if (!off(known, {broken.cell, d})) problems.push_back("the broken cell keeps " + std::to_string(d));
            }
        } else if (broken.house >= 0) {
            for (Cell c : places_of(state, broken.house, broken.digit)) {
                if (!off(known, {c, broken.digit})) problems.push_back("the house keeps a place");
            }
            if (placed_in_house(state, broken.house, broken.digit)) problems.push_back("the digit is placed in the house");
        } else if (!broken.rule.empty()) {
            // The rule, given the known facts of its cells, has no assignment left.
            const Rule* rule = rule_named(state, broken.rule);
            if (rule == nullptr) return {"no rule named " + broken.rule};
            Candidates candidates = with_facts(state, known);
            if (rule->prune(candidates) != PruneResult::conflict) problems.push_back(broken.rule + " can still be completed");
        } else {
            problems.push_back("nothing breaks");
        }
    } else if (step.verity) {
        if (step.placements.size() != 1 || !(step.placements.front() == *step.verity)) problems.push_back("the verity is not the placement");
        std::set<Digit> assumed;
        for (const ForcingBranch& branch : step.branches) {
            assumed.insert(branch.assume.digit);
            const auto known = replay_propagation(state, branch.assume, branch.links, problems);
            auto it = known.find(*step.verity);
            if (it == known.end() || !it->second) problems.push_back("a branch does not reach the verity");
        }
        std::set<Digit> all;
        for (Digit d : state.candidates(step.branches.front().assume.cell)) all.insert(d);
        if (assumed != all) problems.push_back("the branches are not every candidate of the cell");
    } else {
        problems.push_back("neither contradiction nor verity");
    }
    return problems;
}

}  // namespace gridforge::testing
