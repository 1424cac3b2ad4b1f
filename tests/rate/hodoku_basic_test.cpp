// Fixed boards for the basic finders of the HoDoKu emulation (src/rate/step_score). Each board is the
// candidate state just before HoDoKu 2.2.0 (hodoku.jar /vp /bs, default options) applied a step of
// that kind while solving a puzzle of shared/data/rated/hodoku_exemplars_techniques.txt; the
// expected eliminations are the ones the jar printed for that step (its line is quoted above
// each case). Cell tokens: gD a given, vD a placed digit, otherwise the cell's candidates.
#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <sstream>
#include <string>

#include "rate/step_score/board.hpp"
#include "rate/step_score/singles.hpp"
#include "rate/step_score/step.hpp"
#include "support/candidate_boards.hpp"
#include "support/puzzles.hpp"

namespace gridforge::hodoku {
namespace hodoku_basic_test {
namespace {

struct State {
    CandidateGrid grid;
    std::array<bool, 81> given{};
};

State parse_state(const std::string& text) {
    State state;
    state.grid = testing::board_from_tokens(text, &state.given);
    return state;
}

std::string eliminations_text(const Step& step) {
    auto eliminations = step.eliminations;
    std::sort(eliminations.begin(), eliminations.end());
    std::string text;
    for (const auto& [cell, digit] : eliminations) {
        if (!text.empty()) text += ' ';
        text += classic::cell_name(cell) + "<>" + std::to_string(digit);
    }
    return text;
}

struct Case {
    const char* name;
    std::function<std::optional<Step>(const CandidateGrid&, const State&)> find;
    const char* state;
    const char* expected;
};

const Case kCases[] = {
    // exemplar ........9.6....3..2.4....7...937.5.1.....2..3...15.7....1.24.....8.3.6...4.5.....
    // jar: Locked Candidates Type 1 (Pointing): 4 in b5 => r5c178<>4
    {"Locked Candidates Type 1 (Pointing)", [](const CandidateGrid& g, const State&) { return find_locked_candidates_1(g); },
     "13578 13578 357 24678 1468 135678 1248 124568 g9 15789 g6 57 24789 1489 15789 g3 12458 2458 g2 13589 g4 689 1689 135689 18 g7 568 "
     "468 28 g9 g3 g7 68 g5 2468 g1 145678 1578 567 4689 4689 g2 489 4689 g3 3468 238 236 g1 g5 689 g7 24689 2468 "
     "35679 3579 g1 6789 g2 g4 89 3589 578 579 2579 g8 79 g3 179 g6 12459 2457 3679 g4 2367 g5 1689 16789 1289 12389 278",
     "r5c1<>4 r5c7<>4 r5c8<>4"},
    // exemplar ...26.8.......7...........7.7.....9...4..9.162..1..574..748...1.36....5..1.69....
    // jar: Locked Candidates Type 2 (Claiming): 9 in r1 => r2c123,r3c123<>9
    {"Locked Candidates Type 2 (Claiming)", [](const CandidateGrid& g, const State&) { return find_locked_candidates_2(g); },
     "v7 49 359 g2 g6 v1 g8 34 35 159 24689 23589 39 45 g7 19 2346 235 159 2469 2359 39 45 v8 19 2346 g7 "
     "v6 g7 v1 v5 v2 v4 v3 g9 v8 v3 v5 g4 v8 v7 g9 v2 g1 g6 g2 89 89 g1 v3 v6 g5 g7 g4 "
     "59 29 g7 g4 g8 35 v6 23 g1 v8 g3 g6 v7 v1 v2 v4 g5 v9 v4 g1 25 g6 g9 35 v7 v8 23",
     "r2c1<>9 r2c2<>9 r2c3<>9 r3c1<>9 r3c2<>9 r3c3<>9"},
    // exemplar 6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...
    // jar: Locked Pair: 4,7 in r9c79 => r7c79,r8c78,r9c18<>4, r7c79,r8c7,r9c2<>7
    {"Locked Pair", [](const CandidateGrid& g, const State&) { return find_locked_pair(g); },
     "g6 1357 57 12347 1234579 37 12349 13459 g8 358 1358 g2 13468 134589 368 13469 g7 1346 g9 g4 578 123678 123578 3678 1236 1356 136 "
     "234 23 g1 g5 237 g9 g8 346 3467 g7 g9 468 1368 138 368 g5 1346 g2 2358 2358 568 123678 12378 g4 1367 136 g9 "
     "g1 g6 4789 3478 3478 g5 3479 g2 347 48 78 4789 3478 3478 g2 134679 134689 g5 2458 2578 g3 g9 g6 g1 47 48 47",
     "r7c7<>4 r7c7<>7 r7c9<>4 r7c9<>7 r8c7<>4 r8c7<>7 r8c8<>4 r9c1<>4 r9c2<>7 r9c8<>4"},
    // exemplar ....76.8.6...........931.2..2......887.4.9.....481.6.9.19..4..27.5...............
    // jar: Locked Triple: 5,8,9 in r123c2 => r3c3,r89c2<>8
    {"Locked Triple", [](const CandidateGrid& g, const State&) { return find_locked_triple(g); },
     "v1 59 23 25 g7 g6 3459 g8 345 g6 59 237 25 v4 v8 13579 1359 1357 v4 58 78 g9 g3 g1 57 g2 v6 "
     "v9 g2 16 v3 56 v7 145 145 g8 g8 g7 16 g4 56 g9 v2 135 135 v5 v3 g4 g8 g1 v2 g6 v7 g9 "
     "v3 g1 g9 67 v8 g4 57 56 g2 g7 468 g5 16 v2 v3 1489 1469 14 v2 468 68 167 v9 v5 13478 1346 1347",
     "r3c3<>8 r8c2<>8 r9c2<>8"},
    // exemplar 98...6..537..5.1.....7...6..6.34...8.........72.....9....2.57................862.
    // jar: Naked Pair: 1,4 in r7c3,r9c1 => r7c12,r8c123,r9c23<>1, r7c12,r8c123,r9c23<>4
    {"Naked Pair", [](const CandidateGrid& g, const State&) { return find_naked_subset(g, 2); },
     "g9 g8 124 14 12 g6 v3 v7 g5 g3 g7 v6 v8 g5 29 g1 v4 29 124 145 1245 g7 1239 2349 v8 g6 29 "
     "v5 g6 v9 g3 g4 v7 v2 v1 g8 148 14 148 69 269 29 v5 v3 v7 g7 g2 v3 v5 v8 v1 v4 g9 v6 "
     "146 1349 14 g2 1369 g5 g7 v8 134 12468 134 12478 146 1367 34 v9 v5 134 14 13459 1457 149 1379 g8 g6 g2 134",
     "r7c1<>1 r7c1<>4 r7c2<>1 r7c2<>4 r8c1<>1 r8c1<>4 r8c2<>1 r8c2<>4 r8c3<>1 r8c3<>4 r9c2<>1 r9c2<>4 r9c3<>1 r9c3<>4"},
    // exemplar 39.............65...7...349..938...6....54...853.........8..1....294..6.4.......7
    // jar: Naked Triple: 1,2,6 in r13c5,r3c4 => r1c46,r2c456,r3c6<>1, r1c46,r2c456,r3c6<>2, r1c46,r3c6<>6
    {"Naked Triple", [](const CandidateGrid& g, const State&) { return find_naked_subset(g, 3); },
     "g3 g9 468 12456 126 12568 v7 12 128 12 128 48 1247 12379 123789 g6 g5 128 v5 1268 g7 126 126 1268 g3 g4 g9 "
     "27 v4 g9 g3 g8 127 v5 127 g6 v6 27 v1 27 g5 g4 v9 v8 v3 g8 g5 g3 1267 12679 12679 v4 127 12 "
     "v9 67 56 g8 267 2567 g1 v3 v4 17 137 g2 g9 g4 137 v8 g6 v5 g4 1368 568 156 136 1356 v2 v9 g7",
     "r1c4<>1 r1c4<>2 r1c4<>6 r1c6<>1 r1c6<>2 r1c6<>6 r2c4<>1 r2c4<>2 r2c5<>1 r2c5<>2 r2c6<>1 r2c6<>2 r3c6<>1 r3c6<>2 r3c6<>6"},
    // exemplar .3..8....9.8.41.....19..2.7.254..6....3.17.5.7......................51.6...3...98
    // jar: Naked Quadruple: 4,6,7,9 in r789c3,r8c2 => r7c12,r89c1,r9c2<>4, r7c12,r9c12<>6, r7c2<>9
    {"Naked Quadruple", [](const CandidateGrid& g, const State&) { return find_naked_subset(g, 4); },
     "v5 g3 v2 v7 g8 v6 49 14 149 g9 v7 g8 v2 g4 g1 35 v6 35 46 46 g1 g9 v5 v3 g2 v8 g7 "
     "18 g2 g5 g4 39 89 g6 v7 139 48 489 g3 v6 g1 g7 489 g5 v2 g7 14689 469 v5 239 289 3489 134 1349 "
     "23468 45689 4679 v1 2679 249 3457 234 345 234 49 479 v8 279 g5 g1 234 g6 1246 1456 467 g3 267 24 457 g9 g8",
     "r7c1<>4 r7c1<>6 r7c2<>4 r7c2<>6 r7c2<>9 r8c1<>4 r9c1<>4 r9c1<>6 r9c2<>4 r9c2<>6"},
    // exemplar 2.539.............9.3..7....4....75...87.26..7....4.3.596.............6.1.75.9.2.
    // jar: Hidden Pair: 5,9 in r8c79 => r8c79<>1, r8c79<>3, r8c79<>8
    {"Hidden Pair", [](const CandidateGrid& g, const State&) { return find_hidden_subset(g, 2); },
     "g2 178 g5 g3 g9 v6 148 1478 1478 48 1678 14 128 128 v5 12389 1789 1236789 g9 168 g3 1248 1248 g7 1258 18 12568 "
     "v6 g4 12 v9 v3 18 g7 g5 128 v3 15 g8 g7 15 g2 g6 49 49 g7 125 v9 v6 158 g4 128 g3 128 "
     "g5 g9 g6 24 24 138 138 178 1378 48 238 24 18 v7 138 13589 g6 13589 g1 38 g7 g5 v6 g9 348 g2 348",
     "r8c7<>1 r8c7<>3 r8c7<>8 r8c9<>1 r8c9<>3 r8c9<>8"},
    // exemplar 47...2.93.........6......42....9....14..27.......437619.5......8.....6...3...6.59
    // jar: Hidden Triple: 3,6,7 in r4c13,r5c3 => r4c1<>5, r45c3<>8
    {"Hidden Triple", [](const CandidateGrid& g, const State&) { return find_hidden_subset(g, 3); },
     "g4 g7 18 158 v6 g2 158 g9 g3 235 12589 12389 134589 1358 14589 158 v7 v6 g6 1589 1389 135789 13578 1589 158 g4 g2 "
     "357 58 3678 1568 g9 158 234 238 458 g1 g4 368 568 g2 g7 v9 38 58 25 2589 289 58 g4 g3 g7 g6 g1 "
     "g9 v6 g5 12347 137 14 234 1238 478 g8 12 1247 1234579 1357 1459 g6 123 47 27 g3 1247 12478 178 g6 24 g5 g9",
     "r4c1<>5 r4c3<>8 r5c3<>8"},
    // exemplar 9..1...8..7.9.3.1.8......64.8..2....5....1.7...1....42.4.716..............7.92...
    // jar: Hidden Quadruple: 1,4,6,7 in r8c79,r9c79 => r8c79,r9c79<>3, r89c7<>5, r8c79,r9c79<>8, r8c9<>9
    {"Hidden Quadruple", [](const CandidateGrid& g, const State&) { return find_hidden_subset(g, 4); },
     "g9 25 25 g1 v6 v4 37 g8 37 46 g7 46 g9 v8 g3 v2 g1 v5 g8 v1 v3 v2 57 57 v9 g6 g4 "
     "3467 g8 469 3456 g2 579 1356 359 1369 g5 2369 2469 3468 34 g1 368 g7 3689 367 369 g1 3568 357 5789 3568 g4 g2 "
     "23 g4 589 g7 g1 g6 358 2359 389 1236 3569 5689 3458 345 58 1345678 2359 136789 136 356 g7 3458 g9 g2 134568 35 1368",
     "r8c7<>3 r8c7<>5 r8c7<>8 r8c9<>3 r8c9<>8 r8c9<>9 r9c7<>3 r9c7<>5 r9c7<>8 r9c9<>3 r9c9<>8"},
    // exemplar 9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2
    // jar: X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34,r6c34,r9c4<>3
    {"X-Wing", [](const CandidateGrid& g, const State&) { return find_basic_fish(g, 2); },
     "g9 348 2348 23478 378 347 v5 v6 v1 28 458 v6 2458 v1 45 g7 v9 g3 g7 v1 35 35 g9 g6 g2 g4 g8 "
     "g6 358 358 358 g2 v1 g4 g7 v9 1238 34789 23489 36789 3678 379 138 238 g5 1238 35789 23589 35789 g4 3579 138 238 g6 "
     "g4 g2 39 39 v5 g8 g6 v1 v7 g5 3689 g7 g1 36 v2 389 38 v4 38 3689 g1 34679 367 3479 389 v5 g2",
     "r1c3<>3 r1c4<>3 r4c3<>3 r4c4<>3 r5c3<>3 r5c4<>3 r6c3<>3 r6c4<>3 r9c4<>3"},
    // exemplar 1......345..3.2.78...8........6.5..3..5...4..3.....6.298.2.6.1.............78.9..
    // jar: Swordfish: 4 r247 c235 => r3c235,r6c235,r8c235,r9c23<>4
    {"Swordfish", [](const CandidateGrid& g, const State&) { return find_basic_fish(g, 3); },
     "g1 679 v8 v5 679 79 v2 g3 g4 g5 469 469 g3 469 g2 v1 g7 g8 247 2347 2347 g8 147 147 v5 v6 v9 "
     "v8 124 124 g6 124 g5 v7 v9 g3 267 267 g5 v9 237 37 g4 v8 v1 g3 1479 1479 14 147 v8 g6 v5 g2 "
     "g9 g8 47 g2 45 g6 v3 g1 57 2467 1234567 123467 14 13459 1349 v8 24 567 246 123456 12346 g7 g8 134 g9 24 56",
     "r3c2<>4 r3c3<>4 r3c5<>4 r6c2<>4 r6c3<>4 r6c5<>4 r8c2<>4 r8c3<>4 r8c5<>4 r9c2<>4 r9c3<>4"},
    // exemplar 2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1
    // jar: Jellyfish: 7 r3467 c1259 => r1c25,r2c19,r5c129,r9c25<>7
    {"Jellyfish", [](const CandidateGrid& g, const State&) { return find_basic_fish(g, 4); },
     "g2 14567 4567 16789 15678 179 78 4689 g3 1679 g8 467 1679 g3 179 27 g5 24679 5679 567 g3 g4 5678 g2 g1 689 6789 "
     "3678 367 g1 g2 67 g5 g4 389 789 35678 234567 45678 167 g9 147 23578 1238 2578 57 2457 g9 g3 147 g8 g6 12 257 "
     "1378 137 g2 g5 1478 g6 g9 348 48 13568 g9 568 18 g2 134 358 g7 4568 g4 3567 5678 789 78 379 2358 2368 g1",
     "r1c2<>7 r1c5<>7 r2c1<>7 r2c9<>7 r5c1<>7 r5c2<>7 r5c9<>7 r9c2<>7 r9c5<>7"},
    // exemplar 1.........5.....61..8...2...7...9.......1.3..4...5...6....98.4...2..1.....36.279.
    // jar: Turbot Fish: 9 r3c2 =9= r3c9 -9- r5c9 =9= r6c7 => r6c2<>9
    {"Turbot Fish", [](const CandidateGrid& g, const State&) { return find_turbot_fish(g); },
     "g1 239 4679 24789 2368 34567 4589 3578 34789 237 g5 479 24789 238 347 489 g6 g1 367 39 g8 v1 36 34567 g2 357 3479 "
     "2356 g7 156 248 2368 g9 458 1258 48 256 289 569 2478 g1 467 g3 2578 4789 g4 2389 19 278 g5 37 89 1278 g6 "
     "57 v6 57 v3 g9 g8 v1 g4 v2 v9 v4 g2 v5 v7 g1 v6 38 38 v8 v1 g3 g6 v4 g2 g7 g9 v5",
     "r6c2<>9"},
    // exemplar 1.........5.....61..8...2...7...9.......1.3..4...5...6....98.4...2..1.....36.279.
    // jar: Finned X-Wing: 3 r24 c15 fr2c6 => r13c5<>3
    {"Finned X-Wing", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 2, false); },
     "g1 239 4679 24789 2368 34567 4589 3578 34789 237 g5 479 24789 238 347 489 g6 g1 367 39 g8 v1 36 34567 g2 357 3479 "
     "2356 g7 156 248 2368 g9 458 1258 48 256 289 569 2478 g1 467 g3 2578 4789 g4 238 19 278 g5 37 89 1278 g6 "
     "57 v6 57 v3 g9 g8 v1 g4 v2 v9 v4 g2 v5 v7 g1 v6 38 38 v8 v1 g3 g6 v4 g2 g7 g9 v5",
     "r1c5<>3 r3c5<>3"},
    // exemplar ....3.....72.54..6....16.85.19.......23.895..8...6.7...91...8..4.6.....2.....5...
    // jar: Finned Swordfish: 3 r248 c478 fr4c6 => r6c4<>3
    {"Finned Swordfish", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 3, false); },
     "v5 v6 v8 v9 g3 v2 14 147 47 v1 g7 g2 v8 g5 g4 39 39 g6 v9 v3 v4 v7 g1 g6 v2 g8 g5 "
     "v6 g1 g9 v5 27 37 34 234 v8 v7 g2 g3 v4 g8 g9 g5 v6 v1 g8 v4 v5 23 g6 v1 g7 239 39 "
     "23 g9 g1 v6 247 37 g8 v5 347 g4 v5 g6 13 79 v8 139 1379 g2 23 v8 v7 123 249 g5 v6 1349 349",
     "r6c4<>3"},
    // exemplar 3..........862..13.......45.......7.5.783....2.1.7..8..6...9......71.86......39..
    // jar: XY-Wing: 5/9/4 in r2c26,r5c2 => r5c6<>4
    {"XY-Wing", [](const CandidateGrid& g, const State&) { return find_xy_wing(g); },
     "g3 v2 45 v1 45 v7 v6 v9 v8 49 59 g8 g6 g2 45 v7 g1 g3 17 17 v6 v3 v9 v8 v2 g4 g5 "
     "v6 v8 39 2459 45 124 35 g7 149 g5 49 g7 g8 g3 146 14 v2 1469 g2 349 g1 459 g7 46 35 g8 469 "
     "17 g6 245 245 v8 g9 14 v3 1247 49 359 39 g7 g1 245 g8 g6 24 v8 17 24 24 v6 g3 g9 v5 17",
     "r5c6<>4"},
    // exemplar 3..........862..13.......45.......7.5.783....2.1.7..8..6...9......71.86......39..
    // jar: Hidden Rectangle: 4/6 in r5c69,r6c69 => r5c9<>4
    {"Hidden Rectangle", [](const CandidateGrid& g, const State&) { return find_hidden_rectangle(g); },
     "g3 v2 45 v1 45 v7 v6 v9 v8 49 59 g8 g6 g2 45 v7 g1 g3 17 17 v6 v3 v9 v8 v2 g4 g5 "
     "v6 v8 39 2459 45 124 35 g7 149 g5 49 g7 g8 g3 16 14 v2 1469 g2 349 g1 459 g7 46 35 g8 69 "
     "17 g6 245 245 v8 g9 14 v3 1247 49 359 39 g7 g1 245 g8 g6 24 v8 17 24 24 v6 g3 g9 v5 17",
     "r5c9<>4"},
    // exemplar ......8...1.8.5..3..73..6.1.5.621...........473.................8..5.91..62..7...
    // jar: Finned Jellyfish: 9 r2479 c1348 fr4c9 => r56c8<>9
    {"Finned Jellyfish", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 4, false); },
     "35 249 35 v1 v6 249 g8 v7 29 26 g1 69 g8 v7 g5 24 249 g3 v8 249 g7 g3 49 249 g6 v5 g1 "
     "49 g5 489 g6 g2 g1 v7 v3 89 26 29 v1 v7 389 389 v5 689 g4 g7 g3 689 v5 489 489 v1 2689 2689 "
     "159 v7 59 49 138 38 234 2468 2568 34 g8 34 v2 g5 v6 g9 g1 v7 159 g6 g2 49 138 g7 34 48 58",
     "r5c8<>9 r6c8<>9"},
    // exemplar 4..5.769.........2.68....3.65.2.4..9....3.4.....9........8..........3..73894.....
    // jar: Sashimi X-Wing: 8 r14 c59 fr4c7 fr4c8 => r56c9<>8
    {"Sashimi X-Wing", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 2, true); },
     "g4 123 123 g5 28 g7 g6 g9 18 1579 179 157 v3 4689 689 1578 14578 g2 2579 g6 g8 v1 249 29 57 g3 45 "
     "g6 g5 137 g2 18 g4 1378 178 g9 1289 129 12 v7 g3 1568 g4 12568 1568 1278 12347 12347 g9 1568 1568 123578 125678 13568 "
     "1257 1247 v6 g8 1259 1259 12359 1245 1345 125 124 1245 v6 1259 g3 12589 12458 g7 g3 g8 g9 g4 v7 125 125 1256 156",
     "r5c9<>8 r6c9<>8"},
    // exemplar 2.7.9....5..7....8.9...6...............6...938.9.5.764.....2......54......3..14.6
    // jar: Sashimi Swordfish: 2 r269 c248 fr2c5 => r3c4<>2
    {"Sashimi Swordfish", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 3, true); },
     "g2 34 g7 v8 g9 v5 v6 34 v1 g5 136 16 g7 123 v4 v9 23 g8 134 g9 v8 12 123 g6 235 23457 257 "
     "136 123567 1256 v4 127 v9 1258 1258 25 14 12457 1245 g6 127 v8 125 g9 g3 g8 12 g9 12 g5 v3 g7 g6 g4 "
     "149 1458 145 v3 v6 g2 158 1578 579 169 1268 126 g5 g4 v7 1238 1238 29 v7 25 g3 v9 v8 g1 g4 25 g6",
     "r3c4<>2"},
    // exemplar ...4.6...2.......41......36.463..5....184......7.2..1...5.3..41............5.732.
    // jar: Sashimi Jellyfish: 8 r1469 c1289 fr9c3 => r7c12,r8c12<>8
    {"Sashimi Jellyfish", [](const CandidateGrid& g, const State&) { return find_finned_fish(g, 4, true); },
     "5789 5789 v3 g4 v1 g6 v2 5789 5789 g2 v6 89 79 589 v3 v1 5789 g4 g1 5789 v4 279 589 28 789 g3 g6 "
     "89 g4 g6 g3 v7 v1 g5 89 v2 359 v2 g1 g8 g4 59 679 679 379 3589 3589 g7 v6 g2 59 v4 g1 389 "
     "6789 789 g5 29 g3 28 6789 g4 g1 36789 3789 v2 v1 89 v4 6789 56789 5789 v4 v1 89 g5 v6 g7 g3 g2 89",
     "r7c1<>8 r7c2<>8 r8c1<>8 r8c2<>8"},
    // exemplar .2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...
    // jar: Empty Rectangle: 3 in b3 (r8c38) => r1c3<>3
    {"Empty Rectangle", [](const CandidateGrid& g, const State&) { return find_empty_rectangle(g); },
     "348 g2 349 g5 g6 v1 g7 389 38 58 89 g1 v4 g3 g7 g2 5689 568 357 37 g6 v8 v2 v9 v4 35 g1 "
     "g9 v5 g8 16 v4 23 136 12367 2367 346 134 g2 v9 g7 g8 g5 1346 36 3467 1347 347 16 g5 23 g9 123468 2368 "
     "2378 378 357 37 v1 g4 36 23567 g9 g1 g6 37 g2 v9 v5 v8 37 g4 2347 3479 34579 37 g8 g6 13 12357 2357",
     "r1c3<>3"},
    // exemplar .2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...
    // jar: XYZ-Wing: 1/3/6 in r4c47,r5c9 => r4c89<>6
    {"XYZ-Wing", [](const CandidateGrid& g, const State&) { return find_xyz_wing(g); },
     "348 g2 49 g5 g6 v1 g7 389 38 58 89 g1 v4 g3 g7 g2 5689 568 357 37 g6 v8 v2 v9 v4 35 g1 "
     "g9 v5 g8 16 v4 23 136 12367 2367 346 134 g2 v9 g7 g8 g5 1346 36 3467 1347 347 16 g5 23 g9 123468 2368 "
     "2378 378 357 37 v1 g4 36 23567 g9 g1 g6 37 g2 v9 v5 v8 37 g4 2347 3479 34579 37 g8 g6 13 12357 2357",
     "r4c8<>6 r4c9<>6"},
    // exemplar .2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...
    // jar: XY-Chain: 7 7- r6c3 -4- r1c3 -9- r2c2 -8- r7c2 -7 => r6c2,r789c3<>7
    {"XY-Chain", [](const CandidateGrid& g, const State&) { return find_xy_chain(g); },
     "348 g2 49 g5 g6 v1 g7 389 38 58 89 g1 v4 g3 g7 g2 5689 568 357 37 g6 v8 v2 v9 v4 35 g1 "
     "g9 v5 g8 16 v4 23 136 1237 237 346 134 g2 v9 g7 g8 g5 1346 36 3467 1347 47 16 g5 23 g9 123468 2368 "
     "278 78 357 37 v1 g4 36 23567 g9 g1 g6 37 g2 v9 v5 v8 37 g4 247 479 34579 37 g8 g6 13 12357 2357",
     "r6c2<>7 r7c3<>7 r8c3<>7 r9c3<>7"},
    // exemplar .2.56.7....1.372....6.....19.8........2.785......5.9.......4..916.2....4....86...
    // jar: W-Wing: 2/3 in r4c6,r7c8 connected by 3 in r49c7 => r4c8<>2
    {"W-Wing", [](const CandidateGrid& g, const State&) { return find_w_wing(g); },
     "38 g2 v4 g5 g6 v1 g7 v9 38 58 v9 g1 v4 g3 g7 g2 v6 58 57 37 g6 v8 v2 v9 v4 35 g1 "
     "g9 v5 g8 v6 v4 23 13 123 v7 36 v1 g2 v9 g7 g8 g5 v4 36 46 34 v7 v1 g5 23 g9 v8 26 "
     "27 v8 v5 37 v1 g4 v6 23 g9 g1 g6 v3 g2 v9 v5 v8 v7 g4 247 47 v9 37 g8 g6 13 1235 25",
     "r4c8<>2"},
    // exemplar .4....27..86......1............5....5..21.93...1.9..567...3549.9...........6....3
    // jar: 2-String Kite: 8 in r3c5,r7c9 (connected by r7c4,r8c5) => r3c9<>8
    {"2-String Kite", [](const CandidateGrid& g, const State&) { return find_two_string_kite(g); },
     "v3 g4 59 589 v6 18 g2 g7 1589 v2 g8 g6 59 47 147 v3 14 59 g1 59 v7 3459 248 238 68 468 4589 "
     "v6 39 39 478 g5 48 v1 248 27 g5 v7 48 g2 g1 v6 g9 g3 48 48 v2 g1 3478 g9 3478 78 g5 g6 "
     "g7 v6 v2 18 g3 g5 g4 g9 18 g9 135 345 1478 2478 2478 5678 168 27 48 15 458 g6 247 v9 57 12 g3",
     "r3c9<>8"},
    // exemplar .4....27..86......1............5....5..21.93...1.9..567...3549.9...........6....3
    // jar: Multi Colors 1: 8 (r1c6,r7c9) / (r1c9,r7c4,r8c7), (r3c5) / (r8c5) => r3c6,r8c4<>8
    {"Multi Colors 1", [](const CandidateGrid& g, const State&) { return find_multi_colors(g); },
     "v3 g4 59 59 v6 18 g2 g7 18 v2 g8 g6 59 47 17 v3 14 59 g1 59 v7 34 248 238 68 468 59 "
     "v6 39 39 78 g5 v4 v1 28 27 g5 v7 v8 g2 g1 v6 g9 g3 v4 v4 v2 g1 378 g9 38 78 g5 g6 "
     "g7 v6 v2 18 g3 g5 g4 g9 18 g9 135 35 148 48 27 568 16 27 v8 15 v4 g6 27 v9 57 12 g3",
     "r3c6<>8 r8c4<>8"},
    // exemplar ....52..496.14..2.3..........34.58.......1..68...6.........753.1.......7.9....4..
    // jar: Uniqueness Test 1: 6/9 in r1c78,r8c78 => r8c8<>6, r8c8<>9
    {"Uniqueness Test 1", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 1); },
     "v7 v1 v8 v3 g5 g2 69 69 g4 g9 g6 v5 g1 g4 v8 v7 g2 v3 g3 24 24 679 79 69 v1 58 58 "
     "v6 27 g3 g4 279 g5 g8 179 19 24 57 v9 278 378 g1 23 457 g6 g8 457 v1 279 g6 39 23 457 59 "
     "24 v8 46 269 19 g7 g5 g3 129 g1 v3 26 v5 289 v4 69 689 g7 v5 g9 v7 268 138 36 g4 168 128",
     "r8c8<>6 r8c8<>9"},
    // exemplar .64..............2.93.8..4.......7.9..6....3..1...2.86..7..89.5..82.1.......49...
    // jar: Skyscraper: 2 in r5c7,r7c8 (connected by r57c2) => r4c8,r9c7<>2
    {"Skyscraper", [](const CandidateGrid& g, const State&) { return find_skyscraper(g); },
     "1578 g6 g4 13579 v2 357 1358 1579 1378 1578 578 15 1345679 135679 34567 13568 15679 g2 v2 g9 g3 1567 g8 567 156 g4 17 "
     "3458 2458 25 134568 1356 3456 g7 125 g9 4578 24578 g6 145789 1579 457 1245 g3 14 3457 g1 v9 3457 357 g2 45 g8 g6 "
     "14 24 g7 36 36 g8 g9 12 g5 v9 35 g8 g2 57 g1 346 67 347 v6 235 125 57 g4 g9 1238 127 1378",
     "r4c8<>2 r9c7<>2"},
    // exemplar ..7...8...2...3.....81.......64.....5.....6.1....76..34...52.1.9...4...6......3.2
    // jar: Bivalue Universal Grave + 1 => r9c2<>5, r9c2<>6
    {"Bivalue Universal Grave + 1", [](const CandidateGrid& g, const State&) { return find_bug_plus_1(g); },
     "v1 v9 g7 26 26 v4 g8 v3 v5 v6 g2 45 57 v8 g3 v1 v9 47 v3 45 g8 g1 v9 57 v2 v6 47 "
     "v7 38 g6 g4 13 15 59 v2 89 g5 34 49 28 23 89 g6 v7 g1 v2 18 19 59 g7 g6 v4 58 g3 "
     "g4 67 v3 68 g5 g2 79 g1 89 g9 17 v2 v3 g4 18 57 58 g6 v8 156 15 79 16 79 g3 v4 g2",
     "r9c2<>5 r9c2<>6"},
    // exemplar .5.....8.......7...4..57.314.3..2..89.....4....58......2...4..7..8739..2...2..3..
    // jar: Uniqueness Test 6: 5/6 in r2c89,r9c89 => r2c9,r9c8<>5
    {"Uniqueness Test 6", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 6); },
     "126 g5 v7 13469 1269 136 269 g8 469 126 v3 1269 1469 12689 168 g7 56 4569 v8 g4 269 69 g5 g7 269 g3 g1 "
     "g4 167 g3 169 1679 g2 v5 167 g8 g9 v8 126 136 167 v5 g4 1267 36 126 167 g5 g8 v4 136 169 1267 369 "
     "v3 g2 16 v5 16 g4 v8 v9 g7 v5 16 g8 g7 g3 g9 16 v4 g2 v7 v9 v4 g2 168 168 g3 156 56",
     "r2c9<>5 r9c8<>5"},
    // exemplar .5.....8.......7...4..57.314.3..2..89.....4....58......2...4..7..8739..2...2..3..
    // jar: Simple Colors Trap: 1 (r5c3,r6c7,r7c5,r8c2,r9c8) / (r5c8,r7c3,r8c7) => r46c8<>1
    {"Simple Colors Trap", [](const CandidateGrid& g, const State&) { return find_simple_colors(g); },
     "126 g5 v7 34 129 136 269 g8 49 126 v3 29 146 1289 168 g7 v5 46 v8 g4 269 69 g5 g7 29 g3 g1 "
     "g4 167 g3 169 169 g2 v5 167 g8 g9 v8 12 36 v7 v5 g4 12 36 26 167 g5 g8 v4 136 19 1267 39 "
     "v3 g2 16 v5 16 g4 v8 v9 g7 v5 16 g8 g7 g3 g9 16 v4 g2 v7 v9 v4 g2 168 168 g3 16 v5",
     "r4c8<>1 r6c8<>1"},
    // exemplar ......8.1162.........4........67.....2..34....7821..4.2.......5.517.9..88.6....9.
    // jar: Uniqueness Test 4: 5/7 in r1c18,r3c18 => r13c8<>5
    {"Uniqueness Test 4", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 4); },
     "57 34 349 35 269 236 g8 23567 g1 g1 g6 g2 358 89 v7 3459 35 349 57 v8 39 g4 269 v1 23569 23567 2369 "
     "349 v1 34 g6 g7 v8 2359 235 239 v6 g2 v5 v9 g3 g4 v1 v8 v7 39 g7 g8 g2 g1 v5 369 g4 369 "
     "g2 v9 v7 38 468 36 346 v1 g5 34 g5 g1 g7 246 g9 2346 236 g8 g8 34 g6 v1 v5 23 v7 g9 234",
     "r1c8<>5 r3c8<>5"},
    // exemplar ..23..6.593.......4...76...1..8....2.............671.3..47.138.....2...1.6...84..
    // jar: X-Chain: 4 r4c2 =4= r4c5 -4- r1c5 =4= r1c8 -4- r2c9 =4= r5c9 => r5c2<>4
    {"X-Chain", [](const CandidateGrid& g, const State&) { return find_x_chain(g); },
     "78 178 g2 g3 148 v9 g6 14 g5 g9 g3 v6 1245 1458 25 278 147 478 g4 158 58 12 g7 g6 289 v3 89 "
     "g1 4579 3579 g8 459 35 579 v6 g2 v6 24579 379 12459 159 235 5789 4579 4789 258 24589 589 2459 g6 g7 g1 459 g3 "
     "25 259 g4 g7 59 g1 g3 g8 v6 v3 789 789 v6 g2 v4 579 579 g1 57 g6 v1 59 v3 g8 g4 v2 79",
     "r5c2<>4"},
    // exemplar .............3.6.52..1.5.4.....9.3...6.7..5...1...4..279.6.....5.....9811.2......
    // jar: Simple Colors Wrap: 8 (r1c6,r3c7,r4c1,r5c9,r6c5,r7c3) / (r1c9,r2c1,r2c4,r3c2,r4c4,r5c3,r6c7,r7c6,r9c2,r9c5) => r1c9,r2c14,r39c2,r4c4,r5c3,r6c7,r7c6,r9c5<>8
    {"Simple Colors Wrap", [](const CandidateGrid& g, const State&) { return find_simple_colors(g); },
     "v6 v5 v9 24 247 278 v1 v3 78 48 478 v1 89 g3 79 g6 v2 g5 g2 78 v3 g1 v6 g5 78 g4 v9 "
     "48 v2 57 58 g9 v6 g3 v1 47 v3 g6 48 g7 12 12 g5 v9 48 v9 g1 57 v3 58 g4 78 v6 g2 "
     "g7 g9 48 g6 14 18 v2 v5 v3 g5 34 v6 24 47 237 g9 g8 g1 g1 38 g2 589 58 39 v4 v7 v6",
     "r1c9<>8 r2c1<>8 r2c4<>8 r3c2<>8 r4c4<>8 r5c3<>8 r6c7<>8 r7c6<>8 r9c2<>8 r9c5<>8"},
    // exemplar 3.265......6..4....5.....3.....2.......9..8....51.6...6...3.92.........4.14..5..6
    // jar: Remote Pair: 7/8 r1c9 -8- r1c6 -7- r3c4 -8- r8c4 -7- r9c5 -8- r9c8 => r2c8<>7
    {"Remote Pair", [](const CandidateGrid& g, const State&) { return find_remote_pair(g); },
     "g3 v9 g2 g6 g5 78 14 14 78 17 v8 g6 v3 19 g4 v5 79 v2 v4 g5 17 78 19 v2 v6 g3 789 "
     "18 34 v9 v5 g2 378 47 v6 137 v2 v6 17 g9 v4 37 g8 v5 137 78 34 g5 g1 78 g6 v2 49 39 "
     "g6 v7 v8 v4 g3 v1 g9 g2 v5 v5 v2 v3 78 v6 v9 17 18 g4 v9 g1 g4 v2 78 g5 v3 78 g6",
     "r2c8<>7"},
    // exemplar .9...2...6..4....3..5..628....8....4.1...........27........341...65.43.2..9.1..76
    // jar: Uniqueness Test 2: 3/4 in r3c12,r9c12 => r1c13,r2c23,r3c49<>7
    {"Uniqueness Test 2", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 2); },
     "378 g9 1378 137 v5 g2 v6 v4 17 g6 27 127 g4 v8 19 179 v5 g3 347 347 g5 1379 39 g6 g2 g8 179 "
     "23579 23567 237 g8 369 159 179 236 g4 235789 g1 2378 369 v4 59 789 236 579 3589 356 v4 1369 g2 g7 189 36 159 "
     "257 257 27 69 69 g3 g4 g1 v8 v1 v8 g6 g5 v7 g4 g3 v9 g2 34 34 g9 v2 g1 v8 v5 g7 g6",
     "r1c1<>7 r1c3<>7 r2c2<>7 r2c3<>7 r3c4<>7 r3c9<>7"},
    // exemplar ..94.8.....6....15....2...........3..2.657.9...1.895..483..........92..........6.
    // jar: Uniqueness Test 3: 6/7 in r6c12,r8c12 => r8c3<>5
    {"Uniqueness Test 3", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 3); },
     "1257 1357 g9 g4 16 g8 236 27 236 28 v4 g6 v9 v7 v3 28 g1 g5 178 137 78 15 g2 56 34689 478 34689 "
     "589 59 58 v2 v4 v1 67 g3 67 v3 g2 v4 g6 g5 g7 18 g9 18 67 67 g1 v3 g8 g9 g5 24 24 "
     "g4 g8 g3 v7 16 56 129 25 129 1567 1567 57 158 g9 g2 1348 458 1348 159 159 v2 158 v3 v4 178 g6 178",
     "r8c3<>5"},
    // exemplar .24.6..18............93.........63...624....1..7.5.......89.7....6.4..85..1.....3
    // jar: Uniqueness Test 5: 2/6 in r6c89,r7c89 => r4c8<>4
    {"Uniqueness Test 5", [](const CandidateGrid& g, const State&) { return find_uniqueness(g, 5); },
     "v3 g2 g4 v5 g6 v7 v9 g1 g8 56 57 v9 12 12 v8 46 v3 47 16 17 v8 g9 g3 v4 26 v5 27 "
     "148 148 v5 v7 12 g6 g3 24 v9 v9 g6 g2 g4 v8 v3 v5 v7 g1 14 v3 g7 12 g5 v9 v8 246 246 "
     "245 45 v3 g8 g9 v1 g7 246 26 v7 v9 g6 v3 g4 v2 v1 g8 g5 248 48 g1 v6 v7 v5 24 v9 g3",
     "r4c8<>4"},
    // exemplar ...195..2635..........3...88.........5.9..71.1..2....9..468..51......4.......7.2.
    // jar: Avoidable Rectangle Type 1: 3/5 in r8c14,r9c14 => r9c4<>3
    {"Avoidable Rectangle Type 1", [](const CandidateGrid& g, const State& s) { return find_avoidable_rectangle(g, s.given, 1); },
     "47 478 78 g1 g9 g5 v6 v3 g2 g6 g3 g5 v8 47 v2 v1 v9 47 v9 12 12 47 g3 v6 v5 47 g8 "
     "g8 469 369 37 17 134 v2 46 v5 24 g5 23 g9 v6 v8 g7 g1 34 g1 467 367 g2 v5 34 38 468 g9 "
     "27 27 g4 g6 g8 39 39 g5 g1 v3 1689 1689 v5 v2 19 g4 78 67 v5 1689 1689 34 14 g7 89 g2 36",
     "r9c4<>3"},
    // exemplar 9.....6....1..6.387.6.8...........76..41......5.947.2.2.......5...25........9...1
    // jar: Avoidable Rectangle Type 2: 3/7 in r7c37,r8c37 => r4c3,r78c2<>9
    {"Avoidable Rectangle Type 2", [](const CandidateGrid& g, const State& s) { return find_avoidable_rectangle(g, s.given, 2); },
     "g9 v8 235 35 12 135 g6 v4 v7 45 24 g1 457 27 g6 v9 g3 g8 g7 34 g6 34 g8 v9 v5 v1 v2 "
     "v1 29 29 58 v3 58 v4 g7 g6 v3 v7 g4 g1 v6 v2 v8 v5 v9 v6 g5 v8 g9 g4 g7 v1 g2 v3 "
     "g2 1469 79 678 17 148 v3 689 g5 v8 1369 39 g2 g5 13 v7 69 v4 45 346 357 3678 g9 348 v2 68 g1",
     "r4c3<>9 r7c2<>9 r8c2<>9"},
};

TEST(HodokuBasic, EachFinderGivesTheStepHodokuPrinted) {
    for (const Case& c : kCases) {
        SCOPED_TRACE(c.name);
        const State state = parse_state(c.state);
        const std::optional<Step> step = c.find(state.grid, state);
        ASSERT_TRUE(step.has_value());
        EXPECT_EQ(info(step->kind).name, c.name);
        EXPECT_TRUE(step->placements.empty());
        EXPECT_EQ(eliminations_text(*step), c.expected);
    }
}

Grid grid_of(const std::string& text) { return testing::puzzle_from_unchecked(text).givens(); }

// HoDoKu takes singles from the queues Sudoku2 fills while the givens are set, not by scanning:
// the jar's first steps below (shared/data/rated/hodoku_qqwing4000.txt puzzles) are not the first
// naked or hidden single in reading order.
TEST(HodokuBasic, SinglesComeFromHodokusQueues) {
    Board board = Board::from_givens(grid_of(".73..2........6.37......42.8....1....2.6..9..9.....87.2.941......7.......1.....68"));
    EXPECT_FALSE(find_full_house(board).has_value());
    auto single = find_naked_single(board);  // jar: Naked Single: r7c8=5
    ASSERT_TRUE(single.has_value());
    EXPECT_EQ(single->kind, Kind::naked_single);
    EXPECT_EQ(single->placements, (std::vector<std::pair<int, int>>{{6 * 9 + 7, 5}}));

    board = Board::from_givens(grid_of("...2........3.1..949..6......24..63...6.7.5...5.....2723.1.........2..6...5..74.."));
    EXPECT_FALSE(find_naked_single(board).has_value());
    single = find_hidden_single(board);  // jar: Hidden Single: r5c6=2
    ASSERT_TRUE(single.has_value());
    EXPECT_EQ(single->kind, Kind::hidden_single);
    EXPECT_EQ(single->placements, (std::vector<std::pair<int, int>>{{4 * 9 + 5, 2}}));
}

TEST(HodokuBasic, FullHouseWhenAHouseHasOneEmptyCell) {
    Board board = Board::from_givens(grid_of("534678912672195348198342567859761423426853791713924856961537284287419635345286.79"));
    const auto step = find_full_house(board);
    ASSERT_TRUE(step.has_value());
    EXPECT_EQ(step->placements, (std::vector<std::pair<int, int>>{{80 - 2, 1}}));
}

TEST(HodokuBasic, BoardKeepsFreeCountsInStep) {
    Board board = Board::from_givens(grid_of(".73..2........6.37......42.8....1....2.6..9..9.....87.2.941......7.......1.....68"));
    board.delete_candidate(0, 1);
    board.set_cell(10, 5);
    for (int house = 0; house < 27; ++house) {
        for (int digit = 1; digit <= 9; ++digit) {
            int n = 0;
            for (const std::uint8_t cell : classic::kHouseCells[house]) n += board.grid.has(cell, digit);
            EXPECT_EQ(board.free[house][digit], n) << "house " << house << " digit " << digit;
        }
    }
}

TEST(HodokuBasic, StepTableHasHodokusScores) {
    EXPECT_EQ(info(Kind::full_house).score, 4);
    EXPECT_EQ(info(Kind::hidden_single).score, 14);
    EXPECT_EQ(info(Kind::locked_candidates_1).name, "Locked Candidates Type 1 (Pointing)");
    EXPECT_EQ(info(Kind::x_wing).level, HodokuLevel::hard);
    EXPECT_EQ(info(Kind::finned_swordfish).level, HodokuLevel::unfair);
    EXPECT_EQ(info(Kind::brute_force).score, 10000);
}

}  // namespace
}  // namespace hodoku_basic_test
}  // namespace gridforge::hodoku
