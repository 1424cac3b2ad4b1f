// HoDoKu's uniqueness steps: Uniqueness Test 1-6, Hidden Rectangle, Avoidable Rectangle 1/2 and
// BUG+1 (step.hpp; HoDoKu UniquenessSolver, as read in hodoku-py solver/uniqueness.py).
//
// Rectangles start at each bivalue cell in cell order (its two digits), take a second corner in
// the same box and line (box order), then the far side line by line; corners must be empty and
// allow both digits (HoDoKu's default allowUniquenessMissingCandidates: a digit counts when no
// placed peer excludes it). Each rectangle is looked at once (from its first start). The first
// rectangle that yields the asked type gives the step. Avoidable rectangles start at placed
// non-given cells instead.
#include <algorithm>
#include <optional>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::box_of;
using classic::CellSet;
using classic::column_of;
using classic::house_cells;
using classic::kHouseCells;
using classic::Mask;
using classic::peer_cells;
using classic::popcount;
using classic::row_of;

namespace {

using Corners = std::array<int, 4>;

struct Rectangles {
    std::vector<Corners> seen;
    bool first_time(Corners corners) {
        std::sort(corners.begin(), corners.end());
        if (std::find(seen.begin(), seen.end(), corners) != seen.end()) return false;
        seen.push_back(corners);
        return true;
    }
};

void add_unique(Step& step, int cell, int digit) {
    const std::pair<int, int> candidate{cell, digit};
    if (std::find(step.eliminations.begin(), step.eliminations.end(), candidate) == step.eliminations.end()) {
        step.eliminations.push_back(candidate);
    }
}

// The first of d1, d2 with no candidate in `area`, or 0 when both have one there.
int absent_digit(const CandidateGrid& grid, const CellSet& area, int d1, int d2) {
    if ((digit_cells(grid, d1) & area).empty()) return d1;
    if ((digit_cells(grid, d2) & area).empty()) return d2;
    return 0;
}

// A step of `kind` deleting `digit` from those of `cells` holding it (in the given order), or
// nullopt when none does.
std::optional<Step> delete_digit(const CandidateGrid& grid, Kind kind, int digit, const std::vector<int>& cells) {
    Step step;
    step.kind = kind;
    for (const int cell : cells) {
        if (grid.has(cell, digit)) step.eliminations.emplace_back(cell, digit);
    }
    if (step.eliminations.empty()) return std::nullopt;
    return step;
}

bool same_line(const std::vector<int>& cells) {
    bool row = true, column = true;
    for (const int cell : cells) {
        row = row && row_of(cell) == row_of(cells[0]);
        column = column && column_of(cell) == column_of(cells[0]);
    }
    return row || column;
}

// Uniqueness Test 3: cells of `house` outside the rectangle without the rectangle's digits join
// the two extra cells until their candidates number one less than their cells (a naked subset).
std::optional<Step> ut3_search(const CandidateGrid& grid, int house_kind, int house, const std::vector<int>& pool,
                               Mask digits, std::vector<int>& members, std::size_t start) {
    for (std::size_t i = start; i < pool.size(); ++i) {
        const Mask joined = digits | grid.candidates[pool[i]];
        members.push_back(pool[i]);
        if (!(house_kind == 2 && same_line(members)) &&
            popcount(joined) == static_cast<int>(members.size()) - 1) {
            Step step;
            step.kind = Kind::uniqueness_3;
            auto eliminate_in = [&](int h) {
                for (const std::uint8_t cell : kHouseCells[h]) {
                    if (grid.value[cell] != 0 || std::find(members.begin(), members.end(), cell) != members.end()) continue;
                    const Mask hit = grid.candidates[cell] & joined;
                    for (int d = 1; d <= 9; ++d) {
                        if (hit & bit(d)) add_unique(step, cell, d);
                    }
                }
            };
            eliminate_in(house);
            if (house_kind != 2) {
                const int box = box_of(members[0]);
                if (std::all_of(members.begin(), members.end(), [&](int c) { return box_of(c) == box; })) {
                    eliminate_in(18 + box);
                }
            }
            if (!step.eliminations.empty()) return step;
        }
        if (auto step = ut3_search(grid, house_kind, house, pool, joined, members, i + 1)) return step;
        members.pop_back();
    }
    return std::nullopt;
}

std::optional<Step> hidden_rectangle_from(const CandidateGrid& grid, int corner, const std::vector<int>& extra,
                                          int d1, int d2, CellSet rectangle) {
    const int line = row_of(extra[0]) != row_of(corner) ? row_of(extra[0]) : row_of(extra[1]);
    const int column = column_of(extra[0]) != column_of(corner) ? column_of(extra[0]) : column_of(extra[1]);
    for (const auto& [check, drop] : {std::pair{d1, d2}, std::pair{d2, d1}}) {
        const CellSet check_cells = digit_cells(grid, check);
        const CellSet lines = (house_cells(line) | house_cells(9 + column)).without(rectangle);
        if (!(check_cells & lines).empty()) continue;
        const int target = line * 9 + column;
        if (grid.has(target, drop)) return elimination_step(Kind::hidden_rectangle, drop, CellSet::of(target));
    }
    return std::nullopt;
}

// Every uniqueness test on one rectangle; the step of kind `want`, if this rectangle gives one.
std::optional<Step> check_rectangle(const CandidateGrid& grid, const Corners& corners, int d1, int d2, Kind want) {
    const Mask pair = bit(d1) | bit(d2);
    std::vector<int> plain, extra;
    CellSet rectangle;
    for (const int cell : corners) {
        rectangle.add(cell);
        ((grid.candidates[cell] & ~pair) == 0 ? plain : extra).push_back(cell);
    }
    const int plain_count = static_cast<int>(plain.size());
    if (want == Kind::uniqueness_1 && plain_count == 3) {
        Step step;
        step.kind = Kind::uniqueness_1;
        for (const int d : {d1, d2}) {
            if (grid.has(extra[0], d)) step.eliminations.emplace_back(extra[0], d);
        }
        if (!step.eliminations.empty()) return step;
    }
    if ((want == Kind::uniqueness_2 || want == Kind::uniqueness_5) && (plain_count == 1 || plain_count == 2)) {
        Mask added = 0;
        CellSet seeing = CellSet::all();
        for (const int cell : extra) {
            added = static_cast<Mask>(added | (grid.candidates[cell] & ~pair));
            if (popcount(added) > 1) break;
            seeing &= peer_cells(cell);
        }
        if (popcount(added) == 1) {
            const int digit = classic::first_digit(added);
            const CellSet gone = digit_cells(grid, digit) & seeing.without(rectangle);
            if (!gone.empty()) {
                const int a = extra[0], b = extra[1];
                const bool aligned = row_of(a) == row_of(b) || column_of(a) == column_of(b);
                const Kind kind = extra.size() <= 2 && aligned ? Kind::uniqueness_2 : Kind::uniqueness_5;
                if (kind == want) {
                    return elimination_step(kind, digit, gone);
                }
            }
        }
    }
    if (plain_count == 2) {
        const int a = extra[0], b = extra[1];
        if (want == Kind::uniqueness_3) {
            Mask digits = 0;
            for (const int cell : extra) digits = static_cast<Mask>(digits | (grid.candidates[cell] & ~pair));
            const int houses_of[3] = {row_of(a) == row_of(b) ? row_of(a) : -1,
                                      column_of(a) == column_of(b) ? 9 + column_of(a) : -1,
                                      box_of(a) == box_of(b) ? 18 + box_of(a) : -1};
            for (int kind = 0; kind < 3; ++kind) {
                if (houses_of[kind] < 0) continue;
                std::vector<int> pool;
                for (const std::uint8_t cell : kHouseCells[houses_of[kind]]) {
                    if (rectangle.has(cell) || grid.value[cell] != 0 || grid.has(cell, d1) || grid.has(cell, d2) ||
                        grid.candidates[cell] == 0) {
                        continue;
                    }
                    pool.push_back(cell);
                }
                std::vector<int> members = extra;
                if (auto step = ut3_search(grid, kind, houses_of[kind], pool, digits, members, 0)) return step;
            }
        }
        if (want == Kind::uniqueness_4 && (row_of(a) == row_of(b) || column_of(a) == column_of(b))) {
            const int absent = absent_digit(grid, peer_cells(a) & peer_cells(b), d1, d2);
            if (absent != 0) {
                if (auto step = delete_digit(grid, Kind::uniqueness_4, absent == d1 ? d2 : d1, extra)) return step;
            }
        }
        if (want == Kind::uniqueness_6 && row_of(a) != row_of(b) && column_of(a) != column_of(b)) {
            const CellSet lines = (house_cells(row_of(a)) | house_cells(row_of(b)) | house_cells(9 + column_of(a)) |
                                 house_cells(9 + column_of(b))).without(rectangle);
            const int absent = absent_digit(grid, lines, d1, d2);
            if (absent != 0) {
                if (auto step = delete_digit(grid, Kind::uniqueness_6, absent, {std::min(a, b), std::max(a, b)})) return step;
            }
        }
    }
    if (want == Kind::hidden_rectangle && (plain_count == 1 || plain_count == 2)) {
        if (plain_count == 2) {
            if (row_of(plain[0]) != row_of(plain[1]) && column_of(plain[0]) != column_of(plain[1])) {
                for (const int corner : plain) {
                    if (auto step = hidden_rectangle_from(grid, corner, extra, d1, d2, rectangle)) return step;
                }
            }
        } else if (auto step = hidden_rectangle_from(grid, plain[0], extra, d1, d2, rectangle)) {
            return step;
        }
    }
    return std::nullopt;
}

// Digits each empty cell allows, judged by placed digits only (HoDoKu candidatesAllowed).
std::array<Mask, 81> allowed_digits(const CandidateGrid& grid) {
    std::array<Mask, 81> allowed{};
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] != 0) continue;
        Mask mask = classic::kAllDigits;
        for (const std::uint8_t peer : classic::kPeers[cell]) {
            if (grid.value[peer] != 0) mask &= static_cast<Mask>(~bit(grid.value[peer]));
        }
        allowed[cell] = mask;
    }
    return allowed;
}

// The rectangles from corner `start`: a second corner in start's box and row or column (box
// order) that `second_ok` accepts, then the two far corners along the lines of start and second,
// outside start's box, line by line. Returns the first step `f(second, third, fourth)` gives.
template <class SecondOk, class F>
std::optional<Step> for_each_rectangle(int start, SecondOk&& second_ok, F&& f) {
    for (const std::uint8_t second : kHouseCells[18 + box_of(start)]) {
        if (second == start) continue;
        if (row_of(second) != row_of(start) && column_of(second) != column_of(start)) continue;
        if (!second_ok(second)) continue;
        const bool in_row = row_of(second) == row_of(start);
        const int line1 = in_row ? 9 + column_of(start) : row_of(start);
        const int line2 = in_row ? 9 + column_of(second) : row_of(second);
        for (int idx = 0; idx < 9; ++idx) {
            const int third = kHouseCells[line1][idx];
            const int fourth = kHouseCells[line2][idx];
            if (box_of(third) == box_of(start)) continue;
            if (auto step = f(second, third, fourth)) return step;
        }
    }
    return std::nullopt;
}

std::optional<Step> find_rectangle(const CandidateGrid& grid, Kind want) {
    const auto allowed = allowed_digits(grid);
    Rectangles rectangles;
    for (int start = 0; start < 81; ++start) {
        if (grid.value[start] != 0 || popcount(grid.candidates[start]) != 2) continue;
        const int d1 = classic::first_digit(grid.candidates[start]);
        const int d2 = classic::first_digit(grid.candidates[start] & static_cast<Mask>(~bit(d1)));
        const Mask pair = bit(d1) | bit(d2);
        auto fits = [&](int cell) { return (allowed[cell] & pair) == pair; };
        auto second_ok = [&](int second) { return grid.value[second] == 0 && fits(second); };
        auto step = for_each_rectangle(start, second_ok, [&](int second, int third, int fourth) -> std::optional<Step> {
            if (grid.value[third] != 0 || grid.value[fourth] != 0) return std::nullopt;
            if (!fits(third) || !fits(fourth)) return std::nullopt;
            const Corners corners{start, second, third, fourth};
            if (!rectangles.first_time(corners)) return std::nullopt;
            return check_rectangle(grid, corners, d1, d2, want);
        });
        if (step) return step;
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_uniqueness(const CandidateGrid& grid, int type) {
    static const Kind kKinds[7] = {Kind::uniqueness_1, Kind::uniqueness_1, Kind::uniqueness_2, Kind::uniqueness_3,
                                   Kind::uniqueness_4, Kind::uniqueness_5, Kind::uniqueness_6};
    return find_rectangle(grid, kKinds[type]);
}

std::optional<Step> find_hidden_rectangle(const CandidateGrid& grid) { return find_rectangle(grid, Kind::hidden_rectangle); }

std::optional<Step> find_avoidable_rectangle(const CandidateGrid& grid, const std::array<bool, 81>& givens, int type) {
    const Kind want = type == 1 ? Kind::avoidable_rectangle_1 : Kind::avoidable_rectangle_2;
    auto placed = [&](int cell) { return grid.value[cell] != 0 && !givens[cell]; };
    Rectangles rectangles;
    for (int start = 0; start < 81; ++start) {
        if (!placed(start)) continue;
        const int d1 = grid.value[start];
        auto found = for_each_rectangle(start, placed, [&](int second, int third, int fourth) -> std::optional<Step> {
            const int d2 = grid.value[second];
            const int v3 = grid.value[third], v4 = grid.value[fourth];
            const bool bi3 = popcount(grid.candidates[third]) == 2, bi4 = popcount(grid.candidates[fourth]) == 2;
            const bool case1 = v3 == d2 && !givens[third] && v4 == 0 && grid.has(fourth, d1) && bi4;
            const bool case2 = v4 == d1 && !givens[fourth] && v3 == 0 && grid.has(third, d2) && bi3;
            const bool case3 = v3 == 0 && grid.has(third, d2) && bi3 && v4 == 0 && grid.has(fourth, d1) && bi4;
            if (!case1 && !case2 && !case3) return std::nullopt;
            if (!rectangles.first_time(Corners{start, second, third, fourth})) return std::nullopt;
            Step step;
            if (v3 != 0 || v4 != 0) {
                step.kind = Kind::avoidable_rectangle_1;
                if (v3 != 0) {
                    if (grid.has(fourth, d1)) step.eliminations.emplace_back(fourth, d1);
                } else if (grid.has(third, d2)) {
                    step.eliminations.emplace_back(third, d2);
                }
            } else {
                const Mask rest = grid.candidates[third] & static_cast<Mask>(~bit(d2));
                const int added = classic::first_digit(rest);
                if (!grid.has(fourth, added)) return std::nullopt;
                step = elimination_step(Kind::avoidable_rectangle_2, added,
                                        peer_cells(third) & peer_cells(fourth) & digit_cells(grid, added));
            }
            if (step.eliminations.empty() || step.kind != want) return std::nullopt;
            return step;
        });
        if (found) return found;
    }
    return std::nullopt;
}

std::optional<Step> find_bug_plus_1(const CandidateGrid& grid) {
    int triple = -1;
    for (int cell = 0; cell < 81; ++cell) {
        if (grid.value[cell] != 0) continue;
        const int n = popcount(grid.candidates[cell]);
        if (n > 3) return std::nullopt;
        if (n == 3) {
            if (triple != -1) return std::nullopt;
            triple = cell;
        }
    }
    if (triple == -1) return std::nullopt;
    int digit = -1;
    int found[3] = {-1, -1, -1};
    for (int house = 0; house < 27; ++house) {
        for (int d = 1; d <= 9; ++d) {
            const int n = free_count(grid, house, d);
            if (n > 3) return std::nullopt;
            if (n != 3) continue;
            const int kind = house / 9;
            if (found[kind] != -1 || (digit != -1 && digit != d)) return std::nullopt;
            digit = d;
            found[kind] = house;
        }
    }
    if (digit == -1) return std::nullopt;
    if (row_of(triple) != found[0] || 9 + column_of(triple) != found[1] || 18 + box_of(triple) != found[2]) {
        return std::nullopt;
    }
    if (!grid.has(triple, digit)) return std::nullopt;
    Step step;
    step.kind = Kind::bug_plus_1;
    for (int d = 1; d <= 9; ++d) {
        if (d != digit && grid.has(triple, d)) step.eliminations.emplace_back(triple, d);
    }
    if (step.eliminations.empty()) return std::nullopt;
    return step;
}

}  // namespace gridforge::hodoku
