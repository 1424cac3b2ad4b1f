// Chains and their loops (HoDoKu "X-Chain", "XY-Chain", "Nice Loop"; Sudoku Explainer
// "X-Chain"/"Y-Chain" and "X-Cycle"/"Y-Cycle").
//  - X-Chain: for one digit, cells s = c0, c1, ..., ck = e linked alternately by strong links
//    (a conjugate pair in some house) and weak links (the cells see each other), starting and
//    ending with a strong link: if s lacks the digit, each strong link passes truth on, so e has
//    it. Either s or e holds the digit: it leaves every cell that sees both.
//  - X-Cycle: such a chain whose end e sees s closes into a continuous loop (the weak link e - s
//    completes the alternation), so every link holds the digit exactly once: each weak link's two
//    cells are a pair, and the digit leaves every other cell seeing both.
//  - XY-Chain: bivalue cells c0 .. ck, consecutive cells seeing each other and sharing the digit
//    that links them; if c0 is not a, the links force ck to be a. It leaves every cell that sees
//    both ends.
//  - XY-Loop: an XY-chain whose ends see each other closes into a loop: every linking digit is in
//    exactly one of its two cells and leaves every other cell seeing both.
// Each finder looks for the loop first, so a loop is one step with all its eliminations rather
// than several chains cut from it. The search is breadth-first from each start, so the shortest
// chain (loop) from that start is reported; over all starts the shortest with an elimination wins
// (for loops, then the one with the most eliminations).
#include <algorithm>

#include "logic/links.hpp"
#include "logic/loops.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// Chain cells from the parent table, start first.
std::vector<Cell> trace_back(const std::vector<int>& parent, int node, int stride) {
    std::vector<Cell> cells;
    for (int n = node; n >= 0; n = parent[static_cast<std::size_t>(n)]) cells.push_back(n / stride);
    std::reverse(cells.begin(), cells.end());
    return cells;
}

bool distinct(std::vector<Cell> cells) {
    std::sort(cells.begin(), cells.end());
    return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

}  // namespace

std::optional<Step> find_x_chain(const LogicState& state) {
    const Geometry& g = state.geometry();
    const int cells = state.cell_count();
    LoopChoice best_loop;
    std::vector<Cell> best_chain;
    Digit best_digit = 0;
    std::vector<Candidate> best_eliminations;
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
                    if (state.sees(c, start) && distinct(chain)) {
                        std::vector<Candidate> nodes;
                        for (Cell x : chain) nodes.push_back({x, digit});
                        offer_loop(state, std::move(nodes), best_loop);
                    }
                    if (!best_chain.empty() && chain.size() >= best_chain.size()) continue;
                    std::vector<Candidate> eliminations = seen_by_all(state, digit, {start, c}, chain);
                    if (eliminations.empty()) continue;
                    best_chain = chain;
                    best_digit = digit;
                    best_eliminations = std::move(eliminations);
                }
            }
        }
    }
    if (!best_loop.nodes.empty()) {
        const Digit digit = best_loop.nodes.front().digit;
        Step step = loop_step(state, TechniqueId::x_chain, std::move(best_loop));
        step.text = with_eureka("X-Cycle on " + digit_text(digit) + ": " + wording::cells(g, step.cells) +
                                    " form a loop whose links alternate strong and weak (" +
                                    link_house_names(state, step.links) + "), so each link holds exactly one " +
                                    digit_text(digit) + ": " + wording::removal(g, step.eliminations) + ".",
                                step.eureka);
        return step;
    }
    if (best_chain.empty()) return std::nullopt;
    Step step;
    step.technique = TechniqueId::x_chain;
    step.eliminations = std::move(best_eliminations);
    tidy(step, state);
    step.cells = best_chain;
    std::vector<Candidate> nodes;
    for (Cell x : best_chain) nodes.push_back({x, best_digit});
    step.pattern = nodes;
    set_links(step, state, alternating_links(state, nodes, false));
    step.text = with_eureka("X-Chain on " + digit_text(best_digit) + ": " + chain_reasoning(state, step.links) + "; either " +
                                g.cell_name(best_chain.front()) + " or " + g.cell_name(best_chain.back()) + " is " +
                                digit_text(best_digit) + ", so " + wording::removal(g, step.eliminations) + ".",
                            step.eureka);
    return step;
}

std::optional<Step> find_xy_chain(const LogicState& state) {
    const Geometry& g = state.geometry();
    const int cells = state.cell_count();
    const int stride = state.size() + 1;
    std::vector<Cell> bivalue;
    for (Cell c = 0; c < cells; ++c) {
        if (state.empty_at(c) && state.candidates(c).size() == 2) bivalue.push_back(c);
    }
    // The chain's nodes: each cell's digit it is not, then the digit it is (start first).
    const auto chain_nodes = [&](const std::vector<Cell>& chain, Digit target) {
        std::vector<Candidate> nodes;
        Digit off = target;
        for (Cell x : chain) {
            const Digit on = (state.candidates(x) - DigitSet::of(off)).lowest();
            nodes.push_back({x, off});
            nodes.push_back({x, on});
            off = on;
        }
        return nodes;
    };
    LoopChoice best_loop;
    std::vector<Cell> best_chain;
    Digit best_target = 0;
    std::vector<Candidate> best_eliminations;
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
                    if (state.sees(c, start) && distinct(chain)) offer_loop(state, chain_nodes(chain, target), best_loop);
                    if (!best_chain.empty() && chain.size() >= best_chain.size()) continue;
                    std::vector<Candidate> eliminations = seen_by_all(state, target, {start, c}, chain);
                    if (eliminations.empty()) continue;
                    best_chain = chain;
                    best_target = target;
                    best_eliminations = std::move(eliminations);
                }
            }
        }
    }
    if (!best_loop.nodes.empty()) {
        Step step = loop_step(state, TechniqueId::xy_chain, std::move(best_loop));
        std::vector<std::string> named;
        for (Cell x : step.cells) named.push_back(g.cell_name(x) + " (" + wording::digits(state.candidates(x), "or") + ")");
        step.text = with_eureka("XY-Loop: the bivalue cells " + wording::join(named) + " close a loop (" +
                                    link_house_names(state, step.links) + "), so whichever digit " +
                                    g.cell_name(step.cells.front()) +
                                    " holds, each linking digit is in exactly one of its two cells: " +
                                    wording::removal(g, step.eliminations) + ".",
                                step.eureka);
        return step;
    }
    if (best_chain.empty()) return std::nullopt;
    Step step;
    step.technique = TechniqueId::xy_chain;
    step.eliminations = std::move(best_eliminations);
    tidy(step, state);
    step.cells = best_chain;
    const std::vector<Candidate> nodes = chain_nodes(best_chain, best_target);
    step.pattern = nodes;
    std::sort(step.pattern.begin(), step.pattern.end());
    set_links(step, state, alternating_links(state, nodes, false));
    step.text = with_eureka("XY-Chain: " + chain_reasoning(state, step.links) + "; either " + g.cell_name(best_chain.front()) +
                                " or " + g.cell_name(best_chain.back()) + " is " + digit_text(best_target) + ", so " +
                                wording::removal(g, step.eliminations) + ".",
                            step.eureka);
    return step;
}

}  // namespace gridforge::logic_detail
