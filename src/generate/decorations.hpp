#pragma once
/// \file
/// The generator's decorators of the four original rule kinds, for their RuleKinds
/// (src/rules/rule_kind.hpp: `decorate`) to point at. Each adds its rules to `decoration.rules`.
///  - layout phase (`decoration.solution` is null; the fill obeys what they add):
///      decorate_jigsaw: replaces the rule named "boxes" by the regions of a random jigsaw
///        partition (random_jigsaw_layout; mirror-symmetric or rotation-symmetric when
///        decoration.recipe.symmetry asks for one and the size allows it);
///      decorate_x: both diagonals as houses.
///  - decoration phase (`decoration.solution` is the full grid; every rule added holds on it):
///      decorate_killer: a cage layout over the whole board (grow_cages: sizes 2..recipe.max_cage,
///        1-cell cages only up to recipe.lone_cages; symmetric under recipe.symmetry), sums read
///        off the solution;
///      decorate_thermo: up to recipe.thermos straight or once-bent thermometers along rising
///        digits (lay_thermometers), at most recipe.thermo_length cells.
/// Throws nothing of its own: a partition that cannot be drawn throws std::runtime_error
/// (random_jigsaw_layout), which the generator counts as a failed attempt.

#include "rules/rule_kind.hpp"

namespace gridforge {

void decorate_jigsaw(Decoration& decoration);
void decorate_x(Decoration& decoration);
void decorate_killer(Decoration& decoration);
void decorate_thermo(Decoration& decoration);

}  // namespace gridforge
