#pragma once
/// \file
/// Helpers for the format tests: the message of an expected InputError, and valid grids.

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "gridforge/rng.hpp"

#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"
#include "gridforge/grid.hpp"
#include "support/known_puzzles.hpp"

namespace gridforge::format_test {

using testing::kTop95First;

/// The whole text of tests/data/`relative` ("formats/sudocue.sdk"); "" when it cannot be read.
inline std::string test_data_text(const std::string& relative) {
    std::ifstream in(std::string(GRIDFORGE_TEST_DATA) + "/" + relative);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// One item per record PuzzleReader reads from `text`: "<line>: <givens>" for a record (followed by
/// " | <comment>" when `with_comment`), the error's message for a record it refuses.
inline std::vector<std::string> read_items(const std::string& text, bool with_comment) {
    std::istringstream in(text);
    PuzzleReader reader(in);
    std::vector<std::string> items;
    while (const auto item = reader.next()) {
        if (!item->record) {
            items.push_back(item->error->what());
            continue;
        }
        std::string described = std::to_string(item->record->line) + ": " + write_line(item->record->puzzle.givens());
        if (with_comment) described += " | " + item->record->comment;
        items.push_back(described);
    }
    return items;
}

/// The what() of the InputError that `action` throws, or a marker naming its absence, so that a
/// failing EXPECT_EQ shows both messages.
template <class Action>
std::string input_error_of(Action action) {
    try {
        action();
    } catch (const InputError& error) {
        return error.what();
    }
    return "(no InputError)";
}

/// A full valid grid: the pattern value(r, c) = (box_cols * (r % box_rows) + r / box_rows + c) mod N
/// puts every digit once in each row, column and box; then the digits are relabelled by `seed`
/// and cells emptied where `keep` is false (keep may be shorter; missing entries keep the cell).
inline Grid valid_grid(int size, std::uint64_t seed, const std::vector<bool>& keep = {}) {
    const Geometry geometry(size);
    std::vector<Digit> label(static_cast<std::size_t>(size));
    std::iota(label.begin(), label.end(), 1);
    Rng(seed).shuffle(label);  // our own shuffle: the same grids on every standard library
    Grid grid(size);
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        const int row = geometry.row_of(cell);
        const int pattern = (geometry.box_cols() * (row % geometry.box_rows()) + row / geometry.box_rows() +
                             geometry.column_of(cell)) % size;
        const bool kept = static_cast<std::size_t>(cell) >= keep.size() || keep[static_cast<std::size_t>(cell)];
        if (kept) grid.set(cell, label[static_cast<std::size_t>(pattern)]);
    }
    return grid;
}

/// Every board side the engine supports.
inline std::vector<int> supported_sides() {
    std::vector<int> sides;
    for (int side = 1; side <= 16; ++side) {
        if (Geometry::supported(side)) sides.push_back(side);
    }
    return sides;
}

/// The supported sides as messages list them: "4, 6, 8, 9, 10, 12, 15 or 16".
inline std::string supported_sides_text() {
    const std::vector<int> sides = supported_sides();
    std::string text;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (i > 0) text += i + 1 == sides.size() ? " or " : ", ";
        text += std::to_string(sides[i]);
    }
    return text;
}

}  // namespace gridforge::format_test
