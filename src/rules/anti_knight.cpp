// Anti-knight: two cells a chess knight's move apart (two cells one way and one the other) never
// hold the same digit. JSON: "antiknight": true (f-puzzles' key). Generator recipe "anti-knight",
// in the layout phase: the full grid is filled under the rule.
// Source: the rule as f-puzzles and Cracking the Cryptic state it ("cells separated by a knight's
// move in chess cannot contain the same digit"); the solving is NeighbourRule's
// (rules/neighbour_rule.hpp).
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "rules/neighbour_rule.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

using rules_detail::Forbidden;

class AntiKnight final : public rules_detail::NeighbourRule {
public:
    explicit AntiKnight(const Geometry& geometry)
        : NeighbourRule(geometry, rules_detail::knight_moves(), Forbidden::same_digit) {}

    [[nodiscard]] std::string_view name() const override { return "anti-knight"; }

    void write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const override { puzzle["antiknight"] = true; }

    void draw(Sketch& sketch) const override {
        sketch.legend("anti-knight", "cells a knight's move apart never hold the same digit");
    }

    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override {
        if (technique != TechniqueId::neighbour_exclusion) return std::nullopt;
        return exclusion_step(state);
    }

private:
    [[nodiscard]] std::string describe_pair(Cell a, Digit da, Cell b, Digit /*db*/) const override {
        return fmt::format("{} and {} are both {}, a knight's move apart (anti-knight)", geometry().cell_name(a),
                           geometry().cell_name(b), da);
    }

    [[nodiscard]] std::string exclusion_sentence(Cell cell, DigitSet options, bool placed, DigitSet /*excluded*/,
                                                 const std::string& removal) const override {
        const Digit digit = options.lowest();
        return fmt::format("Neighbour exclusion (anti-knight): {} {} {}, and no cell a knight's move from it may "
                           "hold {}, so {}.",
                           geometry().cell_name(cell), placed ? "is" : "can only be", digit, digit, removal);
    }
};

void read_anti_knight(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    if (rules_detail::read_flag(puzzle, line, "antiknight")) rules.push_back(std::make_shared<AntiKnight>(geometry));
}

void decorate_anti_knight(Decoration& decoration) {
    decoration.rules.push_back(std::make_shared<AntiKnight>(decoration.geometry));
}

}  // namespace

const RuleKind& anti_knight_kind() {
    static const RuleKind kind{"anti-knight", {"antiknight"},
                               read_anti_knight, "anti-knight", RecipePhase::layout, decorate_anti_knight};
    return kind;
}

}  // namespace gridforge
