#include <array>
#include <stdexcept>
#include <string>

#include "gridforge/deduce/clue.hpp"

namespace gridforge::deduce {
namespace {

using F = Family;
/// Names follow the DSL of Clues by Sam where it has one [CB1, CB2, GB]; weights are docs/deduction.md §2's.
const std::array<ClueInfo, kClueTypeCount> kInfo{{
    {ClueType::has_trait, "has_trait", F::counting, 1.0, false},
    {ClueType::number_in_total, "number_of_traits", F::counting, 2.0, false},
    {ClueType::number_in_unit, "number_of_traits_in_unit", F::counting, 1.5, false},
    {ClueType::at_least_in_unit, "min_number_of_traits_in_unit", F::counting, 2.5, false},
    {ClueType::each_line_has_at_least, "all_units_have_at_least_n", F::counting, 3.0, false},
    {ClueType::total_in_units, "total_number_of_traits_in_units", F::counting, 2.5, false},
    {ClueType::more_in_unit_than_unit, "more_traits_in_unit_than_unit", F::comparison, 3.0, false},
    {ClueType::equal_in_units, "equal_number_of_traits_in_units", F::comparison, 3.0, false},
    {ClueType::more_than_opposite, "more_traits_than_traits_in_unit", F::comparison, 2.5, false},
    {ClueType::equal_to_opposite, "equal_traits_and_traits_in_unit", F::comparison, 2.0, false},
    {ClueType::has_most, "has_most_traits", F::comparison, 4.0, false},
    {ClueType::max_neighbours_in_unit, "max_number_of_traits_in_neighbors_in_unit", F::comparison, 4.0, false},
    {ClueType::units_share, "units_share_n_traits", F::spatial, 3.0, false},
    {ClueType::unit_shares_k_of_m, "unit_shares_n_out_of_n_traits", F::spatial, 3.5, true},
    {ClueType::any_in_unit_is_in_unit, "any_trait_in_unit_is_in_unit", F::spatial, 3.0, false},
    {ClueType::both_in_unit_are_in_unit, "both_traits_in_unit_are_in_unit", F::spatial, 3.0, false},
    {ClueType::only_in_unit_is_in_unit, "only_trait_in_unit_is_in_unit", F::spatial, 3.0, false},
    {ClueType::n_in_unit_have_in_direction, "n_in_unit_have_trait_in_dir", F::spatial, 3.5, false},
    {ClueType::is_one_of_n, "is_one_of_n_traits_in_unit", F::existential, 3.0, true},
    {ClueType::is_one_of_several, "is_not_only_trait_in_unit", F::existential, 3.5, true},
    {ClueType::is_the_only, "is_only_trait_in_unit", F::existential, 2.5, false},
    {ClueType::only_one_line_has_exactly, "only_one_unit_has_exactly_n_traits", F::uniqueness, 4.5, true},
    {ClueType::only_line_has_exactly, "only_unit_has_exactly_n_traits", F::uniqueness, 4.0, true},
    {ClueType::only_one_has_n_neighbours, "only_one_person_in_unit_has_exactly_n_trait_neighbors", F::uniqueness, 5.0, true},
    {ClueType::count_have_m_neighbours, "n_people_in_unit_have_m_trait_neighbors", F::uniqueness, 4.5, false},
    {ClueType::all_connected, "all_traits_are_neighbors_in_unit", F::connectivity, 3.0, false},
    {ClueType::both_connected, "both_traits_are_neighbors_in_unit", F::connectivity, 3.0, false},
    {ClueType::odd_in_unit, "odd_number_of_traits_in_unit", F::parity, 4.0, false},
    {ClueType::even_in_unit, "even_number_of_traits_in_unit", F::parity, 4.0, false},
    {ClueType::units_share_odd, "units_share_odd_n_traits", F::parity, 4.5, false},
    {ClueType::profession_in_direction, "n_professions_have_trait_in_dir", F::profession, 3.5, false},
    {ClueType::every_profession_in_direction, "every_profession_has_trait_in_dir", F::profession, 3.5, false},
    {ClueType::neighbours_in_common, "x_and_y_share_n_trait_neighbors", F::spatial, 3.0, false},
    {ClueType::neighbours_also_neighbour, "n_of_m_trait_neighbors_also_neighbor", F::spatial, 3.5, true},
    {ClueType::only_neighbour_in_direction, "only_trait_neighbor_is_in_dir", F::spatial, 3.0, false},
    {ClueType::every_profession_has_neighbour, "every_profession_has_trait_neighbor", F::profession, 3.0, false},
}};

}  // namespace

std::string_view family_name(Family family) {
    switch (family) {
        case Family::counting: return "counting";
        case Family::comparison: return "comparison";
        case Family::spatial: return "spatial";
        case Family::existential: return "existential";
        case Family::uniqueness: return "uniqueness";
        case Family::connectivity: return "connectivity";
        case Family::parity: return "parity";
        case Family::profession: return "profession";
    }
    return "";
}

const ClueInfo& clue_info(ClueType type) {
    const auto index = static_cast<std::size_t>(type);
    if (index >= kInfo.size() || kInfo[index].type != type) throw std::logic_error("clue_info: table out of order");
    return kInfo[index];
}

ClueType parse_clue_type(std::string_view name) {
    for (const ClueInfo& info : kInfo) {
        if (info.name == name) return info.type;
    }
    throw std::invalid_argument("unknown clue type '" + std::string(name) + "'");
}

const std::vector<ClueType>& all_clue_types() {
    static const std::vector<ClueType> types = [] {
        std::vector<ClueType> list;
        for (const ClueInfo& info : kInfo) list.push_back(info.type);
        return list;
    }();
    return types;
}

}  // namespace gridforge::deduce
