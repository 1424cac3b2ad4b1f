// Anti-king: two cells a chess king's move apart (touching at an edge or a corner) never hold the
// same digit; with rows, columns and boxes only the diagonal touches across a box border add
// anything. JSON: "antiking": true (f-puzzles' key). Generator recipe "anti-king", in the layout
// phase: the full grid is filled under the rule.
// Source: the rule as f-puzzles and Cracking the Cryptic state it ("cells separated by a king's
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

class AntiKing final : public rules_detail::NeighbourRule {
public:
    explicit AntiKing(const Geometry& geometry)
        : NeighbourRule(geometry, rules_detail::king_moves(), Forbidden::same_digit) {}

    [[nodiscard]] std::string_view name() const override { return "anti-king"; }

    void write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const override { puzzle["antiking"] = true; }

    void draw(Sketch& sketch) const override {
        sketch.legend("anti-king", "cells touching, even at a corner, never hold the same digit");
    }

    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override {
        if (technique != TechniqueId::neighbour_exclusion) return std::nullopt;
        return exclusion_step(state);
    }

private:
    [[nodiscard]] std::string describe_pair(Cell a, Digit da, Cell b, Digit /*db*/) const override {
        return fmt::format("{} and {} are both {}, touching (anti-king)", geometry().cell_name(a),
                           geometry().cell_name(b), da);
    }

    [[nodiscard]] std::string exclusion_sentence(Cell cell, DigitSet options, bool placed, DigitSet /*excluded*/,
                                                 const std::string& removal) const override {
        const Digit digit = options.lowest();
        return fmt::format("Neighbour exclusion (anti-king): {} {} {}, and no cell touching it, even at a corner, "
                           "may hold {}, so {}.",
                           geometry().cell_name(cell), placed ? "is" : "can only be", digit, digit, removal);
    }
};

void read_anti_king(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    if (rules_detail::read_flag(puzzle, line, "antiking")) rules.push_back(std::make_shared<AntiKing>(geometry));
}

void decorate_anti_king(Decoration& decoration) {
    decoration.rules.push_back(std::make_shared<AntiKing>(decoration.geometry));
}

}  // namespace

const RuleKind& anti_king_kind() {
    static const RuleKind kind{"anti-king", {"antiking"},
                               read_anti_king, "anti-king", RecipePhase::layout, decorate_anti_king};
    return kind;
}

}  // namespace gridforge
