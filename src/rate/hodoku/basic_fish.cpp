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

#include "rate/hodoku/cells.hpp"
#include "rate/hodoku/step.hpp"

namespace gridforge::hodoku {

namespace {

const Kind kBasic[5] = {Kind::x_wing, Kind::x_wing, Kind::x_wing, Kind::swordfish, Kind::jellyfish};
const Kind kFinned[5] = {Kind::finned_x_wing, Kind::finned_x_wing, Kind::finned_x_wing, Kind::finned_swordfish,
                         Kind::finned_jellyfish};
const Kind kSashimi[5] = {Kind::sashimi_x_wing, Kind::sashimi_x_wing, Kind::sashimi_x_wing, Kind::sashimi_swordfish,
                          Kind::sashimi_jellyfish};

Step elimination_step(Kind kind, int digit, Cells cells) {
    Step step;
    step.kind = kind;
    for_each_cell(cells, [&](int cell) { step.eliminations.emplace_back(cell, digit); });
    return step;
}

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

}  // namespace

std::optional<Step> find_basic_fish(const CandidateGrid& grid, int size) {
    const auto& houses = house_set();
    for (int digit = 1; digit <= 9; ++digit) {
        const Cells digit_set = digit_cells(grid, digit);
        if (digit_set == 0) continue;
        for (const int base_first : {0, 9}) {
            const int cover_first = 9 - base_first;
            std::vector<int> eligible;
            for (int u = 0; u < 9; ++u) {
                const int n = count(digit_set & houses[base_first + u]);
                if (n >= 2 && n <= size) eligible.push_back(u);
            }
            std::optional<Step> result;
            for_each_combination(eligible, size, [&](const std::vector<int>& base) {
                Cells base_cells = 0;
                for (const int u : base) base_cells |= digit_set & houses[base_first + u];
                Cells cover = 0;
                int covers = 0;
                for (int c = 0; c < 9; ++c) {
                    if (base_cells & houses[cover_first + c]) {
                        cover |= houses[cover_first + c];
                        ++covers;
                    }
                }
                if (covers != size) return false;
                const Cells gone = digit_set & cover & ~base_cells;
                if (gone == 0) return false;
                result = elimination_step(kBasic[size], digit, gone);
                return true;
            });
            if (result) return result;
        }
    }
    return std::nullopt;
}

std::optional<Step> find_finned_fish(const CandidateGrid& grid, int size, bool sashimi) {
    const auto& houses = house_set();
    const auto& peers = buddies();
    for (int digit = 1; digit <= 9; ++digit) {
        const Cells digit_set = digit_cells(grid, digit);
        if (digit_set == 0) continue;
        for (const int base_first : {0, 9}) {
            const int cover_first = 9 - base_first;
            std::vector<int> eligible;
            for (int u = 0; u < 9; ++u) {
                if (digit_set & houses[base_first + u]) eligible.push_back(u);
            }
            std::optional<Step> result;
            for_each_combination(eligible, size, [&](const std::vector<int>& base) {
                Cells base_cells = 0;
                for (const int u : base) base_cells |= digit_set & houses[base_first + u];
                std::vector<int> cover_lines;
                for (int c = 0; c < 9; ++c) {
                    if (base_cells & houses[cover_first + c]) cover_lines.push_back(c);
                }
                const int n = static_cast<int>(cover_lines.size());
                if (n < size || n > size + 3) return false;
                return for_each_combination(cover_lines, size, [&](const std::vector<int>& covers) {
                    Cells cover = 0;
                    for (const int c : covers) cover |= houses[cover_first + c];
                    const Cells fins = base_cells & ~cover;
                    if (fins == 0 || count(fins) > 5) return false;
                    // (All conditions must hold; the cheap ones come first.)
                    bool is_sashimi = false;
                    for (const int u : base) {
                        if (count(digit_set & houses[base_first + u] & cover) <= 1) {
                            is_sashimi = true;
                            break;
                        }
                    }
                    if (is_sashimi != sashimi) return false;
                    const Cells candidates = digit_set & cover & ~base_cells;
                    if (candidates == 0) return false;
                    Cells common = ~Cells(0);
                    for_each_cell(fins, [&](int fin) { common &= peers[fin]; });
                    const Cells gone = candidates & common;
                    if (gone == 0) return false;
                    result = elimination_step(sashimi ? kSashimi[size] : kFinned[size], digit, gone);
                    return true;
                });
            });
            if (result) return result;
        }
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
