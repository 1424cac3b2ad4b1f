#include "gridforge/drawing.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "gridforge/variants.hpp"

namespace gridforge {
namespace {

constexpr int kCellWidth = 5;
constexpr int kNone = -1;

/// What the drawing knows of each cell, read once from the rule list.
struct Marks {
    std::vector<int> region;          ///< per cell: region (jigsaw) or box index
    std::vector<int> cage;            ///< per cell: cage index, kNone outside cages
    std::vector<std::string> sum;     ///< per cell: the sum text in a cage's first cell
    std::vector<std::string> thermo;  ///< per cell: "A@", "a2", ...
    std::vector<char> diagonal;       ///< per cell: '\\', '/', 'X' or ' '
    std::vector<std::string> legend;
};

void mark_diagonals(const Geometry& geometry, DiagonalKind kind, Marks& marks) {
    const int size = geometry.size();
    for (int i = 0; i < size; ++i) {
        if (kind != DiagonalKind::anti) marks.diagonal[static_cast<std::size_t>(geometry.cell_at(i, i))] = '\\';
        if (kind == DiagonalKind::main) continue;
        char& mark = marks.diagonal[static_cast<std::size_t>(geometry.cell_at(i, size - 1 - i))];
        mark = mark == '\\' ? 'X' : '/';
    }
    marks.legend.push_back(fmt::format("diagonals ({}): every digit once along each marked diagonal, "
                                       "'\\' main, '/' anti, 'X' both",
                                       diagonal_kind_name(kind)));
}

Marks read_marks(const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const auto cells = static_cast<std::size_t>(geometry.cell_count());
    Marks marks{std::vector<int>(cells), std::vector<int>(cells, kNone), std::vector<std::string>(cells),
                std::vector<std::string>(cells, "  "), std::vector<char>(cells, ' '), {}};
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) marks.region[static_cast<std::size_t>(cell)] = geometry.box_of(cell);
    int cages = 0, thermometers = 0;
    std::string unknown;
    const Regions* jigsaw = nullptr;
    for (const RulePtr& rule : puzzle.rules()) {
        if (const auto* regions = dynamic_cast<const Regions*>(rule.get())) {
            for (std::size_t i = 0; i < regions->houses().size(); ++i) {
                for (Cell cell : regions->houses()[i].cells) marks.region[static_cast<std::size_t>(cell)] = static_cast<int>(i);
            }
            jigsaw = regions;
            marks.legend.push_back("regions: jigsaw; every digit once in each region framed by '|' and '-'; "
                                   "'#2' marks region 2, as the steps of explain and hint name it");
        } else if (const auto* diagonals = dynamic_cast<const Diagonals*>(rule.get())) {
            mark_diagonals(geometry, diagonals->kind(), marks);
        } else if (const auto* cage = dynamic_cast<const KillerCage*>(rule.get())) {
            for (Cell cell : cage->cells()) marks.cage[static_cast<std::size_t>(cell)] = cages;
            Cell first = cage->cells().front();
            for (Cell cell : cage->cells()) first = std::min(first, cell);
            if (cage->sum()) marks.sum[static_cast<std::size_t>(first)] = std::to_string(*cage->sum());
            ++cages;
        } else if (const auto* thermometer = dynamic_cast<const Thermometer*>(rule.get())) {
            const char letter = static_cast<char>('a' + thermometers % 26);
            for (std::size_t i = 0; i < thermometer->cells().size(); ++i) {
                const auto cell = static_cast<std::size_t>(thermometer->cells()[i]);
                marks.thermo[cell] = i == 0 ? std::string{static_cast<char>(letter - 'a' + 'A'), '@'}
                                            : std::string{letter, digit_char(static_cast<Digit>(i + 1))};
            }
            ++thermometers;
        } else if (rule->name() != "rows" && rule->name() != "columns" && rule->name() != "boxes") {
            unknown += (unknown.empty() ? "" : ", ") + std::string(rule->name());
        }
    }
    if (jigsaw != nullptr) {
        // Each region's name in the top line of its first cell free of a cage sum (reading order):
        // "#2" for "region 2", the name explain and hint use.
        for (const House& region : jigsaw->houses()) {
            for (Cell cell : region.cells) {
                std::string& top = marks.sum[static_cast<std::size_t>(cell)];
                if (!top.empty()) continue;
                top = "#" + region.name.substr(region.name.find(' ') + 1);
                break;
            }
        }
    }
    if (cages > 0) {
        marks.legend.push_back(fmt::format("cages ({}): digits differ within a cage and add up to the sum in its first "
                                           "cell; ':' and '.' frame cages, '!' and '~' are region borders inside a cage",
                                           cages));
    }
    if (thermometers > 0) {
        marks.legend.push_back(fmt::format("thermometers ({}): digits rise from the bulb A@ along a2, a3, ...",
                                           thermometers));
    }
    if (!unknown.empty()) marks.legend.push_back("other rules (not drawn): " + unknown);
    return marks;
}

class Drawing {
public:
    Drawing(const Puzzle& puzzle, const Grid& values)
        : geometry_(puzzle.geometry()), values_(values), marks_(read_marks(puzzle)), size_(geometry_.size()) {}

    std::string text() const {
        std::string out;
        for (int row = 0; row <= size_; ++row) {
            out += border_line(row);
            if (row == size_) break;
            out += first_line(row);
            out += second_line(row);
        }
        for (const std::string& line : marks_.legend) out += line + '\n';
        return out;
    }

private:
    /// kNone for cells off the board, so every outer edge is a region border.
    int region(int row, int column) const {
        if (row < 0 || row >= size_ || column < 0 || column >= size_) return kNone;
        return marks_.region[static_cast<std::size_t>(geometry_.cell_at(row, column))];
    }
    int cage(int row, int column) const {
        if (row < 0 || row >= size_ || column < 0 || column >= size_) return kNone;
        return marks_.cage[static_cast<std::size_t>(geometry_.cell_at(row, column))];
    }

    /// The edge between two cells (either may be off the board): region border, region border
    /// through a cage, cage border, or nothing; `region_char` etc. for the direction.
    char edge(int r1, int c1, int r2, int c2, char region_char, char inside_cage_char, char cage_char) const {
        const bool same_cage = cage(r1, c1) != kNone && cage(r1, c1) == cage(r2, c2);
        if (region(r1, c1) != region(r2, c2)) return same_cage ? inside_cage_char : region_char;
        const bool cage_border = !same_cage && (cage(r1, c1) != kNone || cage(r2, c2) != kNone);
        return cage_border ? cage_char : ' ';
    }

    /// The line above row `row` (row == N: the bottom line).
    std::string border_line(int row) const {
        std::string line;
        for (int column = 0; column <= size_; ++column) {
            line += corner(row, column);
            if (column == size_) break;
            const char mark = edge(row - 1, column, row, column, '-', '~', '.');
            for (int i = 0; i < kCellWidth; ++i) line += mark == '.' && i % 2 == 0 ? ' ' : mark;
        }
        return line + '\n';
    }

    /// The point above-left of cell (row, column): '+' when a region border meets it.
    char corner(int row, int column) const {
        const char edges[] = {edge(row - 1, column - 1, row - 1, column, '|', '!', ':'),
                              edge(row, column - 1, row, column, '|', '!', ':'),
                              edge(row - 1, column - 1, row, column - 1, '-', '~', '.'),
                              edge(row - 1, column, row, column, '-', '~', '.')};
        char result = ' ';
        for (char e : edges) {
            if (e == '|' || e == '-' || e == '!' || e == '~') return '+';
            if (e == ':' || e == '.') result = '.';
        }
        return result;
    }

    std::string first_line(int row) const {
        std::string line;
        for (int column = 0; column < size_; ++column) {
            line += edge(row, column - 1, row, column, '|', '!', ':');
            const auto cell = static_cast<std::size_t>(geometry_.cell_at(row, column));
            line += fmt::format("{:<{}}{}", marks_.sum[cell], kCellWidth - 1, marks_.diagonal[cell]);
        }
        return line + edge(row, size_ - 1, row, size_, '|', '!', ':') + '\n';
    }

    std::string second_line(int row) const {
        std::string line;
        for (int column = 0; column < size_; ++column) {
            line += edge(row, column - 1, row, column, '|', '!', ':');
            const Cell cell = geometry_.cell_at(row, column);
            const Digit digit = values_.at(cell);
            line += fmt::format("{} {} ", marks_.thermo[static_cast<std::size_t>(cell)], digit == 0 ? '.' : digit_char(digit));
        }
        return line + edge(row, size_ - 1, row, size_, '|', '!', ':') + '\n';
    }

    const Geometry& geometry_;
    const Grid& values_;
    Marks marks_;
    int size_;
};

}  // namespace

std::string draw_puzzle(const Puzzle& puzzle, const Grid& values) {
    if (values.size() != puzzle.geometry().size()) {
        throw std::invalid_argument(fmt::format("draw_puzzle: a {}x{} grid drawn over a {}x{} puzzle", values.size(),
                                                values.size(), puzzle.geometry().size(), puzzle.geometry().size()));
    }
    return Drawing(puzzle, values).text();
}

}  // namespace gridforge
