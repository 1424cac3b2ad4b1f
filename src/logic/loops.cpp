// Continuous loops: choosing among the loops a search meets, and the step of one (loops.hpp).
#include "logic/loops.hpp"

#include <algorithm>

#include "logic/links.hpp"

namespace gridforge::logic_detail {

namespace {

/// What the loop n0 = n1 - n2 = ... = n(k-1) - n0 eliminates (the rule of loops.hpp),
/// straight from its nodes: the search offers many loops, so this one allocates only its answer.
std::vector<Candidate> eliminations_of(const LogicState& state, const std::vector<Candidate>& nodes) {
    const auto& peers = state.puzzle().topology().peers;
    const auto is_node = [&](Candidate c) { return std::find(nodes.begin(), nodes.end(), c) != nodes.end(); };
    std::vector<Candidate> out;
    for (std::size_t i = 1; i < nodes.size(); i += 2) {  // the weak links: n1 - n2, n3 - n4, ..., n(k-1) - n0
        const Candidate a = nodes[i];
        const Candidate b = nodes[(i + 1) % nodes.size()];
        if (a.cell == b.cell) {
            for (Digit d : state.candidates(a.cell)) {
                if (d != a.digit && d != b.digit && !is_node({a.cell, d})) out.push_back({a.cell, d});
            }
        } else if (a.digit == b.digit) {
            for (Cell c : peers[static_cast<std::size_t>(a.cell)]) {
                if (c == b.cell || !state.sees(c, b.cell) || !state.empty_at(c) || !state.candidates(c).contains(a.digit)) continue;
                if (!is_node({c, a.digit})) out.push_back({c, a.digit});
            }
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace

void offer_loop(const LogicState& state, std::vector<Candidate> nodes, LoopChoice& best) {
    if (!best.nodes.empty() && nodes.size() > best.nodes.size()) return;
    std::vector<Candidate> eliminations = eliminations_of(state, nodes);
    if (eliminations.empty()) return;
    if (!best.nodes.empty() && nodes.size() == best.nodes.size() && eliminations.size() <= best.eliminations.size()) return;
    best = LoopChoice{std::move(nodes), std::move(eliminations)};
}

Step loop_step(const LogicState& state, TechniqueId id, LoopChoice loop) {
    Step step;
    step.technique = id;
    step.loop = true;
    step.eliminations = std::move(loop.eliminations);
    for (const Candidate& c : loop.nodes) {
        if (std::find(step.cells.begin(), step.cells.end(), c.cell) == step.cells.end()) step.cells.push_back(c.cell);
    }
    step.pattern = loop.nodes;
    std::sort(step.pattern.begin(), step.pattern.end());
    set_links(step, state, alternating_links(state, loop.nodes, true));
    return step;
}

}  // namespace gridforge::logic_detail
