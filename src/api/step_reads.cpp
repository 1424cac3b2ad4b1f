// What each technique's step looks at (step_reads.hpp), from the finders of src/logic:
//  - a pattern on houses (locked candidates, subsets, fish, skyscraper, kite, empty rectangle,
//    W-Wing, unique rectangles): every digit of its cells, and its digits in its houses; e.g. a
//    pointing pair reads where its digit lies in the box, a naked pair what its two cells hold, an
//    X-Wing where its digit lies in the base lines;
//  - a pattern of cells (XY-Wing, XYZ-Wing, XY-Chain, cage combinations, thermometer bounds):
//    every digit of its cells (a cage or thermometer prunes only its own cells, Rule::prune);
//  - one digit's strong links anywhere (simple colouring, X-Chain, AIC): every digit of its cells,
//    and its digits in every cell, since the links' houses are not listed in the step;
//  - everything else (forcing chains, BUG+1, innies and outies, rule elimination, and any
//    technique not listed here): the whole board.
// The digits of a step are those of its pattern and of its eliminations.

#include "api/step_reads.hpp"

namespace gridforge::api::hint_detail {
namespace {

enum class Scope { houses_and_cells, cells, digits_anywhere, everything };

Scope scope_of(TechniqueId id) {
    switch (id) {
        case TechniqueId::locked_pointing:
        case TechniqueId::locked_claiming:
        case TechniqueId::naked_pair:
        case TechniqueId::naked_triple:
        case TechniqueId::naked_quad:
        case TechniqueId::hidden_pair:
        case TechniqueId::hidden_triple:
        case TechniqueId::hidden_quad:
        case TechniqueId::x_wing:
        case TechniqueId::swordfish:
        case TechniqueId::jellyfish:
        case TechniqueId::finned_x_wing:
        case TechniqueId::sashimi_x_wing:
        case TechniqueId::finned_swordfish:
        case TechniqueId::sashimi_swordfish:
        case TechniqueId::skyscraper:
        case TechniqueId::two_string_kite:
        case TechniqueId::empty_rectangle:
        case TechniqueId::w_wing:
        case TechniqueId::unique_rectangle_1:
        case TechniqueId::unique_rectangle_2:
        case TechniqueId::unique_rectangle_3:
        case TechniqueId::unique_rectangle_4: return Scope::houses_and_cells;
        case TechniqueId::xy_wing:
        case TechniqueId::xyz_wing:
        case TechniqueId::xy_chain:
        case TechniqueId::cage_combination:
        case TechniqueId::thermometer_bounds: return Scope::cells;
        case TechniqueId::simple_colouring:
        case TechniqueId::x_chain:
        case TechniqueId::aic: return Scope::digits_anywhere;
        default: return Scope::everything;
    }
}

}  // namespace

Candidates step_reads(const Step& step, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const auto cells = static_cast<std::size_t>(geometry.cell_count());
    Scope scope = scope_of(step.technique);
    // A pattern technique that names no cells says too little to bound its reasoning.
    if (scope != Scope::everything && step.cells.empty()) scope = Scope::everything;
    if (scope == Scope::everything) return Candidates(cells, geometry.all_digits());

    Candidates reads(cells, DigitSet{});
    for (Cell cell : step.cells) reads[static_cast<std::size_t>(cell)] = geometry.all_digits();
    if (scope == Scope::cells) return reads;

    DigitSet digits;
    for (const Candidate& c : step.pattern) digits.insert(c.digit);
    for (const Candidate& c : step.eliminations) digits.insert(c.digit);
    if (scope == Scope::digits_anywhere) {
        for (DigitSet& set : reads) set = set | digits;
        return reads;
    }
    for (int house : step.houses) {
        for (Cell cell : puzzle.topology().houses[static_cast<std::size_t>(house)].cells) {
            reads[static_cast<std::size_t>(cell)] = reads[static_cast<std::size_t>(cell)] | digits;
        }
    }
    return reads;
}

}  // namespace gridforge::api::hint_detail
