// Links of chains, loops and forcing chains: their makers, Eureka notation and the chain read
// aloud (links.hpp).
#include "logic/links.hpp"

#include <algorithm>

#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// Rows before columns before other houses, so a link is named by the house a player scans first.
int rank(const LogicState& state, int house) {
    const HouseKind kind = state.tables().kinds[static_cast<std::size_t>(house)];
    return kind == HouseKind::row ? 0 : kind == HouseKind::column ? 1 : 2;
}

template <class Accept>
int best_house(const LogicState& state, Cell a, Cell b, Accept accept) {
    int best = -1;
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(a)]) {
        const auto& members = state.houses()[static_cast<std::size_t>(h)].cells;
        if (std::find(members.begin(), members.end(), b) == members.end() || !accept(h)) continue;
        if (best < 0 || rank(state, h) < rank(state, best)) best = h;
    }
    return best;
}

std::string digit_word(Digit d) { return std::to_string(d); }

}  // namespace

int conjugate_house(const LogicState& state, Cell a, Cell b, Digit digit) {
    return best_house(state, a, b, [&](int h) {
        if (placed_in(state, h).contains(digit)) return false;
        const std::vector<Cell> p = places(state, h, digit);
        return p.size() == 2;
    });
}

int seeing_house(const LogicState& state, Cell a, Cell b) {
    if (a == b) return -1;
    return best_house(state, a, b, [](int) { return true; });
}

Link strong_link(const LogicState& state, Candidate from, Candidate to) {
    Link link{{from, false}, {to, true}, LinkType::strong, -1, {}};
    if (from.cell != to.cell) link.house = conjugate_house(state, from.cell, to.cell, from.digit);
    return link;
}

Link weak_link(const LogicState& state, Candidate from, Candidate to) {
    Link link{{from, true}, {to, false}, LinkType::weak, -1, {}};
    if (from.cell != to.cell) link.house = seeing_house(state, from.cell, to.cell);
    return link;
}

std::vector<Link> alternating_links(const LogicState& state, const std::vector<Candidate>& nodes, bool close) {
    std::vector<Link> links;
    for (std::size_t i = 0; i + 1 < nodes.size(); ++i) {
        links.push_back(i % 2 == 0 ? strong_link(state, nodes[i], nodes[i + 1]) : weak_link(state, nodes[i], nodes[i + 1]));
    }
    if (close && nodes.size() > 1) links.push_back(weak_link(state, nodes.back(), nodes.front()));
    return links;
}

std::string node_text(const Geometry& geometry, Candidate candidate) {
    return "(" + digit_word(candidate.digit) + ")" + geometry.cell_name(candidate.cell);
}

std::string eureka_text(const Geometry& geometry, const std::vector<Link>& links) {
    std::string text;
    const LinkEnd* last = nullptr;
    for (const Link& link : links) {
        if (last == nullptr || !(*last == link.from)) {
            if (!text.empty()) text += "; ";
            text += node_text(geometry, link.from.candidate);
        }
        text += link.type == LinkType::strong ? " = " : " - ";
        text += node_text(geometry, link.to.candidate);
        last = &link.to;
    }
    return text;
}

std::string link_maker(const Puzzle& puzzle, const Link& link) {
    if (!link.rule.empty()) return link.rule;
    if (link.house >= 0) return puzzle.topology().houses[static_cast<std::size_t>(link.house)].name;
    return "cell " + puzzle.geometry().cell_name(link.from.candidate.cell);
}

std::vector<int> link_houses(const std::vector<Link>& links) {
    std::vector<int> houses;
    for (const Link& link : links) {
        if (link.house >= 0 && std::find(houses.begin(), houses.end(), link.house) == houses.end()) houses.push_back(link.house);
    }
    return houses;
}

std::string link_house_names(const LogicState& state, const std::vector<Link>& links) {
    std::vector<std::string> names;
    for (int h : link_houses(links)) names.push_back(state.houses()[static_cast<std::size_t>(h)].name);
    return wording::houses(names);
}

std::string chain_walk(const LogicState& state, const std::vector<Link>& links) {
    const Geometry& g = state.geometry();
    if (links.empty()) return {};
    const auto where = [&](const Link& link) { return wording::house(link_maker(state.puzzle(), link)); };
    const Candidate first = links.front().from.candidate;
    std::string text = "if " + g.cell_name(first.cell) + (links.front().from.on ? " is " : " is not ") + digit_word(first.digit);
    for (std::size_t i = 0; i < links.size(); ++i) {
        const Link& link = links[i];
        const Candidate to = link.to.candidate;
        text += i == 0 ? ", then " : ", so ";
        const bool by_cell = link.house < 0 && link.rule.empty();
        // A weak link into a cell followed by the strong link inside it: "r1c5 loses 2 (row 1) and is 3".
        if (link.type == LinkType::weak && !by_cell && i + 1 < links.size()) {
            const Link& next = links[i + 1];
            if (next.type == LinkType::strong && next.house < 0 && next.rule.empty() && next.from == link.to) {
                text += g.cell_name(to.cell) + " loses " + digit_word(to.digit) + " (" + where(link) + ") and is " +
                        digit_word(next.to.candidate.digit);
                ++i;
                continue;
            }
        }
        text += g.cell_name(to.cell) + (link.to.on ? " is " : " is not ") + digit_word(to.digit);
        if (!by_cell) {
            text += " (" + where(link) + ")";
        } else if (link.type == LinkType::strong) {
            text += " (its only other candidate)";
        }
    }
    return text;
}

std::string chain_reasoning(const LogicState& state, const std::vector<Link>& links) {
    constexpr std::size_t kWalkedLinks = 8;  // beyond this a sentence walking every link is too long to follow
    if (links.size() <= kWalkedLinks) return chain_walk(state, links);
    const Geometry& g = state.geometry();
    const LinkEnd& first = links.front().from;
    const LinkEnd& last = links.back().to;
    std::string text = "if " + g.cell_name(first.candidate.cell) + (first.on ? " is " : " is not ") +
                       digit_word(first.candidate.digit) + ", the chain's " + std::to_string(links.size()) + " links";
    const std::string houses = link_house_names(state, links);
    if (!houses.empty()) text += " (" + houses + ")";
    return text + " make " + g.cell_name(last.candidate.cell) + (last.on ? " " : " not ") + digit_word(last.candidate.digit);
}

std::string with_eureka(const std::string& sentence, const std::string& eureka) {
    return sentence + " Eureka: " + eureka + ".";
}

void set_links(Step& step, const LogicState& state, std::vector<Link> links) {
    step.houses = link_houses(links);
    step.eureka = eureka_text(state.geometry(), links);
    step.links = std::move(links);
}

}  // namespace gridforge::logic_detail
