#include "gridforge/svg.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "gridforge/text_wrap.hpp"

namespace gridforge {
namespace {

// Sizes in SVG user units. A cell of 60 keeps digits readable when the file is opened at its
// natural size (9x9 = 556 px wide).
constexpr double kCell = 60.0;
constexpr double kPad = 8.0;
constexpr double kLegendFont = 14.0;
constexpr double kLegendLine = 19.0;

struct Point {
    double x;
    double y;
};

/// "12.5": the shortest text for a coordinate (fmt is locale-independent: always a dot).
std::string num(double value) { return fmt::format("{:g}", std::round(value * 100.0) / 100.0); }

std::string escape_xml(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&apos;"; break;
            default:
                // Control characters are not allowed in XML 1.0; a rule never means them.
                if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n') out += c;
        }
    }
    return out;
}

/// Board placement: where r1c1's top-left corner lands, and the whole image's size.
struct Frame {
    int size = 0;
    double left = kPad;
    double top = kPad;
    double board = 0;   ///< width and height of the board
    double width = 0;   ///< of the image
    double below = 0;   ///< y just under the board and its bottom margin

    [[nodiscard]] double x(double column) const { return left + column * kCell; }
    [[nodiscard]] double y(double row) const { return top + row * kCell; }
    [[nodiscard]] Point centre(const Geometry& geometry, Cell cell) const {
        return {x(geometry.column_of(cell) + 0.5), y(geometry.row_of(cell) + 0.5)};
    }
};

Frame make_frame(const Sketch& sketch) {
    Frame frame;
    const int n = sketch.geometry().size();
    frame.size = n;
    frame.board = n * kCell;
    bool top = false, bottom = false, left = false, right = false;
    for (const auto& clue : sketch.outside()) {
        top = top || clue.row == -1;
        bottom = bottom || clue.row == n;
        left = left || clue.column == -1;
        right = right || clue.column == n;
    }
    frame.left = left ? kCell : kPad;
    frame.top = top ? kCell : kPad;
    frame.width = frame.left + frame.board + (right ? kCell : kPad);
    frame.below = frame.top + frame.board + (bottom ? kCell : kPad);
    return frame;
}

/// The cage outline of `cells` (inset_outline, sketch.hpp) as SVG path data in image units.
std::string inset_outline_path(const Geometry& geometry, const Frame& frame, const std::vector<Cell>& cells, double inset) {
    std::string path;
    for (const auto& loop : inset_outline(geometry, cells, inset)) {
        for (std::size_t i = 0; i < loop.size(); ++i) path += fmt::format("{}{} {}", i == 0 ? 'M' : 'L', num(frame.x(loop[i].column)), num(frame.y(loop[i].row)));
        path += 'Z';
    }
    return path;
}

class Writer {
public:
    Writer(const Sketch& sketch, const Grid& values) : sketch_(sketch), geometry_(sketch.geometry()), values_(values), frame_(make_frame(sketch)) {}

    std::string render() {
        const std::vector<std::string> legend = legend_lines();
        const double height = frame_.below + (legend.empty() ? 0.0 : static_cast<double>(legend.size()) * kLegendLine + kPad);
        out_ += fmt::format(R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="sans-serif">)", num(frame_.width), num(height));
        out_ += '\n';
        out_ += fmt::format(R"(<rect class="background" x="0" y="0" width="{}" height="{}" fill="#ffffff"/>)", num(frame_.width), num(height));
        out_ += '\n';
        for (const SketchLayer layer : kSketchLayers) draw(layer);
        for (std::size_t i = 0; i < legend.size(); ++i) {
            // A continuation line (it starts with the two spaces legend_lines puts there) is
            // indented by position: SVG collapses leading spaces.
            const bool continued = legend[i].rfind("  ", 0) == 0;
            const std::string text = continued ? legend[i].substr(2) : legend[i];
            out_ += fmt::format(R"(<text class="legend" x="{}" y="{}" font-size="{}" fill="#333333">{}</text>)", num(kPad + (continued ? kLegendFont : 0.0)), num(frame_.below + kLegendFont + static_cast<double>(i) * kLegendLine), num(kLegendFont), escape_xml(text));
            out_ += '\n';
        }
        out_ += "</svg>\n";
        return std::move(out_);
    }

private:
    void draw(SketchLayer layer) {
        switch (layer) {
            case SketchLayer::shading: return shading();
            case SketchLayer::thermometers: return paths(PathStyle::thermometer);
            case SketchLayer::lines: return lines();
            case SketchLayer::line_paths: return paths(PathStyle::line);
            case SketchLayer::arrows: return paths(PathStyle::arrow);
            case SketchLayer::shapes: return shapes();
            case SketchLayer::cages: return cages();
            case SketchLayer::grid: return grid();
            case SketchLayer::edges: return edges();
            case SketchLayer::outside: return outside();
            case SketchLayer::digits: return digits();
        }
    }

    void line(const std::string& element) {
        out_ += element;
        out_ += '\n';
    }

    [[nodiscard]] Point centre(Cell cell) const { return frame_.centre(geometry_, cell); }

    void shading() {
        for (const auto& shape : sketch_.shapes()) {
            if (shape.shape != CellShape::shaded) continue;
            for (const Cell cell : shape.cells) {
                line(fmt::format(R"(<rect class="shaded" x="{}" y="{}" width="{}" height="{}" fill="#d6d6d6"/>)", num(frame_.x(geometry_.column_of(cell))), num(frame_.y(geometry_.row_of(cell))), num(kCell), num(kCell)));
            }
        }
    }

    [[nodiscard]] std::string centre_path(const std::vector<Cell>& cells) const {
        std::string d;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Point p = centre(cells[i]);
            d += fmt::format("{}{} {}", i == 0 ? 'M' : 'L', num(p.x), num(p.y));
        }
        return d;
    }

    void paths(PathStyle style) {
        for (const auto& path : sketch_.paths()) {
            if (path.style != style) continue;
            const Point start = centre(path.cells.front());
            switch (style) {
                case PathStyle::thermometer:
                    line(fmt::format(R"(<circle class="thermometer-bulb" cx="{}" cy="{}" r="{}" fill="#c4c4c4"/>)", num(start.x), num(start.y), num(kCell * 0.38)));
                    if (path.cells.size() > 1) {
                        line(fmt::format(R"(<path class="thermometer" d="{}" fill="none" stroke="#c4c4c4" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>)", centre_path(path.cells), num(kCell * 0.3)));
                    }
                    break;
                case PathStyle::line:
                    line(fmt::format(R"(<path class="line" d="{}" fill="none" stroke="#9a9a9a" stroke-width="{}" stroke-linecap="round" stroke-linejoin="round"/>)", centre_path(path.cells), num(kCell * 0.1)));
                    break;
                case PathStyle::arrow:
                    // The shaft starts in the circle's cell; the circle, drawn later with a white
                    // fill, hides the part inside it.
                    line(fmt::format(R"(<path class="arrow" d="{}" fill="none" stroke="#7a7a7a" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>)", centre_path(path.cells)));
                    if (path.cells.size() > 1) arrow_head(centre(path.cells[path.cells.size() - 2]), centre(path.cells.back()));
                    break;
            }
        }
    }

    /// Two strokes back from `tip` at 40 degrees either side of the direction from `from`.
    void arrow_head(Point from, Point tip, const char* cls = "arrow-head", double length = kCell * 0.28) {
        const double angle = std::atan2(tip.y - from.y, tip.x - from.x);
        const double spread = 0.7;  // radians, about 40 degrees
        const Point a{tip.x - length * std::cos(angle - spread), tip.y - length * std::sin(angle - spread)};
        const Point b{tip.x - length * std::cos(angle + spread), tip.y - length * std::sin(angle + spread)};
        line(fmt::format(R"(<path class="{}" d="M{} {}L{} {}L{} {}" fill="none" stroke="#7a7a7a" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>)", cls, num(a.x), num(a.y), num(tip.x), num(tip.y), num(b.x), num(b.y)));
    }

    void lines() {
        for (const auto& mark : sketch_.lines()) {
            line(fmt::format(R"(<line class="line" x1="{}" y1="{}" x2="{}" y2="{}" stroke="#9a9a9a" stroke-width="2"/>)", num(frame_.x(mark.from_column)), num(frame_.y(mark.from_row)), num(frame_.x(mark.to_column)), num(frame_.y(mark.to_row))));
        }
    }

    void shapes() {
        for (const auto& shape : sketch_.shapes()) {
            if (shape.shape == CellShape::shaded || shape.cells.empty()) continue;
            if (shape.shape == CellShape::square) {
                const double inset = kCell * 0.14;
                for (const Cell cell : shape.cells) {
                    line(fmt::format(R"(<rect class="square" x="{}" y="{}" width="{}" height="{}" fill="#cfcfcf"/>)", num(frame_.x(geometry_.column_of(cell)) + inset), num(frame_.y(geometry_.row_of(cell)) + inset), num(kCell - 2 * inset), num(kCell - 2 * inset)));
                }
                continue;
            }
            // A ring (an arrow's circle) is white with an outline; a circle (an odd cell) a grey disc.
            const bool ring = shape.shape == CellShape::ring;
            const char* fill = ring ? "#ffffff" : "#cfcfcf";
            const char* stroke = ring ? "#7a7a7a" : "none";
            if (shape.cells.size() == 1) {
                const Point p = centre(shape.cells.front());
                line(fmt::format(R"(<circle class="circle" cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="2.5"/>)", num(p.x), num(p.y), num(kCell * 0.4), fill, stroke));
                continue;
            }
            // A pill: the rounded box around its cells (two or three in a line).
            const auto [top, left, bottom, right] = cell_span(geometry_, shape.cells);
            const double inset = kCell * 0.1;
            line(fmt::format(R"(<rect class="pill" x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="{}" stroke-width="2.5"/>)", num(frame_.x(left) + inset), num(frame_.y(top) + inset), num((right - left + 1) * kCell - 2 * inset), num((bottom - top + 1) * kCell - 2 * inset), num(kCell * 0.4), fill, stroke));
        }
    }

    void cages() {
        for (const auto& cage : sketch_.cages()) {
            if (cage.cells.empty()) continue;
            line(fmt::format(R"(<path class="cage" d="{}" fill="none" stroke="#222222" stroke-width="1.3" stroke-dasharray="4 3"/>)", inset_outline_path(geometry_, frame_, cage.cells, 0.08)));
        }
        // Labels on top of every outline, each on a white patch that interrupts the dashes.
        for (const auto& cage : sketch_.cages()) {
            if (cage.cells.empty() || cage.label.empty()) continue;
            const Cell first = *std::min_element(cage.cells.begin(), cage.cells.end());
            const double x = frame_.x(geometry_.column_of(first)) + 2;
            const double y = frame_.y(geometry_.row_of(first)) + 2;
            const double font = kCell * 0.22;
            line(fmt::format(R"(<rect class="cage-label-patch" x="{}" y="{}" width="{}" height="{}" fill="#ffffff"/>)", num(x), num(y), num(static_cast<double>(cage.label.size()) * font * 0.6 + 3), num(font + 2)));
            line(fmt::format(R"(<text class="cage-label" x="{}" y="{}" font-size="{}" fill="#111111">{}</text>)", num(x + 1.5), num(y + font * 0.88), num(font), escape_xml(cage.label)));
        }
    }

    void grid() {
        const int n = geometry_.size();
        std::string thin;
        for (int i = 1; i < n; ++i) {
            thin += fmt::format("M{} {}V{}", num(frame_.x(i)), num(frame_.y(0)), num(frame_.y(n)));
            thin += fmt::format("M{} {}H{}", num(frame_.x(0)), num(frame_.y(i)), num(frame_.x(n)));
        }
        if (!thin.empty()) line(fmt::format(R"(<path class="cell-lines" d="{}" stroke="#9a9a9a" stroke-width="1" fill="none"/>)", thin));

        // Region of each cell (-1: none). A thick edge where the two sides differ, unless no
        // region claims either (a board of no boxes draws only its outer border).
        std::vector<int> region(static_cast<std::size_t>(geometry_.cell_count()), -1);
        for (std::size_t i = 0; i < sketch_.regions().size(); ++i) {
            for (const Cell cell : sketch_.regions()[i].cells) region[static_cast<std::size_t>(cell)] = static_cast<int>(i);
        }
        std::string thick;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const int here = region[static_cast<std::size_t>(geometry_.cell_at(r, c))];
                if (c + 1 < n && here != region[static_cast<std::size_t>(geometry_.cell_at(r, c + 1))]) {
                    thick += fmt::format("M{} {}V{}", num(frame_.x(c + 1)), num(frame_.y(r)), num(frame_.y(r + 1)));
                }
                if (r + 1 < n && here != region[static_cast<std::size_t>(geometry_.cell_at(r + 1, c))]) {
                    thick += fmt::format("M{} {}H{}", num(frame_.x(c)), num(frame_.y(r + 1)), num(frame_.x(c + 1)));
                }
            }
        }
        if (!thick.empty()) line(fmt::format(R"(<path class="region-border" d="{}" stroke="#000000" stroke-width="3" stroke-linecap="square" fill="none"/>)", thick));
        line(fmt::format(R"(<rect class="outer-border" x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#000000" stroke-width="3.5"/>)", num(frame_.x(0)), num(frame_.y(0)), num(frame_.board), num(frame_.board)));

        // Region labels ("#2") in the top-right corner of the region's first cell, clear of the
        // cage sums that take the top-left.
        for (const auto& mark : sketch_.regions()) {
            if (mark.label.empty() || mark.cells.empty()) continue;
            const Cell first = *std::min_element(mark.cells.begin(), mark.cells.end());
            line(fmt::format(R"(<text class="region-label" x="{}" y="{}" font-size="{}" text-anchor="end" fill="#555555">{}</text>)", num(frame_.x(geometry_.column_of(first) + 1) - 4), num(frame_.y(geometry_.row_of(first)) + kCell * 0.22), num(kCell * 0.18), escape_xml(mark.label)));
        }
    }

    void edges() {
        for (const auto& edge : sketch_.edges()) {
            const Point a = centre(edge.first);
            const Point b = centre(edge.second);
            const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
            if (edge.style == EdgeStyle::letter) {
                // White halo first, so the letter reads over a cell line or a cage outline.
                const double font = kCell * 0.34;
                for (const char* paint : {R"(stroke="#ffffff" stroke-width="4" stroke-linejoin="round")", R"(stroke="none")"}) {
                    line(fmt::format(R"(<text class="edge-text" x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#000000" {}>{}</text>)", num(mid.x), num(mid.y), num(font), paint, escape_xml(edge.text)));
                }
                continue;
            }
            const bool black = edge.style == EdgeStyle::black_dot;
            const double radius = kCell * (edge.text.empty() ? 0.11 : 0.16);
            line(fmt::format(R"(<circle class="dot {}" cx="{}" cy="{}" r="{}" fill="{}" stroke="#000000" stroke-width="1.5"/>)", black ? "black" : "white", num(mid.x), num(mid.y), num(radius), black ? "#000000" : "#ffffff"));
            if (!edge.text.empty()) {
                line(fmt::format(R"(<text class="edge-text" x="{}" y="{}" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="{}">{}</text>)", num(mid.x), num(mid.y), num(kCell * 0.2), black ? "#ffffff" : "#000000", escape_xml(edge.text)));
            }
        }
    }

    void outside() {
        for (const auto& clue : sketch_.outside()) {
            Point p{frame_.x(clue.column + 0.5), frame_.y(clue.row + 0.5)};
            if (clue.arrow) {
                // Little killer: the sum sits back from the corner it points out of; a short arrow
                // runs from it toward the diagonal.
                const double dx = clue.arrow->second, dy = clue.arrow->first;
                const Point from{p.x + dx * kCell * 0.12, p.y + dy * kCell * 0.12};
                const Point tip{p.x + dx * kCell * 0.42, p.y + dy * kCell * 0.42};
                line(fmt::format(R"(<path class="outside-arrow" d="M{} {}L{} {}" stroke="#7a7a7a" stroke-width="2" fill="none"/>)", num(from.x), num(from.y), num(tip.x), num(tip.y)));
                arrow_head(from, tip, "outside-arrow", kCell * 0.14);
                p = {p.x - dx * kCell * 0.12, p.y - dy * kCell * 0.12};
            }
            line(fmt::format(R"(<text class="outside" x="{}" y="{}" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="#000000">{}</text>)", num(p.x), num(p.y), num(kCell * (clue.arrow ? 0.3 : 0.38)), escape_xml(clue.text)));
        }
    }

    void digits() {
        for (Cell cell = 0; cell < geometry_.cell_count(); ++cell) {
            const int digit = values_.at(cell);
            if (digit == 0) continue;
            const Point p = centre(cell);
            const double font = kCell * (digit > 9 ? 0.48 : 0.6);
            line(fmt::format(R"(<text class="digit" x="{}" y="{}" font-size="{}" text-anchor="middle" dominant-baseline="central" fill="#000000">{}</text>)", num(p.x), num(p.y + 1), num(font), digit));
        }
    }

    /// "cages (12): digits differ ...", wrapped to the image width.
    [[nodiscard]] std::vector<std::string> legend_lines() const {
        const auto chars = static_cast<std::size_t>(std::max(24.0, (frame_.width - 2 * kPad) / (kLegendFont * 0.52)));
        const auto characters = [](std::string_view piece) { return static_cast<double>(piece.size()); };
        std::vector<std::string> lines;
        for (const auto& entry : sketch_.legends()) {
            // Continuation lines are indented by two spaces, so they hold two characters fewer.
            const std::vector<std::string> wrapped = wrap_words(legend_text(entry), static_cast<double>(chars), static_cast<double>(chars) - 2.0, characters);
            for (std::size_t i = 0; i < wrapped.size(); ++i) lines.push_back(i == 0 ? wrapped[i] : "  " + wrapped[i]);
        }
        return lines;
    }

    const Sketch& sketch_;
    const Geometry& geometry_;
    const Grid& values_;
    Frame frame_;
    std::string out_;
};

}  // namespace

std::string render_svg(const Sketch& sketch, const Grid& values) {
    const Geometry& geometry = sketch.geometry();
    if (values.size() != geometry.size()) {
        throw std::invalid_argument(fmt::format("svg: values of a {}x{} grid for a {}x{} board", values.size(), values.size(), geometry.size(), geometry.size()));
    }
    check_sketch(sketch, "svg");
    return Writer(sketch, values).render();
}

}  // namespace gridforge
