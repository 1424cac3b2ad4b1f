// The catalogue in difficulty order and the first-step search over it.
#include "gridforge/deadline.hpp"
#include "gridforge/rule.hpp"
#include "logic/techniques.hpp"

namespace gridforge {
namespace {

/// A technique that belongs to variant rules: the first step any rule of the puzzle finds
/// (Rule::find_step), asking the rules in the puzzle's order.
template <TechniqueId Id>
std::optional<Step> find_by_rules(const LogicState& state) {
    for (const RulePtr& rule : state.puzzle().rules()) {
        if (std::optional<Step> step = rule->find_step(Id, state)) return step;
    }
    return std::nullopt;
}

}  // namespace

const std::vector<Technique>& techniques() {
    // Scoped to this function: the finders of techniques.hpp, without lending their names to the
    // rest of the namespace (a unity build compiles several sources as one).
    using namespace logic_detail;
    static const std::vector<Technique> catalogue = [] {
        const std::vector<std::pair<TechniqueId, std::optional<Step> (*)(const LogicState&)>> order{
            {TechniqueId::full_house, find_full_house},
            {TechniqueId::hidden_single, find_hidden_single},
            {TechniqueId::naked_single, find_naked_single},
            {TechniqueId::parity, find_by_rules<TechniqueId::parity>},
            {TechniqueId::neighbour_exclusion, find_by_rules<TechniqueId::neighbour_exclusion>},
            {TechniqueId::cage_combination, find_by_rules<TechniqueId::cage_combination>},
            {TechniqueId::thermometer_bounds, find_by_rules<TechniqueId::thermometer_bounds>},
            {TechniqueId::arrow_sum, find_by_rules<TechniqueId::arrow_sum>},
            {TechniqueId::kropki_pair, find_by_rules<TechniqueId::kropki_pair>},
            {TechniqueId::xv_pair, find_by_rules<TechniqueId::xv_pair>},
            {TechniqueId::little_killer_sum, find_by_rules<TechniqueId::little_killer_sum>},
            {TechniqueId::sandwich_combination, find_by_rules<TechniqueId::sandwich_combination>},
            {TechniqueId::rule_elimination, find_rule_elimination},
            {TechniqueId::innies_outies, find_by_rules<TechniqueId::innies_outies>},
            {TechniqueId::locked_pointing, find_pointing},
            {TechniqueId::locked_claiming, find_claiming},
            {TechniqueId::hidden_cage, find_by_rules<TechniqueId::hidden_cage>},
            {TechniqueId::killer_pair, find_by_rules<TechniqueId::killer_pair>},
            {TechniqueId::naked_pair, find_naked_pair},
            {TechniqueId::naked_triple, find_naked_triple},
            {TechniqueId::hidden_pair, find_hidden_pair},
            {TechniqueId::hidden_triple, find_hidden_triple},
            {TechniqueId::cage_split, find_by_rules<TechniqueId::cage_split>},
            {TechniqueId::naked_quad, find_naked_quad},
            {TechniqueId::hidden_quad, find_hidden_quad},
            {TechniqueId::x_wing, find_x_wing},
            {TechniqueId::swordfish, find_swordfish},
            {TechniqueId::jellyfish, find_jellyfish},
            {TechniqueId::bug_plus_one, find_bug_plus_one},
            {TechniqueId::skyscraper, find_skyscraper},
            {TechniqueId::two_string_kite, find_two_string_kite},
            {TechniqueId::empty_rectangle, find_empty_rectangle},
            {TechniqueId::w_wing, find_w_wing},
            {TechniqueId::xy_wing, find_xy_wing},
            {TechniqueId::xyz_wing, find_xyz_wing},
            {TechniqueId::unique_rectangle_1, find_unique_rectangle_1},
            {TechniqueId::unique_rectangle_2, find_unique_rectangle_2},
            {TechniqueId::unique_rectangle_3, find_unique_rectangle_3},
            {TechniqueId::unique_rectangle_4, find_unique_rectangle_4},
            {TechniqueId::finned_x_wing, find_finned_x_wing},
            {TechniqueId::sashimi_x_wing, find_sashimi_x_wing},
            {TechniqueId::finned_swordfish, find_finned_swordfish},
            {TechniqueId::sashimi_swordfish, find_sashimi_swordfish},
            {TechniqueId::simple_colouring, find_simple_colouring},
            {TechniqueId::x_chain, find_x_chain},
            {TechniqueId::xy_chain, find_xy_chain},
            {TechniqueId::aic, find_aic},
            {TechniqueId::forcing_chain, find_forcing_chain},
            {TechniqueId::nested_forcing_chain, find_nested_forcing_chain},
        };
        std::vector<Technique> list;
        for (const auto& [id, find] : order) list.push_back(Technique{id, static_cast<int>(list.size()), find});
        return list;
    }();
    return catalogue;
}

const Technique& technique(TechniqueId id) {
    for (const Technique& t : techniques()) {
        if (t.id == id) return t;
    }
    throw std::invalid_argument("technique: unknown id " + std::to_string(static_cast<int>(id)));
}

std::optional<Step> next_step(const LogicState& state, int max_difficulty) {
    check_deadline();  // the caller's (gridforge/deadline.hpp): every logic solve and hint comes here per step
    for (const Technique& t : techniques()) {
        if (t.difficulty > max_difficulty) break;
        if (std::optional<Step> step = t.find(state)) return step;
    }
    return std::nullopt;
}

}  // namespace gridforge
