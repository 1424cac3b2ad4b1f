// Sudoku Explainer's uniqueness techniques (SukakuExplainer diuf/sudoku/solver/rules/unique):
// UniqueLoops.java with the UniqueLoop*Hint.java values (lkSudoku's UR/UL fix on, as by default),
// and BivalueUniversalGrave.java with Bug1-4Hint.java (lkSudoku's BUG fix on, as by default).
// Regions are walked in SE's type order block, row, column; cells of a region in reading order.
#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/peers.hpp"
#include "rate/se_scale/regions.hpp"

namespace gridforge::se {
namespace {

using classic::kHouseCells;
using classic::Mask;
using Cells = std::bitset<81>;

constexpr std::array<RegionType, 3> kTypes{RegionType::block, RegionType::row, RegionType::column};

// ---------------------------------------------------------------- unique loops

struct LoopHint {
    int type = 0;                // 1, 2, 3 or 4
    bool hidden = false;         // type 3: hidden set (else naked set)
    std::vector<int> loop;
    double difficulty = 0;
    int house = -1;              // type 3: the region of the set
    Mask set_values = 0;         // type 3: naked values / hidden values
    std::vector<int> set_cells;  // type 3 naked: the other cells; hidden: the positions
    std::vector<std::pair<int, int>> eliminations;
};

// UniqueLoopHint.getDifficulty, revisedRating 0: 4.5 rectangle, 4.6 loop of 6, 4.7 of 8, 5.0 longer.
double loop_base(std::size_t size) {
    double result = 4.5;
    if (size >= 10) result += 0.3;
    if (size >= 8) {
        result += 0.2;
    } else if (size >= 6) {
        result += 0.1;
    }
    return result;
}

std::string loop_name(const LoopHint& hint) {
    const std::size_t size = hint.loop.size();
    const std::string kind = size == 4 ? "Rectangle" : "Loop";
    if (size > 4) return "Unique " + kind + " " + std::to_string(size) + " type " + std::to_string(hint.type);
    return "Unique " + kind + " type " + std::to_string(hint.type);
}

// UniqueLoopHint.equals and its type 3 refinements (the values v1, v2 are not compared).
bool same_hint(const LoopHint& a, const LoopHint& b) {
    if (a.type != b.type || a.hidden != b.hidden || a.loop.size() != b.loop.size()) return false;
    for (const int cell : b.loop) {
        if (std::find(a.loop.begin(), a.loop.end(), cell) == a.loop.end()) return false;
    }
    if (a.type != 3) return true;
    return a.house == b.house && a.set_values == b.set_values && a.set_cells == b.set_cells;
}

class LoopSearch {
public:
    LoopSearch(const CandidateGrid& grid, int v1, int v2) : grid_(grid), v1_(v1), v2_(v2) {}

    std::vector<std::vector<int>> run(int start) {
        loops_.clear();
        extend(start, 2, 0, -1);
        return std::move(loops_);
    }

private:
    // UniqueLoops.checkForLoops (lkSudoku variant: the extra values are copied per branch).
    void extend(int cell, int allowed_extra, Mask extra_values, int last_type) {
        loop_.push_back(cell);
        in_loop_.set(cell);
        const Mask pair = static_cast<Mask>(classic::bit(v1_) | classic::bit(v2_));
        for (const RegionType type : kTypes) {
            if (static_cast<int>(type) == last_type) continue;
            const int house = house_of_cell(type, cell);
            for (const std::uint8_t next : kHouseCells[house]) {
                if (next == loop_.front() && loop_.size() >= 4) {
                    loops_.push_back(loop_);
                } else if (!in_loop_.test(next)) {
                    const Mask candidates = grid_.candidates[next];
                    if ((candidates & pair) != pair) continue;
                    const Mask new_extra = static_cast<Mask>((extra_values | candidates) & ~pair);
                    const int count = classic::popcount(candidates);
                    if (count == 2 || classic::popcount(new_extra) == 1 || allowed_extra > 0) {
                        extend(next, count > 2 ? allowed_extra - 1 : allowed_extra, new_extra,
                               static_cast<int>(type));
                    }
                }
            }
        }
        in_loop_.reset(cell);
        loop_.pop_back();
    }

    const CandidateGrid& grid_;
    int v1_;
    int v2_;
    std::vector<int> loop_;
    Cells in_loop_;
    std::vector<std::vector<int>> loops_;
};

// UniqueLoops.isValidLoop: every region met by the loop is met once at an even and once at an
// odd position.
bool valid_loop(const std::vector<int>& loop) {
    std::uint32_t even = 0;
    std::uint32_t odd = 0;
    bool is_odd = false;
    for (const int cell : loop) {
        for (const RegionType type : kTypes) {
            const std::uint32_t house = 1u << house_of_cell(type, cell);
            std::uint32_t& visited = is_odd ? odd : even;
            if ((visited & house) != 0) return false;
            visited |= house;
        }
        is_odd = !is_odd;
    }
    return even == odd;
}

LoopHint type2_hint(const CandidateGrid& grid, const std::vector<int>& loop, const std::vector<int>& extra_cells,
                    int v1, int v2) {
    LoopHint hint;
    hint.type = 2;
    hint.loop = loop;
    hint.difficulty = loop_base(loop.size());
    const Mask extra = static_cast<Mask>(grid.candidates[extra_cells.front()] & ~classic::bit(v1) & ~classic::bit(v2));
    const int value = classic::first_digit(extra);
    Cells common;
    common.set();
    for (const int cell : extra_cells) common &= peers_of(cell);
    for (int cell = 0; cell < 81; ++cell) {
        if (!common.test(cell)) continue;
        if (std::find(extra_cells.begin(), extra_cells.end(), cell) != extra_cells.end()) continue;
        if (grid.has(cell, value)) hint.eliminations.emplace_back(cell, value);
    }
    return hint;
}

// UniqueLoops.containsFirst: the tuple holds position i1 but not i2.
bool contains_first(unsigned positions, int i1, int i2) {
    return (positions & (1u << i1)) != 0 && (positions & (1u << i2)) == 0;
}

// UniqueLoops.createType3Hints (lkSudoku variant): naked and hidden sets made with the extra
// values of c1 and c2, by degree, then region type.
std::vector<LoopHint> type3_hints(const CandidateGrid& grid, const std::vector<int>& loop, int c1, int c2, int v1,
                                  int v2) {
    std::vector<LoopHint> result;
    const Mask pair = static_cast<Mask>(classic::bit(v1) | classic::bit(v2));
    const Mask extra = static_cast<Mask>((grid.candidates[c1] | grid.candidates[c2]) & ~pair);
    const double base = loop_base(loop.size());
    for (int degree = 2; degree <= 7; ++degree) {
        for (const RegionType type : kTypes) {
            const int house = house_of_cell(type, c1);
            if (house != house_of_cell(type, c2)) continue;
            const int empty = empty_count(grid, house);
            const int index1 = index_in_house(house, c1);
            const int index2 = index_in_house(house, c2);
            if (degree * 2 <= empty && degree >= classic::popcount(extra)) {
                for_each_subset(degree, 9, [&](unsigned positions) {
                    if (!contains_first(positions, index1, index2)) return false;
                    Mask naked = static_cast<Mask>(extra & grid.candidates[c1] & grid.candidates[c2]);
                    std::vector<int> others;
                    bool tuple_ok = true;  // CommonTuples.searchCommonTuple: each part has 2+ values
                    Mask common = 0;
                    for (int i = 0; i < 9; ++i) {
                        if ((positions & (1u << i)) == 0) continue;
                        Mask part = extra;
                        if (i != index1) {
                            const int cell = kHouseCells[house][i];
                            part = grid.candidates[cell];
                            naked |= part;
                            others.push_back(cell);
                        }
                        if (classic::popcount(part) <= 1) tuple_ok = false;
                        common |= part;
                    }
                    if (classic::popcount(naked) != degree) return false;
                    if (!tuple_ok || classic::popcount(common) != degree) return false;
                    LoopHint hint;
                    hint.type = 3;
                    hint.loop = loop;
                    hint.house = house;
                    hint.set_values = common;
                    hint.set_cells = others;
                    hint.difficulty = base + (classic::popcount(common) - 1) * 0.1;
                    for (const std::uint8_t cell : kHouseCells[house]) {
                        if (cell == c1 || cell == c2) continue;
                        if (std::find(others.begin(), others.end(), cell) != others.end()) continue;
                        for (int d = 1; d <= 9; ++d) {
                            if ((common & classic::bit(d)) != 0 && grid.has(cell, d)) hint.eliminations.emplace_back(cell, d);
                        }
                    }
                    if (!hint.eliminations.empty()) result.push_back(std::move(hint));
                    return false;
                });
            }
            if (degree * 2 < empty) {
                std::vector<int> rest;  // digits outside the loop pair and the extra values
                for (int d = 1; d <= 9; ++d) {
                    if (d != v1 && d != v2 && (extra & classic::bit(d)) == 0) rest.push_back(d);
                }
                if (degree - 2 <= static_cast<int>(rest.size())) {
                    for_each_subset(degree - 2, static_cast<int>(rest.size()), [&](unsigned chosen) {
                        Mask hidden = pair;
                        for (std::size_t i = 0; i < rest.size(); ++i) {
                            if ((chosen & (1u << i)) != 0) hidden |= classic::bit(rest[i]);
                        }
                        // CommonTuples.searchCommonTupleLight over the positions without c2.
                        Mask places = 0;
                        for (int d = 1; d <= 9; ++d) {
                            if ((hidden & classic::bit(d)) == 0) continue;
                            const Mask p = static_cast<Mask>(grid.places(house, d) & ~(1u << index2));
                            if (p == 0) return false;
                            places |= p;
                        }
                        if (classic::popcount(places) != degree) return false;
                        places = static_cast<Mask>(places & ~(1u << index1) & ~(1u << index2));
                        LoopHint hint;
                        hint.type = 3;
                        hint.hidden = true;
                        hint.loop = loop;
                        hint.house = house;
                        hint.set_values = hidden;
                        for (int i = 0; i < 9; ++i) {
                            if ((places & (1u << i)) == 0) continue;
                            hint.set_cells.push_back(i);
                            const int cell = kHouseCells[house][i];
                            if (cell == c1 || cell == c2) continue;
                            for (int d = 1; d <= 9; ++d) {
                                if ((hidden & classic::bit(d)) == 0 && grid.has(cell, d)) hint.eliminations.emplace_back(cell, d);
                            }
                        }
                        const double length = static_cast<double>(hint.set_cells.size());
                        hint.difficulty = base + (length - 1) * 0.1;
                        if (!hint.eliminations.empty()) result.push_back(std::move(hint));
                        return false;
                    });
                }
            }
        }
    }
    return result;
}

// UniqueLoops.createType4Hint: v1 or v2 confined to c1 and c2 in a region they share.
std::optional<LoopHint> type4_hint(const CandidateGrid& grid, const std::vector<int>& loop, int c1, int c2, int v1,
                                   int v2) {
    int locked1 = -1;
    int locked2 = -1;
    for (const RegionType type : kTypes) {
        const int house = house_of_cell(type, c1);
        if (house != house_of_cell(type, c2)) continue;
        bool has1 = false;
        bool has2 = false;
        for (const std::uint8_t cell : kHouseCells[house]) {
            if (cell == c1 || cell == c2) continue;
            has1 = has1 || grid.has(cell, v1);
            has2 = has2 || grid.has(cell, v2);
        }
        if (!has1) locked1 = house;
        if (!has2) locked2 = house;
    }
    int removed = 0;
    if (locked1 >= 0) {
        removed = v2;
    } else if (locked2 >= 0) {
        removed = v1;
    } else {
        return std::nullopt;
    }
    LoopHint hint;
    hint.type = 4;
    hint.loop = loop;
    hint.difficulty = loop_base(loop.size());
    hint.eliminations = {{c1, removed}, {c2, removed}};
    return hint;
}

void add_unique(std::vector<LoopHint>& result, LoopHint hint) {
    if (hint.eliminations.empty()) return;
    for (const LoopHint& other : result) {
        if (same_hint(other, hint)) return;
    }
    result.push_back(std::move(hint));
}

// ---------------------------------------------------------------- BUG

Hint bug_hint(int type, double difficulty, std::vector<std::pair<int, int>> eliminations) {
    Hint hint;
    hint.name = "BUG type " + std::to_string(type);
    hint.difficulty = difficulty;
    hint.eliminations = std::move(eliminations);
    return hint;
}

// The one region of `type` all `cells` share, or -1.
int shared_house(RegionType type, const std::vector<int>& cells) {
    int house = -1;
    for (const int cell : cells) {
        const int h = house_of_cell(type, cell);
        if (house < 0) {
            house = h;
        } else if (house != h) {
            return -1;
        }
    }
    return house;
}

// BivalueUniversalGrave.addBug4Hint.
std::optional<Hint> bug4(const CandidateGrid& grid, const std::vector<int>& bug_cells,
                         const std::array<Mask, 81>& bug_values, Mask all_bug_values) {
    const int c1 = bug_cells[0];
    const int c2 = bug_cells[1];
    const Mask common = static_cast<Mask>(grid.candidates[c1] & grid.candidates[c2] & ~all_bug_values);
    if (classic::popcount(common) != 1) return std::nullopt;
    for (const RegionType type : kTypes) {
        if (shared_house(type, bug_cells) < 0) continue;
        std::vector<std::pair<int, int>> eliminations;
        for (const int cell : {c1, c2}) {
            const Mask removable = static_cast<Mask>(grid.candidates[cell] & ~bug_values[cell] & ~common);
            for (int d = 1; d <= 9; ++d) {
                if ((removable & classic::bit(d)) != 0) eliminations.emplace_back(cell, d);
            }
        }
        return bug_hint(4, 5.7, std::move(eliminations));
    }
    return std::nullopt;
}

// BivalueUniversalGrave.addBug3Hint (lkSudoku variant: smallest degree first).
std::optional<Hint> bug3(const CandidateGrid& grid, const std::vector<int>& bug_cells, Mask all_bug_values,
                         const Cells& common_cells) {
    for (int degree = 2; degree <= 6; ++degree) {
        for (const RegionType type : kTypes) {
            const int house = shared_house(type, bug_cells);
            if (house < 0) continue;
            std::vector<int> region_cells;
            for (int cell = 0; cell < 81; ++cell) {
                if (common_cells.test(cell) && house_of_cell(type, cell) == house) region_cells.push_back(cell);
            }
            if (static_cast<int>(region_cells.size()) < degree) continue;
            std::optional<Hint> found;
            for_each_subset(degree - 1, static_cast<int>(region_cells.size()), [&](unsigned chosen) {
                Mask others = 0;
                bool tuple_ok = true;
                std::vector<int> naked_cells;
                for (std::size_t i = 0; i < region_cells.size(); ++i) {
                    if ((chosen & (1u << i)) == 0) continue;
                    const Mask candidates = grid.candidates[region_cells[i]];
                    naked_cells.push_back(region_cells[i]);
                    others |= candidates;
                    if (classic::popcount(candidates) <= 1) tuple_ok = false;
                }
                if (classic::popcount(others) != degree) return false;
                if (!tuple_ok || classic::popcount(all_bug_values) <= 1) return false;
                const Mask naked = static_cast<Mask>(others | all_bug_values);
                if (classic::popcount(naked) != degree) return false;
                std::vector<std::pair<int, int>> eliminations;
                for (const int cell : region_cells) {
                    if (std::find(naked_cells.begin(), naked_cells.end(), cell) != naked_cells.end()) continue;
                    if (std::find(bug_cells.begin(), bug_cells.end(), cell) != bug_cells.end()) continue;
                    for (int d = 1; d <= 9; ++d) {
                        if ((naked & classic::bit(d)) != 0 && grid.has(cell, d)) eliminations.emplace_back(cell, d);
                    }
                }
                if (eliminations.empty()) return false;
                found = bug_hint(3, 5.7 + (classic::popcount(naked) - 1) * 0.1, std::move(eliminations));
                return true;
            });
            if (found) return found;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Hint> find_unique_loops(const CandidateGrid& grid) {
    std::vector<LoopHint> result;
    for (int start = 0; start < 81; ++start) {
        const Mask candidates = grid.candidates[start];
        if (classic::popcount(candidates) != 2) continue;
        const int v1 = classic::first_digit(candidates);
        const int v2 = classic::first_digit(static_cast<Mask>(candidates & ~classic::bit(v1)));
        LoopSearch search(grid, v1, v2);
        for (const std::vector<int>& loop : search.run(start)) {
            if (!valid_loop(loop)) continue;
            std::vector<int> extra_cells;
            for (const int cell : loop) {
                if (classic::popcount(grid.candidates[cell]) > 2) extra_cells.push_back(cell);
            }
            if (extra_cells.size() == 1) {
                LoopHint hint;
                hint.type = 1;
                hint.loop = loop;
                hint.difficulty = loop_base(loop.size());
                hint.eliminations = {{extra_cells[0], v1}, {extra_cells[0], v2}};
                add_unique(result, std::move(hint));
            } else if (extra_cells.size() > 2) {
                add_unique(result, type2_hint(grid, loop, extra_cells, v1, v2));
            } else if (extra_cells.size() == 2) {
                const int c1 = extra_cells[0];
                const int c2 = extra_cells[1];
                const Mask pair = static_cast<Mask>(classic::bit(v1) | classic::bit(v2));
                const Mask rest = static_cast<Mask>((grid.candidates[c1] | grid.candidates[c2]) & ~pair);
                if (classic::popcount(rest) == 1) {
                    add_unique(result, type2_hint(grid, loop, extra_cells, v1, v2));
                } else if (classic::popcount(rest) >= 2) {
                    for (LoopHint& hint : type3_hints(grid, loop, c1, c2, v1, v2)) add_unique(result, std::move(hint));
                }
                if (auto hint = type4_hint(grid, loop, c1, c2, v1, v2)) add_unique(result, std::move(*hint));
            }
        }
    }
    if (result.empty()) return std::nullopt;
    // SE sorts its hints by difficulty, then type (a stable sort) and gives the first.
    std::stable_sort(result.begin(), result.end(), [](const LoopHint& a, const LoopHint& b) {
        if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
        return a.type < b.type;
    });
    const LoopHint& best = result.front();
    Hint hint;
    hint.name = loop_name(best);
    hint.difficulty = best.difficulty;
    hint.eliminations = best.eliminations;
    return hint;
}

std::optional<Hint> find_bivalue_universal_grave(const CandidateGrid& grid) {
    std::array<Mask, 81> remaining = grid.candidates;  // SE's "temp" grid, bug values removed
    std::vector<int> bug_cells;
    std::array<Mask, 81> bug_values{};
    Mask all_bug_values = 0;
    bool have_common = false;
    Cells common_cells;
    Cells extra_cells;  // lkSudoku: cells with 3+ candidates where the single odd digit sits
    bool have_extra = false;
    int only_value = 0;
    bool one_value = true;

    auto add_bug_cell = [&](int cell) {
        if (!have_common) {
            common_cells = peers_of(cell);
            have_common = true;
        } else {
            common_cells &= peers_of(cell);
        }
        for (const int bug : bug_cells) common_cells.reset(bug);
        return !(bug_cells.size() > 1 && classic::popcount(all_bug_values) > 1 && common_cells.none());
    };

    for (const RegionType type : kTypes) {
        for (int index = 0; index < 9; ++index) {
            const int house = house_of(type, index);
            for (int digit = 1; digit <= 9; ++digit) {
                const Mask places = grid.places(house, digit);
                const int count = classic::popcount(places);
                if (count == 0 || count == 2) continue;
                std::vector<int> new_cells;
                for (int i = 0; i < 9; ++i) {
                    if ((places & (1u << i)) == 0) continue;
                    const int cell = kHouseCells[house][i];
                    if (classic::popcount(grid.candidates[cell]) >= 3) new_cells.push_back(cell);
                }
                if (!have_extra) {
                    extra_cells.reset();
                    for (const int cell : new_cells) extra_cells.set(cell);
                    only_value = digit;
                    have_extra = true;
                } else if (one_value) {
                    if (only_value == digit) {
                        for (const int cell : new_cells) extra_cells.set(cell);
                    } else {
                        one_value = false;
                    }
                }
                if (new_cells.size() == 1) {
                    const int cell = new_cells[0];
                    if (std::find(bug_cells.begin(), bug_cells.end(), cell) == bug_cells.end()) bug_cells.push_back(cell);
                    bug_values[cell] |= classic::bit(digit);
                    all_bug_values |= classic::bit(digit);
                    remaining[cell] &= static_cast<Mask>(~classic::bit(digit));
                    if (!add_bug_cell(cell)) return std::nullopt;
                }
                if (new_cells.empty()) return std::nullopt;
            }
        }
    }
    if (one_value && have_extra && extra_cells.count() > bug_cells.size()) {
        for (const int bug : bug_cells) extra_cells.reset(bug);
        for (int cell = 0; cell < 81; ++cell) {
            if (!extra_cells.test(cell)) continue;
            bug_cells.push_back(cell);
            bug_values[cell] = classic::bit(only_value);
            remaining[cell] &= static_cast<Mask>(~classic::bit(only_value));
            if (!add_bug_cell(cell)) return std::nullopt;
        }
    }
    // Without the bug values every empty cell is bivalue and every digit has 0 or 2 places.
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] == 0 && classic::popcount(remaining[cell]) != 2) return std::nullopt;
    }
    for (const RegionType type : kTypes) {
        for (int index = 0; index < 9; ++index) {
            const int house = house_of(type, index);
            for (int digit = 1; digit <= 9; ++digit) {
                int count = 0;
                for (const std::uint8_t cell : kHouseCells[house]) count += (remaining[cell] & classic::bit(digit)) != 0 ? 1 : 0;
                if (count != 0 && count != 2) return std::nullopt;
            }
        }
    }
    if (bug_cells.size() == 1) {
        const int cell = bug_cells[0];
        std::vector<std::pair<int, int>> eliminations;
        for (int d = 1; d <= 9; ++d) {
            if (grid.has(cell, d) && (all_bug_values & classic::bit(d)) == 0) eliminations.emplace_back(cell, d);
        }
        return bug_hint(1, 5.6, std::move(eliminations));
    }
    if (classic::popcount(all_bug_values) == 1) {
        const int value = classic::first_digit(all_bug_values);
        if (have_common && common_cells.any()) {
            std::vector<std::pair<int, int>> eliminations;
            for (int cell = 0; cell < 81; ++cell) {
                if (common_cells.test(cell) && grid.has(cell, value)) eliminations.emplace_back(cell, value);
            }
            if (!eliminations.empty()) return bug_hint(2, 5.7, std::move(eliminations));
        }
        if (bug_cells.size() == 2) return bug4(grid, bug_cells, bug_values, all_bug_values);
        return std::nullopt;
    }
    if (have_common && common_cells.any()) {
        if (bug_cells.size() == 2) {
            if (auto hint = bug4(grid, bug_cells, bug_values, all_bug_values)) return hint;
        }
        return bug3(grid, bug_cells, all_bug_values, common_cells);
    }
    return std::nullopt;
}

}  // namespace gridforge::se
