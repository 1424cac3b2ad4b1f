// Chains (HoDoKu "X-Chain", "XY-Chain"; Sudoku Explainer "X-Chain"/"Y-Chain" forcing chains).
//  - X-Chain: for one digit, cells s = c0, c1, ..., ck = e linked alternately by strong links
//    (a conjugate pair in some house) and weak links (the cells see each other), starting and
//    ending with a strong link: if s lacks the digit, each strong link passes truth on, so e has
//    it. Either s or e holds the digit: it leaves every cell that sees both.
//  - XY-Chain: bivalue cells c0 .. ck, consecutive cells seeing each other and sharing the digit
//    that links them; if c0 is not a, the links force ck to be a. It leaves every cell that sees
//    both ends.
// The search is breadth-first from each start, so the shortest chain from that start is reported;
// over all starts the shortest chain with an elimination wins.
#include <algorithm>

#include "logic/techniques.hpp"

namespace gridforge::logic_detail {
namespace {

/// Chain cells from the parent table, start first.
std::vector<Cell> trace_back(const std::vector<int>& parent, int node, int stride) {
    std::vector<Cell> cells;
    for (int n = node; n >= 0; n = parent[static_cast<std::size_t>(n)]) cells.push_back(n / stride);
    std::reverse(cells.begin(), cells.end());
    return cells;
}

}  // namespace

std::optional<Step> find_x_chain(const LogicState& state) {
    const Geometry& g = state.geometry();
    const int cells = state.cell_count();
    std::optional<Step> best;
    std::size_t best_length = 0;
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<std::vector<Cell>> strong = strong_links(state, digit);
        std::vector<Cell> holders;
        for (Cell c = 0; c < cells; ++c) {
            if (state.empty_at(c) && state.candidates(c).contains(digit)) holders.push_back(c);
        }
        for (Cell start : holders) {
            if (strong[static_cast<std::size_t>(start)].empty()) continue;
            // Node = cell * 2 + parity; parity 1: reached by a strong link (the cell is "on").
            std::vector<int> parent(static_cast<std::size_t>(cells * 2), -2);
            std::vector<int> queue{start * 2};
            parent[static_cast<std::size_t>(start * 2)] = -1;
            for (std::size_t qi = 0; qi < queue.size(); ++qi) {
                const int node = queue[qi];
                const Cell cell = node / 2;
                const bool on = node % 2 == 1;
                std::vector<Cell> next;
                if (!on) {
                    next = strong[static_cast<std::size_t>(cell)];
                } else {
                    for (Cell c : holders) {
                        if (c != cell && state.sees(cell, c)) next.push_back(c);
                    }
                }
                for (Cell c : next) {
                    const int n = c * 2 + (on ? 0 : 1);
                    if (parent[static_cast<std::size_t>(n)] != -2) continue;
                    parent[static_cast<std::size_t>(n)] = node;
                    queue.push_back(n);
                    if (on || c == start) continue;
                    const std::vector<Cell> chain = trace_back(parent, n, 2);
                    if (chain.size() < 4) continue;  // at least strong-weak-strong
                    if (best && chain.size() >= best_length) continue;
                    Step step;
                    step.technique = TechniqueId::x_chain;
                    step.eliminations = seen_by_all(state, digit, {start, c}, chain);
                    tidy(step, state);
                    if (step.eliminations.empty()) continue;
                    step.cells = chain;
                    for (Cell x : chain) step.pattern.push_back({x, digit});
                    std::string links;
                    for (std::size_t i = 0; i < chain.size(); ++i) {
                        if (i > 0) links += (i % 2 == 1) ? " = " : " - ";
                        links += g.cell_name(chain[i]);
                    }
                    step.text = "X-Chain: for the digit " + digit_text(digit) + ", " + links +
                                " (= one of the two holds it, - they see each other), so " + g.cell_name(start) + " or " +
                                g.cell_name(c) + " holds it: removed " + elimination_list(g, step.eliminations) + ".";
                    best_length = chain.size();
                    best = std::move(step);
                }
            }
        }
    }
    return best;
}

std::optional<Step> find_xy_chain(const LogicState& state) {
    const Geometry& g = state.geometry();
    const int cells = state.cell_count();
    const int stride = state.size() + 1;
    std::vector<Cell> bivalue;
    for (Cell c = 0; c < cells; ++c) {
        if (state.empty_at(c) && state.candidates(c).size() == 2) bivalue.push_back(c);
    }
    std::optional<Step> best;
    std::size_t best_length = 0;
    for (Cell start : bivalue) {
        for (Digit target : state.candidates(start)) {
            // Node = cell * stride + the digit the cell is forced to hold.
            std::vector<int> parent(static_cast<std::size_t>(cells * stride), -2);
            const Digit first_on = (state.candidates(start) - DigitSet::of(target)).lowest();
            std::vector<int> queue{start * stride + first_on};
            parent[static_cast<std::size_t>(queue[0])] = -1;
            for (std::size_t qi = 0; qi < queue.size(); ++qi) {
                const int node = queue[qi];
                const Cell cell = node / stride;
                const Digit on = node % stride;
                for (Cell c : bivalue) {
                    if (c == cell || !state.sees(cell, c) || !state.candidates(c).contains(on)) continue;
                    const Digit forced = (state.candidates(c) - DigitSet::of(on)).lowest();
                    const int n = c * stride + forced;
                    if (parent[static_cast<std::size_t>(n)] != -2) continue;
                    parent[static_cast<std::size_t>(n)] = node;
                    queue.push_back(n);
                    if (forced != target || c == start) continue;
                    const std::vector<Cell> chain = trace_back(parent, n, stride);
                    if (chain.size() < 3) continue;
                    if (best && chain.size() >= best_length) continue;
                    Step step;
                    step.technique = TechniqueId::xy_chain;
                    step.eliminations = seen_by_all(state, target, {start, c}, chain);
                    tidy(step, state);
                    if (step.eliminations.empty()) continue;
                    step.cells = chain;
                    std::string links;
                    for (Cell x : chain) {
                        for (Digit d : state.candidates(x)) step.pattern.push_back({x, d});
                        links += (links.empty() ? "" : " - ") + g.cell_name(x) + " " + digit_set_text(state.candidates(x));
                    }
                    step.text = "XY-Chain: " + links + ": if " + g.cell_name(start) + " is not " + digit_text(target) +
                                ", the chain forces " + g.cell_name(c) + " to be " + digit_text(target) +
                                ", so " + digit_text(target) + " is removed from " + elimination_list(g, step.eliminations) + ".";
                    best_length = chain.size();
                    best = std::move(step);
                }
            }
        }
    }
    return best;
}

}  // namespace gridforge::logic_detail
