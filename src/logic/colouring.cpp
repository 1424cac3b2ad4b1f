// Simple colouring (HoDoKu "Simple Colors": colour trap and colour wrap; Sudoku Explainer finds
// the same eliminations as X-cycles). For one digit, the conjugate pairs (houses where it has
// exactly two places) form a graph; in each connected part, colour the cells alternately: one
// colour holds the digit everywhere, the other nowhere.
//  - Colour wrap: two cells of one colour see each other, so that colour is false: the digit
//    leaves all its cells.
//  - Colour trap: a cell outside the part (possibly in another part) that sees both colours
//    cannot hold the digit.
// The step's links are the conjugate pairs of a spanning tree of the part, read from its first
// cell depth first with one colour taken as true (the wrapped colour for a wrap): a link into
// that colour is strong (from off to on), a link out of it weak (from on to off); a wrap adds the
// weak link between its two cells of one colour.
#include <algorithm>

#include "logic/links.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// The spanning tree's links in depth-first order from `root`, cells of colour `on_colour` on.
std::vector<Link> tree_links(const LogicState& state, Digit digit, Cell root, const std::vector<Cell>& parent,
                             const std::vector<int>& colour, int on_colour) {
    std::vector<Link> links;
    std::vector<Cell> stack{root};
    while (!stack.empty()) {
        const Cell cell = stack.back();
        stack.pop_back();
        const Cell from = parent[static_cast<std::size_t>(cell)];
        if (from >= 0) {
            const bool from_on = colour[static_cast<std::size_t>(from)] == on_colour;
            Link link{{{from, digit}, from_on},
                      {{cell, digit}, !from_on},
                      from_on ? LinkType::weak : LinkType::strong,
                      conjugate_house(state, from, cell, digit),
                      {}};
            links.push_back(std::move(link));
        }
        // Children pushed in reverse so the first child is read first.
        for (Cell c = state.cell_count() - 1; c >= 0; --c) {
            if (parent[static_cast<std::size_t>(c)] == cell) stack.push_back(c);
        }
    }
    return links;
}

}  // namespace

std::optional<Step> find_simple_colouring(const LogicState& state) {
    const Geometry& g = state.geometry();
    const auto cells = static_cast<std::size_t>(state.cell_count());
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        const std::vector<std::vector<Cell>> strong = strong_links(state, digit);
        std::vector<int> colour(cells, -1);
        std::vector<Cell> parent(cells, -1);
        for (Cell root = 0; root < state.cell_count(); ++root) {
            if (colour[static_cast<std::size_t>(root)] >= 0 || strong[static_cast<std::size_t>(root)].empty()) continue;
            std::vector<Cell> part{root};
            colour[static_cast<std::size_t>(root)] = 0;
            for (std::size_t i = 0; i < part.size(); ++i) {
                for (Cell next : strong[static_cast<std::size_t>(part[i])]) {
                    if (colour[static_cast<std::size_t>(next)] >= 0) continue;
                    colour[static_cast<std::size_t>(next)] = 1 - colour[static_cast<std::size_t>(part[i])];
                    parent[static_cast<std::size_t>(next)] = part[i];
                    part.push_back(next);
                }
            }
            if (part.size() < 3) continue;
            std::sort(part.begin(), part.end());
            std::vector<Cell> by_colour[2];
            for (Cell c : part) by_colour[colour[static_cast<std::size_t>(c)]].push_back(c);
            Step step;
            step.technique = TechniqueId::simple_colouring;
            step.cells = part;
            for (Cell c : part) step.pattern.push_back({c, digit});
            const auto split = [&](const std::vector<Link>& links) {
                return "the conjugate pairs of " + digit_text(digit) + " in " + link_house_names(state, links) + " colour " +
                       wording::cells(g, by_colour[0]) + " (colour A) against " + wording::cells(g, by_colour[1]) +
                       " (colour B)";
            };
            // Colour wrap.
            for (int k = 0; k < 2; ++k) {
                const auto& same = by_colour[k];
                for (std::size_t i = 0; i < same.size(); ++i) {
                    for (std::size_t j = i + 1; j < same.size(); ++j) {
                        if (!state.sees(same[i], same[j])) continue;
                        for (Cell c : same) step.eliminations.push_back({c, digit});
                        tidy(step, state);
                        std::vector<Link> links = tree_links(state, digit, root, parent, colour, k);
                        const std::string pairs = split(links);
                        links.push_back(weak_link(state, {same[i], digit}, {same[j], digit}));
                        const std::string seen_in = wording::house(link_maker(state.puzzle(), links.back()));
                        set_links(step, state, std::move(links));
                        step.text = with_eureka("Simple colouring (colour wrap): " + pairs + "; " + g.cell_name(same[i]) +
                                                    " and " + g.cell_name(same[j]) + " are both colour " +
                                                    (k == 0 ? "A" : "B") + " and see each other in " + seen_in +
                                                    ", so that colour is false and " +
                                                    wording::removal(g, step.eliminations) + ".",
                                                step.eureka);
                        return step;
                    }
                }
            }
            // Colour trap.
            for (Cell c = 0; c < state.cell_count(); ++c) {
                if (!state.empty_at(c) || !state.candidates(c).contains(digit) || std::binary_search(part.begin(), part.end(), c)) continue;
                const auto sees_any = [&](const std::vector<Cell>& group) {
                    return std::any_of(group.begin(), group.end(), [&](Cell o) { return state.sees(c, o); });
                };
                if (sees_any(by_colour[0]) && sees_any(by_colour[1])) step.eliminations.push_back({c, digit});
            }
            tidy(step, state);
            if (step.eliminations.empty()) continue;
            set_links(step, state, tree_links(state, digit, root, parent, colour, 0));
            step.text = with_eureka("Simple colouring (colour trap): " + split(step.links) + "; one colour holds " +
                                        digit_text(digit) + ", so a cell seeing both colours cannot: " +
                                        wording::removal(g, step.eliminations) + ".",
                                    step.eureka);
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::logic_detail
