#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>
#include <string>

#include "format_test_support.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace round_trip_test {
namespace {

using format_test::supported_sides;
using format_test::valid_grid;

/// A conflict-free grid of a random supported size with random cells emptied.
Grid random_puzzle_grid() {
    const int side = *rc::gen::elementOf(supported_sides());
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const auto keep = *rc::gen::container<std::vector<bool>>(static_cast<std::size_t>(side * side),
                                                             rc::gen::arbitrary<bool>());
    return valid_grid(side, seed, keep);
}

Grid read_back(const std::string& text) {
    return parse_puzzle(text).puzzle.givens();
}

RC_GTEST_PROP(FormatRoundTrip, LineFormReadsBackIdentically, ()) {
    const Grid grid = random_puzzle_grid();
    RC_ASSERT(read_back(write_line(grid)) == grid);
}

RC_GTEST_PROP(FormatRoundTrip, DrawnGridReadsBackIdentically, ()) {
    const Grid grid = random_puzzle_grid();
    RC_ASSERT(read_back(write_drawn_grid(grid, Geometry(grid.size()))) == grid);
}

RC_GTEST_PROP(FormatRoundTrip, JsonReadsBackIdentically, ()) {
    const Grid grid = random_puzzle_grid();
    PuzzleRecord record = parse_puzzle(write_line(grid));
    // Printable ASCII plus a multi-byte character: JSON text must be valid UTF-8.
    const auto title = *rc::gen::container<std::string>(rc::gen::inRange<char>(' ', '~'));
    record.metadata = {{"title", title + "\u00e9"}, {"x-rank", *rc::gen::arbitrary<int>()}};
    const Grid solution = valid_grid(grid.size(), 1);
    const nlohmann::json written = write_json(record, solution);

    const PuzzleRecord back = parse_puzzle(written.dump(2));
    RC_ASSERT(back.puzzle.givens() == grid);
    nlohmann::json expected_metadata = written;
    expected_metadata.erase("size");
    expected_metadata.erase("givens");
    RC_ASSERT(back.metadata == expected_metadata);
    RC_ASSERT(back.metadata["solution"] == write_line(solution));
}

RC_GTEST_PROP(FormatRoundTrip, StreamReadsEveryWrittenFormInOrder, ()) {
    const Grid first = random_puzzle_grid();
    const Grid second = random_puzzle_grid();
    const Grid third = random_puzzle_grid();
    const PuzzleRecord third_record = parse_puzzle(write_line(third));
    std::istringstream in(write_line(first) + " comment\n" + write_drawn_grid(second, Geometry(second.size())) +
                          write_json(third_record).dump(2) + "\n");
    PuzzleReader reader(in);
    for (const Grid* expected : {&first, &second, &third}) {
        const auto item = reader.next();
        RC_ASSERT(item.has_value());
        RC_ASSERT(item->record.has_value());
        RC_ASSERT(item->record->puzzle.givens() == *expected);
    }
    RC_ASSERT(!reader.next().has_value());
}

}  // namespace
}  // namespace round_trip_test
}  // namespace gridforge
