// Alternating inference chains (HoDoKu "AIC" among its nice loops; Sudoku Explainer "Forcing
// Chain" 7.0+ for the same reasoning). A node is a candidate (a digit in a cell). Links:
//  - strong: at least one of the two is true — the two candidates of a bivalue cell, or the two
//    places of a digit in a house (conjugate pair, the strong links of strong_links());
//  - weak: at most one is true — two candidates of one cell, or one digit in two cells that see
//    each other.
// A chain A = n1 - n2 = ... = B alternating strong (=) and weak (-) links, strong at both ends,
// proves "A or B": if A is false, each strong link makes the next node true and each weak link
// the next false, so B is true. Eliminations: a candidate that sees both ends' digit (same
// digit), the other candidates of the cell (same cell), or, for ends in two cells that see each
// other with different digits x and y, y from A's cell and x from B's.
// The search is breadth-first from each start, so the shortest chain with an elimination wins;
// X-chains and XY-chains are AICs too, tried first in the catalogue.
#include <algorithm>

#include "logic/techniques.hpp"

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

std::string node_text(const Geometry& g, Candidate c) { return "(" + digit_text(c.digit) + ")" + g.cell_name(c.cell); }

}  // namespace

std::optional<Step> find_aic(const LogicState& state) {
    const Geometry& g = state.geometry();
    const int cells = state.cell_count();
    const int stride = state.size() + 1;
    const int nodes = cells * stride;
    std::vector<std::vector<std::vector<Cell>>> strong(static_cast<std::size_t>(stride));
    for (Digit d = 1; d <= state.size(); ++d) strong[static_cast<std::size_t>(d)] = strong_links(state, d);
    const auto live = [&](Cell c, Digit d) { return state.empty_at(c) && state.candidates(c).contains(d); };
    std::optional<Step> best;
    std::size_t best_length = 0;
    for (Cell start_cell = 0; start_cell < cells; ++start_cell) {
        if (!state.empty_at(start_cell)) continue;
        for (Digit start_digit : state.candidates(start_cell)) {
            if (best && best_length == 4) return best;  // no chain is shorter
            // State index = node * 2 + on; the start is assumed off. Breadth-first, so the first
            // chain with an elimination is the shortest from this start.
            std::vector<int> parent(static_cast<std::size_t>(nodes * 2), -2);
            std::vector<int> depth(static_cast<std::size_t>(nodes * 2), 0);
            const Candidate a{start_cell, start_digit};
            const int start = (start_cell * stride + start_digit) * 2;
            parent[static_cast<std::size_t>(start)] = -1;
            std::vector<int> queue{start};
            bool done = false;
            for (std::size_t qi = 0; qi < queue.size() && !done; ++qi) {
                const int state_index = queue[qi];
                const bool on = state_index % 2 == 1;
                const Cell cell = state_index / 2 / stride;
                const Digit digit = state_index / 2 % stride;
                const int length = depth[static_cast<std::size_t>(state_index)] + 2;  // nodes of a chain one link further
                if (best && static_cast<std::size_t>(length) >= best_length) break;
                std::vector<Candidate> next;
                if (!on) {
                    const DigitSet here = state.candidates(cell);
                    if (here.size() == 2) next.push_back({cell, (here - DigitSet::of(digit)).lowest()});
                    for (Cell o : strong[static_cast<std::size_t>(digit)][static_cast<std::size_t>(cell)]) next.push_back({o, digit});
                } else {
                    for (Digit d : state.candidates(cell)) {
                        if (d != digit) next.push_back({cell, d});
                    }
                    for (Cell o : state.puzzle().topology().peers[static_cast<std::size_t>(cell)]) {
                        if (live(o, digit)) next.push_back({o, digit});
                    }
                }
                for (const Candidate& b : next) {
                    const int index = (b.cell * stride + b.digit) * 2 + (on ? 0 : 1);
                    if (parent[static_cast<std::size_t>(index)] != -2) continue;
                    parent[static_cast<std::size_t>(index)] = state_index;
                    depth[static_cast<std::size_t>(index)] = length - 1;
                    queue.push_back(index);
                    if (on || length < 4 || b == a) continue;  // an end is reached by a strong link; at least strong-weak-strong
                    Step step;
                    step.technique = TechniqueId::aic;
                    step.eliminations = conclusions(state, a, b);
                    tidy(step, state);
                    if (step.eliminations.empty()) continue;
                    std::vector<Candidate> chain;
                    for (int s = index; s >= 0; s = parent[static_cast<std::size_t>(s)]) {
                        chain.push_back({s / 2 / stride, static_cast<Digit>(s / 2 % stride)});
                    }
                    std::reverse(chain.begin(), chain.end());
                    std::erase_if(step.eliminations, [&](const Candidate& c) {
                        return std::find(chain.begin(), chain.end(), c) != chain.end();
                    });
                    if (step.eliminations.empty()) continue;
                    step.pattern = chain;
                    std::string links;
                    for (std::size_t i = 0; i < chain.size(); ++i) {
                        if (i > 0) links += (i % 2 == 1) ? " = " : " - ";
                        links += node_text(g, chain[i]);
                        if (std::find(step.cells.begin(), step.cells.end(), chain[i].cell) == step.cells.end()) {
                            step.cells.push_back(chain[i].cell);
                        }
                    }
                    step.text = "Alternating inference chain: " + links +
                                " (= at least one is true, - at most one is true), so " + node_text(g, a) + " or " +
                                node_text(g, b) + " is true: removed " + elimination_list(g, step.eliminations) + ".";
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

}  // namespace gridforge::logic_detail
