// A sketch drawn with Cairo onto an image: the marks land in their cells (read back as pixels), the
// drawing fits its box and grows by a cell where outside clues stand, and bad marks are refused.
#include <gtest/gtest.h>

#include <cairo.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/print_cairo.hpp"

namespace gridforge {
namespace sketch_cairo_test {
namespace {

/// A white RGB image of `side` pixels square with a context on it.
struct Image {
    explicit Image(int side)
        : surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side), cairo_surface_destroy),
          cr(cairo_create(surface.get()), cairo_destroy) {
        cairo_set_source_rgb(cr.get(), 1, 1, 1);
        cairo_paint(cr.get());
    }
    /// The green channel (the marks are grey) of the pixel at (x, y).
    int grey(int x, int y) {
        cairo_surface_flush(surface.get());
        const unsigned char* data = cairo_image_surface_get_data(surface.get());
        const int stride = cairo_image_surface_get_stride(surface.get());
        return data[y * stride + x * 4 + 1];
    }
    std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface;
    std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr;
};

TEST(PrintSketch, MarksLandInTheirCells) {
    // A 4x4 board drawn 400 units wide: cells of 100, r1c1 from (0, 0).
    const Geometry geometry(4);
    Sketch sketch(geometry);
    sketch.add(SketchShape{CellShape::shaded, {geometry.cell_at(0, 0)}});
    sketch.add(SketchPath{PathStyle::thermometer, {geometry.cell_at(2, 0), geometry.cell_at(2, 1)}, 0});
    sketch.add(SketchEdge{geometry.cell_at(3, 2), geometry.cell_at(3, 3), EdgeStyle::black_dot, ""});
    Image image(400);
    const double used = print::draw_sketch(image.cr.get(), sketch, Grid(4), nullptr, print::Box{0, 0, 400, 400});
    EXPECT_DOUBLE_EQ(used, 400);
    EXPECT_NEAR(image.grey(50, 50), 219, 3);    // shaded r1c1
    EXPECT_EQ(image.grey(150, 50), 255);        // r1c2 untouched
    EXPECT_NEAR(image.grey(50, 250), 199, 3);   // the bulb in r3c1
    EXPECT_NEAR(image.grey(150, 250), 199, 3);  // the tube through r3c2
    EXPECT_EQ(image.grey(300, 350), 0);         // the black dot on the r4c3-r4c4 edge
    EXPECT_EQ(image.grey(250, 350), 255);       // the centre of r4c3
}

TEST(PrintSketch, GivensAreDarkerThanFilledDigits) {
    const Geometry geometry(4);
    const Sketch sketch(geometry);
    Grid givens(4);
    givens.set(geometry.cell_at(0, 0), 1);
    Grid filled(4);
    filled.set(geometry.cell_at(0, 0), 1);
    filled.set(geometry.cell_at(0, 1), 1);
    Image image(400);
    std::vector<std::string> texts;
    print::draw_sketch(image.cr.get(), sketch, givens, &filled, print::Box{0, 0, 400, 400}, &texts);
    EXPECT_EQ(texts, (std::vector<std::string>{"1", "1"}));
    // The darkest pixel of each cell: black for the bold given, grey for the filled digit.
    const auto darkest = [&](int column) {
        int least = 255;
        for (int y = 20; y < 80; ++y) {
            for (int x = column * 100 + 20; x < column * 100 + 80; ++x) least = std::min(least, image.grey(x, y));
        }
        return least;
    };
    EXPECT_LT(darkest(0), 30);
    EXPECT_GT(darkest(1), 80);
    EXPECT_LT(darkest(1), 160);
}

TEST(PrintSketch, OutsideCluesTakeACellOfMarginAndTheBoardFitsItsBox) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    EXPECT_DOUBLE_EQ(print::sketch_cell_size(sketch, print::Box{0, 0, 400, 200}), 50);
    sketch.add(SketchOutside{-1, 1, "7", std::nullopt});
    sketch.add(SketchOutside{1, 4, "3", std::nullopt});
    // 5 cells across and down now.
    EXPECT_DOUBLE_EQ(print::sketch_cell_size(sketch, print::Box{0, 0, 400, 400}), 80);
    Image image(400);
    std::vector<std::string> texts;
    EXPECT_DOUBLE_EQ(print::draw_sketch(image.cr.get(), sketch, Grid(4), nullptr, print::Box{0, 0, 400, 400}, &texts), 400);
    EXPECT_EQ(texts, (std::vector<std::string>{"7", "3"}));
}

TEST(PrintSketch, RefusesMarksOffTheBoardAndGridsOfAnotherSize) {
    const Geometry geometry(4);
    Sketch sketch(geometry);
    Image image(100);
    EXPECT_THROW(print::draw_sketch(image.cr.get(), sketch, Grid(9), nullptr, print::Box{0, 0, 100, 100}), std::invalid_argument);
    sketch.add(SketchCage{{16}, "3"});
    EXPECT_THROW(print::draw_sketch(image.cr.get(), sketch, Grid(4), nullptr, print::Box{0, 0, 100, 100}), std::invalid_argument);
}

}  // namespace
}  // namespace sketch_cairo_test
}  // namespace gridforge
