// The exact sentence of every technique outside the chains, on a fixed board each: the wording
// was read once as a player reads it and is held here (wording.hpp builds the pieces). Boards
// are those of the pattern tests (marked_board.hpp: every digit a candidate everywhere unless a
// digit map or a cell's list says otherwise).
#include <gtest/gtest.h>

#include <functional>

#include "gridforge/logic.hpp"
#include "gridforge/variants.hpp"
#include "logic/marked_board.hpp"
#include "support/even_cells_rule.hpp"

namespace gridforge {
namespace sentences_test {
namespace {

using testing::kFull;
using testing::Marks;
using testing::marked_state;

/// Eight full rows after the given first row.
std::string first_row_only(const std::string& row1) { return row1 + " " + kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull; }

Marks digit5(const std::string& map) {
    Marks marks;
    marks.digit_maps[5] = map;
    return marks;
}

Marks with_cells(std::map<std::string, std::string> cells) {
    Marks marks;
    marks.cells = std::move(cells);
    return marks;
}

Marks same_map(std::initializer_list<Digit> digits, const std::string& map) {
    Marks marks;
    for (Digit d : digits) marks.digit_maps[d] = map;
    return marks;
}

/// The rectangle r1c1, r1c2, r4c1, r4c2 (boxes 1 and 4) with the given candidates.
Marks rectangle(const std::string& r1c1, const std::string& r1c2, const std::string& r4c1, const std::string& r4c2) {
    return with_cells({{"r1c1", r1c1}, {"r1c2", r1c2}, {"r4c1", r4c1}, {"r4c2", r4c2}});
}

/// Classic rules plus `extra`, an empty grid, every candidate but `marks`.
LogicState with_rules(const std::vector<RulePtr>& extra, const std::map<Cell, DigitSet>& marks = {}) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    for (const RulePtr& rule : extra) rules.push_back(rule);
    Candidates pencil(81, DigitSet::all(9));
    for (const auto& [cell, digits] : marks) pencil[static_cast<std::size_t>(cell)] = digits;
    return LogicState(Puzzle(geometry, Grid(9), rules), Grid(9), pencil);
}

RulePtr cage(std::vector<Cell> cells, int sum) { return std::make_shared<KillerCage>(Geometry(9), std::move(cells), sum); }

struct Case {
    TechniqueId id;
    std::function<LogicState()> board;
    std::string sentence;
};

std::vector<Case> cases() {
    const std::string rest = kFull + kFull + kFull;
    const std::string others = "x.xxxxxxx ";
    const DigitSet no_one = DigitSet::all(9) - DigitSet::of(1);
    return {
        {TechniqueId::full_house, [] { return LogicState(testing::puzzle_from("12345678." + std::string(72, '.'))); },
         "Full house: r1c9 is the last empty cell of row 1, so it is 9."},
        {TechniqueId::hidden_single,
         [] {
             Marks marks;
             marks.digit_maps[7] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xxx...xxx xxx..xxxx xxx...xxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
             return marked_state(marks);
         },
         "Hidden single: in box 5 the digit 7 fits only in r5c6."},
        {TechniqueId::naked_single, [] { return marked_state(with_cells({{"r3c3", "4"}})); }, "Naked single: r3c3 can only be 4."},
        {TechniqueId::rule_elimination,
         [] { return with_rules({std::make_shared<testing::EvenCellsRule>(std::vector<Cell>{0})}); }, "Rule elimination: the even cells rule forbids these candidates: 1, 3, 5, 7 and 9 are removed "
         "from r1c1."},
        {TechniqueId::cage_combination, [] { return with_rules({cage({0, 1}, 3)}); }, "Cage combinations: the 2-cell cage at r1c1 (sum 3) can hold only {1, 2} with its candidates, "
         "so 3, 4, 5, 6, 7, 8 and 9 are removed from r1c1 and r1c2."},
        {TechniqueId::cage_combination, [] { return with_rules({cage({40}, 7)}); },
         "Cage combinations: the 1-cell cage at r5c5 (sum 7) can only be 7, so 1, 2, 3, 4, 5, 6, 8 and 9 are "
         "removed from r5c5."},
        {TechniqueId::thermometer_bounds,
         [] { return with_rules({std::make_shared<Thermometer>(Geometry(9), std::vector<Cell>{0, 1, 2})}); }, "Thermometer bounds: digits rise along the thermometer from its bulb r1c1 through r1c2 to r1c3, "
         "each cell above the one before it and below the one after it, so r1c1 is 1-7, r1c2 is 2-8 and "
         "r1c3 is 3-9: 1 is removed from r1c2 and r1c3; 2 from r1c3; 8 from r1c1; 9 from r1c1 and r1c2."},
        // Row 1: cages r1c1-r1c4 = 10 and r1c5-r1c8 = 26 leave the innie r1c9 = 9.
        {TechniqueId::innies_outies, [] { return with_rules({cage({0, 1, 2, 3}, 10), cage({4, 5, 6, 7}, 26)}); }, "Innies and outies: row 1 sums to 45 and the cages wholly inside it to 36, so the innie r1c9 "
         "(the cell outside those cages) is 9: 1, 2, 3, 4, 5, 6, 7 and 8 are removed from r1c9."},
        // Row 1 covered by r1c1-r1c4 = 10, r1c9 = 9 and r1c5-r1c8 + r2c8 = 31: the outie r2c8 is 5.
        {TechniqueId::innies_outies,
         [no_one] {
             return with_rules({cage({0, 1, 2, 3}, 10), cage({4, 5, 6, 7, 16}, 31), cage({8}, 9)},
                               {{4, no_one}, {5, no_one}, {6, no_one}, {7, no_one}});
         },
         "Innies and outies: row 1 sums to 45 and the cages covering it to 50, so the outie r2c8 (the "
         "cell of those cages outside it) is 5: 1, 2, 3, 4, 6, 7, 8 and 9 are removed from r2c8."},
        {TechniqueId::locked_pointing,
         [] { return marked_state(digit5("xx.xxxxxx ...xxxxxx ...xxxxxx " + kFull + kFull + kFull + kFull + kFull + kFull)); },
         "Locked candidates (pointing): in box 1 the digit 5 lies only in row 1 (r1c1 and r1c2), so the "
         "rest of row 1 cannot hold it: 5 is removed from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9."},
        {TechniqueId::locked_claiming, [] { return marked_state(digit5(first_row_only("xx......."))); }, "Locked candidates (claiming): in row 1 the digit 5 lies only in box 1 (r1c1 and r1c2), so the "
         "rest of box 1 cannot hold it: 5 is removed from r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3."},
        {TechniqueId::naked_pair, [] { return marked_state(with_cells({{"r1c1", "12"}, {"r1c2", "12"}})); }, "Naked pair: in row 1 the cells r1c1 and r1c2 hold only 1 and 2 between them, so no other cell "
         "of row 1 can hold these digits: 1 and 2 are removed from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 "
         "and r1c9."},
        {TechniqueId::naked_triple,
         [] { return marked_state(with_cells({{"r1c1", "12"}, {"r1c2", "23"}, {"r1c3", "13"}})); }, "Naked triple: in row 1 the cells r1c1, r1c2 and r1c3 hold only 1, 2 and 3 between them, so no "
         "other cell of row 1 can hold these digits: 1, 2 and 3 are removed from r1c4, r1c5, r1c6, r1c7, "
         "r1c8 and r1c9."},
        {TechniqueId::naked_quad,
         [] { return marked_state(with_cells({{"r1c1", "12"}, {"r1c2", "23"}, {"r1c3", "34"}, {"r1c4", "14"}})); }, "Naked quad: in row 1 the cells r1c1, r1c2, r1c3 and r1c4 hold only 1, 2, 3 and 4 between them, "
         "so no other cell of row 1 can hold these digits: 1, 2, 3 and 4 are removed from r1c5, r1c6, "
         "r1c7, r1c8 and r1c9."},
        {TechniqueId::hidden_pair, [] { return marked_state(same_map({1, 2}, first_row_only("xx......."))); }, "Hidden pair: in row 1 the digits 1 and 2 fit only in r1c1 and r1c2, so these cells hold "
         "nothing else: 3, 4, 5, 6, 7, 8 and 9 are removed from r1c1 and r1c2."},
        {TechniqueId::hidden_triple, [] { return marked_state(same_map({1, 2, 3}, first_row_only("xxx......"))); }, "Hidden triple: in row 1 the digits 1, 2 and 3 fit only in r1c1, r1c2 and r1c3, so these cells "
         "hold nothing else: 4, 5, 6, 7, 8 and 9 are removed from r1c1, r1c2 and r1c3."},
        {TechniqueId::hidden_quad, [] { return marked_state(same_map({1, 2, 3, 4}, first_row_only("xxxx....."))); }, "Hidden quad: in row 1 the digits 1, 2, 3 and 4 fit only in r1c1, r1c2, r1c3 and r1c4, so these "
         "cells hold nothing else: 5, 6, 7, 8 and 9 are removed from r1c1, r1c2, r1c3 and r1c4."},
        {TechniqueId::x_wing, [rest] { return marked_state(digit5(".x....x.. " + rest + ".x....x.. " + rest + kFull)); }, "X-Wing: in rows 1 and 5 the digit 5 lies only in columns 2 and 7, so the rest of columns 2 and "
         "7 cannot hold it: 5 is removed from r2c2, r2c7, r3c2, r3c7, r4c2, r4c7, r6c2, r6c7, r7c2, "
         "r7c7, r8c2, r8c7, r9c2 and r9c7."},
        {TechniqueId::swordfish, [rest] { return marked_state(digit5("x..x..... " + rest + "...x..x.. " + rest + "x.....x..")); },
         "Swordfish: in rows 1, 5 and 9 the digit 5 lies only in columns 1, 4 and 7, so the rest of "
         "columns 1, 4 and 7 cannot hold it: 5 is removed from r2c1, r2c4, r2c7, r3c1, r3c4, r3c7, r4c1, "
         "r4c4, r4c7, r6c1, r6c4, r6c7, r7c1, r7c4, r7c7, r8c1, r8c4 and r8c7."},
        {TechniqueId::jellyfish,
         [] {
             return marked_state(digit5("x.x...... " + kFull + "..x.x.... " + kFull + "....x.x.. " + kFull + "x.....x.. " + kFull + kFull));
         },
         "Jellyfish: in rows 1, 3, 5 and 7 the digit 5 lies only in columns 1, 3, 5 and 7, so the rest "
         "of columns 1, 3, 5 and 7 cannot hold it: 5 is removed from r2c1, r2c3, r2c5, r2c7, r4c1, r4c3, "
         "r4c5, r4c7, r6c1, r6c3, r6c5, r6c7, r8c1, r8c3, r8c5, r8c7, r9c1, r9c3, r9c5 and r9c7."},
        {TechniqueId::finned_x_wing,
         [] { return marked_state(digit5(".x....xx. " + kFull + kFull + kFull + ".x....x.. " + kFull + kFull + kFull + kFull)); }, "Finned X-Wing: in rows 1 and 5 the digit 5 lies only in columns 2 and 7, apart from the fin "
         "r1c8 in box 3; either the fin holds 5 or the X-Wing does, and both rule it out in column 7 "
         "inside box 3: 5 is removed from r2c7 and r3c7."},
        {TechniqueId::sashimi_x_wing,
         [] { return marked_state(digit5(".x.....x. " + kFull + kFull + kFull + ".x....x.. " + kFull + kFull + kFull + kFull)); }, "Sashimi X-Wing: in rows 1 and 5 the digit 5 lies only in columns 2 and 7, apart from the fin "
         "r1c8 in box 3; either the fin holds 5 or the X-Wing does, and both rule it out in column 7 "
         "inside box 3: 5 is removed from r2c7 and r3c7."},
        {TechniqueId::finned_swordfish,
         [] { return marked_state(digit5("x..x..... " + kFull + kFull + "...x..x.. " + kFull + kFull + "x.....xx. " + kFull + kFull)); },
         "Finned Swordfish: in rows 1, 4 and 7 the digit 5 lies only in columns 1, 4 and 7, apart from "
         "the fin r7c8 in box 9; either the fin holds 5 or the Swordfish does, and both rule it out in "
         "column 7 inside box 9: 5 is removed from r8c7 and r9c7."},
        {TechniqueId::sashimi_swordfish,
         [] { return marked_state(digit5("x..x..... " + kFull + kFull + "...x..x.. " + kFull + kFull + "x......x. " + kFull + kFull)); },
         "Sashimi Swordfish: in rows 1, 4 and 7 the digit 5 lies only in columns 1, 4 and 7, apart from "
         "the fin r7c8 in box 9; either the fin holds 5 or the Swordfish does, and both rule it out in "
         "column 7 inside box 9: 5 is removed from r8c7 and r9c7."},
        {TechniqueId::skyscraper, [rest] { return marked_state(digit5("x...x.... " + rest + "x....x... " + rest + kFull)); }, "Skyscraper: in row 1 the digit 5 lies only in r1c1 or r1c5, and in row 5 only in r5c1 or r5c6; "
         "r1c1 and r5c1 share column 1, so at most one of them is 5 and r1c5 or r5c6 is: 5 is removed "
         "from r2c6, r3c6, r4c5 and r6c5, which see both."},
        {TechniqueId::two_string_kite,
         [others] {
             return marked_state(digit5("x.....x.. " + kFull + others + others + others + others + kFull + others + others));
         },
         "2-String Kite: in row 1 the digit 5 lies only in r1c1 or r1c7, and in column 2 only in r2c2 or "
         "r7c2; r1c1 and r2c2 share box 1, so at most one of them is 5 and r1c7 or r7c2 is: 5 is removed "
         "from r7c7, which sees both."},
        // Box 1 holds 5 only in row 2 and column 2; column 6 only in r2c6 and r7c6.
        {TechniqueId::empty_rectangle,
         [] {
             return marked_state(
                 digit5(".x.xx.xxx x.xxxxxxx .x.xx.xxx xxxxx.xxx xxxxx.xxx xxxxx.xxx xxxxxxxxx xxxxx.xxx xxxxx.xxx"));
         },
         "Empty rectangle: in box 1 the digit 5 lies only in row 2 or column 2, and in column 6 only in "
         "r2c6 or r7c6. If r7c2 were 5, r7c6 would not be, so r2c6 would be; then r2c6 (row 2) and r7c2 "
         "(column 2) would leave box 1 no place for 5: 5 is removed from r7c2."},
        {TechniqueId::w_wing,
         [] {
             Marks marks = with_cells({{"r1c1", "12"}, {"r5c9", "12"}});
             marks.digit_maps[1] = kFull + kFull + kFull + kFull + kFull + kFull + kFull + kFull + "x.......x";
             return marked_state(marks);
         },
         "W-Wing: r1c1 and r5c9 both hold only 1 and 2, and in row 9 the digit 1 lies only in r9c1 "
         "(seeing r1c1) or r9c9 (seeing r5c9). If neither cell were 2, both would be 1 and row 9 would "
         "have no place for 1, so one of them is 2: 2 is removed from r1c9 and r5c1, which see both."},
        {TechniqueId::xy_wing, [] { return marked_state(with_cells({{"r1c1", "12"}, {"r1c5", "13"}, {"r5c1", "23"}})); }, "XY-Wing: the pivot r1c1 (1 or 2) sees r1c5 (1 or 3) in row 1 and r5c1 (2 or 3) in column 1; "
         "whichever digit the pivot takes, one of these pincers is 3: 3 is removed from r5c5, which sees "
         "both pincers."},
        {TechniqueId::xyz_wing, [] { return marked_state(with_cells({{"r1c1", "123"}, {"r1c5", "13"}, {"r2c2", "23"}})); }, "XYZ-Wing: the pivot r1c1 (1, 2 or 3) sees r1c5 (1 or 3) in row 1 and r2c2 (2 or 3) in box 1; "
         "whichever digit the pivot takes, one of the three cells is 3: 3 is removed from r1c2 and r1c3, "
         "which see all three."},
        {TechniqueId::unique_rectangle_1, [] { return marked_state(rectangle("12", "12", "12", "127")); }, "Unique rectangle type 1: in the rectangle r1c1, r1c2, r4c1 and r4c2 (boxes 1 and 4) three "
         "corners hold only 1 and 2; if r4c2 were 1 or 2 as well, 1 and 2 could be swapped for a second "
         "solution, and the puzzle has only one: 1 and 2 are removed from r4c2."},
        {TechniqueId::unique_rectangle_2, [] { return marked_state(rectangle("12", "12", "127", "127")); }, "Unique rectangle type 2: in the rectangle r1c1, r1c2, r4c1 and r4c2 (boxes 1 and 4) r1c1 and "
         "r1c2 hold only 1 and 2, and r4c1 and r4c2 hold 1, 2 and 7; if neither of them were 7, 1 and 2 "
         "could be swapped for a second solution, and the puzzle has only one, so one of them is 7: 7 is "
         "removed from r4c3, r4c4, r4c5, r4c6, r4c7, r4c8, r4c9, r5c1, r5c2, r5c3, r6c1, r6c2 and r6c3, "
         "which see both."},
        {TechniqueId::unique_rectangle_3,
         [] {
             Marks marks = rectangle("12", "12", "127", "128");
             marks.cells["r4c5"] = "78";
             return marked_state(marks);
         },
         "Unique rectangle type 3: in the rectangle r1c1, r1c2, r4c1 and r4c2 (boxes 1 and 4) r1c1 and "
         "r1c2 hold only 1 and 2; if r4c1 and r4c2 held only 1 and 2 too, 1 and 2 could be swapped for a "
         "second solution, and the puzzle has only one, so one of them is 7 or 8. With r4c5 that makes a "
         "naked pair on 7 and 8 in row 4: 7 and 8 are removed from r4c3, r4c4, r4c6, r4c7, r4c8 and r4c9."},
        {TechniqueId::unique_rectangle_4,
         [] {
             Marks marks = rectangle("12", "12", "127", "128");
             marks.digit_maps[1] = "xxxxxxxxx xxxxxxxxx xxxxxxxxx xx....... xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx xxxxxxxxx";
             return marked_state(marks);
         },
         "Unique rectangle type 4: in the rectangle r1c1, r1c2, r4c1 and r4c2 (boxes 1 and 4) r1c1 and "
         "r1c2 hold only 1 and 2, and in row 4 the digit 1 lies only in r4c1 and r4c2, so one of them is "
         "1; if either were 2, 1 and 2 could be swapped for a second solution, and the puzzle has only "
         "one: 2 is removed from r4c1 and r4c2."},
        // Every cell {G, G+1 mod 9} of a valid grid G, r1c1 with a third candidate 9.
        {TechniqueId::bug_plus_one,
         [] {
             const std::string grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
             const Geometry geometry(9);
             Marks marks;
             for (Cell c = 0; c < 81; ++c) {
                 const int digit = grid[static_cast<std::size_t>(c)] - '0';
                 std::string candidates{static_cast<char>('0' + digit), static_cast<char>('0' + digit % 9 + 1)};
                 if (c == 0) candidates += '9';
                 marks.cells[geometry.cell_name(c)] = candidates;
             }
             return marked_state(marks);
         },
         "BUG+1: every empty cell but r1c1 has two candidates, and 9 has three places in row 1, column 1 "
         "and box 1; if r1c1 were not 9, every digit would have two places in every house, a pattern "
         "whose digits could be swapped for a second solution, and the puzzle has only one, so r1c1 is 9."},
    };
}

TEST(Sentences, EveryTechniqueOnItsFixedBoard) {
    for (const Case& c : cases()) {
        const std::optional<Step> step = technique(c.id).find(c.board());
        ASSERT_TRUE(step) << technique_key(c.id);
        EXPECT_EQ(step->text, c.sentence) << technique_key(c.id);
    }
}

}  // namespace
}  // namespace sentences_test
}  // namespace gridforge
