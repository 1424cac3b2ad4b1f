// canonical_key: which transformations a rule list keeps, and the smallest image under them
// (canon.hpp lists the cases).
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/canon.hpp"

namespace gridforge {
namespace canonical_key_parts {

using HouseSet = std::set<std::vector<Cell>>;

/// A geometric transform as a cell map: output cell k holds source cell source_of[k].
using CellMap = std::vector<Cell>;

HouseSet house_set(const std::vector<House>& houses) {
    HouseSet set;
    for (const House& house : houses) {
        std::vector<Cell> cells = house.cells;
        std::sort(cells.begin(), cells.end());
        set.insert(std::move(cells));
    }
    return set;
}

HouseSet classic_house_set(const Geometry& geometry) {
    HouseSet set;
    for (const auto* lines : {&geometry.rows(), &geometry.columns(), &geometry.boxes()}) {
        for (std::vector<Cell> cells : *lines) {
            std::sort(cells.begin(), cells.end());
            set.insert(std::move(cells));
        }
    }
    return set;
}

/// Whether `rows` keeps each group of `group` consecutive lines together.
bool keeps_groups(const std::vector<int>& rows, int group) {
    for (std::size_t start = 0; start < rows.size(); start += static_cast<std::size_t>(group)) {
        for (std::size_t k = start; k < start + static_cast<std::size_t>(group); ++k) {
            if (rows[k] / group != rows[start] / group) return false;
        }
    }
    return true;
}

/// Every band-preserving row permutation p with p(N-1-i) = N-1-p(i): the ones that can keep the
/// two diagonals (each as itself, or swapped when columns are reversed too).
void mirror_permutations(std::vector<int>& rows, std::vector<bool>& used, int index, int band, std::vector<std::vector<int>>& out) {
    const int size = static_cast<int>(rows.size());
    if (index > (size - 1) / 2) {
        if (keeps_groups(rows, band)) out.push_back(rows);
        return;
    }
    const int mirror = size - 1 - index;
    for (int value = 0; value < size; ++value) {
        const int mirrored = size - 1 - value;
        if (used[static_cast<std::size_t>(value)] || used[static_cast<std::size_t>(mirrored)]) continue;
        if ((index == mirror) != (value == mirrored)) continue;
        rows[static_cast<std::size_t>(index)] = value;
        rows[static_cast<std::size_t>(mirror)] = mirrored;
        used[static_cast<std::size_t>(value)] = used[static_cast<std::size_t>(mirrored)] = true;
        mirror_permutations(rows, used, index + 1, band, out);
        used[static_cast<std::size_t>(value)] = used[static_cast<std::size_t>(mirrored)] = false;
    }
}

/// The mirror-symmetric candidates (canon.hpp) that map the puzzle's houses onto its houses.
std::vector<CellMap> house_keeping_maps(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const int size = geometry.size();
    std::vector<std::vector<int>> row_orders;
    std::vector<int> rows(static_cast<std::size_t>(size));
    std::vector<bool> used(static_cast<std::size_t>(size), false);
    mirror_permutations(rows, used, 0, geometry.box_rows(), row_orders);

    const HouseSet houses = house_set(puzzle.topology().houses);
    std::vector<CellMap> maps;
    const bool square = geometry.box_rows() == geometry.box_cols();
    for (const std::vector<int>& row_order : row_orders) {
        const std::vector<int> reversed(row_order.rbegin(), row_order.rend());
        for (const std::vector<int>* column_order : {&row_order, &reversed}) {
            for (int transpose = 0; transpose < (square ? 2 : 1); ++transpose) {
                CellMap source_of(static_cast<std::size_t>(geometry.cell_count()));
                std::vector<Cell> destination_of(source_of.size());
                for (int r = 0; r < size; ++r) {
                    for (int c = 0; c < size; ++c) {
                        const int from_row = row_order[static_cast<std::size_t>(r)];
                        const int from_column = (*column_order)[static_cast<std::size_t>(c)];
                        const Cell source = transpose == 1 ? geometry.cell_at(from_column, from_row) : geometry.cell_at(from_row, from_column);
                        source_of[static_cast<std::size_t>(geometry.cell_at(r, c))] = source;
                        destination_of[static_cast<std::size_t>(source)] = geometry.cell_at(r, c);
                    }
                }
                bool keeps = true;
                for (auto house = houses.begin(); house != houses.end() && keeps; ++house) {
                    std::vector<Cell> image;
                    for (Cell cell : *house) image.push_back(destination_of[static_cast<std::size_t>(cell)]);
                    std::sort(image.begin(), image.end());
                    keeps = houses.count(image) == 1;
                }
                if (keeps) maps.push_back(std::move(source_of));
            }
        }
    }
    return maps;
}

/// `grid` with its digits renamed 1, 2, ... in order of first appearance, row by row.
Grid relabelled(const Grid& grid) {
    std::vector<Digit> label(static_cast<std::size_t>(grid.size() + 1), 0);
    Digit next = 1;
    Grid out(grid.size());
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        const Digit digit = grid.at(cell);
        if (digit == 0) continue;
        Digit& name = label[static_cast<std::size_t>(digit)];
        if (name == 0) name = next++;
        out.set(cell, name);
    }
    return out;
}

std::string cells_text(const Grid& grid) {
    std::string text;
    text.reserve(static_cast<std::size_t>(grid.cell_count()));
    for (Cell cell = 0; cell < grid.cell_count(); ++cell) {
        const Digit digit = grid.at(cell);
        text.push_back(static_cast<char>(digit <= 9 ? '0' + digit : 'A' + digit - 10));
    }
    return text;
}

/// The rules' JSON keys (docs/formats.md), sorted, as one line; a rule without a JSON form is
/// named in "x-rules" instead.
std::string rules_text(const Puzzle& puzzle) {
    nlohmann::json rules = nlohmann::json::object();
    for (const RulePtr& rule : puzzle.rules()) {
        try {
            rule->write_json(rules, puzzle.geometry());
        } catch (const std::invalid_argument&) {
            rules["x-rules"].push_back(std::string(rule->name()));
        }
    }
    return rules.dump();
}

/// The smallest relabelled image of the givens over `maps`.
Grid smallest_image(const Grid& givens, const std::vector<CellMap>& maps) {
    Grid best = relabelled(givens);  // the identity is always among the maps
    std::string best_text = cells_text(best);
    for (const CellMap& map : maps) {
        Grid image(givens.size());
        for (Cell cell = 0; cell < givens.cell_count(); ++cell) image.set(cell, givens.at(map[static_cast<std::size_t>(cell)]));
        Grid candidate = relabelled(image);
        std::string text = cells_text(candidate);
        if (text < best_text) {
            best_text = std::move(text);
            best = std::move(candidate);
        }
    }
    return best;
}

}  // namespace canonical_key_parts

std::string canonical_key(const Puzzle& puzzle) {
    using namespace canonical_key_parts;
    const Geometry& geometry = puzzle.geometry();
    const bool houses_only = std::all_of(puzzle.rules().begin(), puzzle.rules().end(), [](const RulePtr& rule) { return rule->houses_only(); });
    Grid canonical = puzzle.givens();
    if (houses_only && geometry.size() <= 9) {
        if (house_set(puzzle.topology().houses) == classic_house_set(geometry)) {
            canonical = classic_minlex(puzzle.givens()).grid;
        } else {
            canonical = smallest_image(puzzle.givens(), house_keeping_maps(puzzle));
        }
    } else if (houses_only) {
        canonical = relabelled(puzzle.givens());
    }
    return std::to_string(geometry.size()) + "|" + rules_text(puzzle) + "|" + cells_text(canonical);
}

}  // namespace gridforge
