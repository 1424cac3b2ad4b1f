// HoDoKu's basic and finned/sashimi fish (step.hpp; HoDoKu FishSolver for the basic types, as read
// in hodoku-py solver/fish.py).
//
// Digits 1-9; for each, rows as base (columns as cover), then columns as base. Basic: base lines
// holding the digit 2..size times, combinations in lexicographic order; the base cells must span
// exactly `size` cover lines; the digit goes from the rest of the cover lines. Finned: any base
// line holding the digit; the base cells span size..size+3 cover lines; every `size` of them
// (lexicographic) leaves 1..5 fins outside; the digit goes from the cover cells outside the base
// that see every fin. Sashimi when a base line keeps at most one cell inside the cover. Eliminations
// in cell order.
#include <optional>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::CellSet;
using classic::house_cells;

namespace {

const Kind kBasic[5] = {Kind::x_wing, Kind::x_wing, Kind::x_wing, Kind::swordfish, Kind::jellyfish};
const Kind kFinned[5] = {Kind::finned_x_wing, Kind::finned_x_wing, Kind::finned_x_wing, Kind::finned_swordfish,
                         Kind::finned_jellyfish};
const Kind kSashimi[5] = {Kind::sashimi_x_wing, Kind::sashimi_x_wing, Kind::sashimi_x_wing, Kind::sashimi_swordfish,
                          Kind::sashimi_jellyfish};

// Calls f(combination) for each `size`-combination of `items` in lexicographic order until f
// returns true.
template <class F>
bool for_each_combination(const std::vector<int>& items, int size, F&& f) {
    const int n = static_cast<int>(items.size());
    if (n < size) return false;
    std::vector<int> index(size);
    for (int i = 0; i < size; ++i) index[i] = i;
    std::vector<int> chosen(size);
    while (true) {
        for (int i = 0; i < size; ++i) chosen[i] = items[index[i]];
        if (f(chosen)) return true;
        int i = size - 1;
        while (i >= 0 && index[i] == n - size + i) --i;
        if (i < 0) return false;
        ++index[i];
        for (int j = i + 1; j < size; ++j) index[j] = index[j - 1] + 1;
    }
}

// One choice of base lines for a digit: rows (base_first 0, covered by columns) or columns
// (base_first 9, covered by rows).
struct FishBase {
    int digit;
    CellSet digit_set;  ///< cells holding the digit
    int base_first;
    int cover_first;
    const std::vector<int>& lines;  ///< base lines, 0..8 within base_first
    CellSet cells;                  ///< the digit's cells in the base lines
};

// For each digit (1..9), rows then columns as base, each `size`-combination (lexicographic) of
// the lines holding the digit min_per_line..max_per_line times: the first step `f` returns.
template <class F>
std::optional<Step> search_bases(const CandidateGrid& grid, int size, int min_per_line, int max_per_line, F&& f) {
    for (int digit = 1; digit <= 9; ++digit) {
        const CellSet digit_set = digit_cells(grid, digit);
        if (digit_set.empty()) continue;
        for (const int base_first : {0, 9}) {
            std::vector<int> eligible;
            for (int u = 0; u < 9; ++u) {
                const int n = (digit_set & house_cells(base_first + u)).size();
                if (n >= min_per_line && n <= max_per_line) eligible.push_back(u);
            }
            std::optional<Step> result;
            for_each_combination(eligible, size, [&](const std::vector<int>& lines) {
                CellSet cells;
                for (const int u : lines) cells |= digit_set & house_cells(base_first + u);
                result = f(FishBase{digit, digit_set, base_first, 9 - base_first, lines, cells});
                return result.has_value();
            });
            if (result) return result;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_basic_fish(const CandidateGrid& grid, int size) {
    return search_bases(grid, size, 2, size, [&](const FishBase& base) -> std::optional<Step> {
        CellSet cover;
        int covers = 0;
        for (int c = 0; c < 9; ++c) {
            if (!(base.cells & house_cells(base.cover_first + c)).empty()) {
                cover |= house_cells(base.cover_first + c);
                ++covers;
            }
        }
        if (covers != size) return std::nullopt;
        const CellSet gone = base.digit_set & cover.without(base.cells);
        if (gone.empty()) return std::nullopt;
        return elimination_step(kBasic[size], base.digit, gone);
    });
}

std::optional<Step> find_finned_fish(const CandidateGrid& grid, int size, bool sashimi) {
    return search_bases(grid, size, 1, 9, [&](const FishBase& base) -> std::optional<Step> {
        std::vector<int> cover_lines;
        for (int c = 0; c < 9; ++c) {
            if (!(base.cells & house_cells(base.cover_first + c)).empty()) cover_lines.push_back(c);
        }
        const int n = static_cast<int>(cover_lines.size());
        if (n < size || n > size + 3) return std::nullopt;
        std::optional<Step> result;
        for_each_combination(cover_lines, size, [&](const std::vector<int>& covers) {
            CellSet cover;
            for (const int c : covers) cover |= house_cells(base.cover_first + c);
            const CellSet fins = base.cells.without(cover);
            if (fins.empty() || fins.size() > 5) return false;
            // (All conditions must hold; the cheap ones come first.)
            bool is_sashimi = false;
            for (const int u : base.lines) {
                if ((base.digit_set & house_cells(base.base_first + u) & cover).size() <= 1) {
                    is_sashimi = true;
                    break;
                }
            }
            if (is_sashimi != sashimi) return false;
            const CellSet candidates = base.digit_set & cover.without(base.cells);
            if (candidates.empty()) return false;
            const CellSet gone = candidates & classic::common_peers(fins);
            if (gone.empty()) return false;
            result = elimination_step(sashimi ? kSashimi[size] : kFinned[size], base.digit, gone);
            return true;
        });
        return result;
    });
}

}  // namespace gridforge::hodoku
