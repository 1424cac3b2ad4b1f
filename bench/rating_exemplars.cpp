#include "rating_exemplars.hpp"

#include <map>

namespace bench {

std::vector<std::string> equivalent_techniques(const std::string& label) {
    static const std::map<std::string, std::vector<std::string>> table{
        {"Locked_Candidate_Type_1", {"locked_pointing"}},
        {"Locked_Candidate_Type_2", {"locked_claiming"}},
        // A locked pair/triple is a naked subset in a box and a line at once.
        {"Locked_Pair", {"naked_pair", "locked_pointing"}},
        {"Locked_Triple", {"naked_triple", "locked_pointing"}},
        {"Naked_Pair", {"naked_pair"}},
        {"Naked_Triple", {"naked_triple"}},
        {"Naked_Quadruple", {"naked_quad"}},
        {"Hidden_Pair", {"hidden_pair"}},
        {"Hidden_Triple", {"hidden_triple"}},
        {"Hidden_Quadruple", {"hidden_quad"}},
        {"X-Wing", {"x_wing"}},
        {"Swordfish", {"swordfish"}},
        {"Jellyfish", {"jellyfish"}},
        {"Finned_X-Wing", {"finned_x_wing", "sashimi_x_wing"}},
        {"Sashimi_X-Wing", {"sashimi_x_wing", "finned_x_wing"}},
        {"Finned_Swordfish", {"finned_swordfish", "sashimi_swordfish"}},
        {"Sashimi_Swordfish", {"sashimi_swordfish", "finned_swordfish"}},
        {"Skyscraper", {"skyscraper"}},
        {"2-String_Kite", {"two_string_kite"}},
        {"Empty_Rectangle", {"empty_rectangle"}},
        {"Turbot_Fish", {"skyscraper", "two_string_kite", "empty_rectangle", "x_chain"}},
        {"Simple_Colors", {"simple_colouring"}},
        {"Uniqueness_Test_Type_1", {"unique_rectangle_1"}},
        {"Uniqueness_Test_Type_2", {"unique_rectangle_2"}},
        {"Uniqueness_Test_Type_3", {"unique_rectangle_3"}},
        {"Uniqueness_Test_Type_4", {"unique_rectangle_4"}},
        {"Bivalue_Universal_Grave_+_1", {"bug_plus_one"}},
        {"X-Chain", {"x_chain"}},
        {"XY-Chain", {"xy_chain"}},
        // A remote pair is an XY-chain on one pair of digits.
        {"Remote_Pairs", {"xy_chain"}},
        {"Alternating_Interference_Chain", {"aic", "x_chain", "xy_chain"}},
        {"Continuous_Nice_Loop", {"aic", "x_chain", "xy_chain"}},
        {"Discontinuous_Nice_Loop", {"aic", "x_chain", "xy_chain"}},
        {"XY-Wing", {"xy_wing"}},
        {"XYZ-Wing", {"xyz_wing"}},
        {"W-Wing", {"w_wing"}},
        {"Forcing_Chain_Verity", {"forcing_chain"}},
        {"Forcing_Chain_Contradiction", {"forcing_chain"}},
    };
    const auto it = table.find(label);
    return it == table.end() ? std::vector<std::string>{} : it->second;
}

}  // namespace bench
