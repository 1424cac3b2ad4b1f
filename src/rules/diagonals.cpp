#include <array>
#include <memory>
#include <utility>

#include <nlohmann/json.hpp>

#include "gridforge/sketch.hpp"
#include "gridforge/variants.hpp"
#include "generate/decorations.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::pair<DiagonalKind, std::string_view>, 3> kKindNames = {{
    {DiagonalKind::main, "main"},
    {DiagonalKind::anti, "anti"},
    {DiagonalKind::both, "both"},
}};

House diagonal(const Geometry& geometry, bool anti) {
    House house{HouseKind::diagonal, anti ? "anti diagonal" : "main diagonal", {}};
    const int size = geometry.size();
    for (int row = 0; row < size; ++row) house.cells.push_back(geometry.cell_at(row, anti ? size - 1 - row : row));
    return house;
}

/// "diagonals": "main" | "anti" | "both" (docs/rules/x.md).
void read_diagonals(const nlohmann::json& puzzle, const Geometry& geometry, int line, RuleList& rules) {
    const nlohmann::json& value = puzzle.at("diagonals");
    const std::optional<DiagonalKind> kind =
        value.is_string() ? parse_diagonal_kind(value.get_ref<const std::string&>()) : std::nullopt;
    if (!kind) JsonPlace(line, "diagonals").fail(R"(expected "main", "anti" or "both")");
    rules.push_back(std::make_shared<Diagonals>(geometry, *kind));
}

}  // namespace

std::string_view diagonal_kind_name(DiagonalKind kind) {
    for (const auto& [known, name] : kKindNames) {
        if (known == kind) return name;
    }
    return "?";
}

std::optional<DiagonalKind> parse_diagonal_kind(std::string_view name) {
    for (const auto& [kind, known] : kKindNames) {
        if (known == name) return kind;
    }
    return std::nullopt;
}

Diagonals::Diagonals(const Geometry& geometry, DiagonalKind kind) : kind_(kind) {
    if (kind != DiagonalKind::anti) houses_.push_back(diagonal(geometry, false));
    if (kind != DiagonalKind::main) houses_.push_back(diagonal(geometry, true));
}

void Diagonals::write_json(nlohmann::json& puzzle, const Geometry& /*geometry*/) const {
    // Two Diagonals rules (main and anti) are one "both" in the JSON form.
    DiagonalKind written = kind_;
    if (const auto found = puzzle.find("diagonals"); found != puzzle.end() && found->is_string()) {
        const std::optional<DiagonalKind> earlier = parse_diagonal_kind(found->get_ref<const std::string&>());
        if (earlier && *earlier != kind_) written = DiagonalKind::both;
    }
    puzzle["diagonals"] = std::string(diagonal_kind_name(written));
}

void Diagonals::draw(Sketch& sketch) const {
    const auto size = static_cast<double>(sketch.geometry().size());
    if (kind_ != DiagonalKind::anti) sketch.add(SketchLine{0.0, 0.0, size, size});
    if (kind_ != DiagonalKind::main) sketch.add(SketchLine{0.0, size, size, 0.0});
    sketch.legend("diagonals (" + std::string(diagonal_kind_name(kind_)) + ")", "every digit once along each marked diagonal");
}

const RuleKind& diagonals_kind() {
    static const RuleKind kind{"diagonals (Sudoku X)", {"diagonals"}, read_diagonals, "x", RecipePhase::layout, decorate_x};
    return kind;
}

}  // namespace gridforge
