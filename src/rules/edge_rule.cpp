#include "rules/edge_rule.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <set>
#include <utility>

#include <fmt/format.h>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/logic/step.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::rules_detail {

bool orthogonal(const Geometry& geometry, Cell a, Cell b) {
    const int rows = std::abs(geometry.row_of(a) - geometry.row_of(b));
    const int columns = std::abs(geometry.column_of(a) - geometry.column_of(b));
    return rows + columns == 1;
}

std::vector<std::pair<Cell, Cell>> unmarked_pairs(const Geometry& geometry, const std::vector<Edge>& marked) {
    std::set<std::pair<Cell, Cell>> taken;
    for (const Edge& edge : marked) taken.insert(std::minmax(edge.first, edge.second));
    std::vector<std::pair<Cell, Cell>> out;
    const int size = geometry.size();
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const int row = geometry.row_of(cell);
        const int column = geometry.column_of(cell);
        if (column + 1 < size && !taken.contains({cell, cell + 1})) out.emplace_back(cell, cell + 1);
        if (row + 1 < size && !taken.contains({cell, cell + size})) out.emplace_back(cell, cell + size);
    }
    return out;
}

std::string digit_range(DigitSet digits) {
    if (digits.size() >= 3) {
        const Digit low = digits.lowest();
        const Digit high = low + digits.size() - 1;
        if (digits == (DigitSet::all(high) - DigitSet::all(low - 1))) return fmt::format("{}-{}", low, high);
    }
    return wording::digits(digits, "or");
}

EdgeRule::EdgeRule(const Geometry& geometry, std::vector<Edge> edges, std::vector<EdgeRelation> relations,
                   TechniqueId technique)
    : geometry_(geometry),
      edges_(std::move(edges)),
      relations_(std::move(relations)),
      technique_(technique),
      edges_of_cell_(static_cast<std::size_t>(geometry.cell_count())) {
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        edges_of_cell_[static_cast<std::size_t>(edges_[i].first)].push_back(i);
        edges_of_cell_[static_cast<std::size_t>(edges_[i].second)].push_back(i);
    }
    // A rule on a few cells lets a propagation skip it while they are unchanged; one that touches
    // every cell (a negative constraint) reads any cell, which an empty scope says.
    std::vector<Cell> cells;
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        if (!edges_of_cell_[static_cast<std::size_t>(cell)].empty()) cells.push_back(cell);
    }
    if (static_cast<int>(cells.size()) < geometry.cell_count()) scope_ = std::move(cells);
}

void EdgeRule::collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const {
    for (const Edge& edge : edges_) {
        const Digit a = grid.at(edge.first);
        const Digit b = grid.at(edge.second);
        if (a == 0 || b == 0 || relation_of(edge).partners[static_cast<std::size_t>(a)].contains(b)) continue;
        const std::string first = geometry_.cell_name(edge.first);
        const std::string second = geometry_.cell_name(edge.second);
        const std::string text = fmt::format("{} = {} and {} = {}, but {}", first, digit_char(a), second, digit_char(b),
                                             fmt::format(fmt::runtime(relation_of(edge).says), first, second));
        if (append_conflict(out, limit, Conflict{edge.first, edge.second, a, std::string(name()), text})) return;
    }
}

DigitSet EdgeRule::allowed(const Grid& grid, Cell cell) const {
    DigitSet out = DigitSet::all(grid.size());
    for (const std::size_t index : edges_of_cell_[static_cast<std::size_t>(cell)]) {
        const Edge& edge = edges_[index];
        const Digit other = grid.at(edge.first == cell ? edge.second : edge.first);
        if (other != 0) out = out & relation_of(edge).partners[static_cast<std::size_t>(other)];
    }
    return out;
}

bool EdgeRule::satisfied(const Grid& full_grid) const {
    return std::all_of(edges_.begin(), edges_.end(), [&](const Edge& edge) {
        return relation_of(edge).partners[static_cast<std::size_t>(full_grid.at(edge.first))].contains(full_grid.at(edge.second));
    });
}

namespace {

/// The digits of `set` that have a partner in `other` under `relation`.
DigitSet supported(DigitSet set, DigitSet other, const EdgeRelation& relation) {
    DigitSet out;
    for (const Digit digit : set) {
        if (!(relation.partners[static_cast<std::size_t>(digit)] & other).empty()) out.insert(digit);
    }
    return out;
}

}  // namespace

PruneResult EdgeRule::prune(Candidates& candidates) const {
    PruneResult result = PruneResult::fixpoint;
    for (bool again = true; again;) {
        again = false;
        for (const Edge& edge : edges_) {
            DigitSet& first = candidates[static_cast<std::size_t>(edge.first)];
            DigitSet& second = candidates[static_cast<std::size_t>(edge.second)];
            const DigitSet new_first = supported(first, second, relation_of(edge));
            const DigitSet new_second = supported(second, new_first, relation_of(edge));
            if (new_first.empty() || new_second.empty()) return PruneResult::conflict;
            if (new_first != first || new_second != second) {
                first = new_first;
                second = new_second;
                result = PruneResult::changed;
                again = true;
            }
        }
    }
    return result;
}

void EdgeRule::encode_cnf(Cnf& cnf, const Geometry& geometry) const {
    const int size = geometry.size();
    for (const Edge& edge : edges_) {
        for (Digit a = 1; a <= size; ++a) {
            for (Digit b = 1; b <= size; ++b) {
                if (relation_of(edge).partners[static_cast<std::size_t>(a)].contains(b)) continue;
                cnf.clauses.push_back({-cnf_variable(edge.first, a, size), -cnf_variable(edge.second, b, size)});
            }
        }
    }
}

std::optional<Step> EdgeRule::find_step(TechniqueId technique, const LogicState& state) const {
    if (technique != technique_) return std::nullopt;
    const Geometry& g = state.geometry();
    for (const Edge& edge : edges_) {
        if (!state.empty_at(edge.first) && !state.empty_at(edge.second)) continue;
        const EdgeRelation& relation = relation_of(edge);
        const DigitSet first = state.candidates(edge.first);
        const DigitSet second = state.candidates(edge.second);
        // One edge alone, each side against the other's candidates as they are: what a player
        // reads off the mark and the two cells.
        const DigitSet keep_first = supported(first, second, relation);
        const DigitSet keep_second = supported(second, first, relation);
        Step step;
        step.technique = technique_;
        for (const Digit digit : first - keep_first) step.eliminations.push_back({edge.first, digit});
        for (const Digit digit : second - keep_second) step.eliminations.push_back({edge.second, digit});
        logic_detail::tidy(step, state);
        if (step.eliminations.empty()) continue;
        step.cells = {edge.first, edge.second};
        const std::string first_name = g.cell_name(edge.first);
        const std::string second_name = g.cell_name(edge.second);
        // Digits that no digit at all may sit beside (a V's 5-9) go without looking at the other
        // cell: "no digit pairs with 5-9 there". The rest is read off the other cell, in the shorter
        // of two ways: by what it can be ("r2c4 is 5, so r2c3 is 4 or 6"), or by the partners the
        // lost digits would need there, which a player checks against that cell's houses without
        // pencil marks ("r2c3 cannot be 2 or 8: r2c4 would need 1, 3, 7 or 9, none of which can go
        // there").
        DigitSet alone;
        for (const Candidate& gone : step.eliminations) {
            if (relation.partners[static_cast<std::size_t>(gone.digit)].empty()) alone.insert(gone.digit);
        }
        std::vector<std::string> reasons;
        if (!alone.empty()) reasons.push_back("no digit pairs with " + digit_range(alone) + " there");
        const auto reason = [&](Cell cell, DigitSet before, DigitSet after, const std::string& name, Cell other_cell,
                                const std::string& other_name, DigitSet other) {
            const DigitSet lost = before - after - alone;
            if (!state.empty_at(cell) || lost.empty()) return;
            DigitSet needed;
            for (const Digit digit : lost) needed = needed | relation.partners[static_cast<std::size_t>(digit)];
            if (!state.empty_at(other_cell) || other.size() <= needed.size()) {
                const std::string then = after.empty() ? "nothing is left for " + name : name + " is " + digit_range(after);
                reasons.push_back(other_name + " is " + digit_range(other) + ", so " + then);
                return;
            }
            reasons.push_back(name + " cannot be " + wording::digits(lost, "or") + ": " + other_name + " would need " +
                              digit_range(needed) + (needed.size() == 1 ? ", which cannot go there" : ", none of which can go there"));
        };
        reason(edge.first, first, keep_first, first_name, edge.second, second_name, second);
        reason(edge.second, second, keep_second, second_name, edge.first, first_name, first);
        std::string because;
        for (std::size_t i = 0; i < reasons.size(); ++i) because += (i == 0 ? "" : "; ") + reasons[i];
        step.text = std::string(technique_name(technique_)) + ": " +
                    fmt::format(fmt::runtime(relation.says), first_name, second_name) + "; " + because + ": " +
                    wording::removal(g, step.eliminations) + ".";
        return step;
    }
    return std::nullopt;
}

}  // namespace gridforge::rules_detail

// ---- JSON pieces ----
namespace gridforge::rules_detail {

NegativeWords read_negative(const nlohmann::json& puzzle, int line) {
    NegativeWords words;
    const auto found = puzzle.find("negative");
    if (found == puzzle.end()) return words;
    const JsonPlace place(line, "negative");
    if (!found->is_array()) place.fail(R"(expected a list of names such as ["ratio", "difference", "xv"])");
    for (std::size_t i = 0; i < found->size(); ++i) {
        const nlohmann::json& word = (*found)[i];
        const std::string text = word.is_string() ? word.get<std::string>() : word.dump();
        if (text == "ratio") words.ratio = true;
        else if (text == "difference") words.difference = true;
        else if (text == "xv") words.xv = true;
        else place.fail(fmt::format("item {}: '{}' is not ratio, difference or xv", i + 1, text));
    }
    return words;
}

void write_negative(nlohmann::json& puzzle, const char* word) {
    nlohmann::json& list = puzzle["negative"];
    if (!list.is_array()) list = nlohmann::json::array();
    for (const nlohmann::json& present : list) {
        if (present == word) return;
    }
    list.push_back(word);
}

std::pair<Cell, Cell> read_edge_cells(const JsonPlace& place, const nlohmann::json& value, const Geometry& geometry,
                                      const std::string& item) {
    const std::vector<Cell> cells = place.cells(value, geometry, item);
    if (cells.size() != 2) place.fail(fmt::format("{}: expected 2 cells, found {}", item, cells.size()));
    if (!orthogonal(geometry, cells[0], cells[1])) {
        place.fail(fmt::format("{}: {} and {} are not orthogonal neighbours", item, geometry.cell_name(cells[0]),
                               geometry.cell_name(cells[1])));
    }
    return {cells[0], cells[1]};
}

int read_edge_value(const JsonPlace& place, const nlohmann::json& object, const std::string& item, int low, int high,
                    int fallback) {
    const auto found = object.find("value");
    if (found == object.end()) return fallback;
    if (found->is_string()) {
        const auto& text = found->get_ref<const std::string&>();
        if (text.empty()) return fallback;
        const bool digits = text.size() <= 6 && std::all_of(text.begin(), text.end(), [](char c) {
                                return std::isdigit(static_cast<unsigned char>(c)) != 0;
                            });
        if (!digits) place.fail(fmt::format("{}: 'value' \"{}\" is not a whole number", item, text));
        const int number = std::stoi(text);
        if (number < low || number > high) place.fail(fmt::format("{}: 'value' {} is outside {}..{}", item, number, low, high));
        return number;
    }
    return place.integer(*found, low, high, item, "'value'");
}

void check_item_keys(const JsonPlace& place, const nlohmann::json& object, const std::string& item,
                     std::initializer_list<const char*> allowed, const char* shape) {
    if (!object.is_object()) place.fail(fmt::format("{}: expected an object {}", item, shape));
    for (const auto& entry : object.items()) {
        const bool known = std::any_of(allowed.begin(), allowed.end(), [&](const char* key) { return entry.key() == key; });
        if (!known) place.fail(fmt::format("{}: unknown key '{}'", item, entry.key()));
    }
}

void claim_edge(const JsonPlace& place, std::vector<std::pair<std::pair<Cell, Cell>, std::string>>& marks,
                std::pair<Cell, Cell> cells, const Geometry& geometry, const std::string& item) {
    const std::pair<Cell, Cell> key = std::minmax(cells.first, cells.second);
    for (const auto& mark : marks) {
        if (mark.first == key) {
            place.fail(fmt::format("{}: {} and {} already have {}", item, geometry.cell_name(cells.first),
                                   geometry.cell_name(cells.second), mark.second));
        }
    }
    marks.emplace_back(key, item);
}

}  // namespace gridforge::rules_detail
