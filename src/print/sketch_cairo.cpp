// A puzzle's sketch drawn with Cairo (print_cairo.hpp): the same marks and layers as the SVG text
// (svg.hpp), in user units scaled to the box, for the printed pages.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>

#include <fmt/format.h>

#include "cairo_text.hpp"
#include "gridforge/print_cairo.hpp"

namespace gridforge::print {
namespace sketch_cairo {

using print_detail::Canvas;
using print_detail::set_font;
using print_detail::set_grey;
using print_detail::show_text;
using print_detail::show_text_centred;
using print_detail::Weight;

// Greys of the marks, as a puzzle book prints them: light enough that digits stay readable.
constexpr double kShade = 0.86;        // shaded cells, odd circles, even squares
constexpr double kThermometer = 0.78;
constexpr double kMarkLine = 0.5;      // arrows, diagonals, plain lines
constexpr double kThinLine = 0.45;     // cell lines
constexpr double kFilledDigit = 0.45;  // solution digits beside the bold givens

/// Which sides of the board hold outside clues, and so a margin of one cell.
struct Margins {
    bool top = false, bottom = false, left = false, right = false;
};

Margins margins_of(const Sketch& sketch) {
    Margins margins;
    const int n = sketch.geometry().size();
    for (const auto& clue : sketch.outside()) {
        margins.top = margins.top || clue.row == -1;
        margins.bottom = margins.bottom || clue.row == n;
        margins.left = margins.left || clue.column == -1;
        margins.right = margins.right || clue.column == n;
    }
    return margins;
}

/// Cell size and where r1c1's top-left corner lands.
struct Placement {
    double cell = 0;
    double left = 0;
    double top = 0;
    [[nodiscard]] double x(double column) const { return left + column * cell; }
    [[nodiscard]] double y(double row) const { return top + row * cell; }
};

class Painter {
public:
    Painter(const Canvas& canvas, const Sketch& sketch, Placement at)
        : canvas_(canvas), cr_(canvas.cr), sketch_(sketch), geometry_(sketch.geometry()), at_(at) {}

    void draw(const Grid& givens, const Grid* filled) {
        for (const SketchLayer layer : kSketchLayers) {
            switch (layer) {
                case SketchLayer::shading: shading(); break;
                case SketchLayer::thermometers: paths(PathStyle::thermometer); break;
                case SketchLayer::lines: straight_lines(); break;
                case SketchLayer::line_paths: paths(PathStyle::line); break;
                case SketchLayer::arrows: paths(PathStyle::arrow); break;
                case SketchLayer::shapes: shapes(); break;
                case SketchLayer::cages: cages(); break;
                case SketchLayer::grid: grid(); break;
                case SketchLayer::edges: edges(); break;
                case SketchLayer::outside: outside(); break;
                case SketchLayer::digits: digits(givens, filled); break;
            }
        }
    }

private:
    [[nodiscard]] double cx(Cell cell) const { return at_.x(geometry_.column_of(cell) + 0.5); }
    [[nodiscard]] double cy(Cell cell) const { return at_.y(geometry_.row_of(cell) + 0.5); }
    [[nodiscard]] double s(double share) const { return at_.cell * share; }

    void cell_rect(Cell cell, double inset) {
        cairo_rectangle(cr_, at_.x(geometry_.column_of(cell)) + inset, at_.y(geometry_.row_of(cell)) + inset, at_.cell - 2 * inset,
                        at_.cell - 2 * inset);
    }

    void shading() {
        set_grey(cr_, kShade);
        for (const auto& shape : sketch_.shapes()) {
            if (shape.shape != CellShape::shaded) continue;
            for (const Cell cell : shape.cells) cell_rect(cell, 0);
        }
        cairo_fill(cr_);
    }

    void trace(const std::vector<Cell>& cells) {
        cairo_new_path(cr_);
        for (const Cell cell : cells) cairo_line_to(cr_, cx(cell), cy(cell));
    }

    void round_stroke(double width, double grey) {
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_ROUND);
        cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
        cairo_set_line_width(cr_, width);
        set_grey(cr_, grey);
        cairo_stroke(cr_);
    }

    void paths(PathStyle style) {
        for (const auto& path : sketch_.paths()) {
            if (path.style != style) continue;
            const Cell first = path.cells.front();
            switch (style) {
                case PathStyle::thermometer:
                    set_grey(cr_, kThermometer);
                    cairo_new_path(cr_);
                    cairo_arc(cr_, cx(first), cy(first), s(0.38), 0, 2 * std::numbers::pi);
                    cairo_fill(cr_);
                    if (path.cells.size() > 1) {
                        trace(path.cells);
                        round_stroke(s(0.3), kThermometer);
                    }
                    break;
                case PathStyle::line:
                    trace(path.cells);
                    round_stroke(s(0.1), 0.6);
                    break;
                case PathStyle::arrow:
                    // The shaft starts at the circle's centre; the white circle drawn later hides
                    // the part inside it.
                    trace(path.cells);
                    round_stroke(s(0.04), kMarkLine);
                    if (path.cells.size() > 1) {
                        const Cell before = path.cells[path.cells.size() - 2];
                        arrow_head(cx(before), cy(before), cx(path.cells.back()), cy(path.cells.back()), s(0.28), s(0.04));
                    }
                    break;
            }
        }
    }

    /// Two strokes back from the tip at about 40 degrees either side of the direction.
    void arrow_head(double from_x, double from_y, double tip_x, double tip_y, double length, double width) {
        const double angle = std::atan2(tip_y - from_y, tip_x - from_x);
        constexpr double kSpread = 0.7;
        cairo_new_path(cr_);
        cairo_move_to(cr_, tip_x - length * std::cos(angle - kSpread), tip_y - length * std::sin(angle - kSpread));
        cairo_line_to(cr_, tip_x, tip_y);
        cairo_line_to(cr_, tip_x - length * std::cos(angle + kSpread), tip_y - length * std::sin(angle + kSpread));
        round_stroke(width, kMarkLine);
    }

    void straight_lines() {
        for (const auto& mark : sketch_.lines()) {
            cairo_new_path(cr_);
            cairo_move_to(cr_, at_.x(mark.from_column), at_.y(mark.from_row));
            cairo_line_to(cr_, at_.x(mark.to_column), at_.y(mark.to_row));
            round_stroke(s(0.03), kMarkLine);
        }
    }

    void shapes() {
        for (const auto& shape : sketch_.shapes()) {
            if (shape.shape == CellShape::shaded || shape.cells.empty()) continue;
            if (shape.shape == CellShape::square) {
                set_grey(cr_, kShade);
                for (const Cell cell : shape.cells) cell_rect(cell, s(0.14));
                cairo_fill(cr_);
                continue;
            }
            cairo_new_path(cr_);
            if (shape.cells.size() == 1) {
                cairo_arc(cr_, cx(shape.cells.front()), cy(shape.cells.front()), s(0.4), 0, 2 * std::numbers::pi);
            } else {
                pill(cell_span(geometry_, shape.cells));
            }
            // A ring (an arrow's circle) is white with an outline; a circle (an odd cell) a grey disc.
            if (shape.shape == CellShape::ring) {
                set_grey(cr_, 1.0);
                cairo_fill_preserve(cr_);
                cairo_set_line_width(cr_, s(0.04));
                set_grey(cr_, kMarkLine);
                cairo_stroke(cr_);
            } else {
                set_grey(cr_, kShade);
                cairo_fill(cr_);
            }
        }
    }

    /// The rounded box around the cells of `span`, inset a tenth of a cell.
    void pill(const CellSpan& span) {
        const double x0 = at_.x(span.left) + s(0.1), y0 = at_.y(span.top) + s(0.1);
        const double x1 = at_.x(span.right + 1) - s(0.1), y1 = at_.y(span.bottom + 1) - s(0.1);
        const double r = s(0.4);
        cairo_new_sub_path(cr_);
        cairo_arc(cr_, x1 - r, y0 + r, r, -std::numbers::pi / 2, 0);
        cairo_arc(cr_, x1 - r, y1 - r, r, 0, std::numbers::pi / 2);
        cairo_arc(cr_, x0 + r, y1 - r, r, std::numbers::pi / 2, std::numbers::pi);
        cairo_arc(cr_, x0 + r, y0 + r, r, std::numbers::pi, 3 * std::numbers::pi / 2);
        cairo_close_path(cr_);
    }

    void cages() {
        const double dashes[] = {s(0.07), s(0.05)};
        cairo_set_dash(cr_, dashes, 2, 0);
        cairo_set_line_width(cr_, std::max(0.5, s(0.018)));
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
        set_grey(cr_, 0.1);
        for (const auto& cage : sketch_.cages()) {
            for (const auto& loop : inset_outline(geometry_, cage.cells, 0.08)) {
                cairo_new_path(cr_);
                for (const SketchPoint& point : loop) cairo_line_to(cr_, at_.x(point.column), at_.y(point.row));
                cairo_close_path(cr_);
                cairo_stroke(cr_);
            }
        }
        cairo_set_dash(cr_, nullptr, 0, 0);
        // Sums on a white patch that interrupts the dashes, at the top-left of the first cell.
        set_font(canvas_, s(0.22), Weight::bold);
        for (const auto& cage : sketch_.cages()) {
            if (cage.cells.empty() || cage.label.empty()) continue;
            const Cell first = *std::min_element(cage.cells.begin(), cage.cells.end());
            const double x = at_.x(geometry_.column_of(first)) + s(0.03);
            const double y = at_.y(geometry_.row_of(first)) + s(0.03);
            set_grey(cr_, 1.0);
            cairo_rectangle(cr_, x, y, print_detail::text_width(canvas_, cage.label) + s(0.05), s(0.24));
            cairo_fill(cr_);
            set_grey(cr_, 0.0);
            show_text(canvas_, x + s(0.025), y + s(0.2), cage.label);
        }
    }

    void grid() {
        const int n = geometry_.size();
        cairo_new_path(cr_);
        for (int i = 1; i < n; ++i) {
            cairo_move_to(cr_, at_.x(i), at_.y(0));
            cairo_line_to(cr_, at_.x(i), at_.y(n));
            cairo_move_to(cr_, at_.x(0), at_.y(i));
            cairo_line_to(cr_, at_.x(n), at_.y(i));
        }
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_BUTT);
        cairo_set_line_width(cr_, std::max(0.35, s(0.012)));
        set_grey(cr_, kThinLine);
        cairo_stroke(cr_);

        // A thick edge where the regions of the two sides differ (a board of no regions draws
        // only its outer border).
        std::vector<int> region(static_cast<std::size_t>(geometry_.cell_count()), -1);
        for (std::size_t i = 0; i < sketch_.regions().size(); ++i) {
            for (const Cell cell : sketch_.regions()[i].cells) region[static_cast<std::size_t>(cell)] = static_cast<int>(i);
        }
        const auto region_at = [&](int r, int c) { return region[static_cast<std::size_t>(geometry_.cell_at(r, c))]; };
        cairo_new_path(cr_);
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (c + 1 < n && region_at(r, c) != region_at(r, c + 1)) {
                    cairo_move_to(cr_, at_.x(c + 1), at_.y(r));
                    cairo_line_to(cr_, at_.x(c + 1), at_.y(r + 1));
                }
                if (r + 1 < n && region_at(r, c) != region_at(r + 1, c)) {
                    cairo_move_to(cr_, at_.x(c), at_.y(r + 1));
                    cairo_line_to(cr_, at_.x(c + 1), at_.y(r + 1));
                }
            }
        }
        cairo_set_line_cap(cr_, CAIRO_LINE_CAP_SQUARE);
        cairo_set_line_width(cr_, s(0.045));
        set_grey(cr_, 0.0);
        cairo_stroke(cr_);
        cairo_rectangle(cr_, at_.x(0), at_.y(0), n * at_.cell, n * at_.cell);
        cairo_set_line_width(cr_, s(0.055));
        cairo_stroke(cr_);

        // Region labels ("#2") at the top-right of the region's first cell, clear of cage sums.
        set_font(canvas_, s(0.18));
        set_grey(cr_, 0.35);
        for (const auto& mark : sketch_.regions()) {
            if (mark.label.empty() || mark.cells.empty()) continue;
            const Cell first = *std::min_element(mark.cells.begin(), mark.cells.end());
            print_detail::show_text_right(canvas_, at_.x(geometry_.column_of(first) + 1) - s(0.07), at_.y(geometry_.row_of(first)) + s(0.22), mark.label);
        }
    }

    void edges() {
        for (const auto& edge : sketch_.edges()) {
            const double x = (cx(edge.first) + cx(edge.second)) / 2;
            const double y = (cy(edge.first) + cy(edge.second)) / 2;
            if (edge.style == EdgeStyle::letter) {
                // A white halo first, so the letter reads over a cell line or a cage outline.
                set_font(canvas_, s(0.34), Weight::bold);
                cairo_text_extents_t extents;
                cairo_text_extents(cr_, edge.text.c_str(), &extents);
                cairo_new_path(cr_);
                cairo_move_to(cr_, x - extents.x_bearing - extents.width / 2, y - extents.y_bearing - extents.height / 2);
                cairo_text_path(cr_, edge.text.c_str());
                cairo_set_line_width(cr_, s(0.08));
                cairo_set_line_join(cr_, CAIRO_LINE_JOIN_ROUND);
                set_grey(cr_, 1.0);
                cairo_stroke(cr_);
                set_grey(cr_, 0.0);
                show_text_centred(canvas_, x, y, edge.text);
                continue;
            }
            const bool black = edge.style == EdgeStyle::black_dot;
            cairo_new_path(cr_);
            cairo_arc(cr_, x, y, s(edge.text.empty() ? 0.11 : 0.16), 0, 2 * std::numbers::pi);
            set_grey(cr_, black ? 0.0 : 1.0);
            cairo_fill_preserve(cr_);
            cairo_set_line_width(cr_, s(0.025));
            set_grey(cr_, 0.0);
            cairo_stroke(cr_);
            if (!edge.text.empty()) {
                set_font(canvas_, s(0.2));
                set_grey(cr_, black ? 1.0 : 0.0);
                show_text_centred(canvas_, x, y, edge.text);
            }
        }
    }

    void outside() {
        for (const auto& clue : sketch_.outside()) {
            double x = at_.x(clue.column + 0.5);
            double y = at_.y(clue.row + 0.5);
            if (clue.arrow) {
                // Little killer: the sum sits back from the corner; a short arrow runs from it
                // toward the diagonal it sums.
                const double dx = clue.arrow->second, dy = clue.arrow->first;
                const double from_x = x + dx * s(0.12), from_y = y + dy * s(0.12);
                const double tip_x = x + dx * s(0.42), tip_y = y + dy * s(0.42);
                cairo_new_path(cr_);
                cairo_move_to(cr_, from_x, from_y);
                cairo_line_to(cr_, tip_x, tip_y);
                round_stroke(s(0.03), kMarkLine);
                arrow_head(from_x, from_y, tip_x, tip_y, s(0.14), s(0.03));
                x -= dx * s(0.12);
                y -= dy * s(0.12);
            }
            set_font(canvas_, s(clue.arrow ? 0.3 : 0.38));
            set_grey(cr_, 0.0);
            show_text_centred(canvas_, x, y, clue.text);
        }
    }

    void digits(const Grid& givens, const Grid* filled) {
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            const bool given = givens.at(cell) != 0;
            const int digit = given ? givens.at(cell) : filled != nullptr ? filled->at(cell) : 0;
            if (digit == 0) continue;
            set_font(canvas_, s(digit > 9 ? 0.5 : 0.58), given ? Weight::bold : Weight::normal);
            set_grey(cr_, given ? 0.0 : kFilledDigit);
            show_text_centred(canvas_, cx(cell), cy(cell), std::to_string(digit));
        }
    }

    const Canvas& canvas_;
    cairo_t* cr_;
    const Sketch& sketch_;
    const Geometry& geometry_;
    Placement at_;
};

/// The drawing's size in cells: the board plus a cell per side with outside clues.
std::pair<double, double> extent_in_cells(const Sketch& sketch) {
    const Margins margins = margins_of(sketch);
    const double n = sketch.geometry().size();
    return {n + (margins.left ? 1 : 0) + (margins.right ? 1 : 0), n + (margins.top ? 1 : 0) + (margins.bottom ? 1 : 0)};
}

}  // namespace sketch_cairo

double sketch_cell_size(const Sketch& sketch, Box box) {
    const auto [columns, rows] = sketch_cairo::extent_in_cells(sketch);
    return std::max(0.0, std::min(box.width / columns, box.height / rows));
}

double draw_sketch(cairo_t* cr, const Sketch& sketch, const Grid& givens, const Grid* filled, Box box, std::vector<std::string>* texts) {
    const Geometry& geometry = sketch.geometry();
    check_sketch(sketch, "print");
    for (const Grid* grid : {&givens, filled}) {
        if (grid != nullptr && grid->size() != geometry.size()) {
            throw std::invalid_argument(fmt::format("print: digits of a {}x{} grid for a {}x{} board", grid->size(), grid->size(), geometry.size(), geometry.size()));
        }
    }
    const double cell = sketch_cell_size(sketch, box);
    const auto [columns, rows] = sketch_cairo::extent_in_cells(sketch);
    const sketch_cairo::Margins margins = sketch_cairo::margins_of(sketch);
    const sketch_cairo::Placement at{cell, box.x + (box.width - columns * cell) / 2 + (margins.left ? cell : 0.0), box.y + (margins.top ? cell : 0.0)};
    cairo_save(cr);
    const print_detail::Canvas canvas{cr, texts};
    sketch_cairo::Painter(canvas, sketch, at).draw(givens, filled);
    cairo_restore(cr);
    return rows * cell;
}

}  // namespace gridforge::print
