#include <array>
#include <utility>

#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::pair<DiagonalKind, std::string_view>, 3> kKindNames = {{
    {DiagonalKind::main, "main"},
    {DiagonalKind::anti, "anti"},
    {DiagonalKind::both, "both"},
}};

House diagonal(const Geometry& geometry, bool anti) {
    House house{anti ? "anti diagonal" : "main diagonal", {}};
    const int size = geometry.size();
    for (int row = 0; row < size; ++row) house.cells.push_back(geometry.cell_at(row, anti ? size - 1 - row : row));
    return house;
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

}  // namespace gridforge
