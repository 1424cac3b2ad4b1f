// Franken fish, plain and finned, as HoDoKu 2.2.0's FishSolver finds them (getFishes with
// fishType FRANKEN, read in hodoku-py solver/fish.py: initForCandidat, the base/cover search and
// createFishStep's classification). For each digit and both orientations (rows and boxes as base,
// columns and boxes as cover; then columns and boxes as base, rows and boxes as cover), every
// combination of n base units (cells of a base unit shared with another base unit are endo fins,
// at most 2), every combination of n cover units that are not base units and meet the base; fins
// are base cells left uncovered (plus the endo fins), at most 5, none for the plain kind. The
// eliminations are covered cells outside the base (seeing every fin when finned), plus cells
// covered twice. Only fish that are Franken (not basic, not mutant) count; one per elimination
// set; the step with the most eliminations is taken (SolutionStep.compareTo), the first found
// among equals.
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::CellSet;

namespace {

constexpr int kMaxFins = 5;
constexpr int kMaxEndoFins = 2;
constexpr int kRowBit = 1, kColBit = 2, kBoxBit = 4;

int unit_bit(int unit) { return unit < 9 ? kRowBit : (unit < 18 ? kColBit : kBoxBit); }

bool is_franken(int base_bits, int cover_bits) {
    if ((base_bits == kRowBit && cover_bits == kColBit) || (base_bits == kColBit && cover_bits == kRowBit)) return false;
    return ((base_bits & ~(kRowBit | kBoxBit)) == 0 && (cover_bits & ~(kColBit | kBoxBit)) == 0) ||
           ((base_bits & ~(kColBit | kBoxBit)) == 0 && (cover_bits & ~(kRowBit | kBoxBit)) == 0);
}

struct Unit {
    CellSet cells;
    int index;
};

struct FrankenFound {
    int digit;
    CellSet elim;
};

class FrankenSearch {
public:
    FrankenSearch(const CandidateGrid& grid, int size, bool finned) : grid_(grid), n_(size), finned_(finned) {
        for (int h = 0; h < 27; ++h)
            for (int c : classic::kHouseCells[h]) house_[h].add(c);
    }

    std::optional<Step> run() {
        for (int d = 1; d <= 9; ++d) {
            digit_ = d;
            with_digit_ = digit_cells(grid_, d);
            if (with_digit_.empty()) continue;
            for (int orientation = 0; orientation < 2; ++orientation) search(orientation == 0);
        }
        if (found_.empty()) return std::nullopt;
        const FrankenFound* best = &found_.front();
        for (const FrankenFound& f : found_)
            if (f.elim.size() > best->elim.size()) best = &f;
        const Kind kind = n_ == 2 ? (finned_ ? Kind::finned_franken_x_wing : Kind::franken_x_wing)
                                  : (n_ == 3 ? (finned_ ? Kind::finned_franken_swordfish : Kind::franken_swordfish)
                                             : (finned_ ? Kind::finned_franken_jellyfish : Kind::franken_jellyfish));
        return elimination_step(kind, best->digit, best->elim);
    }

private:
    void search(bool lines) {
        base_.clear();
        cover_.clear();
        for (int i = 0; i < 27; ++i) {
            const CellSet cells = with_digit_ & house_[i];
            if (cells.empty()) continue;
            const bool size_ok = finned_ || cells.size() <= n_;
            if (i < 9) {
                if (lines) {
                    if (size_ok) base_.push_back({cells, i});
                } else {
                    cover_.push_back({cells, i});
                }
            } else if (i < 18) {
                if (lines) {
                    cover_.push_back({cells, i});
                } else if (size_ok) {
                    base_.push_back({cells, i});
                }
            } else {
                cover_.push_back({cells, i});
                if (size_ok) base_.push_back({cells, i});
            }
        }
        if (static_cast<int>(base_.size()) < n_) return;
        chosen_base_.clear();
        walk_base(0, CellSet{}, CellSet{});
    }

    void walk_base(std::size_t start, CellSet base, CellSet endo) {
        if (static_cast<int>(chosen_base_.size()) == n_) {
            try_covers(base, endo);
            return;
        }
        for (std::size_t i = start; i < base_.size(); ++i) {
            const CellSet overlap = base & base_[i].cells;
            CellSet next_endo = endo;
            if (!overlap.empty()) {
                if (!finned_) continue;
                next_endo |= overlap;
                if (next_endo.size() > kMaxEndoFins) continue;
            }
            chosen_base_.push_back(static_cast<int>(i));
            walk_base(i + 1, base | base_[i].cells, next_endo);
            chosen_base_.pop_back();
        }
    }

    void try_covers(const CellSet& base, const CellSet& endo) {
        eligible_.clear();
        for (const Unit& u : cover_) {
            bool is_base = false;
            for (int b : chosen_base_) is_base |= base_[b].index == u.index;
            if (!is_base && !(u.cells & base).empty()) eligible_.push_back(u);
        }
        if (static_cast<int>(eligible_.size()) < n_) return;
        base_bits_ = 0;
        for (int b : chosen_base_) base_bits_ |= unit_bit(base_[b].index);
        suffix_.assign(eligible_.size() + 1, CellSet{});
        for (std::size_t i = eligible_.size(); i-- > 0;) suffix_[i] = suffix_[i + 1] | eligible_[i].cells;
        chosen_cover_.clear();
        walk_cover(0, CellSet{}, CellSet{}, base, endo);
    }

    void walk_cover(std::size_t start, CellSet covered, CellSet cannibal, const CellSet& base, const CellSet& endo) {
        const int level = static_cast<int>(chosen_cover_.size()) + 1;
        for (std::size_t i = start; i + static_cast<std::size_t>(n_ - level) < eligible_.size(); ++i) {
            const CellSet next = covered | eligible_[i].cells;
            CellSet next_cannibal = cannibal | (covered & eligible_[i].cells);
            chosen_cover_.push_back(static_cast<int>(i));
            if (level < n_) {
                // base cells no later cover can reach stay fins: prune when that already breaks the
                // fin limit (a shortcut; HoDoKu rejects those fish at the end)
                const CellSet open = base.without(next);
                const CellSet stuck = open.without(suffix_[i + 1]);
                bool hopeless = !stuck.empty();
                if (finned_) {
                    const CellSet sure_fins = stuck | endo;
                    // every elimination sees every fin and lies in a cover
                    hopeless = sure_fins.size() > kMaxFins ||
                               (!sure_fins.empty() &&
                                (common_peers(sure_fins) & with_digit_ & (next | suffix_[i + 1])).empty());
                }
                if (!(finned_ && open.empty()) && !hopeless) walk_cover(i + 1, next, next_cannibal, base, endo);
            } else {
                finish(next, next_cannibal, base, endo);
            }
            chosen_cover_.pop_back();
        }
    }

    void finish(const CellSet& covered, const CellSet& cannibal, const CellSet& base, const CellSet& endo) {
        const CellSet fins = base.without(covered);
        const CellSet all_fins = fins | endo;
        if (finned_ ? all_fins.empty() : !all_fins.empty()) return;
        // candidate eliminations before the fin filter; none means no fish step
        const CellSet possible = (with_digit_ & covered).without(base) | (with_digit_ & cannibal);
        if (possible.empty()) return;
        int cover_bits = 0;
        for (int c : chosen_cover_) cover_bits |= unit_bit(eligible_[c].index);
        if (!is_franken(base_bits_, cover_bits)) return;
        CellSet elim = possible;
        if (finned_) {
            if (all_fins.size() > kMaxFins) return;
            elim &= common_peers(all_fins);
        }
        if (elim.empty()) return;
        for (const FrankenFound& f : found_)
            if (f.digit == digit_ && f.elim == elim) return;
        found_.push_back(FrankenFound{digit_, elim});
    }

    const CandidateGrid& grid_;
    int n_;
    bool finned_;
    std::array<CellSet, 27> house_{};
    int digit_ = 0;
    CellSet with_digit_;
    std::vector<Unit> base_, cover_, eligible_;
    std::vector<CellSet> suffix_;  ///< union of eligible_[i..]
    std::vector<int> chosen_base_, chosen_cover_;
    int base_bits_ = 0;
    std::vector<FrankenFound> found_;
};

}  // namespace

std::optional<Step> find_franken_fish(const CandidateGrid& grid, int size, bool finned) {
    return FrankenSearch(grid, size, finned).run();
}

}  // namespace gridforge::hodoku
