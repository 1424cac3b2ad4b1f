#pragma once
// A test-only rule that is not made of houses, for checking that solvers ask `allowed` and that
// houses-only solvers (dlx, sat) refuse what they cannot serve.

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "gridforge/rule.hpp"

namespace gridforge::testing {

/// A rule that is not made of houses: the listed cells hold even digits.
class EvenCellsRule final : public Rule {
public:
    explicit EvenCellsRule(std::vector<Cell> cells) : cells_(std::move(cells)) {}
    std::string_view name() const override { return "even cells"; }
    const std::vector<House>& houses() const override { return no_houses_; }
    bool houses_only() const override { return false; }
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override {
        for (Cell cell : cells_) {
            if (grid.at(cell) % 2 == 1 && append_conflict(out, limit, Conflict{cell, cell, grid.at(cell), "even cell"})) return;
        }
    }
    DigitSet allowed(const Grid& grid, Cell cell) const override {
        const bool listed = std::find(cells_.begin(), cells_.end(), cell) != cells_.end();
        DigitSet digits = DigitSet::all(grid.size());
        if (listed) {
            for (Digit digit = 1; digit <= grid.size(); digit += 2) digits.erase(digit);
        }
        return digits;
    }
    bool satisfied(const Grid& grid) const override { return !conflict(grid).has_value(); }
    // A test rule: no JSON form, no encoding, no marks (Rule's base versions).
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override { Rule::write_json(puzzle, geometry); }
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override { Rule::encode_cnf(cnf, geometry); }
    void draw(Sketch& sketch) const override { Rule::draw(sketch); }

private:
    std::vector<Cell> cells_;
    std::vector<House> no_houses_;
};

}  // namespace gridforge::testing
