#pragma once
// Internal: the record of one forcing-chain propagation (forcing.cpp), so a step can show the
// chain it used. Each candidate the propagation turns on (a placement) or off (an elimination)
// keeps the links that forced it:
//  - a placement by a naked single: one strong link from each other candidate the cell had, by
//    the cell; by a hidden single in house H: one strong link from each other place of the digit
//    in H, by H;
//  - an elimination by a placement: a weak link from the placed candidate, by the cell (its
//    other candidates) or by a house the two cells share (the digit in a peer);
//  - an elimination by a rule's pruning (cage, thermometer): one link from each change so far in
//    the rule's cells (a placement, or a candidate turned off: a bound that moved), by the rule;
//  - an elimination by an inner forcing chain (nested): one link from the candidate to itself,
//    by "forcing chain" (its own chain is not expanded).
// Only the start of the propagation (the state before the assumption) and these records are
// kept; walking back from what breaks (or from the common result of a verity) keeps only the
// links the conclusion needs.

#include <optional>
#include <string>
#include <vector>

#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"
#include "gridforge/rule.hpp"

namespace gridforge::logic_detail {

/// A single the propagation found: `house` < 0 for a naked single.
struct Single {
    Candidate candidate;
    int house = -1;
};

/// The propagation hooks with nothing recorded: the search for forcing chains runs with this.
struct NoTrace {
    void placing(const LogicState&, const Single&) {}
    void rule_removes(const LogicState&, const Rule&, Cell, Digit) {}
    void rule_breaks(const Rule&) {}
    void forcing_removes(const LogicState&, Cell, Digit) {}
};

/// The propagation hooks that record every placement and elimination with its links.
class ChainTrace {
public:
    /// `start` is the state before the assumption; the assumption is recorded by assume().
    explicit ChainTrace(const LogicState& start);

    /// Records the assumption (before `state.place` of it): the root of every chain.
    void assume(const LogicState& state, Candidate assumption);
    /// Before a single is placed.
    void placing(const LogicState& state, const Single& single);
    /// Before a rule's pruning removes `digit` from `cell`.
    void rule_removes(const LogicState& state, const Rule& rule, Cell cell, Digit digit);
    /// A rule's pruning found no assignment left.
    void rule_breaks(const Rule& rule);
    /// Before an inner forcing chain removes `digit` from `cell` (nested forcing chains).
    void forcing_removes(const LogicState& state, Cell cell, Digit digit);

    /// What broke at the end of a propagation that found a contradiction (`end` is its state).
    [[nodiscard]] ForcingContradiction what_breaks(const LogicState& end) const;
    /// The links the contradiction needs, in the order the propagation made them.
    [[nodiscard]] std::vector<Link> links_to(const LogicState& end, const ForcingContradiction& broken) const;
    /// The links the placement of `result` needs, in the order the propagation made them.
    [[nodiscard]] std::vector<Link> links_to(Candidate result) const;

private:
    struct Record {
        int order = -1;  ///< -1: not recorded
        std::vector<Link> links;
    };
    [[nodiscard]] std::size_t index(Candidate c) const;
    void record(Candidate c, bool on, std::vector<Link> links);
    void turn_off(const LogicState& state, Cell cell, Digit digit, Link link);
    /// Each change so far in the rule's cells, as the start of a link into `to`.
    [[nodiscard]] std::vector<LinkEnd> rule_changes(const Rule& rule) const;
    [[nodiscard]] std::vector<Link> walk_back(std::vector<LinkEnd> needed) const;

    LogicState start_;
    int stride_;
    int count_ = 0;
    std::vector<Record> on_;
    std::vector<Record> off_;
    const Rule* broken_rule_ = nullptr;
};

}  // namespace gridforge::logic_detail
