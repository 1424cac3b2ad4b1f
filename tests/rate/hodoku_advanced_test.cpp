// Fixed boards for the advanced steps of the HoDoKu 2.2.0 emulation (src/rate/step_score: nice loops and
// AICs, Sue de Coq, ALS-XZ/XY-Wing/Chain, Franken fish, forcing chains and nets). Each board is the
// candidate grid HoDoKu 2.2.0 (hodoku.jar /vp /bs, default options) had when it took the step; the
// expected step is the jar's printed line, verbatim (its "=> ..." part gives the eliminations or
// placement). The boards were captured by replaying the jar's printed path from the puzzle's givens.
// Every test also checks that no elimination removes a solution digit and that placements are the
// solution's digits.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "rate/step_score/step.hpp"
#include "support/candidate_boards.hpp"

namespace gridforge::hodoku {
namespace hodoku_advanced_test {
namespace {

enum class Finder {
    nice_loop,
    grouped_nice_loop,
    sue_de_coq,
    als_xz,
    als_xy_wing,
    als_xy_chain,
    franken_swordfish_finned,
    forcing_chain,
    forcing_net
};

struct Case {
    Kind kind;
    Finder finder;
    const char* puzzle;  // givens
    const char* board;   // 81 tokens: "vD" placed digit D, else the candidate digits
    const char* jar;     // HoDoKu 2.2.0's printed step
};

const Case kCases[] = {
    {Kind::aic, Finder::nice_loop,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 178 25 2567 5679 1237 359 12 v6 127 v4 v8 2357 359 23678 3569 268 5789 278 578 v4 23567 v1 1236 346 124 378 v5 13678 23 v9 78 23 v8 59 v4 17 39 v6 1257 57 136 v7 59 v2 168 13689 35 18 v4 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "AIC: 3 3- r4c7 -2- r5c8 =2= r5c1 =3= r5c6 -3 => r4c46<>3"},
    {Kind::als_xy_chain, Finder::als_xy_chain,
     "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.",
     "v9 68 v4 18 128 v5 237 236 37 v2 v5 78 v6 38 37 v1 v4 v9 v3 v1 67 v9 24 247 256 56 v8 68 v7 v2 158 1358 v9 36 136 v4 v4 39 359 v2 v6 13 79 v8 157 568 369 v1 v4 v7 38 29 26 35 v7 389 3589 158 159 v6 v4 135 v2 15 v2 59 v3 459 14 v8 v7 v6 156 v4 368 v7 258 28 35 v9 13",
     "Almost Locked Set Chain: 5- r7c2348 {13589} -9- r8c3 {59} -5- r89c1 {156} -6- r25789c3 {356789} -7- r1c4,r2c56 {1378} -1- r7c4,r9c56 {1258} -5 => r7c5<>5"},
    {Kind::als_xy_wing, Finder::als_xy_wing,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 1578 25 2567 5679 1237 359 12 v6 127 14579 v8 2357 34579 23678 3569 268 45789 278 45789 2345 23567 v1 1236 346 124 378 v5 13678 23 v9 378 123 v8 59 3479 17 13479 v6 12357 357 136 v7 59 v2 168 13689 345 1358 3458 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Almost Locked Set XY-Wing: A=r1c24789 {256789}, B=r4c7 {23}, C=r48c4 {378}, X,Y=3,8, Z=2 => r3c7<>2"},
    {Kind::als_xz, Finder::als_xz,
     "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1",
     "v2 34689 3458 v7 3689 89 v1 48 56 3468 3468 3478 1238 v5 128 24 v9 67 589 6789 v1 289 2689 v4 257 2578 v3 346 12346 23457 1239 1239 57 v8 14 4579 138 1238 23578 12389 v4 57 39 v6 579 3458 13478 v9 138 138 v6 3457 1457 v2 v7 123489 2348 v5 1289 1289 v6 24 489 1489 v5 248 v6 v7 1289 249 v3 489 89 289 v6 v4 289 v3 57 57 v1",
     "Almost Locked Set XZ-Rule: A=r1c6,r3c4 {289}, B=r12c9,r3c78 {25678}, X=2, Z=8 => r3c5<>8"},
    {Kind::continuous_nice_loop, Finder::nice_loop,
     ".3.56...7....4.....59..81......7.8......9.4...2...6.7.3.......1.189.3.....7..5...",
     "v4 v3 12 v5 v6 129 29 v8 v7 178 78 126 127 v4 19 56 2359 39 67 v5 v9 27 v3 v8 v1 46 246 v9 v6 135 123 v7 v4 v8 125 25 1578 78 35 1238 v9 12 v4 126 56 18 v2 v4 18 v5 v6 39 v7 39 v3 49 56 46 v8 v7 2569 29 v1 56 v1 v8 v9 v2 v3 v7 456 45 v2 49 v7 46 v1 v5 369 39 v8",
     "Continuous Nice Loop: 1/2/6/9 6= r2c3 =2= r1c3 -2- r1c7 =2= r7c7 =5= r7c3 =6= r2c3 =2 => r2c3<>1, r1c6<>2, r7c7<>6, r7c7<>9"},
    {Kind::discontinuous_nice_loop, Finder::nice_loop,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 1578 25 2567 5679 1237 359 12 v6 127 14579 v8 2357 3459 23678 3569 268 45789 278 45789 345 23567 v1 1236 346 124 378 v5 13678 23 v9 378 123 v8 59 479 17 13479 v6 12357 357 136 v7 59 v2 168 13689 345 1358 3458 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Discontinuous Nice Loop: 5 r1c6 -5- r1c7 -2- r4c7 -3- r4c4 =3= r9c4 =5= r9c6 -5- r1c6 => r1c6<>5"},
    {Kind::finned_franken_swordfish, Finder::franken_swordfish_finned,
     "..67...91..9....623............3...4..72...1.4....1....31..8.75...9......65....3.",
     "258 2458 v6 v7 248 245 v3 v9 v1 1578 14578 v9 v3 148 45 578 v6 v2 v3 12578 28 1568 12689 2569 578 v4 78 12568 12589 28 568 v3 5679 2679 258 v4 568 589 v7 v2 4689 4569 689 v1 v3 v4 2589 v3 568 789 v1 26789 258 789 29 v3 v1 46 26 v8 249 v7 v5 278 278 v4 v9 v5 v3 v1 28 v6 289 v6 v5 14 127 27 249 v3 89",
     "Finned Franken Swordfish: 8 c34b3 r346 fr2c7 => r6c7<>8"},
    {Kind::forcing_chain_contradiction, Finder::forcing_chain,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 1578 25 2567 5679 1237 359 12 v6 127 14579 v8 2357 3459 23678 3569 268 45789 278 45789 345 23567 v1 1236 346 124 378 v5 13678 23 v9 378 123 v8 59 3479 17 13479 v6 12357 357 136 v7 59 v2 168 13689 345 1358 3458 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Forcing Chain Contradiction in c4 => r5c4<>3"},
    {Kind::forcing_chain_verity, Finder::forcing_chain,
     "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1",
     "v2 34689 3458 v7 3689 89 v1 48 56 3468 3468 378 1238 v5 128 24 v9 67 59 679 v1 289 269 v4 257 2578 v3 346 12346 23457 1239 1239 57 v8 14 4579 138 1238 23578 12389 v4 57 39 v6 579 3458 13478 v9 138 138 v6 3457 1457 v2 v7 13489 348 v5 189 1289 v6 24 489 1489 v5 248 v6 v7 1289 249 v3 489 89 289 v6 v4 289 v3 57 57 v1",
     "Forcing Chain Verity => r8c1<>8"},
    {Kind::forcing_net_contradiction, Finder::forcing_net,
     "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1",
     "v2 34689 3458 v7 3689 89 v1 48 56 3468 3468 378 1238 v5 128 24 v9 67 59 679 v1 289 269 v4 257 2578 v3 346 12346 23457 1239 1239 57 v8 14 4579 138 1238 23578 12389 v4 57 39 v6 579 3458 13478 v9 138 138 v6 3457 1457 v2 v7 13489 348 v5 189 1289 v6 24 489 149 v5 248 v6 v7 128 249 v3 489 89 289 v6 v4 289 v3 57 57 v1",
     "Forcing Net Contradiction in r1 => r3c5=6"},
    {Kind::forcing_net_verity, Finder::forcing_net,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 178 25 2567 5679 1237 359 12 v6 127 14579 v8 2357 3459 23678 3569 268 45789 278 45789 345 23567 v1 1236 346 124 378 v5 13678 23 v9 378 123 v8 59 49 17 13479 v6 12357 357 136 v7 59 v2 168 13689 345 1358 3458 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Forcing Net Verity => r2c6=4"},
    {Kind::grouped_aic, Finder::grouped_nice_loop,
     "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1",
     "v2 46 3458 v7 389 89 v1 48 56 3468 3468 78 1238 v5 128 24 v9 67 59 79 v1 28 v6 v4 27 2578 v3 36 12346 3457 1239 12 57 v8 14 4579 18 1238 23578 12389 v4 57 39 v6 579 3458 378 v9 138 138 v6 3457 145 v2 v7 1348 348 v5 189 1289 v6 24 489 149 v5 248 v6 v7 128 249 v3 489 89 289 v6 v4 289 v3 57 57 v1",
     "Grouped AIC: 6 6- r1c2 =6= r1c9 =5= r1c3 -5- r3c1 =5= r6c1 =4= r4c23 -4- r4c8 -1- r4c5 -2- r9c5 =2= r9c2 =9= r3c2 =7= r2c3 -7- r2c9 -6 => r1c9,r2c12<>6"},
    {Kind::grouped_continuous_nice_loop, Finder::grouped_nice_loop,
     ".4.7.1....1.....9...9.8.7..5.6....3.1....6.......2.8....8.....4.5..3..2..7.5....9",
     "368 v4 235 v7 v9 v1 26 568 23568 23678 v1 2357 236 56 235 v4 v9 3568 236 236 v9 2346 v8 2345 v7 156 1235 v5 289 v6 1489 147 489 129 v3 127 v1 238 234 389 57 v6 29 45 257 347 39 347 139 v2 359 v8 456 156 2369 236 v8 1269 16 29 v5 v7 v4 49 v5 14 489 v3 v7 16 v2 168 246 v7 124 v5 46 248 v3 18 v9",
     "Grouped Continuous Nice Loop: 2/3/6/8 8= r2c1 =7= r6c1 =4= r89c1 -4- r8c3 -1- r9c3 =1= r9c8 =8= r1c8 -8- r1c1 =8= r2c1 =7 => r2c1<>2, r26c1<>3, r2c1<>6, r1c9<>8"},
    {Kind::grouped_discontinuous_nice_loop, Finder::grouped_nice_loop,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 15789 25 2567 5679 1237 359 12 v6 127 14579 v8 2357 34579 23678 3569 268 45789 278 45789 2345 23567 v1 1236 346 124 378 v5 13678 23 v9 378 123 v8 59 3479 17 13479 v6 12357 357 136 v7 59 v2 168 13689 345 1358 3458 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Grouped Discontinuous Nice Loop: 9 r1c6 -9- r1c9 =9= r2c9 =4= r2c6 -4- r5c6 =4= r5c4 =9= r13c4 -9- r1c6 => r1c6<>9"},
    {Kind::sue_de_coq, Finder::sue_de_coq,
     "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
     "v4 569 1268 5789 v3 178 25 2567 5679 1237 359 12 v6 127 v4 v8 2357 359 23678 3569 268 5789 278 578 v4 23567 v1 1236 346 124 378 v5 13678 23 v9 78 123 v8 59 v4 17 1379 v6 1257 57 136 v7 59 v2 168 13689 35 158 v4 68 46 468 v1 v9 v2 v7 35 35 v5 v1 v3 78 678 678 v9 v4 v2 v9 v2 v7 35 v4 35 v1 68 68",
     "Sue de Coq: r5c89 - {1257} (r5c5 - {17}, r46c7 - {235}) => r6c8<>5, r5c16<>1, r5c6<>7"},
};

std::vector<int> cells_of(const std::string& spec) {
    // "r7c589,r89c2": rows x columns of each part
    std::vector<int> cells;
    std::istringstream in(spec);
    std::string part;
    while (std::getline(in, part, ',')) {
        const auto c = part.find('c');
        for (char r : part.substr(1, c - 1))
            for (char col : part.substr(c + 1)) cells.push_back((r - '1') * 9 + (col - '1'));
    }
    return cells;
}

/// The "=> ..." part of a jar line as (placements, eliminations), sorted.
std::pair<std::vector<std::pair<int, int>>, std::vector<std::pair<int, int>>> jar_result(const std::string& line) {
    std::vector<std::pair<int, int>> placements, eliminations;
    const std::string tail = line.substr(line.rfind(" => ") + 4);
    std::size_t start = 0;
    while (start < tail.size()) {
        std::size_t end = tail.find(", ", start);
        if (end == std::string::npos) end = tail.size();
        const std::string group = tail.substr(start, end - start);
        const auto ne = group.find("<>");
        if (ne != std::string::npos) {
            for (int c : cells_of(group.substr(0, ne)))
                for (char d : group.substr(ne + 2)) eliminations.emplace_back(c, d - '0');
        } else {
            const auto eq = group.find('=');
            for (int c : cells_of(group.substr(0, eq))) placements.emplace_back(c, group[eq + 1] - '0');
        }
        start = end + 2;
    }
    std::sort(placements.begin(), placements.end());
    std::sort(eliminations.begin(), eliminations.end());
    return {placements, eliminations};
}

/// Backtracking (fewest candidates first) over the givens; `allowed` limits each empty cell.
bool solve(std::array<int, 81>& g, const std::array<classic::Mask, 81>& allowed) {
    int best = -1, best_count = 10;
    classic::Mask best_mask = 0;
    for (int c = 0; c < 81; ++c) {
        if (g[c] != 0) continue;
        classic::Mask m = allowed[c];
        for (int p : classic::kPeers[c])
            if (g[p] != 0) m &= static_cast<classic::Mask>(~classic::bit(g[p]));
        const int n = classic::popcount(m);
        if (n < best_count) {
            best = c;
            best_count = n;
            best_mask = m;
        }
    }
    if (best < 0) return true;
    for (int d = 1; d <= 9; ++d) {
        if (!(best_mask & classic::bit(d))) continue;
        g[best] = d;
        if (solve(g, allowed)) return true;
    }
    g[best] = 0;
    return false;
}

std::optional<Step> run(Finder finder, const CandidateGrid& g) {
    switch (finder) {
        case Finder::nice_loop: return find_nice_loop(g);
        case Finder::grouped_nice_loop: return find_grouped_nice_loop(g);
        case Finder::sue_de_coq: return find_sue_de_coq(g);
        case Finder::als_xz: return find_als_xz(g);
        case Finder::als_xy_wing: return find_als_xy_wing(g);
        case Finder::als_xy_chain: return find_als_xy_chain(g);
        case Finder::franken_swordfish_finned: return find_franken_fish(g, 3, true);
        case Finder::forcing_chain: return find_forcing_chain(g);
        case Finder::forcing_net: return find_forcing_net(g);
    }
    return std::nullopt;
}

class HodokuAdvanced : public ::testing::TestWithParam<Case> {};

TEST_P(HodokuAdvanced, FindsTheStepHodokuTakes) {
    const Case& c = GetParam();
    const CandidateGrid g = testing::board_from_tokens(c.board);
    const auto step = run(c.finder, g);
    ASSERT_TRUE(step.has_value()) << c.jar;
    EXPECT_EQ(step->kind, c.kind) << c.jar << " / ours: " << info(step->kind).name;
    auto placements = step->placements;
    auto eliminations = step->eliminations;
    std::sort(placements.begin(), placements.end());
    std::sort(eliminations.begin(), eliminations.end());
    eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
    const auto [want_placements, want_eliminations] = jar_result(c.jar);
    EXPECT_EQ(placements, want_placements) << c.jar;
    EXPECT_EQ(eliminations, want_eliminations) << c.jar;

    std::array<int, 81> solution{};
    std::array<classic::Mask, 81> any{};
    any.fill(classic::kAllDigits);
    for (int i = 0; i < 81; ++i) solution[i] = c.puzzle[i] == '.' ? 0 : c.puzzle[i] - '0';
    ASSERT_TRUE(solve(solution, any));
    for (const auto& [cell, digit] : step->eliminations) EXPECT_NE(solution[cell], digit) << c.jar;
    for (const auto& [cell, digit] : step->placements) EXPECT_EQ(solution[cell], digit) << c.jar;
}

INSTANTIATE_TEST_SUITE_P(JarSteps, HodokuAdvanced, ::testing::ValuesIn(kCases));

TEST(HodokuAdvanced, FindsNothingOnASolvedGrid) {
    std::array<int, 81> g{};
    std::array<classic::Mask, 81> any{};
    any.fill(classic::kAllDigits);
    ASSERT_TRUE(solve(g, any));
    CandidateGrid solved;
    for (int i = 0; i < 81; ++i) solved.value[i] = static_cast<std::uint8_t>(g[i]);
    for (Finder f : {Finder::nice_loop, Finder::grouped_nice_loop, Finder::sue_de_coq, Finder::als_xz, Finder::als_xy_wing,
                     Finder::als_xy_chain, Finder::franken_swordfish_finned, Finder::forcing_chain, Finder::forcing_net})
        EXPECT_FALSE(run(f, solved).has_value());
}

}  // namespace
}  // namespace hodoku_advanced_test
}  // namespace gridforge::hodoku
