// Booklets drawn with Cairo: a PDF has one page per slot group (puzzles, then solutions 6 to a
// page), an SVG booklet one well-formed image per page, and each page shows the givens, the cage
// sums, the titles, the cards of a deduction grid and its verdicts.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/booklet.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/format.hpp"
#include "gridforge/rate.hpp"
#include "support/parsed_xml.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace booklet_test {
namespace {

using print::BookletFormat;
using print::BookletOptions;
using print::BookletPuzzle;
using print::SudokuEntry;

/// The first `count` puzzles of top95, each with the solution the propagation solver finds.
std::vector<BookletPuzzle> classic_puzzles(std::size_t count) {
    std::vector<BookletPuzzle> puzzles;
    for (const std::string& line : testing::read_lines(testing::test_data("top95.txt"))) {
        if (puzzles.size() == count) break;
        Puzzle puzzle = testing::puzzle_from(line);
        const SearchRating rating = rate_search(puzzle);
        puzzles.push_back({SudokuEntry{std::move(puzzle), rating.counters.solution}, "", "", std::nullopt});
    }
    return puzzles;
}

/// Page objects in a PDF ("/Type /Page", not the "/Type /Pages" tree).
int pdf_pages(const std::string& pdf) {
    int pages = 0;
    for (std::size_t at = pdf.find("/Type /Page"); at != std::string::npos; at = pdf.find("/Type /Page", at + 1)) {
        if (pdf.compare(at, 12, "/Type /Pages") != 0) ++pages;
    }
    return pages;
}

/// The texts of a page that are one digit: the digits in the cells of a classic page.
std::size_t single_digits(const std::vector<std::string>& texts) {
    return static_cast<std::size_t>(std::count_if(texts.begin(), texts.end(), [](const std::string& text) { return text.size() == 1 && text[0] >= '1' && text[0] <= '9'; }));
}

bool shows(const std::vector<std::string>& texts, const std::string& text) { return std::find(texts.begin(), texts.end(), text) != texts.end(); }

TEST(PrintBooklet, APdfHasAPageForEachGroupOfPuzzlesThenSixSolutionsAPage) {
    const std::vector<BookletPuzzle> puzzles = classic_puzzles(7);
    for (const int per_page : {1, 2, 4, 6}) {
        const int puzzle_pages = (7 + per_page - 1) / per_page;
        const print::Booklet plain = print::render_booklet(puzzles, BookletOptions{per_page, print::Solutions::none, print::Paper::a4, ""}, BookletFormat::pdf);
        ASSERT_EQ(plain.files.size(), 1u);
        EXPECT_EQ(plain.files[0].rfind("%PDF-", 0), 0u);
        EXPECT_EQ(pdf_pages(plain.files[0]), puzzle_pages) << per_page << " per page";
        EXPECT_EQ(plain.page_texts.size(), static_cast<std::size_t>(puzzle_pages));

        const print::Booklet with_solutions = print::render_booklet(puzzles, BookletOptions{per_page, print::Solutions::back, print::Paper::letter, ""}, BookletFormat::pdf);
        EXPECT_EQ(pdf_pages(with_solutions.files[0]), puzzle_pages + 2) << per_page << " per page, 7 solutions on 2 pages";
    }
}

TEST(PrintBooklet, EveryPageShowsItsPuzzlesGivensTitlesAndPageNumber) {
    std::vector<BookletPuzzle> puzzles = classic_puzzles(5);
    puzzles[1].title = "Sunday special";
    puzzles[1].level = "evil";
    puzzles[1].seed = 42;
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{4, print::Solutions::none, print::Paper::a4, "Book one"}, BookletFormat::pdf);
    ASSERT_EQ(booklet.page_texts.size(), 2u);
    const auto& first = booklet.page_texts[0];
    int givens = 0;
    for (std::size_t i = 0; i < 4; ++i) givens += std::get<SudokuEntry>(puzzles[i].content).puzzle.givens().filled_count();
    EXPECT_EQ(single_digits(first), static_cast<std::size_t>(givens));
    EXPECT_TRUE(shows(first, "Book one"));
    EXPECT_TRUE(shows(first, "Puzzle 1"));
    EXPECT_TRUE(shows(first, "Sunday special"));
    EXPECT_TRUE(shows(first, "evil  ·  seed 42"));
    EXPECT_TRUE(shows(first, "page 1 of 2"));
    EXPECT_TRUE(shows(booklet.page_texts[1], "Puzzle 5"));
    EXPECT_TRUE(shows(booklet.page_texts[1], "page 2 of 2"));
}

TEST(PrintBooklet, TitlesTooWideForTheirLineAreCutAfterAWholeWordWithAnEllipsis) {
    // 52 words of 4 letters: at 6 to a page a slot is about 246 points wide, the page 515.
    std::string words;
    for (int i = 0; i < 52; ++i) words += (i == 0 ? "" : " ") + std::string("word");
    std::vector<BookletPuzzle> puzzles = classic_puzzles(1);
    puzzles[0].title = words;
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{6, print::Solutions::none, print::Paper::a4, words}, BookletFormat::pdf);
    ASSERT_EQ(booklet.page_texts.size(), 1u);
    std::vector<std::string> cut;
    for (const std::string& text : booklet.page_texts[0]) {
        if (text.rfind("word word", 0) == 0) cut.push_back(text);
    }
    ASSERT_EQ(cut.size(), 2u) << "the booklet's title and the puzzle's";
    for (const std::string& text : cut) {
        ASSERT_GT(text.size(), 4u);
        EXPECT_EQ(text.substr(text.size() - 4), " \u2026") << text;
        EXPECT_EQ(words.rfind(text.substr(0, text.size() - 4), 0), 0u) << "a prefix of whole words: " << text;
        EXPECT_EQ(text.substr(text.size() - 8, 4), "word") << text;
    }
    EXPECT_GT(cut[0].size(), cut[1].size()) << "the page is wider than a slot";
    // A title that fits is drawn whole.
    EXPECT_TRUE(shows(print::render_booklet(puzzles, BookletOptions{1, print::Solutions::none, print::Paper::a4, "Book one"}, BookletFormat::pdf).page_texts[0],
                      "Book one"));
}

TEST(PrintBooklet, SolutionPagesShowEveryDigitOfEverySolution) {
    const std::vector<BookletPuzzle> puzzles = classic_puzzles(2);
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{1, print::Solutions::back, print::Paper::a4, ""}, BookletFormat::pdf);
    ASSERT_EQ(booklet.page_texts.size(), 3u);
    EXPECT_TRUE(shows(booklet.page_texts[2], "Solutions"));
    EXPECT_EQ(single_digits(booklet.page_texts[2]), 2u * 81u);
}

TEST(PrintBooklet, AnSvgBookletIsOneWellFormedImagePerPage) {
    const std::vector<BookletPuzzle> puzzles = classic_puzzles(5);
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{4, print::Solutions::none, print::Paper::a4, ""}, BookletFormat::svg);
    ASSERT_EQ(booklet.files.size(), 2u);
    for (const std::string& svg : booklet.files) {
        const testing::ParsedXml xml = testing::parse_xml(svg);
        ASSERT_EQ(xml.error, "");
        ASSERT_FALSE(xml.elements.empty());
        EXPECT_EQ(xml.elements.front().name, "svg");
        EXPECT_EQ(xml.elements.front().attributes.at("width"), "595.28pt");
    }
}

TEST(PrintBooklet, AKillerPageShowsItsCageSumsAndLegend) {
    const PuzzleRecord record = parse_puzzle(
        R"({"size":4,"givens":"1...............","cages":[{"cells":["r1c2","r1c3"],"sum":5},{"cells":["r4c3","r4c4"],"sum":3}]})");
    const std::vector<BookletPuzzle> puzzles{{SudokuEntry{record.puzzle, std::nullopt}, "", "", std::nullopt}};
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{}, BookletFormat::svg);
    ASSERT_EQ(booklet.page_texts.size(), 1u);
    const auto& texts = booklet.page_texts[0];
    EXPECT_TRUE(shows(texts, "5"));
    EXPECT_TRUE(shows(texts, "3"));
    EXPECT_TRUE(shows(texts, "1"));
    EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [](const std::string& text) { return text.rfind("cages (2)", 0) == 0; }));
}

TEST(PrintBooklet, ADeductionGridShowsItsCardsItsOpeningCluesAndItsVerdictsAtTheBack) {
    deduce::DeduceGenerateOptions options;
    options.board = deduce::Board(3, 3);
    options.mode = deduce::Mode::revealed;
    options.seed = 3;
    const deduce::DeducePuzzle puzzle = deduce::generate_deduce(options).puzzle;
    const std::vector<BookletPuzzle> puzzles{{puzzle, "Village", "", 3}};
    const print::Booklet booklet = print::render_booklet(puzzles, BookletOptions{1, print::Solutions::back, print::Paper::a4, ""}, BookletFormat::pdf);
    ASSERT_EQ(booklet.page_texts.size(), 2u);
    const auto& page = booklet.page_texts[0];
    std::string words;
    for (const std::string& text : page) words += text + ' ';
    for (const deduce::Person& person : puzzle.people) EXPECT_TRUE(shows(page, person.name)) << person.name;
    // The opening clue is set on its card; every later one below the board under its person.
    ASSERT_FALSE(puzzle.reveals.empty());
    const int opened = puzzle.reveals.front();
    EXPECT_TRUE(shows(page, (puzzle.solution >> opened & 1) ? "CRIMINAL" : "innocent"));
    EXPECT_NE(words.find("Sealed clues"), std::string::npos);
    const auto& solution = booklet.page_texts[1];
    EXPECT_EQ(std::count(solution.begin(), solution.end(), "CRIMINAL"), static_cast<long>(deduce::popcount(puzzle.solution)));
    EXPECT_EQ(std::count(solution.begin(), solution.end(), "innocent"), static_cast<long>(9 - deduce::popcount(puzzle.solution)));
}

TEST(PrintBooklet, RefusesWhatCannotBePrinted) {
    const std::vector<BookletPuzzle> puzzles = classic_puzzles(1);
    EXPECT_THROW(print::render_booklet({}, BookletOptions{}, BookletFormat::pdf), std::invalid_argument);
    EXPECT_THROW(print::render_booklet(puzzles, BookletOptions{3, print::Solutions::none, print::Paper::a4, ""}, BookletFormat::pdf), std::invalid_argument);
    std::vector<BookletPuzzle> unsolved = puzzles;
    std::get<SudokuEntry>(unsolved[0].content).solution.reset();
    EXPECT_THROW(print::render_booklet(unsolved, BookletOptions{1, print::Solutions::back, print::Paper::a4, ""}, BookletFormat::pdf), std::invalid_argument);
}

}  // namespace
}  // namespace booklet_test
}  // namespace gridforge
