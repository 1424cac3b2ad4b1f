// The terminal drawing (drawing.hpp), rendered from the puzzle's Sketch (sketch.hpp): every rule
// draws itself once, and this file only knows marks — regions, cages, paths, shapes, edge marks,
// lines and outside clues — never a rule.
#include "gridforge/drawing.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "gridforge/sketch.hpp"

namespace gridforge {
namespace {

constexpr int kCellWidth = 5;
constexpr int kNone = -1;

/// The two-character path mark of position `index` on path number `path` (over all paths, so
/// thermometers and arrows never share a letter): "A@" / "B>" / "C-" on the first cell, then "a2",
/// "a3", ...
std::string path_mark(PathStyle style, int path, std::size_t index) {
    const int letter = path % 26;
    if (index == 0) {
        const char head = style == PathStyle::thermometer ? '@' : style == PathStyle::arrow ? '>' : '-';
        return {static_cast<char>('A' + letter), head};
    }
    return {static_cast<char>('a' + letter), digit_char(static_cast<Digit>(index + 1))};
}

/// The character of a straight line crossing a cell centre: '\' down-right, '/' down-left, '-',
/// '|'; ' ' for a line that does not pass through the centre or runs at another angle.
char line_mark(const SketchLine& line, double row, double column) {
    const double dr = line.to_row - line.from_row;
    const double dc = line.to_column - line.from_column;
    const double length = std::hypot(dr, dc);
    if (length == 0.0) return ' ';
    // Distance of the centre from the line, and whether it lies between the ends.
    const double cross = (row - line.from_row) * dc - (column - line.from_column) * dr;
    if (std::abs(cross) / length > 1e-9) return ' ';
    const double along = ((row - line.from_row) * dr + (column - line.from_column) * dc) / (length * length);
    if (along < 0.0 || along > 1.0) return ' ';
    if (std::abs(dr) < 1e-9) return '-';
    if (std::abs(dc) < 1e-9) return '|';
    if (std::abs(std::abs(dr) - std::abs(dc)) > 1e-9) return ' ';
    return (dr > 0) == (dc > 0) ? '\\' : '/';
}

/// An outside clue's arrow as one character: '\' and '/' along diagonals, 'v' '^' '>' '<'.
std::string arrow_text(const std::optional<std::pair<int, int>>& arrow) {
    if (!arrow) return "";
    const auto [dr, dc] = *arrow;
    if (dr != 0 && dc != 0) return (dr > 0) == (dc > 0) ? "\\" : "/";
    if (dr != 0) return dr > 0 ? "v" : "^";
    if (dc != 0) return dc > 0 ? ">" : "<";
    return "";
}

/// What the drawing shows of each cell and edge, read once from the sketch.
struct Marks {
    std::vector<int> region;        ///< per cell: region index (all 0 when the sketch has none)
    std::vector<int> cage;          ///< per cell: cage index, kNone outside cages
    std::vector<std::string> top;   ///< per cell: the cage sum or region label of its top line
    std::vector<std::string> path;  ///< per cell: "A@", "a2", ... or two spaces
    std::vector<char> line;         ///< per cell: '\\', '/', 'X' (both), '-', '|' or ' '
    std::vector<char> open;         ///< per cell: '(' circle, '[' square or ' ' before the digit
    std::vector<bool> shaded;
    std::vector<char> right_edge;   ///< per cell: the mark on its edge with the cell to its right, or 0
    std::vector<char> bottom_edge;  ///< per cell: the mark on its edge with the cell below, or 0
    std::vector<std::string> notes; ///< the notation line's parts, in order
};

Marks read_marks(const Sketch& sketch) {
    const Geometry& geometry = sketch.geometry();
    const auto cells = static_cast<std::size_t>(geometry.cell_count());
    Marks marks{std::vector<int>(cells, 0),        std::vector<int>(cells, kNone), std::vector<std::string>(cells),
                std::vector<std::string>(cells, "  "), std::vector<char>(cells, ' '),  std::vector<char>(cells, ' '),
                std::vector<bool>(cells, false),   std::vector<char>(cells, 0),      std::vector<char>(cells, 0),
                {}};
    const auto at = [](Cell cell) { return static_cast<std::size_t>(cell); };

    for (std::size_t i = 0; i < sketch.regions().size(); ++i) {
        for (Cell cell : sketch.regions()[i].cells) marks.region[at(cell)] = static_cast<int>(i);
    }
    for (std::size_t i = 0; i < sketch.cages().size(); ++i) {
        const SketchCage& cage = sketch.cages()[i];
        if (cage.cells.empty()) continue;
        Cell first = cage.cells.front();
        for (Cell cell : cage.cells) {
            marks.cage[at(cell)] = static_cast<int>(i);
            first = std::min(first, cell);
        }
        if (!cage.label.empty()) marks.top[at(first)] = cage.label;
    }
    bool labelled = false;
    for (const SketchRegion& region : sketch.regions()) {
        if (region.label.empty()) continue;
        labelled = true;
        // In the first cell of the region (reading order) whose top line holds no cage sum.
        std::vector<Cell> ordered = region.cells;
        std::sort(ordered.begin(), ordered.end());
        for (Cell cell : ordered) {
            if (!marks.top[at(cell)].empty()) continue;
            marks.top[at(cell)] = region.label;
            break;
        }
    }
    bool styles[3] = {false, false, false};
    for (std::size_t p = 0; p < sketch.paths().size(); ++p) {
        const SketchPath& path = sketch.paths()[p];
        styles[static_cast<int>(path.style)] = true;
        for (std::size_t i = 0; i < path.cells.size(); ++i) {
            std::string& mark = marks.path[at(path.cells[i])];
            if (mark == "  ") mark = path_mark(path.style, static_cast<int>(p), i);  // the first path keeps a shared cell
        }
    }
    bool diagonal_lines = false;
    for (const SketchLine& line : sketch.lines()) {
        for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
            const char mark = line_mark(line, geometry.row_of(cell) + 0.5, geometry.column_of(cell) + 0.5);
            if (mark == ' ') continue;
            diagonal_lines = diagonal_lines || mark == '\\' || mark == '/';
            char& shown = marks.line[at(cell)];
            shown = (shown == '\\' && mark == '/') || (shown == '/' && mark == '\\') ? 'X' : mark;
        }
    }
    bool shapes[4] = {false, false, false, false};
    for (const SketchShape& shape : sketch.shapes()) {
        shapes[static_cast<int>(shape.shape)] = true;
        for (Cell cell : shape.cells) {
            if (shape.shape == CellShape::shaded) marks.shaded[at(cell)] = true;
            if (shape.shape == CellShape::circle || shape.shape == CellShape::ring) marks.open[at(cell)] = '(';
            if (shape.shape == CellShape::square) marks.open[at(cell)] = '[';
        }
    }
    bool edges[3] = {false, false, false};
    for (const SketchEdge& edge : sketch.edges()) {
        const Cell low = std::min(edge.first, edge.second);
        const Cell high = std::max(edge.first, edge.second);
        const bool beside = geometry.row_of(low) == geometry.row_of(high) && high == low + 1;
        const bool below = geometry.column_of(low) == geometry.column_of(high) && high == low + geometry.size();
        if (!beside && !below) continue;  // not neighbours: no edge to mark
        edges[static_cast<int>(edge.style)] = true;
        const char mark = edge.style == EdgeStyle::white_dot   ? 'o'
                          : edge.style == EdgeStyle::black_dot ? '*'
                          : edge.text.empty()                  ? '?'
                                                               : edge.text.front();
        (beside ? marks.right_edge : marks.bottom_edge)[at(low)] = mark;
    }
    bool outside_arrows = false;
    for (const SketchOutside& clue : sketch.outside()) outside_arrows = outside_arrows || clue.arrow.has_value();

    if (labelled) marks.notes.push_back("'|' and '-' frame regions");
    if (diagonal_lines) marks.notes.push_back("'\\' and '/' mark the diagonals, 'X' both");
    if (!sketch.cages().empty()) {
        marks.notes.push_back("':' and '.' frame cages, '!' and '~' are region borders inside a cage, "
                              "a cage's sum is in its first cell");
    }
    if (styles[static_cast<int>(PathStyle::thermometer)]) marks.notes.push_back("A@ is the bulb of thermometer A, then a2, a3, ...");
    if (styles[static_cast<int>(PathStyle::arrow)]) marks.notes.push_back("B> starts arrow B at its circle, then b2, b3, ... to its head");
    if (styles[static_cast<int>(PathStyle::line)]) marks.notes.push_back("C- starts line C, then c2, c3, ...");
    if (shapes[static_cast<int>(CellShape::circle)] || shapes[static_cast<int>(CellShape::ring)]) marks.notes.push_back("(5) a circled cell");
    if (shapes[static_cast<int>(CellShape::square)]) marks.notes.push_back("[5] a cell in a square");
    if (shapes[static_cast<int>(CellShape::shaded)]) marks.notes.push_back("'%' a shaded cell");
    if (edges[static_cast<int>(EdgeStyle::white_dot)]) marks.notes.push_back("'o' a white dot between two cells");
    if (edges[static_cast<int>(EdgeStyle::black_dot)]) marks.notes.push_back("'*' a black dot between two cells");
    if (edges[static_cast<int>(EdgeStyle::letter)]) marks.notes.push_back("a letter between two cells marks their border");
    if (outside_arrows) marks.notes.push_back("'\\' '/' 'v' '^' '>' '<' beside a clue outside the grid point the way it sums");
    return marks;
}

class Drawing {
public:
    Drawing(const Sketch& sketch, const Grid& values)
        : sketch_(sketch), geometry_(sketch.geometry()), values_(values), marks_(read_marks(sketch)), size_(geometry_.size()) {
        for (const SketchOutside& clue : sketch.outside()) {
            left_ = left_ || clue.column < 0;
            right_ = right_ || clue.column >= size_;
            above_ = above_ || clue.row < 0;
            below_ = below_ || clue.row >= size_;
        }
    }

    std::string text() const {
        std::string out;
        if (above_) out += outside_line(-1);
        for (int row = 0; row <= size_; ++row) {
            out += border_line(row);
            if (row == size_) break;
            out += first_line(row);
            out += second_line(row);
        }
        if (below_) out += outside_line(size_);
        for (const SketchLegend& legend : sketch_.legends()) {
            out += legend_text(legend) + '\n';
        }
        if (!marks_.notes.empty()) {
            std::string notes;
            for (const std::string& note : marks_.notes) notes += (notes.empty() ? "" : "; ") + note;
            out += "marks: " + notes + '\n';
        }
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

    /// The text of the outside clues at (row, column), each with its arrow.
    std::string clue_text(int row, int column) const {
        std::string text;
        for (const SketchOutside& clue : sketch_.outside()) {
            if (clue.row == row && clue.column == column) text += (text.empty() ? "" : " ") + clue.text + arrow_text(clue.arrow);
        }
        return text;
    }
    std::string left_margin(int row) const { return left_ ? fmt::format("{:>{}}", clue_text(row, -1), kCellWidth) : ""; }
    std::string right_margin(int row) const { return right_ ? clue_text(row, size_) : ""; }
    std::string blank_left() const { return left_ ? std::string(kCellWidth, ' ') : ""; }

    /// The clues above (row -1) or below (row N) the board, each over its column.
    std::string outside_line(int row) const {
        std::string line = left_margin(row);
        for (int column = 0; column < size_; ++column) line += fmt::format(" {:^{}}", clue_text(row, column), kCellWidth);
        line += " " + right_margin(row);
        while (!line.empty() && line.back() == ' ') line.pop_back();
        return line + '\n';
    }

    /// The line above row `row` (row == N: the bottom line), with the marks on vertical edges.
    std::string border_line(int row) const {
        std::string line = blank_left();
        for (int column = 0; column <= size_; ++column) {
            line += corner(row, column);
            if (column == size_) break;
            const char mark = edge(row - 1, column, row, column, '-', '~', '.');
            const char between = row > 0 && row < size_
                                     ? marks_.bottom_edge[static_cast<std::size_t>(geometry_.cell_at(row - 1, column))]
                                     : 0;
            for (int i = 0; i < kCellWidth; ++i) {
                if (between != 0 && i == kCellWidth / 2) line += between;
                else line += mark == '.' && i % 2 == 0 ? ' ' : mark;
            }
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

    /// The top line of a row: the cage sum or region label, '%' filling a shaded cell, and the
    /// line mark in the last column.
    std::string first_line(int row) const {
        std::string line = blank_left();
        for (int column = 0; column < size_; ++column) {
            line += edge(row, column - 1, row, column, '|', '!', ':');
            const auto cell = static_cast<std::size_t>(geometry_.cell_at(row, column));
            std::string top = fmt::format("{:<{}}", marks_.top[cell], kCellWidth - 1);
            if (marks_.shaded[cell]) {
                for (char& c : top) c = c == ' ' ? '%' : c;
            }
            line += top + marks_.line[cell];
        }
        return line + edge(row, size_ - 1, row, size_, '|', '!', ':') + '\n';
    }

    /// The digit line of a row: the path mark, the digit ('.' when empty) in its circle or
    /// square, the edge marks between neighbours, and the clues left and right of the row.
    std::string second_line(int row) const {
        std::string line = left_margin(row);
        for (int column = 0; column < size_; ++column) {
            const char between = column > 0 ? marks_.right_edge[static_cast<std::size_t>(geometry_.cell_at(row, column - 1))] : 0;
            line += between != 0 ? between : edge(row, column - 1, row, column, '|', '!', ':');
            const Cell cell = geometry_.cell_at(row, column);
            const auto at = static_cast<std::size_t>(cell);
            const Digit digit = values_.at(cell);
            const char open = marks_.open[at];
            const char close = open == '(' ? ')' : open == '[' ? ']' : ' ';
            line += fmt::format("{}{}{}{}", marks_.path[at], open, digit == 0 ? '.' : digit_char(digit), close);
        }
        line += edge(row, size_ - 1, row, size_, '|', '!', ':');
        return line + right_margin(row) + '\n';
    }

    const Sketch& sketch_;
    const Geometry& geometry_;
    const Grid& values_;
    Marks marks_;
    int size_;
    bool left_ = false, right_ = false, above_ = false, below_ = false;
};

}  // namespace

std::string draw_sketch(const Sketch& sketch, const Grid& values) {
    if (values.size() != sketch.geometry().size()) {
        throw std::invalid_argument(fmt::format("draw_puzzle: a {}x{} grid drawn over a {}x{} puzzle", values.size(),
                                                values.size(), sketch.geometry().size(), sketch.geometry().size()));
    }
    return Drawing(sketch, values).text();
}

std::string draw_puzzle(const Puzzle& puzzle, const Grid& values) {
    if (values.size() != puzzle.geometry().size()) {
        throw std::invalid_argument(fmt::format("draw_puzzle: a {}x{} grid drawn over a {}x{} puzzle", values.size(),
                                                values.size(), puzzle.geometry().size(), puzzle.geometry().size()));
    }
    const Sketch sketch = sketch_puzzle(puzzle);
    return draw_sketch(sketch, values);
}

}  // namespace gridforge
