// Sudoku Explainer's basic fish (SukakuExplainer diuf/sudoku/solver/rules/Fisherman.java, its
// LockingHint values: X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2): base lines are columns first,
// then rows; line tuples in tools/Permutations order, digits inside each tuple.
#include <array>

#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/regions.hpp"

namespace gridforge::se {

std::optional<Hint> find_fish(const CandidateGrid& grid, int degree) {
    using classic::Mask;
    std::array<int, 10> placed{};
    for (const std::uint8_t v : grid.value) placed[v] += 1;

    constexpr std::array<std::pair<RegionType, RegionType>, 2> kPasses{{
        {RegionType::column, RegionType::row},
        {RegionType::row, RegionType::column},
    }};
    std::array<std::array<Mask, 10>, 27> places{};
    for (int house = 0; house < 18; ++house) places[house] = house_places(grid, house);  // rows, columns
    std::optional<Hint> found;
    for (const auto& pass : kPasses) {
        // Named copies, not structured bindings: the lambda below captures them (clang 14, the
        // WebAssembly compiler, refuses to capture structured bindings).
        const RegionType base = pass.first;
        const RegionType cover = pass.second;
        // Base lines where a digit has 2..degree places (others fail searchCommonTuple anyway).
        std::array<unsigned, 10> viable{};
        for (int line = 0; line < 9; ++line) {
            for (int digit = 1; digit <= 9; ++digit) {
                const int count = classic::popcount(places[house_of(base, line)][digit]);
                if (count >= 2 && count <= degree) viable[digit] |= 1u << line;
            }
        }
        for_each_subset(degree, 9, [&](unsigned lines) {
            for (int digit = 1; digit <= 9; ++digit) {
                if (placed[digit] + degree * 2 > 9 || (lines & ~viable[digit]) != 0) continue;
                Mask covers = 0;
                bool ok = true;
                for (int line = 0; line < 9 && ok; ++line) {
                    if ((lines & (1u << line)) == 0) continue;
                    const Mask where = places[house_of(base, line)][digit];
                    if (classic::popcount(where) <= 1) ok = false;
                    covers |= where;
                }
                if (!ok || classic::popcount(covers) != degree) continue;
                Hint hint;
                for (int c = 0; c < 9; ++c) {
                    if ((covers & (1u << c)) == 0) continue;
                    const int house = house_of(cover, c);
                    const Mask outside = places[house][digit] & static_cast<Mask>(~lines);
                    for (int i = 0; i < 9; ++i) {
                        if ((outside & (1u << i)) != 0) hint.eliminations.emplace_back(classic::kHouseCells[house][i], digit);
                    }
                }
                if (hint.eliminations.empty()) continue;
                hint.name = degree == 2 ? "X-Wing" : degree == 3 ? "Swordfish" : "Jellyfish";
                hint.difficulty = degree == 2 ? 3.2 : degree == 3 ? 3.8 : 5.2;
                found = std::move(hint);
                return true;
            }
            return false;
        });
        if (found) return found;
    }
    return found;
}

}  // namespace gridforge::se
