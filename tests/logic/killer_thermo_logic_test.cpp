// The killer and thermo techniques the rules answer (KillerCage::find_step, Thermometer::find_step):
// cage splitting, hidden cages and killer pairs on fixed boards with their exact eliminations and
// sentences and a negative case each; thermometer ranges per cell; and every one of them under the
// known-solution guard on generated killer, killer-X and jigsaw killer puzzles
// (killer_puzzles.jsonl: seeds 1000-1029 of each list, the ones where cage splitting, hidden
// cages and killer pairs all fire, and two thermo puzzles), asked on every state of each logical
// path.
#include <gtest/gtest.h>

#include <map>

#include "gridforge/format.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/solve.hpp"
#include "gridforge/variants.hpp"
#include "logic/marked_board.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace killer_thermo_logic_test {
namespace {

using testing::eliminations_of;

/// Classic rules plus `extra`, an empty grid, every candidate but `marks`.
LogicState board(const std::vector<RulePtr>& extra, const std::map<Cell, DigitSet>& marks = {}) {
    const Geometry geometry(9);
    RuleList rules = classic_rules(geometry);
    for (const RulePtr& rule : extra) rules.push_back(rule);
    Candidates pencil(81, DigitSet::all(9));
    for (const auto& [cell, digits] : marks) pencil[static_cast<std::size_t>(cell)] = digits;
    return LogicState(Puzzle(geometry, Grid(9), rules), Grid(9), pencil);
}

RulePtr cage(std::vector<Cell> cells, int sum) { return std::make_shared<KillerCage>(Geometry(9), std::move(cells), sum); }

DigitSet digits(std::initializer_list<Digit> list) {
    DigitSet set;
    for (Digit d : list) set.insert(d);
    return set;
}

std::vector<std::string> names(const std::vector<std::string>& cells, const std::vector<int>& digit_list) {
    std::vector<std::string> out;
    for (const std::string& cell : cells) {
        for (int d : digit_list) out.push_back(cell + ":" + std::to_string(d));
    }
    return out;
}

std::optional<Step> find(TechniqueId id, const LogicState& state) { return technique(id).find(state); }

TEST(HiddenCage, DigitEverySetNeedsLeavesTheSharedHouses) {
    // r1c1-r1c3 = 8 holds {1, 2, 5} or {1, 3, 4}: a 1 in any case, in row 1 and box 1.
    const auto step = find(TechniqueId::hidden_cage, board({cage({0, 1, 2}, 8)}));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), names({"r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}, {1}));
    EXPECT_EQ(step->text, "Hidden cage: the 3-cell cage at r1c1 (sum 8) can hold only {1, 2, 5} or {1, 3, 4}, each with a 1; in the "
                          "cage it can go only in r1c1, r1c2 or r1c3, they share row 1 and box 1, whose other cells cannot hold it: "
                          "1 is removed from r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3.");
    // A cage across boxes 1 and 2 whose 1 can only be in r1c2 or r1c3: it leaves box 1 and row 1 only.
    const auto bent = find(TechniqueId::hidden_cage, board({cage({1, 2, 3}, 8)}, {{3, digits({2, 3, 4, 5})}}));
    ASSERT_TRUE(bent);
    EXPECT_EQ(eliminations_of(*bent).size(), 12u);  // r1c1, r1c5-r1c9 (6), r2c1-r2c3, r3c1-r3c3 (6)
    // Nothing needed everywhere ({1, 9}, {2, 8}, {3, 7}, {4, 6}): no step.
    EXPECT_FALSE(find(TechniqueId::hidden_cage, board({cage({0, 1}, 10)})));
}

TEST(KillerPair, CageAndCellHoldBothDigits) {
    // Row 1: the cage r1c1-r1c2 = 10 can hold only {1, 9} or {2, 8} (its candidates), r1c5 is 1 or 2.
    const DigitSet cage_marks = digits({1, 2, 8, 9});
    const std::map<Cell, DigitSet> marks{{0, cage_marks}, {1, cage_marks}, {4, digits({1, 2})}};
    const auto step = find(TechniqueId::killer_pair, board({cage({0, 1}, 10)}, marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c3:1", "r1c3:2", "r1c4:1", "r1c4:2", "r1c6:1", "r1c6:2", "r1c7:1",
                                                                "r1c7:2", "r1c8:1", "r1c8:2", "r1c9:1", "r1c9:2"}));
    EXPECT_EQ(step->text, "Killer pair: in row 1 the 2-cell cage at r1c1 (sum 10) can hold only {1, 9} or {2, 8} and r1c5 can only "
                          "be 1 or 2: each holds 1 or 2 there, so between them they hold both and the rest of row 1 neither: "
                          "1 and 2 are removed from r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9.");
    // Without the cell nothing pairs with the cage.
    std::map<Cell, DigitSet> no_cell = marks;
    no_cell[4] = DigitSet::all(9);
    EXPECT_FALSE(find(TechniqueId::killer_pair, board({cage({0, 1}, 10)}, no_cell)));
}

TEST(KillerPair, TwoCagesInABox) {
    // Box 1: r1c1-r1c2 = 10 and r3c1-r3c2 = 10, each {1, 9} or {2, 8}: 1 and 2 are in one of them
    // each; the rest of box 1 (r1c3, r2c1-r2c3, r3c3) loses 1 and 2.
    const DigitSet cage_marks = digits({1, 2, 8, 9});
    const std::map<Cell, DigitSet> marks{{0, cage_marks}, {1, cage_marks}, {18, cage_marks}, {19, cage_marks}};
    const auto step = find(TechniqueId::killer_pair, board({cage({0, 1}, 10), cage({18, 19}, 10)}, marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->houses.size(), 1u);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r1c3:1", "r1c3:2", "r2c1:1", "r2c1:2", "r2c2:1", "r2c2:2", "r2c3:1",
                                                                "r2c3:2", "r3c3:1", "r3c3:2"}));
}

TEST(KillerPair, TripleOfACageAndTwoCells) {
    // Row 1: the cage r1c1-r1c2 = 10 limited to {1, 9}, {2, 8} or {3, 7}, and r1c5, r1c6 holding
    // only 1, 2 or 3: three parts, each with a 1, 2 or 3, so the rest of row 1 has none of them.
    const DigitSet cage_marks = digits({1, 2, 3, 7, 8, 9});
    const std::map<Cell, DigitSet> marks{{0, cage_marks}, {1, cage_marks}, {4, digits({1, 2, 3})}, {5, digits({1, 2, 3})}};
    const auto step = find(TechniqueId::killer_pair, board({cage({0, 1}, 10)}, marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), names({"r1c3", "r1c4", "r1c7", "r1c8", "r1c9"}, {1, 2, 3}));
    EXPECT_EQ(step->text.substr(0, 40), "Killer triple: in row 1 the 2-cell cage ");
    // With a fourth digit in r1c6 the three parts no longer close the set.
    std::map<Cell, DigitSet> open = marks;
    open[5] = digits({1, 2, 3, 4});
    EXPECT_FALSE(find(TechniqueId::killer_pair, board({cage({0, 1}, 10)}, open)));
}

TEST(CageCombination, NoFillingPutsTheDigitThere) {
    // The 4-cell cage r1c1, r1c2, r2c4, r2c5 = 14 with r1c1 and r1c2 {1, 2}, r2c4 and r2c5
    // {1, 2, 3, 8}: only {1, 2, 3, 8} fits, and with 1 and 2 taken by r1c1 and r1c2 the other two
    // cells are 3 and 8 — though every digit of the set has two places (the prune keeps them).
    const std::map<Cell, DigitSet> marks{{0, digits({1, 2})}, {1, digits({1, 2})}, {12, digits({1, 2, 3, 8})}, {13, digits({1, 2, 3, 8})}};
    const auto state = board({cage({0, 1, 12, 13}, 14)}, marks);
    const auto step = find(TechniqueId::cage_combination, state);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), (std::vector<std::string>{"r2c4:1", "r2c4:2", "r2c5:1", "r2c5:2"}));
    EXPECT_EQ(step->text, "Cage combinations: the 4-cell cage at r1c1 (sum 14) can hold only {1, 2, 3, 8} with its candidates and "
                          "each cell takes one digit of it, so 1 and 2 are removed from r2c4 and r2c5.");
}

TEST(CageSplit, SevenInniesOfARowAreACage) {
    // Row 1: r1c1-r1c2 = 3 leaves r1c3-r1c9 summing to 42: only {3, ..., 9}. Seven cells are too
    // many for innies and outies (six at most); cage splitting takes them.
    const auto state = board({cage({0, 1}, 3)});
    EXPECT_FALSE(find(TechniqueId::innies_outies, state));
    const auto step = find(TechniqueId::cage_split, state);
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), names({"r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"}, {1, 2}));
    EXPECT_EQ(step->text, "Cage splitting: row 1 sums to 45 and the cage wholly inside it to 3, so the innies r1c3, r1c4, r1c5, r1c6, "
                          "r1c7, r1c8 and r1c9 (the cells outside that cage) sum to 42, all in row 1, so they are a cage of their own "
                          "that can hold only {3, 4, 5, 6, 7, 8, 9}: 1 and 2 are removed from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9.");
}

TEST(InniesOuties, SixOpenInniesAcrossTwoRows) {
    // Rows 1-2: the cages r1c1-r1c3 + r2c1-r2c3 = 21 and r1c4-r1c6 + r2c4-r2c6 = 39 lie wholly
    // inside them and leave r1c7-r1c9 and r2c7-r2c9 summing to 90 - 60 = 30. With r1c7-r1c9 at
    // {1, 2, 3} the other three must make 24: {7, 8, 9}. (Row 3 is marked so that boxes 1 and 2
    // say nothing new.)
    std::map<Cell, DigitSet> marks;
    for (Cell c : {6, 7, 8}) marks[c] = digits({1, 2, 3});
    for (Cell c : {18, 19, 20}) marks[c] = digits({7, 8, 9});
    for (Cell c : {21, 22, 23}) marks[c] = digits({1, 2, 3});
    const auto step = find(TechniqueId::innies_outies, board({cage({0, 1, 2, 9, 10, 11}, 21), cage({3, 4, 5, 12, 13, 14}, 39)}, marks));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), names({"r2c7", "r2c8", "r2c9"}, {1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(step->text.substr(0, 60), "Innies and outies: rows 1 and 2 sum to 90 and the cages whol");
}

TEST(InniesOuties, NoStepOnAContradiction) {
    // Row 1: r1c1-r1c6 = 21 leaves r1c7-r1c9 summing to 24 ({7, 8, 9}), but they hold only 1-3:
    // no way at all is a contradiction for the solver to find, not a step emptying the cells.
    std::map<Cell, DigitSet> marks;
    for (Cell c : {6, 7, 8}) marks[c] = digits({1, 2, 3});
    EXPECT_FALSE(find(TechniqueId::innies_outies, board({cage({0, 1, 2, 3, 4, 5}, 21)}, marks)));
}

TEST(CageSplit, DigitEverySetNeedsLeavesTheRest) {
    // Row 1: r1c1-r1c4 = 12 leaves r1c5-r1c9 summing to 33: {3, 6, 7, 8, 9} or {4, 5, 7, 8, 9}.
    // With 1 and 2 gone from them, 7 (8, 9) must be among them and leaves r1c1-r1c4.
    const DigitSet no_low = DigitSet::all(9) - digits({1, 2});
    const auto step = find(TechniqueId::cage_split,
                           board({cage({0, 1, 2, 3}, 12)}, {{4, no_low}, {5, no_low}, {6, no_low}, {7, no_low}, {8, no_low}}));
    ASSERT_TRUE(step);
    EXPECT_EQ(eliminations_of(*step), names({"r1c1", "r1c2", "r1c3", "r1c4"}, {7}));
    EXPECT_NE(step->text.find("can hold only {3, 6, 7, 8, 9} or {4, 5, 7, 8, 9}, each with a 7; among them only r1c5, r1c6, r1c7, "
                              "r1c8 or r1c9 can hold it, so the rest of row 1 cannot: 7 is removed from r1c1, r1c2, r1c3 and r1c4."),
              std::string::npos)
        << step->text;
}

TEST(CageSplit, NothingWhenTheSetsSayNothingNew) {
    // The same row with r1c1-r1c4 already {1, 2, 3, 4} and r1c5-r1c9 already {5, ..., 9}: every
    // group's split is either all nine digits or already written.
    std::map<Cell, DigitSet> marks;
    for (Cell c = 0; c < 9; ++c) marks[c] = c < 4 ? digits({1, 2, 3, 4}) : digits({5, 6, 7, 8, 9});
    EXPECT_FALSE(find(TechniqueId::cage_split, board({cage({0, 1, 2, 3}, 10)}, marks)));
}

TEST(CageCombination, HiddenSingleOfTheCageIsSaid) {
    // r1c1-r1c3 = 8 ({1, 2, 5} or {1, 3, 4}) with 1 only possible in r1c2.
    const DigitSet no_one = DigitSet::all(9) - digits({1});
    const auto step = find(TechniqueId::cage_combination, board({cage({0, 1, 2}, 8)}, {{0, no_one}, {2, no_one}}));
    ASSERT_TRUE(step);
    EXPECT_NE(step->text.find("and each needs a 1, which only r1c2 can hold"), std::string::npos) << step->text;
    EXPECT_EQ(eliminations_of(*step).size(), 8u + 4u + 4u);  // r1c2 keeps 1; r1c1 and r1c3 lose 6-9
}

TEST(ThermometerBounds, RangePerCell) {
    // A 9-cell thermometer along row 1: every cell is its place.
    std::vector<Cell> row(9);
    for (int i = 0; i < 9; ++i) row[static_cast<std::size_t>(i)] = i;
    const auto step = find(TechniqueId::thermometer_bounds, board({std::make_shared<Thermometer>(Geometry(9), row)}));
    ASSERT_TRUE(step);
    EXPECT_NE(step->text.find("so r1c1 is 1, r1c2 is 2, r1c3 is 3, r1c4 is 4, r1c5 is 5, r1c6 is 6, r1c7 is 7, r1c8 is 8 and r1c9 is 9:"),
              std::string::npos)
        << step->text;
    // Bulb r1c1 narrowed to 4-6 by its pencil marks: r1c2 starts at 5.
    const auto narrowed = find(TechniqueId::thermometer_bounds,
                               board({std::make_shared<Thermometer>(Geometry(9), std::vector<Cell>{0, 1})}, {{0, digits({4, 6})}, {1, digits({2, 5, 7, 9})}}));
    ASSERT_TRUE(narrowed);
    EXPECT_EQ(eliminations_of(*narrowed), (std::vector<std::string>{"r1c2:2"}));
    EXPECT_NE(narrowed->text.find("so r1c2 is 5-9:"), std::string::npos) << narrowed->text;
}

TEST(KillerThermoLogic, PuzzleWideTechniquesAnsweredByTheFirstCage) {
    // The puzzle-wide killer techniques are answered once, by the first cage: a second cage never
    // repeats them.
    const auto first = cage({0, 1, 2, 3}, 10);
    const auto second = cage({9, 10}, 3);
    const LogicState state = board({first, second});
    EXPECT_TRUE(first->find_step(TechniqueId::cage_split, state));
    EXPECT_FALSE(second->find_step(TechniqueId::cage_split, state));
    EXPECT_FALSE(second->find_step(TechniqueId::innies_outies, state));
    EXPECT_FALSE(second->find_step(TechniqueId::killer_pair, state));
    // A technique of other rules is not the cage's.
    EXPECT_FALSE(first->find_step(TechniqueId::thermometer_bounds, state));
}

TEST(KillerThermoLogic, EveryStateOfGeneratedKillersGuarded) {
    // Killer, killer X, jigsaw killer and thermo puzzles from `gridforge generate --variant ...
    // --json`: on every state of the logical path (up to the AIC), each killer and thermo technique
    // is asked and its step checked against the solution; each fires somewhere.
    const auto lines = testing::read_lines(testing::test_data("../logic/killer_puzzles.jsonl"));
    ASSERT_EQ(lines.size(), 11u);
    const std::vector<TechniqueId> ours{TechniqueId::cage_combination, TechniqueId::innies_outies, TechniqueId::cage_split,
                                        TechniqueId::hidden_cage, TechniqueId::killer_pair, TechniqueId::thermometer_bounds};
    std::map<TechniqueId, int> found;
    for (const std::string& line : lines) {
        const PuzzleRecord record = parse_puzzle(line);
        const CountResult counted = count_solutions(record.puzzle, 2);
        ASSERT_EQ(counted.count, 1) << line;
        const Grid& solution = *counted.solution;
        LogicState state(record.puzzle);
        for (int n = 1; n < 400 && !state.solved() && !state.contradiction(); ++n) {
            for (TechniqueId id : ours) {
                if (const auto step = find(id, state)) {
                    ++found[id];
                    EXPECT_NO_THROW(check_step_against_solution(*step, solution, state.geometry(), n)) << line << "\n" << step->text;
                    EXPECT_FALSE(step->text.empty());
                }
            }
            const auto next = next_step(state, technique(TechniqueId::aic).difficulty);
            if (!next) break;
            state.apply(*next);
        }
    }
    for (TechniqueId id : ours) EXPECT_GT(found[id], 0) << technique_name(id);
}

}  // namespace
}  // namespace killer_thermo_logic_test
}  // namespace gridforge
