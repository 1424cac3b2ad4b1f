// The record of one forcing-chain propagation and the walk back to the links a conclusion needs
// (forcing_trace.hpp).
#include "logic/forcing_trace.hpp"

#include <algorithm>

#include "logic/links.hpp"

namespace gridforge::logic_detail {

ChainTrace::ChainTrace(const LogicState& start)
    : start_(start), stride_(start.size() + 1),
      on_(static_cast<std::size_t>(start.cell_count() * (start.size() + 1))),
      off_(static_cast<std::size_t>(start.cell_count() * (start.size() + 1))) {}

std::size_t ChainTrace::index(Candidate c) const { return static_cast<std::size_t>(c.cell * stride_ + c.digit); }

void ChainTrace::record(Candidate c, bool on, std::vector<Link> links) {
    Record& r = (on ? on_ : off_)[index(c)];
    if (r.order >= 0) return;  // the first reason stands
    r.order = count_++;
    r.links = std::move(links);
}

void ChainTrace::turn_off(const LogicState& state, Cell cell, Digit digit, Link link) {
    if (!state.empty_at(cell) || !state.candidates(cell).contains(digit)) return;
    record({cell, digit}, false, {std::move(link)});
}

void ChainTrace::assume(const LogicState& state, Candidate assumption) {
    record(assumption, true, {});
    placing(state, Single{assumption, -2});
}

void ChainTrace::placing(const LogicState& state, const Single& single) {
    const Candidate placed = single.candidate;
    if (single.house == -1) {  // naked single: every other candidate the cell had is off
        std::vector<Link> links;
        for (Digit d : start_.candidates(placed.cell)) {
            if (d != placed.digit) links.push_back(Link{{{placed.cell, d}, false}, {placed, true}, LinkType::strong, -1, {}});
        }
        record(placed, true, std::move(links));
    } else if (single.house >= 0) {  // hidden single: every other place of the digit in the house is off
        std::vector<Link> links;
        for (Cell c : state.houses()[static_cast<std::size_t>(single.house)].cells) {
            if (c == placed.cell || !start_.empty_at(c) || !start_.candidates(c).contains(placed.digit)) continue;
            links.push_back(Link{{{c, placed.digit}, false}, {placed, true}, LinkType::strong, single.house, {}});
        }
        record(placed, true, std::move(links));
    }
    for (Digit d : state.candidates(placed.cell)) {
        if (d != placed.digit) turn_off(state, placed.cell, d, Link{{placed, true}, {{placed.cell, d}, false}, LinkType::weak, -1, {}});
    }
    for (Cell peer : state.puzzle().topology().peers[static_cast<std::size_t>(placed.cell)]) {
        turn_off(state, peer, placed.digit,
                 Link{{placed, true}, {{peer, placed.digit}, false}, LinkType::weak, seeing_house(state, placed.cell, peer), {}});
    }
}

std::vector<LinkEnd> ChainTrace::rule_changes(const Rule& rule) const {
    std::vector<Cell> cells(rule.scope().begin(), rule.scope().end());
    if (cells.empty()) {
        for (Cell c = 0; c < start_.cell_count(); ++c) cells.push_back(c);
    }
    std::vector<LinkEnd> changes;
    for (Cell c : cells) {
        if (!start_.empty_at(c)) continue;
        bool placed = false;
        for (Digit d : start_.candidates(c)) {
            if (on_[index({c, d})].order >= 0) {
                changes.push_back({{c, d}, true});
                placed = true;
            }
        }
        if (placed) continue;  // the placement stands for the cell's other candidates
        for (Digit d : start_.candidates(c)) {
            if (off_[index({c, d})].order >= 0) changes.push_back({{c, d}, false});
        }
    }
    return changes;
}

void ChainTrace::rule_removes(const LogicState& state, const Rule& rule, Cell cell, Digit digit) {
    std::vector<Link> links;
    const std::string label = rule.label();
    for (const LinkEnd& from : rule_changes(rule)) {
        if (from.candidate == Candidate{cell, digit}) continue;
        links.push_back(Link{from, {{cell, digit}, false}, LinkType::weak, -1, label});
    }
    if (state.empty_at(cell) && state.candidates(cell).contains(digit)) record({cell, digit}, false, std::move(links));
}

void ChainTrace::rule_breaks(const Rule& rule) { broken_rule_ = &rule; }

void ChainTrace::forcing_removes(const LogicState& state, Cell cell, Digit digit) {
    turn_off(state, cell, digit, Link{{{cell, digit}, true}, {{cell, digit}, false}, LinkType::weak, -1, "forcing chain"});
}

ForcingContradiction ChainTrace::what_breaks(const LogicState& end) const {
    ForcingContradiction broken;
    if (broken_rule_ != nullptr) {
        broken.rule = broken_rule_->label();
        return broken;
    }
    for (Cell c = 0; c < end.cell_count(); ++c) {
        if (end.empty_at(c) && end.candidates(c).empty()) {
            broken.cell = c;
            return broken;
        }
    }
    for (int h = 0; h < static_cast<int>(end.houses().size()); ++h) {
        const House& house = end.houses()[static_cast<std::size_t>(h)];
        if (static_cast<int>(house.cells.size()) != end.size()) continue;
        DigitSet seen;
        for (Cell c : house.cells) seen = seen | end.candidates(c);
        const DigitSet missing = end.geometry().all_digits() - seen;
        if (!missing.empty()) {
            broken.house = h;
            broken.digit = missing.lowest();
            return broken;
        }
    }
    return broken;  // not reached: the propagation stops only on one of the above
}

std::vector<Link> ChainTrace::walk_back(std::vector<LinkEnd> needed) const {
    std::vector<char> seen_on(on_.size(), 0);
    std::vector<char> seen_off(off_.size(), 0);
    std::vector<std::pair<int, const std::vector<Link>*>> kept;
    while (!needed.empty()) {
        const LinkEnd node = needed.back();
        needed.pop_back();
        const std::size_t i = index(node.candidate);
        char& seen = node.on ? seen_on[i] : seen_off[i];
        if (seen) continue;
        seen = 1;
        const Record& r = (node.on ? on_ : off_)[i];
        if (r.order < 0) continue;
        kept.push_back({r.order, &r.links});
        for (const Link& link : r.links) needed.push_back(link.from);
    }
    std::sort(kept.begin(), kept.end());
    std::vector<Link> links;
    for (const auto& [order, list] : kept) links.insert(links.end(), list->begin(), list->end());
    return links;
}

std::vector<Link> ChainTrace::links_to(const LogicState& end, const ForcingContradiction& broken) const {
    std::vector<LinkEnd> needed;
    if (!broken.rule.empty() && broken_rule_ != nullptr) {
        needed = rule_changes(*broken_rule_);
    } else if (broken.cell >= 0) {
        for (Digit d : start_.candidates(broken.cell)) needed.push_back({{broken.cell, d}, false});
    } else if (broken.house >= 0) {
        for (Cell c : end.houses()[static_cast<std::size_t>(broken.house)].cells) {
            if (start_.empty_at(c) && start_.candidates(c).contains(broken.digit)) needed.push_back({{c, broken.digit}, false});
        }
    }
    return walk_back(std::move(needed));
}

std::vector<Link> ChainTrace::links_to(Candidate result) const { return walk_back({{result, true}}); }

}  // namespace gridforge::logic_detail
