#pragma once
/// \file
/// The generator's decorators of the four original rule kinds, for their RuleKinds
/// (src/rules/rule_kind.hpp: `decorate`) to point at. Each adds its rules to `decoration.rules`.
///  - layout phase (`decoration.solution` is null; the fill obeys what they add):
///      decorate_jigsaw: replaces the rule named "boxes" by the regions of a random jigsaw
///        partition (random_jigsaw_layout; symmetric under rotate180 or rotate90 when
///        decoration.recipe.symmetry asks for one). Called with a solution (RuleKind::cuts_over_fill),
///        it cuts the regions over that grid instead (jigsaw_layout_over_grid) and adds them;
///      decorate_x: both diagonals as houses.
///  - decoration phase (`decoration.solution` is the full grid; every rule added holds on it):
///      decorate_killer: a cage layout over the whole board (grow_cages: sizes 2..recipe.max_cage,
///        1-cell cages only up to recipe.lone_cages; symmetric under recipe.symmetry), sums read
///        off the solution;
///      decorate_thermo: up to recipe.thermos straight or once-bent thermometers along rising
///        digits (lay_thermometers), at most recipe.thermo_length cells.
/// A partition that cannot be drawn throws std::runtime_error (random_jigsaw_layout); a grid no
/// partition was found over, or a cage layout that cannot keep its lone cells within the limit,
/// throws generate_detail::AttemptFailed. The generator counts both as a failed attempt.

#include "rules/rule_kind.hpp"

namespace gridforge {

void decorate_jigsaw(Decoration& decoration);
/// Whether jigsaw regions can be cut over a filled grid for `recipe` (RuleKind::cuts_over_fill):
/// not when they must be symmetric (jigsaw_layout_over_grid draws asymmetric partitions).
bool jigsaw_cuts_over_fill(const VariantRecipe& recipe);
void decorate_x(Decoration& decoration);
void decorate_killer(Decoration& decoration);
void decorate_thermo(Decoration& decoration);

}  // namespace gridforge
