// ALS-XZ, ALS-XY-Wing and ALS-XY-Chain as HoDoKu 2.2.0's AlsSolver finds them with the default
// options (no overlapping ALSes, chains forward only), read in hodoku-py solver/als.py:
// - ALSes: every house (rows, columns, boxes), every set of 1..8 empty cells (depth-first from
//   each start cell) with one candidate more than cells; a cell set is kept once.
// - restricted commons (RCs): pairs (i < j) of disjoint ALSes, at most two digits each, whose
//   cells holding the digit all see each other.
// - ALS-XZ and ALS-XY-Wing return the first pattern with an elimination; the chain search
//   collects one chain per elimination set (fewest ALS cells) and takes the one with the most
//   eliminations, then the smallest weighted index sum (AlsComparator).
#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::CellSet;

namespace {

using classic::Mask;
using classic::popcount;

struct Als {
    CellSet cells;
    Mask digits = 0;
    std::array<CellSet, 10> cells_with{};     ///< ALS cells holding the digit
    std::array<CellSet, 10> buddies_with{};   ///< outside cells with the digit seeing all of cells_with
    std::array<CellSet, 10> reach_with{};     ///< cells_with | buddies_with
    CellSet buddies;                          ///< union of buddies_with
};

struct Rc {
    int als1 = 0, als2 = 0;
    int digit1 = 0, digit2 = 0;
    int actual = 0;  ///< chain search: 1 digit1 active, 2 digit2, 3 both
};

std::vector<Als> collect_alses(const CandidateGrid& grid) {
    std::vector<Als> out;
    std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
    std::array<CellSet, 10> with_digit{};
    for (int d = 1; d <= 9; ++d) with_digit[d] = digit_cells(grid, d);
    for (int h = 0; h < 27; ++h) {
        const auto& house = classic::kHouseCells[h];
        // depth-first over subsets, as SudokuStepFinder.checkAlsRecursive
        auto recurse = [&](auto&& self, int count, int start, CellSet set, Mask digits) -> void {
            ++count;
            if (count > 8) return;
            for (int i = start; i < 9; ++i) {
                const int c = house[i];
                if (grid.value[c] != 0) continue;
                CellSet next = set;
                next.add(c);
                const Mask nd = digits | grid.candidates[c];
                if (popcount(nd) - count == 1 && seen.insert({next.lo, next.hi}).second) {
                    Als a;
                    a.cells = next;
                    a.digits = nd;
                    out.push_back(a);
                }
                self(self, count, i + 1, next, nd);
            }
        };
        for (int start = 0; start < 9; ++start) recurse(recurse, 0, start, CellSet{}, 0);
    }
    for (Als& a : out) {
        for (int d = 1; d <= 9; ++d) {
            if (!(a.digits & classic::bit(d))) continue;
            a.cells_with[d] = a.cells & with_digit[d];
            a.buddies_with[d] = common_peers(a.cells_with[d]).without(a.cells) & with_digit[d];
            a.reach_with[d] = a.buddies_with[d] | a.cells_with[d];
            a.buddies |= a.buddies_with[d];
        }
    }
    return out;
}

std::vector<Rc> collect_rcs(const std::vector<Als>& alses, std::vector<int>& start, std::vector<int>& end) {
    std::vector<Rc> rcs;
    const int n = static_cast<int>(alses.size());
    start.assign(n, 0);
    end.assign(n, 0);
    for (int i = 0; i < n; ++i) {
        start[i] = static_cast<int>(rcs.size());
        const Als& a = alses[i];
        for (int j = i + 1; j < n; ++j) {
            const Als& b = alses[j];
            if (!(a.cells & b.cells).empty()) continue;
            const Mask common = a.digits & b.digits;
            if (!common) continue;
            int found = 0;
            for (int d = 1; d <= 9 && found < 2; ++d) {
                if (!(common & classic::bit(d))) continue;
                const CellSet all = a.cells_with[d] | b.cells_with[d];
                const CellSet both = a.reach_with[d] & b.reach_with[d];
                if (!all.without(both).empty()) continue;
                if (found == 0) rcs.push_back(Rc{i, j, d, 0, 0});
                else rcs.back().digit2 = d;
                ++found;
            }
        }
        end[i] = static_cast<int>(rcs.size());
    }
    return rcs;
}

/// Digits common to both ALSes except the excluded ones, removed from cells seeing all their
/// cells with that digit in both ALSes.
void common_eliminations(const Als& a, const Als& b, std::initializer_list<int> excluded,
                         std::vector<std::pair<int, int>>& out) {
    Mask digits = a.digits & b.digits;
    for (int r : excluded)
        if (r) digits &= static_cast<Mask>(~classic::bit(r));
    if (!digits || (a.buddies & b.buddies).empty()) return;
    for (int d = 1; d <= 9; ++d) {
        if (!(digits & classic::bit(d))) continue;
        (a.buddies_with[d] & b.buddies_with[d]).for_each([&](int c) { out.emplace_back(c, d); });
    }
}

void doubly_linked_eliminations(const Als& a, const Als& b, int rc1, int rc2, std::vector<std::pair<int, int>>& out) {
    const Mask rest = a.digits & static_cast<Mask>(~classic::bit(rc1)) & static_cast<Mask>(~classic::bit(rc2));
    for (int d = 1; d <= 9; ++d) {
        if (!(rest & classic::bit(d))) continue;
        a.buddies_with[d].without(b.cells).for_each([&](int c) { out.emplace_back(c, d); });
    }
}

int weighted_sum(std::vector<std::pair<int, int>> elims) {
    std::sort(elims.begin(), elims.end(),
              [](const auto& x, const auto& y) { return x.second != y.second ? x.second < y.second : x.first < y.first; });
    int total = 0, offset = 1;
    for (const auto& [c, d] : elims) {
        total += c * offset + d;
        offset += 80;
    }
    return total;
}

Step make_step(Kind kind, std::vector<std::pair<int, int>> elims) {
    Step s;
    s.kind = kind;
    s.eliminations = std::move(elims);
    return s;
}

int check_rc_digits(int c11, int c12, int c21, int c22) {
    if (c12 == 0) {
        if (c22 == 0) return c11 == c21 ? 0 : 1;
        if (c11 == c22) return 1;
        if (c11 == c21) return 2;
        return 3;
    }
    if (c22 == 0) return (c11 == c21 || c12 == c21) ? 0 : 1;
    if ((c11 == c21 && c12 == c22) || (c11 == c22 && c12 == c21)) return 0;
    if (c11 == c22 || c12 == c22) return 1;
    if (c11 == c21 || c12 == c21) return 2;
    return 3;
}

/// RestrictedCommon.checkRC: which digits of `rc` stay usable after `prev` (nullptr at the start).
bool check_rc(Rc& rc, const Rc* prev, bool first_try) {
    rc.actual = rc.digit2 == 0 ? 1 : 3;
    if (prev == nullptr) {
        if (rc.digit2 != 0) rc.actual = first_try ? 1 : 2;
        return rc.actual != 0;
    }
    if (prev->actual == 1) rc.actual = check_rc_digits(prev->digit1, 0, rc.digit1, rc.digit2);
    else if (prev->actual == 2) rc.actual = check_rc_digits(prev->digit2, 0, rc.digit1, rc.digit2);
    else if (prev->actual == 3) rc.actual = check_rc_digits(prev->digit1, prev->digit1, rc.digit1, rc.digit2);
    return rc.actual != 0;
}

class ChainSearch {
public:
    ChainSearch(std::vector<Als> alses, std::vector<Rc> rcs, std::vector<int> start, std::vector<int> end)
        : alses_(std::move(alses)), rcs_(std::move(rcs)), start_(std::move(start)), end_(std::move(end)) {}

    std::optional<Step> run() {
        in_chain_.assign(alses_.size(), 0);
        for (std::size_t i = 0; i < alses_.size(); ++i) {
            first_ = static_cast<int>(i);
            in_chain_[i] = 1;
            recurse(static_cast<int>(i), nullptr);
            in_chain_[i] = 0;
        }
        if (found_.empty()) return std::nullopt;
        const Found* best = &found_.front();
        for (const Found& f : found_) {
            if (f.elims.size() > best->elims.size() ||
                (f.elims.size() == best->elims.size() && f.weighted < best->weighted))
                best = &f;
        }
        return make_step(Kind::als_xy_chain, best->elims);
    }

private:
    static constexpr int kMaxRc = 50;
    struct Found {
        std::vector<std::pair<int, int>> elims;
        int cells = 0;
        int weighted = 0;
    };

    void recurse(int als, const Rc* last) {
        if (static_cast<int>(chain_.size()) >= kMaxRc) return;
        bool first_try = true;
        int i = start_[als];
        while (i < end_[als]) {
            Rc& rc = rcs_[i];
            if (static_cast<int>(chain_.size()) >= kMaxRc || !check_rc(rc, last, first_try) || in_chain_[rc.als2]) {
                ++i;
                first_try = true;
                continue;
            }
            chain_.push_back(rc);
            in_chain_[rc.als2] = 1;
            if (chain_.size() >= 3) record();
            const Rc copy = rc;
            recurse(rc.als2, &copy);
            in_chain_[rc.als2] = 0;
            chain_.pop_back();
            if (last == nullptr && rc.digit2 != 0 && first_try) {
                first_try = false;
            } else {
                ++i;
                first_try = true;
            }
        }
    }

    void record() {
        const Rc& first = chain_.front();
        const Rc& lastrc = chain_.back();
        int c1 = 0, c2 = 0, c3 = 0, c4 = 0;
        if (first.actual == 3) {
            c1 = first.digit1;
            c2 = first.digit2;
        } else if (first.actual == 1) {
            c1 = first.digit1;
        } else if (first.actual == 2) {
            c2 = first.digit2;
        }
        if (lastrc.actual == 1) c3 = lastrc.digit1;
        else if (lastrc.actual == 2) c3 = lastrc.digit2;
        else if (lastrc.actual == 3) {
            c3 = lastrc.digit1;
            c4 = lastrc.digit2;
        }
        std::vector<std::pair<int, int>> elims;
        common_eliminations(alses_[first_], alses_[lastrc.als2], {c1, c2, c3, c4}, elims);
        if (elims.empty()) return;
        int cells = alses_[first_].cells.size();
        for (const Rc& r : chain_) cells += alses_[r.als2].cells.size();
        std::vector<std::pair<int, int>> key = elims;
        std::sort(key.begin(), key.end());
        auto it = index_.find(key);
        if (it == index_.end()) {
            index_[key] = found_.size();
            found_.push_back(Found{elims, cells, weighted_sum(elims)});
        } else if (found_[it->second].cells > cells) {
            found_[it->second] = Found{elims, cells, weighted_sum(elims)};
        }
    }

    std::vector<Als> alses_;
    std::vector<Rc> rcs_;
    std::vector<int> start_, end_;
    std::vector<char> in_chain_;
    std::vector<Rc> chain_;
    int first_ = 0;
    std::vector<Found> found_;
    std::map<std::vector<std::pair<int, int>>, std::size_t> index_;
};

}  // namespace

std::optional<Step> find_als_xz(const CandidateGrid& grid) {
    const auto alses = collect_alses(grid);
    std::vector<int> start, end;
    const auto rcs = collect_rcs(alses, start, end);
    for (const Rc& rc : rcs) {
        const Als& a = alses[rc.als1];
        const Als& b = alses[rc.als2];
        std::vector<std::pair<int, int>> elims;
        common_eliminations(a, b, {rc.digit1}, elims);
        if (rc.digit2) {
            common_eliminations(a, b, {rc.digit2}, elims);
            doubly_linked_eliminations(a, b, rc.digit1, rc.digit2, elims);
            doubly_linked_eliminations(b, a, rc.digit1, rc.digit2, elims);
        }
        if (!elims.empty()) return make_step(Kind::als_xz, std::move(elims));
    }
    return std::nullopt;
}

std::optional<Step> find_als_xy_wing(const CandidateGrid& grid) {
    const auto alses = collect_alses(grid);
    std::vector<int> start, end;
    const auto rcs = collect_rcs(alses, start, end);
    const std::size_t n = rcs.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Rc& r1 = rcs[i];
        for (std::size_t j = i + 1; j < n; ++j) {
            const Rc& r2 = rcs[j];
            if (r1.digit2 == 0 && r2.digit2 == 0 && r1.digit1 == r2.digit1) continue;
            int a = -1, b = -1;
            if (r1.als1 == r2.als1 && r1.als2 != r2.als2) {
                a = r1.als2;
                b = r2.als2;
            } else if (r1.als1 == r2.als2 && r1.als2 != r2.als1) {
                a = r1.als2;
                b = r2.als1;
            } else if (r1.als2 == r2.als1 && r1.als1 != r2.als2) {
                a = r1.als1;
                b = r2.als2;
            } else if (r1.als2 == r2.als2 && r1.als1 != r2.als1) {
                a = r1.als1;
                b = r2.als1;
            } else {
                continue;
            }
            const Als& A = alses[a];
            const Als& B = alses[b];
            if (!(A.cells & B.cells).empty()) continue;
            const CellSet both = A.cells | B.cells;
            if (both == A.cells || both == B.cells) continue;
            std::vector<std::pair<int, int>> elims;
            common_eliminations(A, B, {r1.digit1, r1.digit2, r2.digit1, r2.digit2}, elims);
            if (!elims.empty()) return make_step(Kind::als_xy_wing, std::move(elims));
        }
    }
    return std::nullopt;
}

std::optional<Step> find_als_xy_chain(const CandidateGrid& grid) {
    auto alses = collect_alses(grid);
    std::vector<int> start, end;
    auto rcs = collect_rcs(alses, start, end);
    return ChainSearch(std::move(alses), std::move(rcs), std::move(start), std::move(end)).run();
}

}  // namespace gridforge::hodoku
