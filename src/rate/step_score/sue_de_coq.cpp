// Sue de Coq, as HoDoKu 2.2.0's MiscellaneousSolver finds it (read in hodoku-py solver/misc.py):
// lines (rows, then columns) crossed with boxes; in each intersection of two or more empty cells,
// every 2- and 3-cell subset holding at least two candidates more than cells; then cell sets of the
// line outside the intersection, then cell sets of the box outside both, both in ascending
// subset order (a depth-first walk over cells in index order). The first pattern with an
// elimination is the step.
#include <vector>

#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

namespace {

using classic::Mask;
using classic::popcount;
using CellBits = std::vector<int>;

class SueDeCoqSearch {
public:
    explicit SueDeCoqSearch(const CandidateGrid& grid) : grid_(grid) {}

    std::optional<Step> run() {
        for (int kind = 0; kind < 2; ++kind) {
            for (int line = 0; line < 9; ++line) {
                line_house_ = kind * 9 + line;
                for (int box = 0; box < 9; ++box) {
                    box_house_ = 18 + box;
                    std::vector<int> inter;
                    for (int c : classic::kHouseCells[line_house_])
                        if (grid_.value[c] == 0 && classic::box_of(c) == box) inter.push_back(c);
                    if (inter.size() < 2) continue;
                    if (auto s = check_intersection(inter)) return s;
                }
            }
        }
        return std::nullopt;
    }

private:
    std::optional<Step> check_intersection(const std::vector<int>& cells) {
        const int n = static_cast<int>(cells.size());
        for (int i1 = 0; i1 < n - 1; ++i1) {
            for (int i2 = i1 + 1; i2 < n; ++i2) {
                const Mask cands2 = grid_.candidates[cells[i1]] | grid_.candidates[cells[i2]];
                inter_cells_ = {cells[i1], cells[i2]};
                if (popcount(cands2) - 2 >= 2) {
                    inter_cands_ = cands2;
                    if (auto s = line_sets(popcount(cands2) - 2)) return s;
                }
                for (int i3 = i2 + 1; i3 < n; ++i3) {
                    const Mask cands3 = cands2 | grid_.candidates[cells[i3]];
                    if (popcount(cands3) - 3 >= 2) {
                        inter_cells_ = {cells[i1], cells[i2], cells[i3]};
                        inter_cands_ = cands3;
                        if (auto s = line_sets(popcount(cands3) - 3)) return s;
                    }
                }
                inter_cells_ = {cells[i1], cells[i2]};
            }
        }
        return std::nullopt;
    }

    bool in(const std::vector<int>& v, int c) const {
        for (int x : v)
            if (x == c) return true;
        return false;
    }

    std::optional<Step> line_sets(int n_plus) {
        std::vector<int> source;
        for (int c : classic::kHouseCells[line_house_])
            if (grid_.value[c] == 0 && !in(inter_cells_, c)) source.push_back(c);
        line_cells_.clear();
        return walk_line(source, 0, 0, n_plus);
    }

    std::optional<Step> walk_line(const std::vector<int>& source, std::size_t pos, Mask cands, int n_plus) {
        for (std::size_t i = pos; i < source.size(); ++i) {
            const int c = source[i];
            const Mask next = cands | grid_.candidates[c];
            const int contained = popcount(next & inter_cands_);
            const Mask extra = next & static_cast<Mask>(~inter_cands_);
            const int n_extra = popcount(extra);
            line_cells_.push_back(c);
            const int level = static_cast<int>(line_cells_.size());
            if (contained > 0 && level > n_extra && level - n_extra < n_plus) {
                std::vector<int> box_source;
                for (int b : classic::kHouseCells[box_house_])
                    if (grid_.value[b] == 0 && !in(inter_cells_, b) && !in(line_cells_, b)) box_source.push_back(b);
                line_cands_ = next;
                const Mask allowed = static_cast<Mask>(~(next & static_cast<Mask>(~extra)) & classic::kAllDigits);
                box_cells_.clear();
                if (auto s = walk_box(box_source, 0, 0, allowed, n_plus - (level - n_extra))) return s;
            }
            if (auto s = walk_line(source, i + 1, next, n_plus)) return s;
            line_cells_.pop_back();
        }
        return std::nullopt;
    }

    std::optional<Step> walk_box(const std::vector<int>& source, std::size_t pos, Mask cands, Mask allowed, int n_plus) {
        for (std::size_t i = pos; i < source.size(); ++i) {
            const int c = source[i];
            if (grid_.candidates[c] & static_cast<Mask>(~allowed)) continue;
            const Mask next = cands | grid_.candidates[c];
            const int contained = popcount(next & inter_cands_);
            const int n_extra = popcount(next & static_cast<Mask>(~inter_cands_));
            box_cells_.push_back(c);
            const int level = static_cast<int>(box_cells_.size());
            if (contained > 0 && level - n_extra == n_plus) {
                if (auto s = build(next)) return s;
            }
            if (level - n_extra <= n_plus) {
                if (auto s = walk_box(source, i + 1, next, allowed, n_plus)) return s;
            }
            box_cells_.pop_back();
        }
        return std::nullopt;
    }

    std::optional<Step> build(Mask box_cands) {
        const Mask shared_extra = line_cands_ & box_cands & static_cast<Mask>(~inter_cands_);
        Step step;
        step.kind = Kind::sue_de_coq;
        const Mask box_elim = static_cast<Mask>(((inter_cands_ | box_cands) & ~line_cands_) | shared_extra);
        for (int c : classic::kHouseCells[box_house_]) {
            if (grid_.value[c] != 0 || in(inter_cells_, c) || in(box_cells_, c)) continue;
            for (int d = 1; d <= 9; ++d)
                if ((box_elim & classic::bit(d)) && grid_.has(c, d)) step.eliminations.emplace_back(c, d);
        }
        const Mask line_elim = static_cast<Mask>(((inter_cands_ | line_cands_) & ~box_cands) | shared_extra);
        for (int c : classic::kHouseCells[line_house_]) {
            if (grid_.value[c] != 0 || in(inter_cells_, c) || in(line_cells_, c)) continue;
            for (int d = 1; d <= 9; ++d)
                if ((line_elim & classic::bit(d)) && grid_.has(c, d)) step.eliminations.emplace_back(c, d);
        }
        if (step.eliminations.empty()) return std::nullopt;
        return step;
    }

    const CandidateGrid& grid_;
    int line_house_ = 0, box_house_ = 0;
    std::vector<int> inter_cells_, line_cells_, box_cells_;
    Mask inter_cands_ = 0, line_cands_ = 0;
};

}  // namespace

std::optional<Step> find_sue_de_coq(const CandidateGrid& grid) { return SueDeCoqSearch(grid).run(); }

}  // namespace gridforge::hodoku
