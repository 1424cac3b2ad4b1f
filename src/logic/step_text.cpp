#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "logic/techniques.hpp"
#include "logic/technique_table.hpp"
#include "logic/wording.hpp"

namespace gridforge {
namespace {

struct Names {
    TechniqueId id;
    std::string_view name;
    std::string_view key;
};

constexpr std::array<Names, 49> kNames{{
    {TechniqueId::full_house, "Full house", "full_house"},
    {TechniqueId::hidden_single, "Hidden single", "hidden_single"},
    {TechniqueId::naked_single, "Naked single", "naked_single"},
    {TechniqueId::cage_combination, "Cage combinations", "cage_combination"},
    {TechniqueId::thermometer_bounds, "Thermometer bounds", "thermometer_bounds"},
    {TechniqueId::rule_elimination, "Rule elimination", "rule_elimination"},
    {TechniqueId::innies_outies, "Innies and outies", "innies_outies"},
    {TechniqueId::locked_pointing, "Locked candidates (pointing)", "locked_pointing"},
    {TechniqueId::locked_claiming, "Locked candidates (claiming)", "locked_claiming"},
    {TechniqueId::naked_pair, "Naked pair", "naked_pair"},
    {TechniqueId::naked_triple, "Naked triple", "naked_triple"},
    {TechniqueId::hidden_pair, "Hidden pair", "hidden_pair"},
    {TechniqueId::hidden_triple, "Hidden triple", "hidden_triple"},
    {TechniqueId::naked_quad, "Naked quad", "naked_quad"},
    {TechniqueId::hidden_quad, "Hidden quad", "hidden_quad"},
    {TechniqueId::x_wing, "X-Wing", "x_wing"},
    {TechniqueId::swordfish, "Swordfish", "swordfish"},
    {TechniqueId::jellyfish, "Jellyfish", "jellyfish"},
    {TechniqueId::bug_plus_one, "BUG+1", "bug_plus_one"},
    {TechniqueId::skyscraper, "Skyscraper", "skyscraper"},
    {TechniqueId::two_string_kite, "2-String Kite", "two_string_kite"},
    {TechniqueId::empty_rectangle, "Empty rectangle", "empty_rectangle"},
    {TechniqueId::w_wing, "W-Wing", "w_wing"},
    {TechniqueId::xy_wing, "XY-Wing", "xy_wing"},
    {TechniqueId::xyz_wing, "XYZ-Wing", "xyz_wing"},
    {TechniqueId::unique_rectangle_1, "Unique rectangle type 1", "unique_rectangle_1"},
    {TechniqueId::unique_rectangle_2, "Unique rectangle type 2", "unique_rectangle_2"},
    {TechniqueId::unique_rectangle_3, "Unique rectangle type 3", "unique_rectangle_3"},
    {TechniqueId::unique_rectangle_4, "Unique rectangle type 4", "unique_rectangle_4"},
    {TechniqueId::finned_x_wing, "Finned X-Wing", "finned_x_wing"},
    {TechniqueId::sashimi_x_wing, "Sashimi X-Wing", "sashimi_x_wing"},
    {TechniqueId::finned_swordfish, "Finned Swordfish", "finned_swordfish"},
    {TechniqueId::sashimi_swordfish, "Sashimi Swordfish", "sashimi_swordfish"},
    {TechniqueId::simple_colouring, "Simple colouring", "simple_colouring"},
    {TechniqueId::x_chain, "X-Chain", "x_chain"},
    {TechniqueId::xy_chain, "XY-Chain", "xy_chain"},
    {TechniqueId::aic, "Alternating inference chain", "aic"},
    {TechniqueId::forcing_chain, "Forcing chain", "forcing_chain"},
    {TechniqueId::nested_forcing_chain, "Nested forcing chain", "nested_forcing_chain"},
    {TechniqueId::parity, "Even and odd cells", "parity"},
    {TechniqueId::neighbour_exclusion, "Neighbour exclusion", "neighbour_exclusion"},
    {TechniqueId::arrow_sum, "Arrow sums", "arrow_sum"},
    {TechniqueId::kropki_pair, "Kropki dots", "kropki_pair"},
    {TechniqueId::xv_pair, "XV sums", "xv_pair"},
    {TechniqueId::little_killer_sum, "Little killer sums", "little_killer_sum"},
    {TechniqueId::sandwich_combination, "Sandwich combinations", "sandwich_combination"},
    {TechniqueId::cage_split, "Cage splitting", "cage_split"},
    {TechniqueId::killer_pair, "Killer pair", "killer_pair"},
    {TechniqueId::hidden_cage, "Hidden cage", "hidden_cage"},
}};

static_assert(in_technique_order(kNames));

const Names& names_of(TechniqueId id) { return kNames[static_cast<std::size_t>(id)]; }

}  // namespace

std::string_view technique_name(TechniqueId id) { return names_of(id).name; }
std::string_view technique_key(TechniqueId id) { return names_of(id).key; }

std::string cell_list(const Geometry& geometry, const std::vector<Cell>& cells) {
    std::string text;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i > 0) text += (i + 1 == cells.size()) ? " and " : ", ";
        text += geometry.cell_name(cells[i]);
    }
    return text;
}

std::string elimination_list(const Geometry& geometry, const std::vector<Candidate>& eliminations) {
    std::map<Digit, std::vector<Cell>> by_digit;
    for (const Candidate& c : eliminations) by_digit[c.digit].push_back(c.cell);
    // Digits removed from the same cells share one clause: "1 and 2 from r1c3 and r1c4".
    std::vector<std::pair<std::vector<Digit>, std::vector<Cell>>> clauses;
    for (const auto& [digit, digit_cells] : by_digit) {
        const std::vector<Cell>& cells = digit_cells;  // a structured binding cannot be captured before C++20's P1091 (clang 16)
        auto same = std::find_if(clauses.begin(), clauses.end(), [&](const auto& clause) { return clause.second == cells; });
        if (same != clauses.end()) {
            same->first.push_back(digit);
        } else {
            clauses.push_back({{digit}, cells});
        }
    }
    std::string text;
    for (const auto& [digits, cells] : clauses) {
        if (!text.empty()) text += "; ";
        for (std::size_t i = 0; i < digits.size(); ++i) {
            if (i > 0) text += (i + 1 == digits.size()) ? " and " : ", ";
            text += logic_detail::digit_text(digits[i]);
        }
        text += " from " + cell_list(geometry, cells);
    }
    return text;
}

namespace logic_detail {

bool combinations(int n, int k, const std::function<bool(const std::vector<int>&)>& visit) {
    if (k > n || k < 0) return false;
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i) pick[static_cast<std::size_t>(i)] = i;
    while (true) {
        if (visit(pick)) return true;
        int i = k - 1;
        while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i) --i;
        if (i < 0) return false;
        ++pick[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < k; ++j) pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
    }
}

std::optional<int> common_block(const LogicState& state, const std::vector<Cell>& cells) {
    if (cells.empty()) return std::nullopt;
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(cells.front())]) {
        if (is_line(state.tables().kinds[static_cast<std::size_t>(h)])) continue;
        const auto& members = state.houses()[static_cast<std::size_t>(h)].cells;
        const bool all = std::all_of(cells.begin(), cells.end(), [&](Cell c) {
            return std::find(members.begin(), members.end(), c) != members.end();
        });
        if (all) return h;
    }
    return std::nullopt;
}

std::string digit_text(Digit digit) { return std::to_string(digit); }

std::string digit_set_text(DigitSet digits) {
    std::string text = "{";
    for (Digit d : digits) text += (text.size() > 1 ? ", " : "") + digit_text(d);
    return text + "}";
}

std::vector<Cell> places(const LogicState& state, int house, Digit digit) {
    std::vector<Cell> cells;
    for (Cell cell : state.houses()[static_cast<std::size_t>(house)].cells) {
        if (state.empty_at(cell) && state.candidates(cell).contains(digit)) cells.push_back(cell);
    }
    return cells;
}

std::vector<std::vector<Cell>> strong_links(const LogicState& state, Digit digit) {
    std::vector<std::vector<Cell>> strong(static_cast<std::size_t>(state.cell_count()));
    for (int h = 0; h < static_cast<int>(state.houses().size()); ++h) {
        if (placed_in(state, h).contains(digit)) continue;
        const std::vector<Cell> p = places(state, h, digit);
        if (p.size() != 2) continue;
        strong[static_cast<std::size_t>(p[0])].push_back(p[1]);
        strong[static_cast<std::size_t>(p[1])].push_back(p[0]);
    }
    return strong;
}

DigitSet placed_in(const LogicState& state, int house) {
    DigitSet placed;
    for (Cell cell : state.houses()[static_cast<std::size_t>(house)].cells) {
        if (!state.empty_at(cell)) placed.insert(state.value(cell));
    }
    return placed;
}

void tidy(Step& step, const LogicState& state) {
    std::vector<Candidate>& e = step.eliminations;
    std::erase_if(e, [&](const Candidate& c) { return !state.empty_at(c.cell) || !state.candidates(c.cell).contains(c.digit); });
    std::sort(e.begin(), e.end());
    e.erase(std::unique(e.begin(), e.end()), e.end());
}

std::string house_text(const LogicState& state, int house) {
    return wording::house(state.houses()[static_cast<std::size_t>(house)].name);
}

std::string in_house_text(const LogicState& state, int house) {
    return wording::in(state.houses()[static_cast<std::size_t>(house)].name);
}

std::string houses_text(const LogicState& state, const std::vector<int>& houses) {
    std::vector<std::string> names;
    names.reserve(houses.size());
    for (int h : houses) names.push_back(state.houses()[static_cast<std::size_t>(h)].name);
    return wording::houses(names);
}

std::optional<int> shared_house(const LogicState& state, Cell a, Cell b) {
    std::optional<int> found;
    for (int h : state.puzzle().topology().houses_of_cell[static_cast<std::size_t>(a)]) {
        const auto& members = state.houses()[static_cast<std::size_t>(h)].cells;
        if (std::find(members.begin(), members.end(), b) == members.end()) continue;
        const HouseKind kind = state.tables().kinds[static_cast<std::size_t>(h)];
        if (kind == HouseKind::row) return h;
        if (kind == HouseKind::column || !found) found = h;
    }
    return found;
}

std::vector<Candidate> seen_by_all(const LogicState& state, Digit digit, const std::vector<Cell>& targets,
                                   const std::vector<Cell>& except) {
    std::vector<Candidate> out;
    for (Cell cell = 0; cell < state.cell_count(); ++cell) {
        if (!state.empty_at(cell) || !state.candidates(cell).contains(digit)) continue;
        if (std::find(except.begin(), except.end(), cell) != except.end()) continue;
        bool all = true;
        for (Cell t : targets) {
            if (t == cell || !state.sees(cell, t)) { all = false; break; }
        }
        if (all) out.push_back({cell, digit});
    }
    return out;
}

}  // namespace logic_detail
}  // namespace gridforge
