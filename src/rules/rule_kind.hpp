#pragma once
// Internal: what a kind of rule brings besides its Rule objects — reading its JSON keys and laying
// itself over a solved grid for the generator — and the registry that lists every kind. A rule's
// source file defines its Rule class and its RuleKind; rule_kinds() (registry.cpp) holds one line
// per kind. Nothing else in the engine names a concrete rule. docs/adding-a-rule.md is the recipe.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/generate_variants.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "gridforge/rng.hpp"
#include "gridforge/rule.hpp"

namespace gridforge {

class Puzzle;

/// Where a rule's JSON is read: the puzzle's line and the key, so that every message names them
/// ("line 3: JSON key 'cages': cage 2: r10c1 is outside the 9x9 board"), and the readers every
/// kind shares.
class JsonPlace {
public:
    JsonPlace(int line, std::string_view key) : line_(line), key_(key) {}

    /// An InputError (input_error.hpp) "JSON key '<key>': <reason>" at the puzzle's line.
    [[noreturn]] void fail(std::string_view reason) const;

    /// The cell `value` names ("r1c1", either case); `item` ("cage 2") prefixes every message.
    [[nodiscard]] Cell cell(const nlohmann::json& value, const Geometry& geometry, std::string_view item) const;
    /// The cells of a non-empty list of cell names.
    [[nodiscard]] std::vector<Cell> cells(const nlohmann::json& value, const Geometry& geometry,
                                          std::string_view item) const;
    /// A whole number within [low, high]; `what` names it in the message ("'sum'").
    [[nodiscard]] int integer(const nlohmann::json& value, int low, int high, std::string_view item,
                              std::string_view what) const;

    [[nodiscard]] int line() const { return line_; }
    [[nodiscard]] std::string_view key() const { return key_; }

private:
    int line_;
    std::string_view key_;
};

/// When the generator lays a kind of rule: `layout` rules shape the full grid (its fill obeys
/// them: jigsaw regions, diagonals, anti-knight); `decoration` rules are read off the solved grid
/// (cages, thermometers, dots, arrows), which satisfies them by construction.
enum class RecipePhase { layout, decoration };

/// What a kind's decorator gets. In the layout phase `solution` is null; in the decoration phase
/// it is the full grid, and every rule added must hold on it.
struct Decoration {
    const Geometry& geometry;
    const Grid* solution;
    Rng& rng;
    const VariantRecipe& recipe;
    RuleList& rules;  ///< the rules so far (rows, columns, boxes first); the decorator adds to it
};

struct RuleKind {
    /// For messages and docs: "killer cages".
    std::string_view name;
    /// The keys of the JSON form this kind reads (docs/formats.md), e.g. {"cages"}.
    std::vector<std::string_view> json_keys;
    /// Reads this kind's keys from the puzzle object `puzzle` (called only when one is present) and
    /// adds its rules to `rules` (which holds the rules read so far, rows, columns and boxes first;
    /// a kind may replace a rule: jigsaw regions replace the boxes). Throws InputError through
    /// JsonPlace naming the key and, where there is one, the item and cell.
    void (*read_json)(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules);
    /// The --variant recipe name ("killer"); empty when the generator does not lay this kind.
    std::string_view recipe;
    RecipePhase phase = RecipePhase::decoration;
    /// Lays the kind over the board (see Decoration); null when `recipe` is empty.
    void (*decorate)(Decoration& decoration);
    /// For a layout kind that replaces the boxes: whether, for this recipe, it can also be cut over
    /// a grid filled without them (`decorate` then gets the solution: jigsaw regions of distinct
    /// digits). The generator fills first when it can and the other layout rules say more than
    /// their houses, under which a layout drawn blind rarely admits a fill (jigsaw +
    /// non-consecutive). Null: never.
    bool (*cuts_over_fill)(const VariantRecipe& recipe) = nullptr;
};

/// Every kind, in the order the JSON reader applies them (regions first: they replace the boxes).
const std::vector<const RuleKind*>& rule_kinds();

/// The kind whose recipe is `name`, or nullptr.
const RuleKind* find_recipe(std::string_view name);

/// The `--variant` vocabulary of a puzzle's rules: "classic" when it has boxes, then the recipe of
/// every kind whose JSON keys its rules write, in registry order ("jigsaw", "x", "killer",
/// "anti-knight", ...). Asked of the kinds' own keys and readers, never of rule types.
std::vector<std::string> variant_recipes(const Puzzle& puzzle);

}  // namespace gridforge
