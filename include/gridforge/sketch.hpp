#pragma once
/// \file
/// A puzzle's drawing as data. Each rule adds its marks (Rule::draw); the terminal drawing
/// (drawing.hpp) and the SVG (svg.hpp) render the same sketch, so a rule is drawn once and every
/// output shows it.
///
/// Coordinates: marks name cells (reading order, geometry.hpp). Lines and outside clues use board
/// coordinates in cell units: the board spans 0..N on both axes, (row, column) = (0, 0) is the
/// top-left corner of r1c1 and (r + 0.5, c + 0.5) the centre of the cell in 0-based row r, column
/// c. An outside clue sits at a cell position just off the board: row -1 (above), row N (below),
/// column -1 (left) or column N (right).

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridforge/geometry.hpp"

namespace gridforge {

/// Cells framed by a heavy border: a box, a jigsaw region. `label` (may be empty) is printed in
/// the top line of the region's first cell free of a cage label: "#2" names region 2.
struct SketchRegion {
    std::vector<Cell> cells;
    std::string label;
};

/// Cells framed by a dashed outline drawn inside the cell edges: a killer cage. `label` (may be
/// empty) is printed at the top-left of its first cell in reading order: the cage sum.
struct SketchCage {
    std::vector<Cell> cells;
    std::string label;
};

/// How a path through cell centres looks.
enum class PathStyle {
    thermometer,  ///< a thick grey tube with a round bulb on its first cell
    arrow,        ///< a thin line from its first cell (on an arrow's circle) with a head on its last
    line,         ///< a plain thin line
};

/// A path through the centres of `cells` (consecutive cells are neighbours). `group` numbers the
/// path within its style (0, 1, ...) so the terminal drawing can letter them: "A@ a2 a3".
struct SketchPath {
    PathStyle style;
    std::vector<Cell> cells;
    int group = 0;
};

/// A mark filling or framing a cell.
enum class CellShape {
    circle,  ///< a large grey disc (odd cells)
    square,  ///< a large square (even cells)
    shaded,  ///< a grey background (windoku and other extra houses)
    ring,    ///< a large white circle with a dark outline (an arrow's circle; a pill over its cells)
};

/// `shape` over `cells`: a ring over several neighbouring cells is one pill (an arrow's sum
/// spread over two or three cells).
struct SketchShape {
    CellShape shape;
    std::vector<Cell> cells;
};

/// A mark on the edge between two orthogonal neighbours.
enum class EdgeStyle {
    white_dot,  ///< kropki: the two digits are consecutive (or differ by `text`)
    black_dot,  ///< kropki: one digit is twice the other (or `text` times)
    letter,     ///< the text itself on the edge: XV's "X" and "V"
};

struct SketchEdge {
    Cell first;
    Cell second;
    EdgeStyle style;
    std::string text;  ///< the letter, or a dot's value when it is not the default
};

/// A straight line between two points in board coordinates (file comment): Sudoku X's diagonals
/// run from (0, 0) to (N, N) and from (0, N) to (N, 0).
struct SketchLine {
    double from_row;
    double from_column;
    double to_row;
    double to_column;
};

/// A clue outside the board: sandwich sums (no arrow), little killer sums (an arrow pointing along
/// the diagonal it sums). `row` and `column` are 0-based cell positions with exactly one of them
/// off the board (-1 or N) — or both, at a corner.
struct SketchOutside {
    int row;
    int column;
    std::string text;
    /// The direction the clue's arrow points, as (row step, column step) each in -1..1; nullopt for
    /// no arrow.
    std::optional<std::pair<int, int>> arrow;
};

/// One line of the legend: what a kind of mark means. Rules of one kind share a line; `count` is
/// how many rules added it.
struct SketchLegend {
    std::string key;   ///< "cages", "thermometers", "anti-knight"
    std::string text;  ///< "digits differ within a cage and add up to the sum in its first cell"
    int count = 1;
};

class Sketch {
public:
    explicit Sketch(const Geometry& geometry) : geometry_(geometry) {}

    [[nodiscard]] const Geometry& geometry() const { return geometry_; }

    void add(SketchRegion region) { regions_.push_back(std::move(region)); }
    void add(SketchCage cage) { cages_.push_back(std::move(cage)); }
    void add(SketchPath path) { paths_.push_back(std::move(path)); }
    void add(SketchShape shape) { shapes_.push_back(std::move(shape)); }
    void add(SketchEdge edge) { edges_.push_back(std::move(edge)); }
    void add(SketchLine line) { lines_.push_back(line); }
    void add(SketchOutside clue) { outside_.push_back(std::move(clue)); }
    /// Adds a legend line, or counts one more rule on the line of the same key.
    void legend(std::string key, std::string text);

    /// The next free `group` number for a path of `style` (0 for the first).
    [[nodiscard]] int next_group(PathStyle style) const;

    [[nodiscard]] const std::vector<SketchRegion>& regions() const { return regions_; }
    [[nodiscard]] const std::vector<SketchCage>& cages() const { return cages_; }
    [[nodiscard]] const std::vector<SketchPath>& paths() const { return paths_; }
    [[nodiscard]] const std::vector<SketchShape>& shapes() const { return shapes_; }
    [[nodiscard]] const std::vector<SketchEdge>& edges() const { return edges_; }
    [[nodiscard]] const std::vector<SketchLine>& lines() const { return lines_; }
    [[nodiscard]] const std::vector<SketchOutside>& outside() const { return outside_; }
    [[nodiscard]] const std::vector<SketchLegend>& legends() const { return legends_; }

private:
    const Geometry& geometry_;
    std::vector<SketchRegion> regions_;
    std::vector<SketchCage> cages_;
    std::vector<SketchPath> paths_;
    std::vector<SketchShape> shapes_;
    std::vector<SketchEdge> edges_;
    std::vector<SketchLine> lines_;
    std::vector<SketchOutside> outside_;
    std::vector<SketchLegend> legends_;
};

/// The sketch of every rule of `puzzle` (puzzle.hpp), in rule order.
class Puzzle;
Sketch sketch_puzzle(const Puzzle& puzzle);

// ---- what every renderer of a sketch needs (the SVG text, the Cairo pages) ----------------------

/// The layers a renderer draws a sketch in, bottom to top (kSketchLayers), so that every output
/// stacks the marks alike: digits over everything, the grid over cages over circles over paths.
enum class SketchLayer {
    shading,       ///< shaded cells
    thermometers,  ///< thermometer tubes and bulbs
    lines,         ///< straight lines (diagonals)
    line_paths,    ///< plain paths through cell centres
    arrows,        ///< arrow shafts and heads
    shapes,        ///< odd circles, even squares, arrow circles and pills
    cages,         ///< dashed cage outlines and their sums
    grid,          ///< cell lines, region borders, the outer border, region labels
    edges,         ///< kropki dots, XV letters
    outside,       ///< clues outside the board
    digits,        ///< the digits in the cells
};
inline constexpr SketchLayer kSketchLayers[] = {SketchLayer::shading, SketchLayer::thermometers, SketchLayer::lines,
                                                SketchLayer::line_paths, SketchLayer::arrows, SketchLayer::shapes,
                                                SketchLayer::cages, SketchLayer::grid, SketchLayer::edges,
                                                SketchLayer::outside, SketchLayer::digits};

/// A point in board coordinates (file comment): cell units, (0, 0) the top-left corner of r1c1.
struct SketchPoint {
    double row;
    double column;
    friend bool operator<(const SketchPoint& a, const SketchPoint& b) { return std::pair(a.row, a.column) < std::pair(b.row, b.column); }
    friend bool operator==(const SketchPoint& a, const SketchPoint& b) = default;
};

/// The outline of `cells` drawn `inset` cell units inside their edges (a killer cage: about
/// 0.08), as closed loops of corner points, one per boundary (holes included), so that a dash
/// pattern runs on around corners. The cells must lie on the board (check_sketch).
std::vector<std::vector<SketchPoint>> inset_outline(const Geometry& geometry, const std::vector<Cell>& cells, double inset);

/// Throws std::invalid_argument, its message starting with `renderer` ("svg: a cage names cell
/// 99, off the 9x9 board"), when a mark names a cell off the board, a path has no cells, or an
/// outside clue does not stand just off the board; renderers call it before drawing.
void check_sketch(const Sketch& sketch, std::string_view renderer);

/// A legend entry as one line of text: "cages (12): digits differ ..." (the count when more than
/// one rule added it).
std::string legend_text(const SketchLegend& entry);

/// The rows and columns a set of cells spans (an arrow's pill), inclusive; all -1 for no cells.
struct CellSpan {
    int top = -1;
    int left = -1;
    int bottom = -1;
    int right = -1;
};
CellSpan cell_span(const Geometry& geometry, const std::vector<Cell>& cells);

}  // namespace gridforge
