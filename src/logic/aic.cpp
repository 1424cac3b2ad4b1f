// Alternating inference chains and continuous nice loops (HoDoKu "AIC" and "Continuous Nice
// Loop"; Sudoku Explainer "Forcing Chain" 7.0+ for the same reasoning). A node is a candidate (a
// digit in a cell). Links:
//  - strong: at least one of the two is true — the two candidates of a bivalue cell, or the two
//    places of a digit in a house (conjugate pair, the strong links of strong_links());
//  - weak: at most one is true — two candidates of one cell, or one digit in two cells that see
//    each other.
// A chain A = n1 - n2 = ... = B alternating strong (=) and weak (-) links, strong at both ends,
// proves "A or B": if A is false, each strong link makes the next node true and each weak link
// the next false, so B is true. Eliminations: a candidate that sees both ends' digit (same
// digit), the other candidates of the cell (same cell), or, for ends in two cells that see each
// other with different digits x and y, y from A's cell and x from B's.
// When B also has a weak link back to A the chain closes into a continuous nice loop: every link
// then holds exactly one true end, and every weak link eliminates (loops.hpp). Loops are looked
// for first, so one loop is one step.
// The search is breadth-first from each start, so the shortest chain (loop) with an elimination
// wins; X-chains and XY-chains (with their loops) are AICs too, tried first in the catalogue.
#include <algorithm>

#include "logic/links.hpp"
#include "logic/loops.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

std::vector<Candidate> conclusions(const LogicState& state, Candidate a, Candidate b) {
    std::vector<Candidate> out;
    if (a.cell == b.cell) {
        for (Digit d : state.candidates(a.cell)) {
            if (d != a.digit && d != b.digit) out.push_back({a.cell, d});
        }
    } else if (a.digit == b.digit) {
        out = seen_by_all(state, a.digit, {a.cell, b.cell}, {a.cell, b.cell});
    } else if (state.sees(a.cell, b.cell)) {
        out = {{a.cell, b.digit}, {b.cell, a.digit}};
    }
    return out;
}

/// The candidate graph of the chain searches: a search state is node * 2 + on, node = cell *
/// stride + digit; from an off state the strong links lead on, from an on state the weak links
/// lead off.
class ChainGraph {
public:
    explicit ChainGraph(const LogicState& state) : state_(state), stride_(state.size() + 1) {
        strong_.resize(static_cast<std::size_t>(stride_));
        for (Digit d = 1; d <= state.size(); ++d) strong_[static_cast<std::size_t>(d)] = strong_links(state, d);
    }

    [[nodiscard]] int stride() const { return stride_; }
    [[nodiscard]] int states() const { return state_.cell_count() * stride_ * 2; }
    [[nodiscard]] int index(Candidate c, bool on) const { return (c.cell * stride_ + c.digit) * 2 + (on ? 1 : 0); }
    [[nodiscard]] Candidate candidate(int index) const {
        return {index / 2 / stride_, static_cast<Digit>(index / 2 % stride_)};
    }

    /// The candidates one link away from `c` (off: strong links; on: weak links).
    void next(Candidate c, bool on, std::vector<Candidate>& out) const {
        out.clear();
        if (!on) {
            const DigitSet here = state_.candidates(c.cell);
            if (here.size() == 2) out.push_back({c.cell, (here - DigitSet::of(c.digit)).lowest()});
            for (Cell o : strong_[static_cast<std::size_t>(c.digit)][static_cast<std::size_t>(c.cell)]) out.push_back({o, c.digit});
        } else {
            for (Digit d : state_.candidates(c.cell)) {
                if (d != c.digit) out.push_back({c.cell, d});
            }
            for (Cell o : state_.puzzle().topology().peers[static_cast<std::size_t>(c.cell)]) {
                if (state_.empty_at(o) && state_.candidates(o).contains(c.digit)) out.push_back({o, c.digit});
            }
        }
    }

    /// The nodes from the start to `index` along `parent`.
    [[nodiscard]] std::vector<Candidate> trace(const std::vector<int>& parent, int index) const {
        std::vector<Candidate> chain;
        for (int s = index; s >= 0; s = parent[static_cast<std::size_t>(s)]) chain.push_back(candidate(s));
        std::reverse(chain.begin(), chain.end());
        return chain;
    }

    /// Whether `b` (on) has a weak link back to `a`: the same cell, or the same digit in a cell seeing a's.
    [[nodiscard]] bool weakly_linked(Candidate b, Candidate a) const {
        if (b == a) return false;
        if (b.cell == a.cell) return true;
        return b.digit == a.digit && state_.sees(b.cell, a.cell);
    }

private:
    const LogicState& state_;
    int stride_;
    std::vector<std::vector<std::vector<Cell>>> strong_;
};

bool distinct(std::vector<Candidate> nodes) {
    std::sort(nodes.begin(), nodes.end());
    return std::adjacent_find(nodes.begin(), nodes.end()) == nodes.end();
}

/// The shortest continuous nice loop with an elimination (then the one with the most).
LoopChoice find_nice_loop(const LogicState& state, const ChainGraph& graph) {
    LoopChoice best;
    std::vector<int> parent(static_cast<std::size_t>(graph.states()));
    std::vector<int> depth(static_cast<std::size_t>(graph.states()));
    std::vector<Candidate> next;
    std::vector<int> queue;
    for (Cell start_cell = 0; start_cell < state.cell_count(); ++start_cell) {
        if (!state.empty_at(start_cell)) continue;
        for (Digit start_digit : state.candidates(start_cell)) {
            const Candidate a{start_cell, start_digit};
            std::fill(parent.begin(), parent.end(), -2);
            const int start = graph.index(a, false);
            parent[static_cast<std::size_t>(start)] = -1;
            depth[static_cast<std::size_t>(start)] = 1;
            queue.assign(1, start);
            for (std::size_t qi = 0; qi < queue.size(); ++qi) {
                const int from = queue[qi];
                const bool on = from % 2 == 1;
                const int nodes = depth[static_cast<std::size_t>(from)] + 1;  // a chain one link further
                if (!best.nodes.empty() && static_cast<std::size_t>(nodes) > best.nodes.size()) break;
                graph.next(graph.candidate(from), on, next);
                for (const Candidate& b : next) {
                    const int to = graph.index(b, !on);
                    if (parent[static_cast<std::size_t>(to)] != -2) continue;
                    parent[static_cast<std::size_t>(to)] = from;
                    depth[static_cast<std::size_t>(to)] = nodes;
                    queue.push_back(to);
                    // Reached on by a strong link, with a weak link back to the start: a loop.
                    if (on || nodes < 4 || !graph.weakly_linked(b, a)) continue;
                    std::vector<Candidate> chain = graph.trace(parent, to);
                    if (distinct(chain)) offer_loop(state, std::move(chain), best);
                }
            }
        }
    }
    return best;
}

/// The shortest AIC with an elimination (pattern = its nodes; no links or text yet).
std::optional<Step> shortest_chain(const LogicState& state, const ChainGraph& graph) {
    std::optional<Step> best;
    std::size_t best_length = 0;
    std::vector<int> parent(static_cast<std::size_t>(graph.states()));
    std::vector<int> depth(static_cast<std::size_t>(graph.states()));
    std::vector<Candidate> next;
    std::vector<int> queue;
    for (Cell start_cell = 0; start_cell < state.cell_count(); ++start_cell) {
        if (!state.empty_at(start_cell)) continue;
        for (Digit start_digit : state.candidates(start_cell)) {
            if (best && best_length == 4) return best;  // no chain is shorter
            // The start is assumed off. Breadth-first, so the first chain with an elimination is
            // the shortest from this start.
            std::fill(parent.begin(), parent.end(), -2);
            const Candidate a{start_cell, start_digit};
            const int start = graph.index(a, false);
            parent[static_cast<std::size_t>(start)] = -1;
            depth[static_cast<std::size_t>(start)] = 1;
            queue.assign(1, start);
            bool done = false;
            for (std::size_t qi = 0; qi < queue.size() && !done; ++qi) {
                const int from = queue[qi];
                const bool on = from % 2 == 1;
                const int length = depth[static_cast<std::size_t>(from)] + 1;  // nodes of a chain one link further
                if (best && static_cast<std::size_t>(length) >= best_length) break;
                graph.next(graph.candidate(from), on, next);
                for (const Candidate& b : next) {
                    const int index = graph.index(b, !on);
                    if (parent[static_cast<std::size_t>(index)] != -2) continue;
                    parent[static_cast<std::size_t>(index)] = from;
                    depth[static_cast<std::size_t>(index)] = length;
                    queue.push_back(index);
                    if (on || length < 4 || b == a) continue;  // an end is reached by a strong link; at least strong-weak-strong
                    std::vector<Candidate> eliminations = conclusions(state, a, b);
                    if (eliminations.empty()) continue;
                    const std::vector<Candidate> chain = graph.trace(parent, index);
                    std::erase_if(eliminations, [&](const Candidate& c) {
                        return !state.empty_at(c.cell) || !state.candidates(c.cell).contains(c.digit) ||
                               std::find(chain.begin(), chain.end(), c) != chain.end();
                    });
                    if (eliminations.empty()) continue;
                    Step step;
                    step.technique = TechniqueId::aic;
                    step.eliminations = std::move(eliminations);
                    tidy(step, state);
                    step.pattern = chain;
                    for (const Candidate& c : chain) {
                        if (std::find(step.cells.begin(), step.cells.end(), c.cell) == step.cells.end()) step.cells.push_back(c.cell);
                    }
                    best_length = chain.size();
                    best = std::move(step);
                    done = true;
                    break;
                }
            }
        }
    }
    return best;
}

std::string is_text(const Geometry& g, Candidate c) { return g.cell_name(c.cell) + " is " + digit_text(c.digit); }

}  // namespace

std::optional<Step> find_aic(const LogicState& state) {
    const Geometry& g = state.geometry();
    const ChainGraph graph(state);
    if (LoopChoice loop = find_nice_loop(state, graph); !loop.nodes.empty()) {
        Step step = loop_step(state, TechniqueId::aic, std::move(loop));
        const Candidate first = step.links.front().from.candidate;
        step.text = with_eureka("Continuous nice loop: from " + node_text(g, first) + " the " +
                                    std::to_string(step.links.size()) + " links through " +
                                    link_house_names(state, step.links) +
                                    " alternate strong and weak and come back to it, so every link holds exactly one "
                                    "true candidate: " + wording::removal(g, step.eliminations) + ".",
                                step.eureka);
        return step;
    }
    std::optional<Step> best = shortest_chain(state, graph);
    if (!best) return best;
    // The links (and the houses that make them) only for the chain reported.
    Step& step = *best;
    set_links(step, state, alternating_links(state, step.pattern, false));
    const Candidate a = step.pattern.front();
    const Candidate b = step.pattern.back();
    step.text = with_eureka("Alternating inference chain: " + chain_reasoning(state, step.links) + "; either " + is_text(g, a) +
                                " or " + is_text(g, b) + ", so " + wording::removal(g, step.eliminations) + ".",
                            step.eureka);
    return best;
}

}  // namespace gridforge::logic_detail
