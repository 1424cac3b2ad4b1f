#include <algorithm>
#include <array>

#include "gridforge/generate.hpp"

namespace gridforge {
namespace {

constexpr std::array<std::string_view, 5> kSymmetryNames{"none", "rotate180", "rotate90", "mirror", "diagonal"};

}  // namespace

std::vector<Cell> symmetry_images(const Geometry& geometry, Symmetry symmetry, Cell cell) {
    const int last = geometry.size() - 1;
    const int row = geometry.row_of(cell);
    const int column = geometry.column_of(cell);
    switch (symmetry) {
        case Symmetry::none:
            return {cell};
        case Symmetry::rotate180:
            return {cell, geometry.cell_at(last - row, last - column)};
        case Symmetry::rotate90:
            return {cell, geometry.cell_at(column, last - row), geometry.cell_at(last - row, last - column),
                    geometry.cell_at(last - column, row)};
        case Symmetry::mirror:
            return {cell, geometry.cell_at(row, last - column)};
        case Symmetry::diagonal:
            return {cell, geometry.cell_at(column, row)};
    }
    return {cell};
}

std::string_view symmetry_name(Symmetry symmetry) { return kSymmetryNames[static_cast<std::size_t>(symmetry)]; }

std::optional<Symmetry> parse_symmetry(std::string_view name) {
    for (std::size_t i = 0; i < kSymmetryNames.size(); ++i) {
        if (kSymmetryNames[i] == name) return static_cast<Symmetry>(i);
    }
    return std::nullopt;
}

std::vector<std::vector<Cell>> symmetry_orbits(const Geometry& geometry, Symmetry symmetry) {
    std::vector<std::vector<Cell>> orbits;
    std::vector<bool> assigned(static_cast<std::size_t>(geometry.cell_count()), false);
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        if (assigned[static_cast<std::size_t>(cell)]) continue;
        std::vector<Cell> orbit = symmetry_images(geometry, symmetry, cell);
        std::sort(orbit.begin(), orbit.end());
        orbit.erase(std::unique(orbit.begin(), orbit.end()), orbit.end());
        for (Cell member : orbit) assigned[static_cast<std::size_t>(member)] = true;
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

}  // namespace gridforge
