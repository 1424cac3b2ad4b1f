// The technique family a graded hint names at level 1 ("think of a fish"): one table for every
// front end, so the web player never keeps its own. The families follow HoDoKu's grouping of its
// techniques (hodoku.sourceforge.net, "Solving techniques"), with the variant rules beside them.

#include "gridforge/api.hpp"

namespace gridforge::api {

std::string_view technique_family(TechniqueId id) {
    // No default: a technique added to TechniqueId must be given its family here (-Wswitch).
    switch (id) {
        case TechniqueId::full_house:
        case TechniqueId::hidden_single:
        case TechniqueId::naked_single: return "singles";
        case TechniqueId::cage_combination:
        case TechniqueId::innies_outies:
        case TechniqueId::cage_split:
        case TechniqueId::killer_pair:
        case TechniqueId::hidden_cage: return "cages";
        case TechniqueId::thermometer_bounds: return "thermometers";
        case TechniqueId::arrow_sum: return "arrows";
        case TechniqueId::kropki_pair:
        case TechniqueId::xv_pair: return "dots";
        case TechniqueId::little_killer_sum:
        case TechniqueId::sandwich_combination: return "outside sums";
        case TechniqueId::parity:
        case TechniqueId::neighbour_exclusion:
        case TechniqueId::rule_elimination: return "variant rules";
        case TechniqueId::locked_pointing:
        case TechniqueId::locked_claiming: return "intersections";
        case TechniqueId::naked_pair:
        case TechniqueId::naked_triple:
        case TechniqueId::hidden_pair:
        case TechniqueId::hidden_triple:
        case TechniqueId::naked_quad:
        case TechniqueId::hidden_quad: return "subsets";
        case TechniqueId::x_wing:
        case TechniqueId::swordfish:
        case TechniqueId::jellyfish:
        case TechniqueId::finned_x_wing:
        case TechniqueId::sashimi_x_wing:
        case TechniqueId::finned_swordfish:
        case TechniqueId::sashimi_swordfish: return "fish";
        case TechniqueId::skyscraper:
        case TechniqueId::two_string_kite:
        case TechniqueId::empty_rectangle: return "single-digit patterns";
        case TechniqueId::w_wing:
        case TechniqueId::xy_wing:
        case TechniqueId::xyz_wing: return "wings";
        case TechniqueId::bug_plus_one:
        case TechniqueId::unique_rectangle_1:
        case TechniqueId::unique_rectangle_2:
        case TechniqueId::unique_rectangle_3:
        case TechniqueId::unique_rectangle_4: return "uniqueness";
        case TechniqueId::simple_colouring: return "colouring";
        case TechniqueId::x_chain:
        case TechniqueId::xy_chain:
        case TechniqueId::aic: return "chains";
        case TechniqueId::forcing_chain:
        case TechniqueId::nested_forcing_chain: return "forcing chains";
    }
    return "chains";  // not reached: every enumerator is listed above
}

}  // namespace gridforge::api
