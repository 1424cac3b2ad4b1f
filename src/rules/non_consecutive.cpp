// Non-consecutive: two orthogonally adjacent cells (sharing an edge) never hold consecutive digits
// (digits differing by 1). JSON: "nonconsecutive": true (f-puzzles' key). Generator recipe
// "non-consecutive", in the layout phase: the full grid is filled under the rule.
// Source: the rule as f-puzzles and Cracking the Cryptic state it ("orthogonally adjacent cells
// cannot contain consecutive digits"); the solving is NeighbourRule's (rules/neighbour_rule.hpp):
// a placed d removes d-1 and d+1 beside it, and a cell that is e-1 or e+1 removes e beside it.
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "logic/wording.hpp"
#include "rules/neighbour_rule.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

using rules_detail::Forbidden;

class NonConsecutive final : public rules_detail::NeighbourRule {
public:
    explicit NonConsecutive(const Geometry& geometry)
        : NeighbourRule(geometry, rules_detail::orthogonal_moves(), Forbidden::consecutive) {}

    [[nodiscard]] std::string_view name() const override { return "non-consecutive"; }

    void write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const override { puzzle["nonconsecutive"] = true; }

    void draw(Sketch& sketch) const override {
        sketch.legend("non-consecutive", "cells sharing an edge never hold consecutive digits");
    }

    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override {
        if (technique != TechniqueId::neighbour_exclusion) return std::nullopt;
        return exclusion_step(state);
    }

private:
    [[nodiscard]] std::string describe_pair(Cell a, Digit da, Cell b, Digit db) const override {
        return fmt::format("{} = {} and {} = {} are consecutive digits side by side (non-consecutive)",
                           geometry().cell_name(a), da, geometry().cell_name(b), db);
    }

    [[nodiscard]] std::string exclusion_sentence(Cell cell, DigitSet options, bool placed, DigitSet excluded,
                                                 const std::string& removal) const override {
        const std::string name = geometry().cell_name(cell);
        if (options.size() == 1) {
            const Digit digit = options.lowest();
            return fmt::format("Neighbour exclusion (non-consecutive): {} {} {}, and no cell beside it may hold a "
                               "digit next to {}, so {}.",
                               name, placed ? "is" : "can only be", digit, digit, removal);
        }
        // Two candidates two apart: the digit between them is next to either.
        return fmt::format("Neighbour exclusion (non-consecutive): {} is {}, and {} is next to either, so no cell "
                           "beside it may hold it: {}.",
                           name, wording::digits(options, "or"), excluded.lowest(), removal);
    }
};

void read_non_consecutive(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    if (rules_detail::read_flag(puzzle, line, "nonconsecutive")) rules.push_back(std::make_shared<NonConsecutive>(geometry));
}

void decorate_non_consecutive(Decoration& decoration) {
    decoration.rules.push_back(std::make_shared<NonConsecutive>(decoration.geometry));
}

}  // namespace

const RuleKind& non_consecutive_kind() {
    static const RuleKind kind{"non-consecutive", {"nonconsecutive"},
                               read_non_consecutive, "non-consecutive", RecipePhase::layout, decorate_non_consecutive};
    return kind;
}

}  // namespace gridforge
