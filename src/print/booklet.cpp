// The booklet writer (booklet.hpp): pages of puzzle slots, then solution slots, on Cairo's PDF
// surface (one document) or SVG surface (one per page).
#include "gridforge/booklet.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fmt/format.h>

#include "cairo_text.hpp"
#include "gridforge/print_cairo.hpp"
#include "gridforge/sketch.hpp"

namespace gridforge::print {
namespace booklet_layout {

using print_detail::Canvas;
using print_detail::set_font;
using print_detail::set_grey;
using print_detail::Weight;

constexpr double kMargin = 40;   // page edge to content, points
constexpr double kGutter = 22;   // between slots
constexpr double kHeader = 22;   // the booklet title's band
constexpr double kTitleSize = 10;      // the booklet title's size, points, when it fits the line
constexpr double kSmallestTitle = 7;   // the smallest it shrinks to before it is cut (LineFit)
constexpr double kFooter = 20;   // the page number's band

struct PageSize {
    double width;
    double height;
};

PageSize page_size(Paper paper) { return paper == Paper::a4 ? PageSize{595.28, 841.89} : PageSize{612, 792}; }

/// Slots across and down for a number of puzzles per page.
std::pair<int, int> slot_grid(int per_page) {
    switch (per_page) {
        case 1: return {1, 1};
        case 2: return {1, 2};
        case 4: return {2, 2};
        default: return {2, 3};
    }
}

/// One page: what its slots hold (indices into the puzzle list) and whether they are solutions.
struct PagePlan {
    std::vector<std::size_t> puzzles;
    bool solutions = false;
    int per_page = 1;
};

std::vector<PagePlan> plan_pages(std::size_t count, const BookletOptions& options) {
    std::vector<PagePlan> pages;
    const auto fill = [&](std::size_t per_page, bool solutions) {
        for (std::size_t first = 0; first < count; first += per_page) {
            PagePlan page{{}, solutions, static_cast<int>(per_page)};
            for (std::size_t i = first; i < std::min(count, first + per_page); ++i) page.puzzles.push_back(i);
            pages.push_back(std::move(page));
        }
    };
    fill(static_cast<std::size_t>(options.per_page), false);
    if (options.solutions == Solutions::back) fill(kSolutionsPerPage, true);
    return pages;
}

class PagePainter {
public:
    PagePainter(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options, PageSize size)
        : puzzles_(puzzles), options_(options), size_(size) {}

    void paint(cairo_t* cr, const PagePlan& page, int number, int pages, std::vector<std::string>& texts) {
        const Canvas canvas{cr, &texts};
        set_grey(cr, 1.0);
        cairo_paint(cr);
        double top = kMargin;
        if (!options_.title.empty()) {
            // A long title shrinks, then is cut with an ellipsis; the PDF's metadata keeps it whole.
            const print_detail::LineFit fit =
                print_detail::fit_line(canvas, options_.title, size_.width - 2 * kMargin, kTitleSize, kSmallestTitle, Weight::bold);
            set_grey(cr, 0.3);
            print_detail::show_text_across(canvas, size_.width / 2, kMargin + kTitleSize, fit.text);
            top += kHeader;
        }
        if (page.solutions) {
            set_font(canvas, 14, Weight::bold);
            set_grey(cr, 0.0);
            print_detail::show_text(canvas, kMargin, top + 14, "Solutions");
            top += 26;
        }
        set_font(canvas, 8);
        set_grey(cr, 0.35);
        print_detail::show_text_across(canvas, size_.width / 2, size_.height - kMargin + 12, fmt::format("page {} of {}", number, pages));

        const auto [across, down] = slot_grid(page.per_page);
        const double bottom = size_.height - kMargin - kFooter;
        const double slot_width = (size_.width - 2 * kMargin - (across - 1) * kGutter) / across;
        const double slot_height = (bottom - top - (down - 1) * kGutter) / down;
        for (std::size_t i = 0; i < page.puzzles.size(); ++i) {
            const int column = static_cast<int>(i) % across;
            const int row = static_cast<int>(i) / across;
            const Box slot{kMargin + column * (slot_width + kGutter), top + row * (slot_height + kGutter), slot_width, slot_height};
            paint_slot(canvas, page.puzzles[i], page.solutions, page.per_page, slot);
        }
    }

private:
    void paint_slot(const Canvas& canvas, std::size_t index, bool solution, int per_page, Box slot) {
        const BookletPuzzle& entry = puzzles_[index];
        cairo_t* cr = canvas.cr;
        const double title_size = solution ? 9.5 : per_page == 1 ? 15 : per_page == 2 ? 13 : per_page == 4 ? 11.5 : 10;
        const std::string title = entry.title.empty() ? fmt::format("Puzzle {}", index + 1) : entry.title;
        // A puzzle's title fits its slot as the booklet's fits the page: smaller, then cut.
        const print_detail::LineFit fit = print_detail::fit_line(canvas, title, slot.width, title_size, title_size * 0.7, Weight::bold);
        set_grey(cr, 0.0);
        double y = slot.y + title_size;
        print_detail::show_text(canvas, slot.x, y, fit.text);
        std::vector<std::string> details;
        if (!entry.level.empty()) details.push_back(entry.level);
        if (entry.seed) details.push_back(fmt::format("seed {}", *entry.seed));
        if (!solution && !details.empty()) {
            const double size = title_size * 0.7;
            set_font(canvas, size);
            set_grey(cr, 0.35);
            y += size * 1.5;
            std::string line;
            for (const std::string& detail : details) line += (line.empty() ? "" : "  ·  ") + detail;
            print_detail::show_text(canvas, slot.x, y, line);
        }
        y += title_size * 0.6;
        const Box rest{slot.x, y, slot.width, slot.y + slot.height - y};
        if (const auto* sudoku = std::get_if<SudokuEntry>(&entry.content)) {
            paint_sudoku(canvas, *sudoku, solution, per_page, rest, title);
        } else {
            draw_deduce(cr, std::get<deduce::DeducePuzzle>(entry.content), solution ? DeduceView::solution : DeduceView::puzzle, rest, canvas.texts);
        }
    }

    void paint_sudoku(const Canvas& canvas, const SudokuEntry& entry, bool solution, int per_page, Box box, const std::string& title) {
        const Sketch sketch = sketch_puzzle(entry.puzzle);
        if (solution && !entry.solution) throw std::invalid_argument(fmt::format("print: '{}' has no solution to print", title));
        // The legend in small print under the board (puzzles only), as wide as the board and at
        // most a quarter of the slot: fitted to the slot first, then to the board that leaves.
        print_detail::TextBlock legend{{}, per_page == 1 ? 9.0 : per_page == 2 ? 8.0 : 7.0, 4.5, 1.5, 1.2, Weight::normal};
        if (!solution) {
            for (const SketchLegend& line : sketch.legends()) legend.paragraphs.push_back(legend_text(line));
        }
        const double room = box.height * 0.25;
        const auto legend_fit = [&](double width) {
            if (legend.paragraphs.empty()) return print_detail::BlockFit{};
            return print_detail::fit_block(canvas, legend, width, room);
        };
        const auto board_for = [&](const print_detail::BlockFit& fit) {
            const double below = legend.paragraphs.empty() ? 0.0 : std::min(fit.height, room) + 6;
            return Box{box.x, box.y, box.width, box.height - below};
        };
        print_detail::BlockFit fit = legend_fit(box.width);
        const double board_width = std::min(box.width, sketch_cell_size(sketch, board_for(fit)) * sketch.geometry().size());
        fit = legend_fit(board_width);
        const Box board = board_for(fit);
        const double used = draw_sketch(canvas.cr, sketch, entry.puzzle.givens(), solution ? &*entry.solution : nullptr, board, canvas.texts);
        if (legend.paragraphs.empty()) return;
        set_grey(canvas.cr, 0.2);
        const double left = box.x + (box.width - board_width) / 2;
        print_detail::show_block(canvas, legend, fit, left, box.y + used + 6, std::min(fit.height, room));
    }

    const std::vector<BookletPuzzle>& puzzles_;
    const BookletOptions& options_;
    PageSize size_;
};

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
}

struct SurfaceDeleter {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
struct ContextDeleter {
    void operator()(cairo_t* cr) const { cairo_destroy(cr); }
};
using SurfacePtr = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPtr = std::unique_ptr<cairo_t, ContextDeleter>;

void check_status(cairo_status_t status, const char* what) {
    if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(fmt::format("print: {}: {}", what, cairo_status_to_string(status)));
}

}  // namespace booklet_layout

std::optional<Paper> parse_paper(std::string_view name) {
    if (name == "a4") return Paper::a4;
    if (name == "letter") return Paper::letter;
    return std::nullopt;
}

std::optional<Solutions> parse_solutions(std::string_view name) {
    if (name == "none") return Solutions::none;
    if (name == "back") return Solutions::back;
    return std::nullopt;
}

bool valid_per_page(int per_page) { return per_page == 1 || per_page == 2 || per_page == 4 || per_page == 6; }

Booklet render_booklet(const std::vector<BookletPuzzle>& puzzles, const BookletOptions& options, BookletFormat format) {
    using namespace booklet_layout;
    if (puzzles.empty()) throw std::invalid_argument("print: no puzzle to print");
    if (!valid_per_page(options.per_page)) throw std::invalid_argument(fmt::format("print: {} puzzles per page; 1, 2, 4 or 6 fit a page", options.per_page));
    const PageSize size = page_size(options.paper);
    const std::vector<PagePlan> pages = plan_pages(puzzles.size(), options);
    PagePainter painter(puzzles, options, size);
    Booklet booklet;
    booklet.page_texts.resize(pages.size());
    const int count = static_cast<int>(pages.size());
    if (format == BookletFormat::pdf) {
        booklet.files.emplace_back();
        const SurfacePtr surface(cairo_pdf_surface_create_for_stream(append_bytes, &booklet.files.back(), size.width, size.height));
        if (!options.title.empty()) cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_TITLE, options.title.c_str());
        cairo_pdf_surface_set_metadata(surface.get(), CAIRO_PDF_METADATA_CREATOR, "gridforge print");
        const ContextPtr cr(cairo_create(surface.get()));
        for (int i = 0; i < count; ++i) {
            painter.paint(cr.get(), pages[static_cast<std::size_t>(i)], i + 1, count, booklet.page_texts[static_cast<std::size_t>(i)]);
            cairo_show_page(cr.get());
        }
        check_status(cairo_status(cr.get()), "drawing the PDF");
        cairo_surface_finish(surface.get());
        check_status(cairo_surface_status(surface.get()), "writing the PDF");
        return booklet;
    }
    for (int i = 0; i < count; ++i) {
        booklet.files.emplace_back();
        const SurfacePtr surface(cairo_svg_surface_create_for_stream(append_bytes, &booklet.files.back(), size.width, size.height));
        const ContextPtr cr(cairo_create(surface.get()));
        painter.paint(cr.get(), pages[static_cast<std::size_t>(i)], i + 1, count, booklet.page_texts[static_cast<std::size_t>(i)]);
        check_status(cairo_status(cr.get()), "drawing the SVG");
        cairo_surface_finish(surface.get());
        check_status(cairo_surface_status(surface.get()), "writing the SVG");
    }
    return booklet;
}

}  // namespace gridforge::print
