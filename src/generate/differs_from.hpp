#pragma once
/// \file
/// A rule that refuses one full grid: "some cell differs from this grid". Added to a puzzle whose
/// solution is known, a search for one solution (limit 1) answers "is there another solution, and
/// which?" — the question the killer repair asks — in one search, and hands back the other
/// solution, which a count with limit 2 keeps only when it happens to be found first.

#include "gridforge/rule.hpp"

namespace gridforge::generate_detail {

class DiffersFrom final : public Rule {
public:
    explicit DiffersFrom(Grid refused) : refused_(std::move(refused)) {}

    [[nodiscard]] std::string_view name() const override { return "differs from the known solution"; }
    [[nodiscard]] const std::vector<House>& houses() const override { return no_houses_; }
    [[nodiscard]] bool houses_only() const override { return false; }
    /// A conflict only for the refused grid itself.
    void collect_conflicts(const Grid& grid, std::vector<Conflict>& out, std::size_t limit) const override;
    /// All digits, but the refused digit when every other cell already holds the refused grid's.
    [[nodiscard]] DigitSet allowed(const Grid& grid, Cell cell) const override;
    [[nodiscard]] bool satisfied(const Grid& full_grid) const override { return !(full_grid == refused_); }
    /// Conflict when every cell is the refused digit's singleton; when all but one are, that cell
    /// loses the refused digit.
    PruneResult prune(Candidates& candidates) const override;
    // The generator's internal rule: no JSON form, no encoding, no marks (Rule's base versions).
    void write_json(nlohmann::json& puzzle, const Geometry& geometry) const override { Rule::write_json(puzzle, geometry); }
    void encode_cnf(Cnf& cnf, const Geometry& geometry) const override { Rule::encode_cnf(cnf, geometry); }
    void draw(Sketch& sketch) const override { Rule::draw(sketch); }

private:
    Grid refused_;
    std::vector<House> no_houses_;
};

}  // namespace gridforge::generate_detail
