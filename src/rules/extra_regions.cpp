// Extra regions (f-puzzles' "extraregion"): a set of cells in which no digit repeats. A region of
// N cells is a house of kind extra — it holds every digit once, and the solvers and every house
// technique serve it as they serve a box; a smaller region only forbids repeats and prunes as a
// killer cage without a sum does. Windoku (also "Hyper Sudoku", "NRC Sudoku") is the four 3x3
// windows r2-4/r6-8 x c2-4/c6-8 of a 9x9 board as extra regions; windoku_windows() generalises it
// to every board (below). JSON: "extraregion": [{"cells": ["r2c2", ...]}, ...], one rule per
// region. Generator recipe "windoku", in the layout phase: the full grid is filled under the windows.
// Sources: the windoku rule as published in the NRC Handelsblad puzzles (Peter Ritmeester) and on
// f-puzzles ("extra regions": "digits may not repeat in an extra region").
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "gridforge/cnf_formula.hpp"
#include "gridforge/sketch.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {

/// The windoku windows of `geometry`'s board: box-shaped rectangles starting one cell in from the
/// top-left, one cell apart, none touching the bottom or right edge — on 9x9 r2-4/r6-8 x c2-4/c6-8
/// (four windows), on 4x4 r2-3c2-3, on 6x6 (2x3 boxes) r2-3c2-4, on 16x16 nine windows. Each is
/// listed in reading order, the windows in reading order of their first cells.
std::vector<std::vector<Cell>> windoku_windows(const Geometry& geometry);

namespace {

/// Whether `cells` fill a rectangle the shape of a box (box_rows x box_cols): a window.
bool is_window(const Geometry& geometry, const std::vector<Cell>& cells) {
    if (static_cast<int>(cells.size()) != geometry.size()) return false;
    int top = geometry.size(), left = geometry.size(), bottom = -1, right = -1;
    for (const Cell cell : cells) {
        top = std::min(top, geometry.row_of(cell));
        bottom = std::max(bottom, geometry.row_of(cell));
        left = std::min(left, geometry.column_of(cell));
        right = std::max(right, geometry.column_of(cell));
    }
    // N distinct cells inside a box-sized rectangle fill it.
    return bottom - top + 1 == geometry.box_rows() && right - left + 1 == geometry.box_cols();
}

class ExtraRegion final : public Rule {
public:
    /// `cells`: 1..N distinct cells of the board (the reader checks them first).
    ExtraRegion(const Geometry& geometry, std::vector<Cell> cells) : size_(geometry.size()), cells_(std::move(cells)) {
        const Cell first = *std::min_element(cells_.begin(), cells_.end());
        where_ = (is_window(geometry, cells_) ? "window at " : "extra region at ") + geometry.cell_name(first);
        if (static_cast<int>(cells_.size()) == size_) houses_.push_back(House{HouseKind::extra, where_, cells_});
    }

    [[nodiscard]] std::string_view name() const override { return "extra region"; }
    [[nodiscard]] std::string label() const override { return where_; }
    [[nodiscard]] const std::vector<House>& houses() const override { return houses_; }
    [[nodiscard]] bool houses_only() const override { return !houses_.empty(); }
    [[nodiscard]] std::span<const Cell> scope() const override { return cells_; }

    /// Every repeat, each with the digit's first cell in the region.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override {
        for (std::size_t i = 0; i < cells_.size(); ++i) {
            const Digit digit = grid.at(cells_[i]);
            if (digit == 0) continue;
            const auto earlier = std::find_if(cells_.begin(), cells_.begin() + static_cast<std::ptrdiff_t>(i),
                                              [&](Cell cell) { return grid.at(cell) == digit; });
            if (earlier == cells_.begin() + static_cast<std::ptrdiff_t>(i)) continue;
            if (append_conflict(out, limit, Conflict{*earlier, cells_[i], digit, where_})) return;
        }
    }

    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override {
        DigitSet left = DigitSet::all(size_);
        if (std::find(cells_.begin(), cells_.end(), cell) == cells_.end()) return left;
        for (const Cell other : cells_) {
            if (other != cell && grid.at(other) != 0) left.erase(grid.at(other));
        }
        return left;
    }

    [[nodiscard]] bool satisfied(const Grid& full_grid) const override {
        DigitSet seen;
        for (const Cell cell : cells_) {
            const Digit digit = full_grid.at(cell);
            if (digit < 1 || digit > size_ || seen.contains(digit)) return false;
            seen.insert(digit);
        }
        return true;
    }

    /// Placed digits (singletons) leave the region's other cells; two equal singletons, or more
    /// cells than digits left among them, are a conflict. (An N-cell region is a house: the
    /// solvers serve it through the topology and never call this.)
    PruneResult prune(Candidates& candidates) const override {
        DigitSet placed;
        DigitSet any;
        for (const Cell cell : cells_) {
            const DigitSet options = candidates[static_cast<std::size_t>(cell)];
            if (options.empty()) return PruneResult::conflict;
            any = any | options;
            if (options.size() != 1) continue;
            if (placed.contains(options.lowest())) return PruneResult::conflict;
            placed = placed | options;
        }
        if (any.size() < static_cast<int>(cells_.size())) return PruneResult::conflict;  // pigeonhole
        PruneResult result = PruneResult::fixpoint;
        for (const Cell cell : cells_) {
            DigitSet& options = candidates[static_cast<std::size_t>(cell)];
            if (options.size() == 1 || (options & placed).empty()) continue;
            options = options - placed;
            if (options.empty()) return PruneResult::conflict;
            result = PruneResult::changed;
        }
        return result;
    }

    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override {
        nlohmann::json names = nlohmann::json::array();
        for (const Cell cell : cells_) names.push_back(geometry.cell_name(cell));
        puzzle["extraregion"].push_back({{"cells", std::move(names)}});
    }

    /// An N-cell region is a house, which encode_cnf encodes for every rule; a smaller one gets
    /// "at most one cell per digit" (one binary clause per digit and pair of cells).
    void encode_cnf(Cnf& cnf, const Geometry& /*geometry*/) const override {
        if (houses_only()) return;
        for (Digit digit = 1; digit <= size_; ++digit) {
            for (std::size_t i = 0; i < cells_.size(); ++i) {
                for (std::size_t j = i + 1; j < cells_.size(); ++j) {
                    cnf.clauses.push_back({-cnf_variable(cells_[i], digit, size_), -cnf_variable(cells_[j], digit, size_)});
                }
            }
        }
    }

    void draw(Sketch& sketch) const override {
        sketch.add(SketchShape{CellShape::shaded, cells_});
        sketch.legend("extra regions", houses_only() ? "each shaded region holds every digit once"
                                                     : "no digit repeats within a shaded region");
    }

private:
    int size_;
    std::vector<Cell> cells_;
    std::string where_;
    std::vector<House> houses_;
};

void read_extra_regions(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const JsonPlace place(line, "extraregion");
    const nlohmann::json& value = puzzle.at("extraregion");
    if (!value.is_array()) place.fail(R"(expected a list of regions [{"cells": [...]}, ...])");
    for (std::size_t i = 0; i < value.size(); ++i) {
        const nlohmann::json& region = value[i];
        const std::string item = fmt::format("region {}", i + 1);
        if (!region.is_object()) place.fail(item + R"(: expected an object {"cells": [...]})");
        for (const auto& entry : region.items()) {
            if (entry.key() != "cells") place.fail(fmt::format("{}: unknown key '{}'", item, entry.key()));
        }
        const auto cells_value = region.find("cells");
        if (cells_value == region.end()) place.fail(item + ": 'cells' is required");
        const std::vector<Cell> cells = place.cells(*cells_value, geometry, item);
        for (auto at = cells.begin(); at != cells.end(); ++at) {
            if (std::find(cells.begin(), at, *at) != at) {
                place.fail(fmt::format("{}: {} appears twice", item, geometry.cell_name(*at)));
            }
        }
        if (static_cast<int>(cells.size()) > geometry.size()) {
            place.fail(fmt::format("{}: {} cells, at most {}", item, cells.size(), geometry.size()));
        }
        rules.push_back(std::make_shared<ExtraRegion>(geometry, cells));
    }
}

void decorate_extra_regions(Decoration& decoration) {
    for (std::vector<Cell>& window : windoku_windows(decoration.geometry)) {
        decoration.rules.push_back(std::make_shared<ExtraRegion>(decoration.geometry, std::move(window)));
    }
}

}  // namespace

std::vector<std::vector<Cell>> windoku_windows(const Geometry& geometry) {
    // Windows start one cell in from the top-left and leave one cell between them and after the
    // last: on 9x9 rows (and columns) 2-4 and 6-8.
    const auto starts = [&](int span) {
        std::vector<int> out;
        for (int start = 1; start + span <= geometry.size() - 1; start += span + 1) out.push_back(start);
        return out;
    };
    std::vector<std::vector<Cell>> windows;
    for (const int top : starts(geometry.box_rows())) {
        for (const int left : starts(geometry.box_cols())) {
            std::vector<Cell> window;
            for (int row = top; row < top + geometry.box_rows(); ++row) {
                for (int column = left; column < left + geometry.box_cols(); ++column) window.push_back(geometry.cell_at(row, column));
            }
            windows.push_back(std::move(window));
        }
    }
    return windows;
}

const RuleKind& extra_regions_kind() {
    static const RuleKind kind{"extra regions", {"extraregion"},
                               read_extra_regions, "windoku", RecipePhase::layout, decorate_extra_regions};
    return kind;
}

}  // namespace gridforge
