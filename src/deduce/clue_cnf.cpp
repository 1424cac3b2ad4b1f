#include "gridforge/deduce/clue_cnf.hpp"

namespace gridforge::deduce {
namespace {

int trait_literal(Trait trait, int cell) {
    const int variable = CnfBuilder::cell_literal(cell);
    return trait == Trait::criminal ? variable : -variable;
}

std::vector<int> trait_literals(Trait trait, Mask unit) {
    std::vector<int> literals;
    for (int cell : bits::set_bits(unit)) literals.push_back(trait_literal(trait, cell));
    return literals;
}

/// #A > #B from two unary counts.
int greater(CnfBuilder& b, const std::vector<int>& ua, const std::vector<int>& ub) {
    std::vector<int> options;
    for (int k = 1; k <= static_cast<int>(ua.size()); ++k) options.push_back(b.and_of({b.at_least(ua, k), -b.at_least(ub, k)}));
    return b.or_of(options);
}

/// #A = #B from two unary counts.
int equal(CnfBuilder& b, const std::vector<int>& ua, const std::vector<int>& ub) {
    std::vector<int> levels;
    const int top = static_cast<int>(std::max(ua.size(), ub.size()));
    for (int k = 1; k <= top; ++k) levels.push_back(b.iff(b.at_least(ua, k), b.at_least(ub, k)));
    return b.and_of(levels);
}

}  // namespace

int encode_clue(const CompiledClue& clue, CnfBuilder& b) {
    const Trait t = clue.trait;
    const auto unary = [&](Mask unit) { return b.unary(trait_literals(t, unit)); };
    const auto exactly = [&](Mask unit, int n) { return b.exactly(unary(unit), n); };
    const auto lit = [&](int cell) { return trait_literal(t, cell); };
    switch (clue.type) {
        case ClueType::has_trait: return lit(clue.person);
        case ClueType::number_in_total:
        case ClueType::number_in_unit: return exactly(clue.a, clue.n);
        case ClueType::at_least_in_unit: return b.at_least(unary(clue.a), clue.n);
        case ClueType::each_line_has_at_least: {
            std::vector<int> all;
            for (Mask line : clue.group) all.push_back(b.at_least(unary(line), clue.n));
            return b.and_of(all);
        }
        case ClueType::total_in_units: {
            std::vector<int> literals = trait_literals(t, clue.a);
            for (int l : trait_literals(t, clue.b)) literals.push_back(l);
            return b.exactly(b.unary(literals), clue.n);
        }
        case ClueType::more_in_unit_than_unit: return greater(b, unary(clue.a), unary(clue.b));
        case ClueType::equal_in_units: return equal(b, unary(clue.a), unary(clue.b));
        case ClueType::more_than_opposite: return b.at_least(unary(clue.a), popcount(clue.a) / 2 + 1);
        case ClueType::equal_to_opposite:
            return popcount(clue.a) % 2 == 0 ? exactly(clue.a, popcount(clue.a) / 2) : b.constant(false);
        case ClueType::has_most: {
            const std::vector<int> own = unary(clue.a);
            std::vector<int> all;
            for (std::size_t i = 0; i < clue.group.size(); ++i) {
                if (static_cast<int>(i) != clue.own) all.push_back(greater(b, own, unary(clue.group[i])));
            }
            return b.and_of(all);
        }
        case ClueType::max_neighbours_in_unit: {
            std::vector<int> all;
            for (Mask around : clue.group) all.push_back(-b.at_least(unary(around), clue.n + 1));
            return b.and_of(all);
        }
        case ClueType::units_share:
        case ClueType::neighbours_in_common: return exactly(clue.a & clue.b, clue.n);
        case ClueType::unit_shares_k_of_m:
        case ClueType::neighbours_also_neighbour: return b.and_of({exactly(clue.a, clue.m), exactly(clue.a & clue.b, clue.n)});
        case ClueType::any_in_unit_is_in_unit: return exactly(clue.a & ~clue.b, 0);
        case ClueType::both_in_unit_are_in_unit: return b.and_of({exactly(clue.a, 2), exactly(clue.a & ~clue.b, 0)});
        case ClueType::only_in_unit_is_in_unit: return b.and_of({exactly(clue.a, 1), exactly(clue.a & ~clue.b, 0)});
        case ClueType::n_in_unit_have_in_direction: {
            std::vector<int> hits;
            for (const auto& [v, w] : clue.pairs) hits.push_back(b.and_of({trait_literal(clue.trait0, v), lit(w)}));
            return b.exactly(b.unary(hits), clue.n);
        }
        case ClueType::is_one_of_n: return b.and_of({lit(clue.person), exactly(clue.a, clue.n)});
        case ClueType::is_one_of_several: return b.and_of({lit(clue.person), b.at_least(unary(clue.a), 2)});
        case ClueType::is_the_only: return b.and_of({lit(clue.person), exactly(clue.a, 1)});
        case ClueType::only_one_line_has_exactly:
        case ClueType::only_line_has_exactly: {
            std::vector<int> hits;
            for (Mask line : clue.group) hits.push_back(exactly(line, clue.n));
            if (clue.type == ClueType::only_one_line_has_exactly) return b.exactly(b.unary(hits), 1);
            std::vector<int> all;
            for (std::size_t i = 0; i < hits.size(); ++i) all.push_back(static_cast<int>(i) == clue.own ? hits[i] : -hits[i]);
            return b.and_of(all);
        }
        case ClueType::only_one_has_n_neighbours:
        case ClueType::count_have_m_neighbours: {
            const bool only = clue.type == ClueType::only_one_has_n_neighbours;
            std::vector<int> hits;
            for (Mask around : clue.group) hits.push_back(exactly(around, only ? clue.n : clue.m));
            return b.exactly(b.unary(hits), only ? 1 : clue.n);
        }
        case ClueType::all_connected: {
            std::vector<int> all{b.or_of(trait_literals(t, clue.a))};
            const std::size_t size = clue.order.size();
            for (std::size_t i = 0; i < size; ++i) {
                for (std::size_t j = i + 1; j < size; ++j) {
                    for (std::size_t k = j + 1; k < size; ++k) {
                        all.push_back(-b.and_of({lit(clue.order[i]), -lit(clue.order[j]), lit(clue.order[k])}));
                    }
                }
            }
            return b.and_of(all);
        }
        case ClueType::both_connected: {
            std::vector<int> adjacent;
            for (const auto& [v, w] : clue.pairs) adjacent.push_back(b.and_of({lit(v), lit(w)}));
            return b.and_of({exactly(clue.a, 2), b.or_of(adjacent)});
        }
        case ClueType::odd_in_unit: return b.xor_of(trait_literals(t, clue.a));
        case ClueType::even_in_unit: return -b.xor_of(trait_literals(t, clue.a));
        case ClueType::units_share_odd: return b.xor_of(trait_literals(t, clue.a & clue.b));
        case ClueType::profession_in_direction: {
            std::vector<int> hits;
            for (const auto& pair : clue.pairs) hits.push_back(lit(pair.second));
            return b.exactly(b.unary(hits), clue.n);
        }
        case ClueType::only_neighbour_in_direction:
            if (clue.pairs.size() != 1) return b.constant(false);
            return b.and_of({exactly(clue.a, 1), lit(clue.pairs[0].second)});
        case ClueType::every_profession_has_neighbour: {
            std::vector<int> all;
            for (Mask around : clue.group) all.push_back(b.at_least(unary(around), 1));
            return b.and_of(all);
        }
        case ClueType::every_profession_in_direction: {
            if (static_cast<int>(clue.pairs.size()) != popcount(clue.a)) return b.constant(false);
            std::vector<int> all;
            for (const auto& pair : clue.pairs) all.push_back(lit(pair.second));
            return b.and_of(all);
        }
    }
    return b.constant(false);
}

Cnf encode_clues(const std::vector<CompiledClue>& clues, int cells, std::vector<int>* literals) {
    CnfBuilder builder(cells);
    for (const CompiledClue& clue : clues) {
        const int literal = encode_clue(clue, builder);
        builder.add_clause({literal});
        if (literals) literals->push_back(literal);
    }
    return builder.cnf();
}

}  // namespace gridforge::deduce
