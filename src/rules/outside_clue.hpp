#pragma once
// Internal: what the clues written outside the board (sandwich sums, little killers) share — the
// JSON of an outside position ("r0c3": row 0 is above the board, column 0 left of it, row or
// column N+1 below or right of it, as f-puzzles numbers them), clue values that f-puzzles writes
// as strings ("15") and we write as numbers, and the way their steps word what a cell may still
// hold ("r4c8 is 5-7", "r2c2 is 1 or 9").

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/digit_set.hpp"
#include "gridforge/generate_variants.hpp"
#include "gridforge/geometry.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::rules_detail {

/// A position around the board in f-puzzles coordinates: rows and columns 0..N+1, where 1..N are
/// the board's and 0 / N+1 the ring around it.
struct OutsidePosition {
    int row = 0;
    int column = 0;
    friend bool operator==(const OutsidePosition&, const OutsidePosition&) = default;
};

/// "r0c3" (lower case, as our cell names).
inline std::string outside_name(OutsidePosition position) {
    return fmt::format("r{}c{}", position.row, position.column);
}

/// Whether `position` lies on the ring around an N x N board (corners included).
inline bool on_ring(OutsidePosition position, int size) {
    const auto edge = [size](int index) { return index == 0 || index == size + 1; };
    const auto within = [size](int index) { return index >= 0 && index <= size + 1; };
    return within(position.row) && within(position.column) && (edge(position.row) || edge(position.column));
}

/// Reads an outside position: a string r<row>c<column> (either case) on the ring around the board.
/// Errors (through `place`, prefixed with `item`): not a cell name; on the board; too far out.
inline OutsidePosition outside_position(const JsonPlace& place, const nlohmann::json& value, int size,
                                        std::string_view item) {
    const std::string expected = fmt::format("a cell outside the board such as r0c1 (rows and columns 0 and {})", size + 1);
    if (!value.is_string()) place.fail(fmt::format("{}: {} is not {}", item, value.dump(), expected));
    const auto& text = value.get_ref<const std::string&>();
    // r<digits>c<digits>; at most three digits each so the numbers cannot overflow.
    int numbers[2] = {0, 0};
    std::size_t pos = 0;
    for (int part = 0; part < 2; ++part) {
        const char letter = part == 0 ? 'r' : 'c';
        if (pos >= text.size() || std::tolower(static_cast<unsigned char>(text[pos])) != letter) {
            place.fail(fmt::format("{}: '{}' is not {}", item, text, expected));
        }
        const std::size_t start = ++pos;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])) && pos - start < 3) {
            numbers[part] = numbers[part] * 10 + (text[pos] - '0');
            ++pos;
        }
        if (pos == start) place.fail(fmt::format("{}: '{}' is not {}", item, text, expected));
    }
    if (pos != text.size()) place.fail(fmt::format("{}: '{}' is not {}", item, text, expected));
    const OutsidePosition position{numbers[0], numbers[1]};
    if (!on_ring(position, size)) {
        const bool inside = position.row >= 1 && position.row <= size && position.column >= 1 && position.column <= size;
        place.fail(fmt::format("{}: {} is {}; expected {}", item, text, inside ? "on the board" : "too far from the board",
                               expected));
    }
    return position;
}

/// Reads a clue value: a whole number, or a string of decimal digits as f-puzzles writes it,
/// within [low, high]. `what` names it ("'value'").
inline int clue_value(const JsonPlace& place, const nlohmann::json& value, int low, int high, std::string_view item,
                      std::string_view what) {
    if (value.is_string()) {
        const auto& text = value.get_ref<const std::string&>();
        const bool digits = !text.empty() && text.size() <= 6 &&
                            std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
        if (!digits) place.fail(fmt::format("{}: {} must be a whole number (or a string of digits), not '{}'", item, what, text));
        const int number = std::stoi(text);
        if (number < low || number > high) place.fail(fmt::format("{}: {} {} is outside {}..{}", item, what, number, low, high));
        return number;
    }
    return place.integer(value, low, high, item, what);
}

/// Digits for a sentence: "5", "5-7" (a run of three or more), "1 or 9", "2, 4 or 6". Empty for
/// an empty set.
inline std::string digits_text(DigitSet digits) {
    std::vector<Digit> list(digits.begin(), digits.end());
    if (list.empty()) return {};
    if (list.size() >= 3 && list.back() - list.front() + 1 == static_cast<int>(list.size())) {
        return fmt::format("{}-{}", list.front(), list.back());
    }
    std::string text;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (i > 0) text += i + 1 == list.size() ? " or " : ", ";
        text += std::to_string(list[i]);
    }
    return text;
}

/// What a narrowed cell may still hold, for a sentence: "r4c8 is 5-7", "r2c2 is 1 or 9", or, when
/// it keeps many digits that are no run, what it lost: "r1c2 is not 9", "r3c3 is not 1 or 8".
inline std::string cell_left_text(const std::string& name, DigitSet kept, DigitSet before) {
    const std::string kept_text = digits_text(kept);
    if (kept.size() <= 3 || kept_text.find('-') != std::string::npos) return name + " is " + kept_text;
    return name + " is not " + digits_text(before - kept);
}

/// The lines a clue outside the board reads (rows, columns, diagonals: each a list of cells)
/// grouped in orbits of `symmetry`: lines whose cell sets are images of one another's. Indices
/// into `lines`, each line in one orbit, orbits in the order of their first line; a line whose
/// images are not in `lines` stands alone. The generator lays outside clues by whole orbits, so
/// that `--symmetry` shapes where the clues stand as it shapes the givens.
inline std::vector<std::vector<std::size_t>> line_orbits(const Geometry& geometry, Symmetry symmetry,
                                                         const std::vector<std::vector<Cell>>& lines) {
    const auto sorted = [](std::vector<Cell> cells) {
        std::sort(cells.begin(), cells.end());
        return cells;
    };
    std::vector<std::vector<Cell>> keys;
    for (const auto& line : lines) keys.push_back(sorted(line));
    std::vector<bool> placed(lines.size(), false);
    std::vector<std::vector<std::size_t>> orbits;
    const std::size_t images = symmetry_images(geometry, symmetry, 0).size();
    for (std::size_t first = 0; first < lines.size(); ++first) {
        if (placed[first]) continue;
        std::vector<std::size_t> orbit{first};
        placed[first] = true;
        for (std::size_t k = 1; k < images; ++k) {
            std::vector<Cell> image;
            for (Cell cell : lines[first]) image.push_back(symmetry_images(geometry, symmetry, cell)[k]);
            const auto found = std::find(keys.begin(), keys.end(), sorted(image));
            if (found == keys.end()) continue;
            const auto index = static_cast<std::size_t>(found - keys.begin());
            if (placed[index]) continue;
            placed[index] = true;
            orbit.push_back(index);
        }
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

/// Whole orbits of `orbits`, in random order, until they hold `wanted` lines (the last orbit
/// taken may go past it by its size less one): the indices of the lines taken.
inline std::vector<std::size_t> take_orbits(std::vector<std::vector<std::size_t>> orbits, std::size_t wanted, Rng& rng) {
    rng.shuffle(orbits);
    std::vector<std::size_t> taken;
    for (const auto& orbit : orbits) {
        if (taken.size() >= wanted) break;
        taken.insert(taken.end(), orbit.begin(), orbit.end());
    }
    return taken;
}

}  // namespace gridforge::rules_detail
