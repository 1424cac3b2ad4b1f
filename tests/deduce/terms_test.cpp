/// Edge cases of the exact terms (docs/deduction.md §5): neighbours, between, connected, all, both,
/// units, names and the board's conventions.

#include <gtest/gtest.h>

#include <stdexcept>

#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/theme.hpp"

// Clues are written with designated initializers; omitted fields have defaults.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace gridforge::deduce {
namespace terms_test {
namespace {

Mask bits(std::initializer_list<int> cells) {
    Mask mask = 0;
    for (int c : cells) mask |= Mask{1} << c;
    return mask;
}

std::vector<Person> cast_of(const Board& board) {
    Rng rng(3);
    return random_cast(board, rng, cast_theme(kDefaultTheme));
}

bool holds(const Clue& clue, const Board& board, Mask criminals) {
    return eval(compile(clue, board, cast_of(board)), criminals, board.full());
}

TEST(DeduceTerms, NeighboursAreTheUpToEightSurroundingCells) {
    const Board board(5, 4);  // 4 columns, 5 rows
    EXPECT_EQ(popcount(board.neighbours(0)), 3);                 // corner A1
    EXPECT_EQ(board.neighbours(0), bits({1, 4, 5}));
    EXPECT_EQ(popcount(board.neighbours(board.cell_at(2, 0))), 5);  // edge A3
    EXPECT_EQ(popcount(board.neighbours(board.cell_at(2, 1))), 8);  // interior B3
    EXPECT_FALSE(board.neighbours(5) >> 5 & 1) << "a person is not their own neighbour";
    EXPECT_EQ(popcount(board.edge()), 14);
    EXPECT_EQ(board.corners(), bits({0, 3, 16, 19}));
    EXPECT_EQ(board.cell_name(5), "B2");
    EXPECT_EQ(board.parse_cell("D5"), 19);
    EXPECT_THROW((void)board.parse_cell("E1"), std::invalid_argument);
    EXPECT_EQ(Board::parse_size("4x5").rows(), 5);
}

TEST(DeduceTerms, BetweenExcludesBothEndsAndIsNeverEmpty) {
    const Board board(4, 4);
    EXPECT_EQ(unit_cells({UnitKind::between, 0, 3}, board), bits({1, 2}));
    EXPECT_EQ(unit_cells({UnitKind::between, 1, 13}, board), bits({5, 9}));
    EXPECT_THROW((void)unit_cells({UnitKind::between, 0, 1}, board), std::invalid_argument) << "adjacent: nothing between";
    EXPECT_THROW((void)unit_cells({UnitKind::between, 0, 5}, board), std::invalid_argument) << "not one line";
    EXPECT_THROW((void)parse_unit("between:A1-B1", board), std::invalid_argument);
    for (const Clue& clue : all_clues(board, cast_of(board))) {
        for (const Unit* unit : {&clue.unit, &clue.unit2}) {
            if (unit->kind == UnitKind::between) {
                EXPECT_NE(unit_cells(*unit, board), 0u);
            }
        }
    }
}

TEST(DeduceTerms, ASingleCellIsConnectedAndAllNeedsAMember) {
    const Board board(3, 3);
    const Clue row1{.type = ClueType::all_connected, .trait = Trait::criminal, .unit = {UnitKind::row, 0}};
    EXPECT_TRUE(holds(row1, board, bits({1})));
    EXPECT_TRUE(holds(row1, board, bits({0, 1})));
    EXPECT_TRUE(holds(row1, board, bits({0, 1, 2})));
    EXPECT_FALSE(holds(row1, board, bits({0, 2}))) << "a gap";
    EXPECT_FALSE(holds(row1, board, bits({4, 5}))) << "'all' with no member in the row";
    // Connectivity is orthogonal: diagonal neighbours are not connected (both_connected).
    const Clue column_b{.type = ClueType::both_connected, .trait = Trait::criminal, .unit = {UnitKind::everyone}};
    EXPECT_TRUE(holds(column_b, board, bits({1, 4})));
    EXPECT_FALSE(holds(column_b, board, bits({0, 4}))) << "diagonal";
    EXPECT_FALSE(holds(column_b, board, bits({0, 1, 2}))) << "'both' means exactly two";
}

TEST(DeduceTerms, AnyImpliesNoCountAndSeveralMeansTwoOrMore) {
    const Board board(3, 3);
    const Clue any{.type = ClueType::any_in_unit_is_in_unit, .trait = Trait::criminal, .unit = {UnitKind::row, 0},
                   .unit2 = {UnitKind::column, 0}};
    EXPECT_TRUE(holds(any, board, 0)) << "no criminal in row 1 satisfies 'any'";
    EXPECT_TRUE(holds(any, board, bits({0})));
    EXPECT_FALSE(holds(any, board, bits({1})));
    const Clue several{.type = ClueType::is_one_of_several, .trait = Trait::criminal, .unit = {UnitKind::row, 0}, .person = 0};
    EXPECT_FALSE(holds(several, board, bits({0})));
    EXPECT_TRUE(holds(several, board, bits({0, 2})));
    const Clue person_outside{.type = ClueType::is_the_only, .trait = Trait::criminal, .unit = {UnitKind::row, 0}, .person = 4};
    EXPECT_THROW((void)compile(person_outside, board, cast_of(board)), std::invalid_argument);
}

TEST(DeduceTerms, DirectionsDropTargetsOffTheBoard) {
    const Board board(3, 3);
    // Row 1 people with a criminal directly left of them: only B1 and C1 have a left neighbour.
    const Clue left{.type = ClueType::n_in_unit_have_in_direction, .trait = Trait::criminal, .trait0 = Trait::innocent,
                    .unit = {UnitKind::row, 0}, .direction = Direction::left, .n = 1};
    EXPECT_TRUE(holds(left, board, bits({0})));   // B1 innocent, A1 criminal on its left
    EXPECT_TRUE(holds(left, board, bits({0, 1})));  // B1 criminal now, but C1 innocent with B1 on its left
    EXPECT_FALSE(holds(left, board, bits({2})));    // no innocent of row 1 has a criminal left of them
    // Row 1 looking up: every target is off the board, so no pair exists and the count is 0.
    const Clue up{.type = ClueType::n_in_unit_have_in_direction, .trait = Trait::criminal, .unit = {UnitKind::row, 0},
                  .direction = Direction::up, .n = 0};
    EXPECT_TRUE(compile(up, board, cast_of(board)).pairs.empty());
    EXPECT_TRUE(holds(up, board, board.full()));
}

TEST(DeduceTerms, UnitTextRoundTrips) {
    const Board board(5, 4);
    const auto people = cast_of(board);
    for (const Clue& clue : all_clues(board, people)) {
        for (const Unit* unit : {&clue.unit, &clue.unit2}) {
            if (unit->kind == UnitKind::everyone) continue;
            EXPECT_EQ(parse_unit(unit_text(*unit, board), board), *unit) << unit_text(*unit, board);
        }
    }
    EXPECT_THROW((void)parse_unit("row:9", board), std::invalid_argument);
    EXPECT_THROW((void)parse_unit("ring", board), std::invalid_argument);
}

TEST(DeduceTerms, ZeroIsSaidAsNoneNeverAsExactlyZero) {
    const Board board(5, 4);
    const auto people = cast_of(board);
    const Unit row3{UnitKind::row, 2};
    const Unit column_b{UnitKind::column, 1};
    const auto said = [&](Clue clue) { return render(clue, board, people); };
    EXPECT_EQ(said({.type = ClueType::number_in_unit, .trait = Trait::criminal, .unit = row3, .n = 0}),
              "There are no criminals in row 3.");
    EXPECT_EQ(said({.type = ClueType::total_in_units, .trait = Trait::innocent, .unit = row3, .unit2 = column_b, .n = 0}),
              "There are no innocents in row 3 or in column B.");
    EXPECT_EQ(said({.type = ClueType::unit_shares_k_of_m, .trait = Trait::criminal, .unit = row3, .unit2 = column_b, .n = 0, .m = 2}),
              "None of the 2 criminals in row 3 are in column B.");
    EXPECT_EQ(said({.type = ClueType::n_in_unit_have_in_direction, .trait = Trait::criminal, .trait0 = Trait::innocent,
                    .unit = row3, .direction = Direction::up, .n = 0}),
              "No innocent in row 3 has a criminal directly above them.");
    EXPECT_EQ(said({.type = ClueType::only_line_has_exactly, .trait = Trait::criminal, .unit = row3, .n = 0}),
              "Row 3 is the only row with no criminals.");
    EXPECT_EQ(said({.type = ClueType::count_have_m_neighbours, .trait = Trait::criminal, .unit = row3, .n = 0, .m = 2}),
              "No one in row 3 has exactly 2 criminal neighbours.");
    // Not "No one in row 3 has no criminal neighbours".
    EXPECT_EQ(said({.type = ClueType::count_have_m_neighbours, .trait = Trait::criminal, .unit = row3, .n = 0, .m = 0}),
              "Everyone in row 3 has at least one criminal neighbour.");
    EXPECT_EQ(said({.type = ClueType::only_one_has_n_neighbours, .trait = Trait::innocent, .unit = row3, .n = 0}),
              "Only one person in row 3 has no innocent neighbours.");
    EXPECT_EQ(said({.type = ClueType::max_neighbours_in_unit, .trait = Trait::innocent, .unit = row3, .n = 0}),
              "No one in row 3 has an innocent neighbour.");
    for (const Clue& clue : all_clues(board, people)) {
        EXPECT_EQ(render(clue, board, people).find("xactly 0"), std::string::npos) << render(clue, board, people);
    }
}

TEST(DeduceTerms, EnglishTemplatesReadAsSentences) {
    const Board board(5, 4);
    const auto people = cast_of(board);
    const Clue count{.type = ClueType::number_in_unit, .trait = Trait::criminal, .unit = {UnitKind::row, 2}, .n = 2};
    EXPECT_EQ(render(count, board, people), "There are exactly 2 criminals in row 3.");
    const Clue one{.type = ClueType::number_in_unit, .trait = Trait::innocent, .unit = {UnitKind::column, 1}, .n = 1};
    EXPECT_EQ(render(one, board, people), "There is exactly 1 innocent in column B.");
    const Clue only{.type = ClueType::is_the_only, .trait = Trait::criminal, .unit = {UnitKind::row, 0}, .person = 1};
    EXPECT_EQ(render(only, board, people), people[1].name + " is the only criminal in row 1.");
    const Clue at_least{.type = ClueType::at_least_in_unit, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 0}, .n = 1};
    EXPECT_EQ(render(at_least, board, people), people[0].name + " has at least 1 criminal neighbour.");
    const Clue between{.type = ClueType::all_connected, .trait = Trait::innocent, .unit = {UnitKind::between, 0, 3}};
    EXPECT_EQ(render(between, board, people), "All innocents between " + people[0].name + " and " + people[3].name + " are connected.");
    // Every clue of the catalogue renders to one sentence.
    for (const Clue& clue : all_clues(board, people)) {
        const std::string text = render(clue, board, people);
        EXPECT_TRUE(!text.empty() && text.back() == '.' && text.find("  ") == std::string::npos) << text;
    }
    for (ClueType type : all_clue_types()) EXPECT_FALSE(clue_info(type).name.empty());
    EXPECT_EQ(all_clue_types().size(), 36u);
}

/// A 3×3 cast with known names (initials A…I in reading order) and professions: the cooks are
/// Anna (A1) and Ida (C3), everyone else a programmer.
std::vector<Person> named_cast() {
    const std::vector<std::string> names{"Anna", "Bob", "Cara", "Dan", "Eve", "Finn", "Gus", "Hana", "Ida"};
    const int cook = find_profession("cook"), programmer = find_profession("programmer");
    std::vector<Person> people;
    for (std::size_t i = 0; i < names.size(); ++i) people.push_back({names[i], i == 0 || i == 8 ? cook : programmer});
    return people;
}

TEST(DeduceTerms, NeighbourOverlapAndOnlyNeighbourClues) {
    const Board board(3, 3);
    const auto people = named_cast();
    const auto holds3 = [&](const Clue& clue, Mask criminals) { return eval(compile(clue, board, people), criminals, board.full()); };
    // N(A1) = {B1, A2, B2}, N(C1) = {B1, B2, C2}: they share B1 (1) and B2 (4).
    const Clue common{.type = ClueType::neighbours_in_common, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 0},
                      .unit2 = {UnitKind::neighbours, 2}, .n = 1};
    EXPECT_TRUE(holds3(common, bits({1})));
    EXPECT_TRUE(holds3(common, bits({4, 3, 5}))) << "A2 and C2 neighbour only one of them";
    EXPECT_FALSE(holds3(common, bits({1, 4})));
    EXPECT_FALSE(holds3(common, bits({3, 5})));
    // N(B1) = {A1, C1, A2, B2, C2}, N(B3) = {A2, B2, C2, A3, C3}: "2 of Bob's 4 criminal neighbours also neighbour Hana".
    const Clue overlap{.type = ClueType::neighbours_also_neighbour, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 1},
                       .unit2 = {UnitKind::neighbours, 7}, .n = 2, .m = 4};
    EXPECT_TRUE(holds3(overlap, bits({0, 2, 3, 4})));
    EXPECT_TRUE(holds3(overlap, bits({0, 2, 3, 4, 6, 8}))) << "A3 and C3 are not Bob's neighbours";
    EXPECT_FALSE(holds3(overlap, bits({0, 3, 4, 5}))) << "3 of the 4 neighbour Hana";
    EXPECT_FALSE(holds3(overlap, bits({0, 2, 3}))) << "Bob has 3 criminal neighbours, not 4";
    // "Eve's only criminal neighbour is directly above them": B1, and no other neighbour of B2.
    const Clue above{.type = ClueType::only_neighbour_in_direction, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 4},
                     .direction = Direction::up};
    EXPECT_TRUE(holds3(above, bits({1})));
    EXPECT_TRUE(holds3(above, bits({1, 4}))) << "Eve is not her own neighbour";
    EXPECT_FALSE(holds3(above, bits({1, 0})));
    EXPECT_FALSE(holds3(above, bits({7})));
    const Clue off_board{.type = ClueType::only_neighbour_in_direction, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 0},
                         .direction = Direction::up};
    EXPECT_FALSE(holds3(off_board, bits({1}))) << "nothing lies above A1";
    // The cooks are A1 and C3; B2 neighbours both, B1 only A1.
    const Clue cooks{.type = ClueType::every_profession_has_neighbour,
                     .trait = Trait::criminal,
                     .unit = {UnitKind::profession, find_profession("cook")}};
    EXPECT_TRUE(holds3(cooks, bits({4})));
    EXPECT_TRUE(holds3(cooks, bits({1, 7})));
    EXPECT_FALSE(holds3(cooks, bits({1})));
    const Clue mixed{.type = ClueType::neighbours_in_common, .trait = Trait::criminal, .unit = {UnitKind::row, 0},
                     .unit2 = {UnitKind::neighbours, 2}};
    EXPECT_THROW((void)compile(mixed, board, people), std::invalid_argument);
}

TEST(DeduceTerms, CluesAboutTheCarrierAreSaidInTheFirstPerson) {
    const Board board(3, 3);
    const auto people = named_cast();
    const auto said = [&](Clue clue, int carrier) {
        clue.carrier = carrier;
        return render(clue, board, people);
    };
    const Unit around_eve{UnitKind::neighbours, 4};
    EXPECT_EQ(said({.type = ClueType::number_in_unit, .trait = Trait::criminal, .unit = around_eve, .n = 2}, 4),
              "I have exactly 2 criminal neighbours.");
    EXPECT_EQ(said({.type = ClueType::number_in_unit, .trait = Trait::criminal, .unit = around_eve, .n = 0}, 4), "I have no criminal neighbours.");
    EXPECT_EQ(said({.type = ClueType::units_share, .trait = Trait::innocent, .unit = around_eve, .unit2 = {UnitKind::row, 1}, .n = 0}, 4),
              "None of my neighbours in row 2 is innocent.");
    EXPECT_EQ(said({.type = ClueType::units_share, .trait = Trait::innocent, .unit = around_eve, .unit2 = {UnitKind::row, 1}, .n = 0}, 0),
              "None of Eve's neighbours in row 2 is innocent.");
    EXPECT_EQ(said({.type = ClueType::both_in_unit_are_in_unit, .trait = Trait::innocent, .unit = {UnitKind::neighbours, 1},
                    .unit2 = {UnitKind::column, 2}}, 0),
              "Both of Bob's innocent neighbours are in column C.");
    EXPECT_EQ(said({.type = ClueType::only_in_unit_is_in_unit, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 0},
                    .unit2 = {UnitKind::row, 1}}, 8),
              "Anna's only criminal neighbour is in row 2.");
    EXPECT_EQ(said({.type = ClueType::is_the_only, .trait = Trait::criminal, .unit = around_eve, .person = 1}, 4), "Bob is my only criminal neighbour.");
    EXPECT_EQ(said({.type = ClueType::number_in_unit, .trait = Trait::criminal, .unit = {UnitKind::left, 2}, .n = 1}, 2),
              "There is exactly 1 criminal to my left.");
    EXPECT_EQ(said({.type = ClueType::only_neighbour_in_direction, .trait = Trait::criminal, .unit = around_eve, .direction = Direction::up}, 0),
              "Eve's only criminal neighbour is directly above them.");
    EXPECT_EQ(said({.type = ClueType::only_neighbour_in_direction, .trait = Trait::criminal, .unit = around_eve, .direction = Direction::left}, 4),
              "My only criminal neighbour is directly to my left.");
    const Clue overlap{.type = ClueType::neighbours_also_neighbour, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 1},
                       .unit2 = {UnitKind::neighbours, 7}, .n = 2, .m = 4};
    EXPECT_EQ(said(overlap, 0), "Exactly 2 of Bob's 4 criminal neighbours also neighbour Hana.");
    EXPECT_EQ(said(overlap, 1), "Exactly 2 of my 4 criminal neighbours also neighbour Hana.");
    EXPECT_EQ(said(overlap, 7), "Exactly 2 of Bob's 4 criminal neighbours also neighbour me.");
    Clue only_one = overlap;
    only_one.n = 0;
    only_one.m = 1;
    EXPECT_EQ(said(only_one, 0), "Bob's only criminal neighbour does not neighbour Hana.");
    const Clue common{.type = ClueType::neighbours_in_common, .trait = Trait::criminal, .unit = {UnitKind::neighbours, 0},
                      .unit2 = {UnitKind::neighbours, 2}, .n = 1};
    EXPECT_EQ(said(common, 2), "Anna and I have exactly 1 criminal neighbour in common.");
    const std::string third = said(common, 5);
    EXPECT_TRUE(third == "Anna and Cara have exactly 1 criminal neighbour in common." ||
                third == "Exactly 1 of the people neighbouring both Anna and Cara is a criminal.")
        << third;
    EXPECT_EQ(said(common, 5), third) << "the wording depends on the clue only";
    // Profession clues read as a person would say them.
    const Unit cooks{UnitKind::profession, find_profession("cook")};
    EXPECT_EQ(said({.type = ClueType::max_neighbours_in_unit, .trait = Trait::criminal, .unit = cooks, .n = 0}, 4),
              "No cook has a criminal neighbour.");
    EXPECT_EQ(said({.type = ClueType::every_profession_in_direction, .trait = Trait::criminal, .unit = cooks, .direction = Direction::left}, 4),
              "Both cooks have a criminal directly to their left.");
    EXPECT_EQ(said({.type = ClueType::profession_in_direction, .trait = Trait::innocent, .unit = cooks, .direction = Direction::up}, 4),
              "No cook has an innocent directly above them.");
    const std::string every = said({.type = ClueType::every_profession_has_neighbour, .trait = Trait::criminal, .unit = cooks}, 4);
    EXPECT_TRUE(every == "Every cook has a criminal neighbour." || every == "Each cook has at least one criminal neighbour.") << every;
}

}  // namespace
}  // namespace terms_test
}  // namespace gridforge::deduce
