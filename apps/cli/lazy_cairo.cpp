/// The Cairo functions the command line calls (src/print, through `print`), each
/// forwarding to libcairo.so.2 opened on first use (lazy_library.hpp: why). Every Cairo function
/// the executable calls must be here: a missing one makes the linker name libcairo again, which
/// tests/cli/start_libraries_cli_test.cpp catches. Signatures as declared in cairo.h, cairo-pdf.h and
/// cairo-svg.h (Cairo 1.16).

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>

#include "lazy_library.hpp"

namespace {
constexpr gridforge::cli::LazyLibrary kCairo{"libcairo.so.2", "Cairo, to draw the pages of print"};
}  // namespace

#define GRIDFORGE_FORWARD_CAIRO(name, ...) GRIDFORGE_LAZY_FORWARD(kCairo, name __VA_OPT__(, ) __VA_ARGS__)

extern "C" void cairo_arc(cairo_t* a0, double a1, double a2, double a3, double a4, double a5) {
    GRIDFORGE_FORWARD_CAIRO(cairo_arc, a0, a1, a2, a3, a4, a5);
}
extern "C" void cairo_close_path(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_close_path, a0);
}
extern "C" cairo_t* cairo_create(cairo_surface_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_create, a0);
}
extern "C" void cairo_curve_to(cairo_t* a0, double a1, double a2, double a3, double a4, double a5, double a6) {
    GRIDFORGE_FORWARD_CAIRO(cairo_curve_to, a0, a1, a2, a3, a4, a5, a6);
}
extern "C" void cairo_destroy(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_destroy, a0);
}
extern "C" void cairo_fill(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_fill, a0);
}
extern "C" void cairo_fill_preserve(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_fill_preserve, a0);
}
extern "C" void cairo_line_to(cairo_t* a0, double a1, double a2) {
    GRIDFORGE_FORWARD_CAIRO(cairo_line_to, a0, a1, a2);
}
extern "C" void cairo_move_to(cairo_t* a0, double a1, double a2) {
    GRIDFORGE_FORWARD_CAIRO(cairo_move_to, a0, a1, a2);
}
extern "C" void cairo_new_path(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_new_path, a0);
}
extern "C" void cairo_new_sub_path(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_new_sub_path, a0);
}
extern "C" void cairo_paint(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_paint, a0);
}
extern "C" cairo_surface_t* cairo_pdf_surface_create_for_stream(cairo_write_func_t a0, void* a1, double a2, double a3) {
    GRIDFORGE_FORWARD_CAIRO(cairo_pdf_surface_create_for_stream, a0, a1, a2, a3);
}
extern "C" void cairo_pdf_surface_set_metadata(cairo_surface_t* a0, cairo_pdf_metadata_t a1, const char* a2) {
    GRIDFORGE_FORWARD_CAIRO(cairo_pdf_surface_set_metadata, a0, a1, a2);
}
extern "C" void cairo_rectangle(cairo_t* a0, double a1, double a2, double a3, double a4) {
    GRIDFORGE_FORWARD_CAIRO(cairo_rectangle, a0, a1, a2, a3, a4);
}
extern "C" void cairo_restore(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_restore, a0);
}
extern "C" void cairo_save(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_save, a0);
}
extern "C" void cairo_select_font_face(cairo_t* a0, const char* a1, cairo_font_slant_t a2, cairo_font_weight_t a3) {
    GRIDFORGE_FORWARD_CAIRO(cairo_select_font_face, a0, a1, a2, a3);
}
extern "C" void cairo_set_dash(cairo_t* a0, const double* a1, int a2, double a3) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_dash, a0, a1, a2, a3);
}
extern "C" void cairo_set_font_size(cairo_t* a0, double a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_font_size, a0, a1);
}
extern "C" void cairo_set_line_cap(cairo_t* a0, cairo_line_cap_t a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_line_cap, a0, a1);
}
extern "C" void cairo_set_line_join(cairo_t* a0, cairo_line_join_t a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_line_join, a0, a1);
}
extern "C" void cairo_set_line_width(cairo_t* a0, double a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_line_width, a0, a1);
}
extern "C" void cairo_set_source_rgb(cairo_t* a0, double a1, double a2, double a3) {
    GRIDFORGE_FORWARD_CAIRO(cairo_set_source_rgb, a0, a1, a2, a3);
}
extern "C" void cairo_show_page(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_show_page, a0);
}
extern "C" void cairo_show_text(cairo_t* a0, const char* a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_show_text, a0, a1);
}
extern "C" cairo_status_t cairo_status(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_status, a0);
}
extern "C" const char* cairo_status_to_string(cairo_status_t a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_status_to_string, a0);
}
extern "C" void cairo_stroke(cairo_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_stroke, a0);
}
extern "C" void cairo_surface_destroy(cairo_surface_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_surface_destroy, a0);
}
extern "C" void cairo_surface_finish(cairo_surface_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_surface_finish, a0);
}
extern "C" cairo_status_t cairo_surface_status(cairo_surface_t* a0) {
    GRIDFORGE_FORWARD_CAIRO(cairo_surface_status, a0);
}
extern "C" cairo_surface_t* cairo_svg_surface_create_for_stream(cairo_write_func_t a0, void* a1, double a2, double a3) {
    GRIDFORGE_FORWARD_CAIRO(cairo_svg_surface_create_for_stream, a0, a1, a2, a3);
}
extern "C" void cairo_text_extents(cairo_t* a0, const char* a1, cairo_text_extents_t* a2) {
    GRIDFORGE_FORWARD_CAIRO(cairo_text_extents, a0, a1, a2);
}
extern "C" void cairo_text_path(cairo_t* a0, const char* a1) {
    GRIDFORGE_FORWARD_CAIRO(cairo_text_path, a0, a1);
}
#undef GRIDFORGE_FORWARD_CAIRO
