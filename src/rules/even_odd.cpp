// Even/odd cells: a cell marked odd (drawn as a circle) holds an odd digit, a cell marked even (a
// square) an even digit. JSON as f-puzzles writes it: "odd": [{"cell": "r1c1"}, ...] and
// "even": [{"cell": "r1c2"}, ...]; both keys are read together into one rule. Generator recipe
// "even-odd", in the decoration phase: `--marks` cells (default a quarter of the board), about half
// odd and half even, symmetric under `--symmetry`, are marked with their digit's parity in the
// solved grid.
// Source: the rule as f-puzzles and Cracking the Cryptic state it ("digits in circles are odd,
// digits in squares are even").
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/logic/state.hpp"
#include "gridforge/sketch.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

/// The odd (or even) digits of 1..size.
DigitSet parity_digits(int size, bool odd) {
    DigitSet out;
    for (Digit digit = odd ? 1 : 2; digit <= size; digit += 2) out.insert(digit);
    return out;
}

class EvenOdd final : public Rule {
public:
    /// `odd` and `even`: distinct cells of the board, none in both (the reader checks them first).
    EvenOdd(const Geometry& geometry, std::vector<Cell> odd, std::vector<Cell> even)
        : geometry_(geometry), odd_(std::move(odd)), even_(std::move(even)) {
        scope_ = odd_;
        scope_.insert(scope_.end(), even_.begin(), even_.end());
    }

    [[nodiscard]] std::string_view name() const override { return "even-odd"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    [[nodiscard]] std::span<const Cell> scope() const override { return scope_; }

    /// Every odd cell holding an even digit, then every even cell holding an odd one.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override {
        for (const bool odd : {true, false}) {
            const DigitSet wanted = parity_digits(geometry_.size(), odd);
            for (const Cell cell : odd ? odd_ : even_) {
                const Digit digit = grid.at(cell);
                if (digit == 0 || wanted.contains(digit)) continue;
                const std::string text = fmt::format("{} = {}, but it is an {} cell", geometry_.cell_name(cell), digit,
                                                     odd ? "odd" : "even");
                if (append_conflict(out, limit, Conflict{cell, cell, digit, odd ? "odd cell" : "even cell", text})) return;
            }
        }
    }

    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override { return mask(cell, grid.size()); }

    [[nodiscard]] bool satisfied(const Grid& full_grid) const override {
        for (Cell cell = 0; cell < full_grid.cell_count(); ++cell) {
            const Digit digit = full_grid.at(cell);
            if (digit < 1 || digit > full_grid.size() || !mask(cell, full_grid.size()).contains(digit)) return false;
        }
        return true;
    }

    PruneResult prune(Candidates& candidates) const override {
        PruneResult result = PruneResult::fixpoint;
        for (const bool odd : {true, false}) {
            const DigitSet wanted = parity_digits(geometry_.size(), odd);
            for (const Cell cell : odd ? odd_ : even_) {
                DigitSet& options = candidates[static_cast<std::size_t>(cell)];
                if ((options - wanted).empty()) {
                    if (options.empty()) return PruneResult::conflict;
                    continue;
                }
                options = options & wanted;
                if (options.empty()) return PruneResult::conflict;
                result = PruneResult::changed;
            }
        }
        return result;
    }

    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override {
        for (const Cell cell : odd_) puzzle["odd"].push_back({{"cell", geometry.cell_name(cell)}});
        for (const Cell cell : even_) puzzle["even"].push_back({{"cell", geometry.cell_name(cell)}});
    }

    /// A unit clause forbidding each digit of the wrong parity in each marked cell.
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override {
        const int size = geometry.size();
        for (const bool odd : {true, false}) {
            for (const Cell cell : odd ? odd_ : even_) {
                for (const Digit digit : parity_digits(size, !odd)) cnf.clauses.push_back({-cnf_variable(cell, digit, size)});
            }
        }
    }

    /// One shape per cell: a circle over several cells would be drawn as one pill.
    void draw(Sketch& sketch) const override {
        for (const Cell cell : odd_) sketch.add(SketchShape{CellShape::circle, {cell}});
        for (const Cell cell : even_) sketch.add(SketchShape{CellShape::square, {cell}});
        if (!odd_.empty()) sketch.legend("odd cells", "a circled cell holds an odd digit");
        if (!even_.empty()) sketch.legend("even cells", "a cell in a square holds an even digit");
    }

    /// Parity: the odd digits leave the even cells and the even digits the odd cells, in one step
    /// for every marked cell that still has a candidate of the wrong parity.
    [[nodiscard]] std::optional<Step> find_step(TechniqueId technique, const LogicState& state) const override {
        if (technique != TechniqueId::parity) return std::nullopt;
        Step step;
        step.technique = TechniqueId::parity;
        std::vector<std::string> clauses;
        for (const bool odd : {true, false}) {
            const DigitSet wrong = parity_digits(state.size(), !odd);
            std::vector<Cell> hit;
            for (const Cell cell : odd ? odd_ : even_) {
                if (!state.empty_at(cell) || (state.candidates(cell) & wrong).empty()) continue;
                hit.push_back(cell);
                for (const Digit digit : state.candidates(cell) & wrong) step.eliminations.push_back({cell, digit});
            }
            if (hit.empty()) continue;
            step.cells.insert(step.cells.end(), hit.begin(), hit.end());
            const bool one = hit.size() == 1;
            const std::string_view kind = odd ? "odd" : "even";
            const std::string_view shape = odd ? (one ? "a circle" : "circles") : (one ? "a square" : "squares");
            clauses.push_back(fmt::format("{} {} {} cell{} ({}), so no {} digit fits {}", wording::cells(state.geometry(), hit),
                                          one ? "is an" : "are", kind, one ? "" : "s", shape, odd ? "even" : "odd",
                                          one ? "there" : "them"));
        }
        logic_detail::tidy(step, state);
        if (step.eliminations.empty()) return std::nullopt;
        std::sort(step.cells.begin(), step.cells.end());
        step.text = "Even and odd cells: " + wording::join(clauses) + ": " + wording::removal(state.geometry(), step.eliminations) + ".";
        return step;
    }

private:
    /// The digits `cell` may hold: its parity's, or all when it is not marked.
    [[nodiscard]] DigitSet mask(Cell cell, int size) const {
        if (std::find(odd_.begin(), odd_.end(), cell) != odd_.end()) return parity_digits(size, true);
        if (std::find(even_.begin(), even_.end(), cell) != even_.end()) return parity_digits(size, false);
        return DigitSet::all(size);
    }

    Geometry geometry_;
    std::vector<Cell> odd_;
    std::vector<Cell> even_;
    std::vector<Cell> scope_;
    std::vector<House> no_houses_;
};

/// The cells of one of the keys "odd" and "even" (empty when absent): a list of {"cell": "r1c1"}.
std::vector<Cell> read_cells(const nlohmann::json& puzzle, const Geometry& geometry, int line, std::string_view key) {
    std::vector<Cell> cells;
    const auto found = puzzle.find(std::string(key));
    if (found == puzzle.end()) return cells;
    const JsonPlace place(line, key);
    if (!found->is_array()) place.fail(R"(expected a list of cells [{"cell": "r1c1"}, ...])");
    for (std::size_t i = 0; i < found->size(); ++i) {
        const nlohmann::json& entry = (*found)[i];
        const std::string item = fmt::format("{} cell {}", key, i + 1);
        if (!entry.is_object()) place.fail(item + R"(: expected an object {"cell": "r1c1"})");
        for (const auto& field : entry.items()) {
            if (field.key() != "cell") place.fail(fmt::format("{}: unknown key '{}'", item, field.key()));
        }
        const auto cell_value = entry.find("cell");
        if (cell_value == entry.end()) place.fail(item + ": 'cell' is required");
        const Cell cell = place.cell(*cell_value, geometry, item);
        if (std::find(cells.begin(), cells.end(), cell) != cells.end()) {
            place.fail(fmt::format("{}: {} appears twice", item, geometry.cell_name(cell)));
        }
        cells.push_back(cell);
    }
    return cells;
}

void read_even_odd(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    std::vector<Cell> odd = read_cells(puzzle, geometry, line, "odd");
    std::vector<Cell> even = read_cells(puzzle, geometry, line, "even");
    for (std::size_t i = 0; i < even.size(); ++i) {
        if (std::find(odd.begin(), odd.end(), even[i]) != odd.end()) {
            JsonPlace(line, "even").fail(fmt::format("even cell {}: {} is also an odd cell", i + 1, geometry.cell_name(even[i])));
        }
    }
    if (odd.empty() && even.empty()) return;
    rules.push_back(std::make_shared<EvenOdd>(geometry, std::move(odd), std::move(even)));
}

/// Marks recipe.marks cells (default: a quarter of the board), each with the parity of its digit in
/// the solution: cells are drawn at random, alternately from the odd and the even digits (whichever
/// has fewer marks so far), each with its images under recipe.symmetry, so the marks are symmetric
/// and about as many odd as even.
void decorate_even_odd(Decoration& decoration) {
    const Grid& solution = *decoration.solution;
    const Geometry& geometry = decoration.geometry;
    const int wanted = decoration.recipe.marks > 0 ? decoration.recipe.marks : solution.cell_count() / 4;
    std::vector<Cell> pools[2];  // [0]: cells holding an even digit, [1]: an odd one
    for (Cell cell = 0; cell < solution.cell_count(); ++cell) pools[solution.at(cell) % 2].push_back(cell);
    decoration.rng.shuffle(pools[0]);
    decoration.rng.shuffle(pools[1]);
    std::vector<bool> marked(static_cast<std::size_t>(solution.cell_count()), false);
    int counts[2] = {0, 0};
    std::size_t next[2] = {0, 0};
    while (counts[0] + counts[1] < wanted) {
        for (int p = 0; p < 2; ++p) {
            while (next[p] < pools[p].size() && marked[static_cast<std::size_t>(pools[p][next[p]])]) ++next[p];
        }
        const int parity = counts[1] <= counts[0] ? 1 : 0;
        const int side = next[parity] < pools[parity].size() ? parity : 1 - parity;
        if (next[side] >= pools[side].size()) break;  // every cell is marked
        for (const Cell image : symmetry_images(geometry, decoration.recipe.symmetry, pools[side][next[side]])) {
            if (marked[static_cast<std::size_t>(image)]) continue;
            marked[static_cast<std::size_t>(image)] = true;
            ++counts[solution.at(image) % 2];
        }
    }
    std::vector<Cell> odd, even;
    for (Cell cell = 0; cell < solution.cell_count(); ++cell) {
        if (marked[static_cast<std::size_t>(cell)]) (solution.at(cell) % 2 == 1 ? odd : even).push_back(cell);
    }
    decoration.rules.push_back(std::make_shared<EvenOdd>(geometry, std::move(odd), std::move(even)));
}

}  // namespace

const RuleKind& even_odd_kind() {
    static const RuleKind kind{"even/odd cells", {"odd", "even"},
                               read_even_odd, "even-odd", RecipePhase::decoration, decorate_even_odd};
    return kind;
}

}  // namespace gridforge
