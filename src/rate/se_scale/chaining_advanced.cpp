// SE's non-trivial implications of dynamic "+" and nested chains (Chaining.java
// getAdvancedPotentials with default Settings: FCPlus 0, classic sudoku). On the grid reduced by
// the chain so far, the rules Locking(false), HiddenSet(2), NakedSet(2), Fisherman(2) and then, by
// level, Chaining(forcing chains & cycles), Chaining(multiple), Chaining(dynamic, nestingLimit) are
// tried in this order; the first rule whose hints depend on the chain (non-empty rule parents, as
// LockingHint/HiddenSetHint/NakedSetHint/ChainingHint.getRuleParents compute them) gives every
// candidate it removes as an "off" potential whose parents are those rule parents.
#include <algorithm>
#include <array>

#include "gridforge/bits.hpp"
#include "rate/se_scale/chaining_engine.hpp"

namespace gridforge::se::chaining {

using classic::bit;
using classic::kHouseCells;
using classic::Mask;

namespace {

int house_of_type(int type, int index) { return type == 0 ? 18 + index : type == 1 ? index : 9 + index; }

int bits9(unsigned mask) {
    static const auto table = [] {
        std::array<std::uint8_t, 512> t{};
        for (unsigned m = 0; m < 512; ++m) t[m] = static_cast<std::uint8_t>(gridforge::bits::popcount(m));
        return t;
    }();
    return table[mask & 511u];
}

// cross[h1][h2]: positions (in h1) of the cells h1 shares with h2
const std::array<std::array<Mask, 27>, 27>& crossings() {
    static const auto table = [] {
        std::array<std::array<Mask, 27>, 27> t{};
        for (int h1 = 0; h1 < 27; ++h1)
            for (int h2 = 0; h2 < 27; ++h2)
                for (int p = 0; p < 9; ++p)
                    for (const std::uint8_t c : kHouseCells[h2])
                        if (c == kHouseCells[h1][p]) t[h1][h2] |= static_cast<Mask>(1u << p);
        return t;
    }();
    return table;
}

// pairs i < j over 0..8 in SE's Permutations order (increasing bit patterns)
template <class F>
void for_pairs(F&& f) {
    for (int j = 1; j < 9; ++j)
        for (int i = 0; i < j; ++i) f(i, j);
}

// the pairs of for_pairs whose two members are both in `members` (bit i for i in 0..8)
template <class F>
void for_pairs_in(unsigned members, F&& f) {
    for (unsigned js = members & ~1u; js; js &= js - 1) {
        const int j = gridforge::bits::lowest(js);
        for (unsigned is = members & ((1u << j) - 1); is; is &= is - 1) f(gridforge::bits::lowest(is), j);
    }
}

struct Collector {
    const CandidateGrid& grid;
    const CandidateGrid& save;
    std::vector<Advanced>& out;
    const Mask (*places)[10];  // positions of each digit in each house, current grid
    const Mask (*saved)[10];   // same in the grid the chain started from
    std::vector<std::pair<int, int>> removable;
    std::vector<int> parents;

    // Every rule below needs a parent, a candidate the chain removed where the pattern lies; these
    // masks let the rules pass over houses and digits without one (which would find nothing).
    Mask changed_digits[27] = {};  // digits with a place removed, per house
    Mask changed_cells[27] = {};   // positions of cells with a candidate removed, per house

    Collector(const CandidateGrid& g, const CandidateGrid& s, std::vector<Advanced>& o, const Mask (*p)[10],
              const Mask (*sp)[10])
        : grid(g), save(s), out(o), places(p), saved(sp) {
        for (int h = 0; h < 27; ++h) {
            for (int d = 1; d <= 9; ++d)
                if (saved[h][d] != places[h][d]) changed_digits[h] |= bit(d);
            for (int q = 0; q < 9; ++q) {
                const int c = kHouseCells[h][q];
                if (save.candidates[c] != grid.candidates[c]) changed_cells[h] |= static_cast<Mask>(1u << q);
            }
        }
    }
    void add(int nested) {
        if (parents.empty() || removable.empty()) return;
        for (const auto& [cell, digit] : hashmap_order(removable))
            out.push_back({key_of(cell, digit, false), parents, nested});
    }
    void add_ordered(const std::vector<std::pair<int, int>>& list, int nested) {
        if (parents.empty() || list.empty()) return;
        for (const auto& [cell, digit] : list) out.push_back({key_of(cell, digit, false), parents, nested});
    }
    bool removed(int cell, int digit) const { return save.has(cell, digit) && !grid.has(cell, digit); }
};

void locking(Collector& k) {
    static const int kPairs[4][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}};
    const auto& cross = crossings();
    for (const auto& pair : kPairs) {
        for (int digit = 1; digit <= 9; ++digit) {
            for (int i1 = 0; i1 < 9; ++i1) {
                const int h1 = house_of_type(pair[0], i1);
                const Mask pos = k.places[h1][digit];
                if (bits9(pos) < 2) continue;
                // parent_pos below is within the places of the digit removed from h1
                if (!(k.changed_digits[h1] & bit(digit))) continue;
                for (int i2 = 0; i2 < 9; ++i2) {
                    const int h2 = house_of_type(pair[1], i2);
                    const Mask shared = cross[h1][h2];
                    if (!shared || (pos & ~shared)) continue;
                    const Mask gone = static_cast<Mask>(k.places[h2][digit] & ~cross[h2][h1]);
                    if (!gone) continue;
                    const Mask parent_pos = static_cast<Mask>(k.saved[h1][digit] & ~pos & ~shared);
                    if (!parent_pos) continue;
                    k.removable.clear();
                    k.parents.clear();
                    for (int p = 0; p < 9; ++p)
                        if (gone & (1u << p)) k.removable.emplace_back(kHouseCells[h2][p], digit);
                    for (int p = 0; p < 9; ++p)
                        if (parent_pos & (1u << p)) k.parents.push_back(key_of(kHouseCells[h1][p], digit, false));
                    k.add(-1);
                }
            }
        }
    }
}

int empty_cells(const CandidateGrid& g, int house) {
    int n = 0;
    for (const std::uint8_t c : kHouseCells[house]) n += g.value[c] == 0 ? 1 : 0;
    return n;
}

void hidden_pairs(Collector& k) {
    static const int kTypes[3] = {0, 2, 1};
    for (const int type : kTypes) {
        for (int index = 0; index < 9; ++index) {
            const int house = house_of_type(type, index);
            // a parent is a removed place of d1 or d2 in the house
            const Mask changed = k.changed_digits[house];
            if (!changed) continue;
            if (empty_cells(k.grid, house) <= 4) continue;
            const Mask* places = k.places[house];
            // two digits whose places (two or more each) make two cells in all have two places
            // each, the same two: only such digits are paired (in for_pairs' order)
            Mask two = 0;
            for (int d = 1; d <= 9; ++d)
                if (bits9(places[d]) == 2) two |= static_cast<Mask>(1u << (d - 1));
            for_pairs_in(two, [&](int a, int b) {
                const int d1 = a + 1, d2 = b + 1;
                if (!(changed & (bit(d1) | bit(d2)))) return;
                if (places[d1] != places[d2]) return;
                const Mask common = places[d1];
                const Mask values = static_cast<Mask>(bit(d1) | bit(d2));
                const Mask outside = static_cast<Mask>(~common & 511u);
                if (!((k.saved[house][d1] | k.saved[house][d2]) & outside)) return;  // no parent
                k.removable.clear();
                for (int p = 0; p < 9; ++p) {
                    if (!(common & (1u << p))) continue;
                    const int c = kHouseCells[house][p];
                    for (int d = 1; d <= 9; ++d)
                        if (!(values & bit(d)) && k.grid.has(c, d)) k.removable.emplace_back(c, d);
                }
                if (k.removable.empty()) return;
                k.parents.clear();
                for (int p = 0; p < 9; ++p) {
                    if (common & (1u << p)) continue;
                    const int c = kHouseCells[house][p];
                    for (const int d : {d1, d2})
                        if (k.save.has(c, d)) k.parents.push_back(key_of(c, d, false));
                }
                k.add(-1);
            });
        }
    }
}

void naked_pairs(Collector& k) {
    static const int kTypes[3] = {0, 2, 1};
    for (const int type : kTypes) {
        for (int index = 0; index < 9; ++index) {
            const int house = house_of_type(type, index);
            // a parent is a removed candidate of one of the pair's cells
            const Mask changed = k.changed_cells[house];
            if (!changed) continue;
            if (empty_cells(k.grid, house) < 4) continue;
            // only bivalue cells can pair (in for_pairs' order)
            Mask bivalue = 0;
            for (int p = 0; p < 9; ++p)
                if (bits9(k.grid.candidates[kHouseCells[house][p]]) == 2) bivalue |= static_cast<Mask>(1u << p);
            for_pairs_in(bivalue, [&](int a, int b) {
                if (!(changed & ((1u << a) | (1u << b)))) return;
                const int c1 = kHouseCells[house][a], c2 = kHouseCells[house][b];
                const Mask m1 = k.grid.candidates[c1], m2 = k.grid.candidates[c2];
                if (m1 != m2) return;
                const Mask common = m1;
                if (!((k.save.candidates[c1] | k.save.candidates[c2]) & ~common)) return;  // no parent
                k.removable.clear();
                for (const std::uint8_t c : kHouseCells[house]) {
                    if (c == c1 || c == c2) continue;
                    for (int d = 1; d <= 9; ++d)
                        if ((common & bit(d)) && k.grid.has(c, d)) k.removable.emplace_back(c, d);
                }
                if (k.removable.empty()) return;
                k.parents.clear();
                for (const int c : {c1, c2})
                    for (int d = 1; d <= 9; ++d)
                        if (k.save.has(c, d) && !(common & bit(d))) k.parents.push_back(key_of(c, d, false));
                k.add(-1);
            });
        }
    }
}

void x_wings(Collector& k) {
    int occurrences[10] = {};
    for (int c = 0; c < 81; ++c) ++occurrences[k.grid.value[c]];
    static const int kTypes[2][2] = {{2, 1}, {1, 2}};  // base, cover
    Mask allowed = 0;  // digits placed at most five times
    for (int digit = 1; digit <= 9; ++digit)
        if (occurrences[digit] + 4 <= 9) allowed |= bit(digit);
    for (const auto& types : kTypes) {
        const int base_type = types[0], cover_type = types[1];
        // per base house, the allowed digits with two places there (an X-Wing needs them in both)
        Mask two[9];
        for (int h = 0; h < 9; ++h) {
            const int house = house_of_type(base_type, h);
            two[h] = 0;
            for (int digit = 1; digit <= 9; ++digit)
                if (bits9(k.places[house][digit]) == 2) two[h] |= bit(digit);
            two[h] &= allowed;
        }
        for_pairs([&](int i, int j) {
            const int hi = house_of_type(base_type, i), hj = house_of_type(base_type, j);
            // a parent is a removed place of the digit in one of the two base houses
            const Mask digits = static_cast<Mask>(two[i] & two[j] & (k.changed_digits[hi] | k.changed_digits[hj]));
            if (!digits) return;
            for (int digit = 1; digit <= 9; ++digit) {
                if (!(digits & bit(digit))) continue;
                const Mask pi = k.places[hi][digit], pj = k.places[hj][digit];
                if (pi != pj) continue;
                const Mask common = pi;
                const Mask parent_i = static_cast<Mask>(k.saved[hi][digit] & ~pi & ~common);
                const Mask parent_j = static_cast<Mask>(k.saved[hj][digit] & ~pj & ~common);
                if (!parent_i && !parent_j) continue;
                const Mask base_set = static_cast<Mask>((1u << i) | (1u << j));
                k.removable.clear();
                for (int cover = 0; cover < 9; ++cover) {
                    if (!(common & (1u << cover))) continue;
                    const int house = house_of_type(cover_type, cover);
                    const Mask rest = static_cast<Mask>(k.places[house][digit] & ~base_set);
                    for (int p = 0; p < 9; ++p)
                        if (rest & (1u << p)) k.removable.emplace_back(kHouseCells[house][p], digit);
                }
                if (k.removable.empty()) continue;
                k.parents.clear();
                for (int t = 0; t < 2; ++t) {
                    const int house = t == 0 ? hi : hj;
                    const Mask pm = t == 0 ? parent_i : parent_j;
                    for (int p = 0; p < 9; ++p)
                        if (pm & (1u << p)) k.parents.push_back(key_of(kHouseCells[house][p], digit, false));
                }
                k.add(-1);
            }
        });
    }
}

}  // namespace

void Engine::advanced_potentials(std::vector<Advanced>& out, const Mask (*places)[10], const Mask (*saved)[10]) {
    Collector k(grid, save, out, places, saved);
    locking(k);
    if (!out.empty()) return;
    hidden_pairs(k);
    if (!out.empty()) return;
    naked_pairs(k);
    if (!out.empty()) return;
    x_wings(k);
    if (!out.empty()) return;
    if (other_rules_.empty()) {
        if (mode.level < 4) {
            if (mode.level >= 2) other_rules_.push_back(std::make_unique<Engine>(Mode{false, false, false, 0, 0}, true));
            if (mode.level >= 3) other_rules_.push_back(std::make_unique<Engine>(Mode{true, false, false, 0, 0}, true));
        } else {
            other_rules_.push_back(std::make_unique<Engine>(Mode{true, true, false, mode.nesting_limit, 0}, true));
        }
    }
    std::vector<int>& parents = k.parents;
    for (auto& rule : other_rules_) {
        // save is the grid this chain started from, which grid was reduced from
        const std::vector<ChainHint>& list = rule->hints(grid, &save);
        for (const ChainHint& h : list) {
            parents.clear();
            for (const auto& [on_key, cause] : h.rule_sources) {
                const int cell = key_cell(on_key), digit = key_digit(on_key);
                if (cause == kNakedSingle) {
                    for (int d = 1; d <= 9; ++d)
                        if (k.removed(cell, d)) {
                            const int pk = key_of(cell, d, false);
                            if (std::find(parents.begin(), parents.end(), pk) == parents.end()) parents.push_back(pk);
                        }
                } else {
                    const int type = cause == kHiddenBox ? 0 : cause == kHiddenRow ? 1 : 2;
                    for (const std::uint8_t c : kHouseCells[se_house(type, cell)])
                        if (k.removed(c, digit)) {
                            const int pk = key_of(c, digit, false);
                            if (std::find(parents.begin(), parents.end(), pk) == parents.end()) parents.push_back(pk);
                        }
                }
            }
            if (parents.empty()) continue;
            const int index = static_cast<int>(pool.nested.size());
            pool.nested.push_back(&h);
            k.add_ordered(h.removable, index);
        }
        if (!out.empty()) return;
    }
}

void Engine::trim_memo() {
    memo_.clear();
    for (auto& rule : other_rules_) rule->trim_memo();
}

}  // namespace gridforge::se::chaining
