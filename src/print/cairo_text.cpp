#include "cairo_text.hpp"

#include <algorithm>

#include "gridforge/text_wrap.hpp"
#include "gridforge/utf8.hpp"

namespace gridforge::print_detail {

namespace {
constexpr const char* kFace = "DejaVu Sans";

void log_text(const Canvas& canvas, std::string_view text) {
    if (canvas.texts != nullptr) canvas.texts->emplace_back(text);
}
}  // namespace

void set_font(const Canvas& canvas, double size, Weight weight, Slant slant) {
    cairo_select_font_face(canvas.cr, kFace, slant == Slant::italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                           weight == Weight::bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(canvas.cr, size);
}

double text_width(const Canvas& canvas, std::string_view text) {
    const std::string owned(text);
    cairo_text_extents_t extents;
    cairo_text_extents(canvas.cr, owned.c_str(), &extents);
    return extents.x_advance;
}

void show_text(const Canvas& canvas, double x, double y, std::string_view text) {
    const std::string owned(text);
    cairo_move_to(canvas.cr, x, y);
    cairo_show_text(canvas.cr, owned.c_str());
    log_text(canvas, text);
}

void show_text_right(const Canvas& canvas, double x, double y, std::string_view text) {
    show_text(canvas, x - text_width(canvas, text), y, text);
}

void show_text_centred(const Canvas& canvas, double x, double y, std::string_view text) {
    const std::string owned(text);
    cairo_text_extents_t extents;
    cairo_text_extents(canvas.cr, owned.c_str(), &extents);
    show_text(canvas, x - extents.x_bearing - extents.width / 2, y - extents.y_bearing - extents.height / 2, text);
}

void show_text_across(const Canvas& canvas, double x, double y, std::string_view text) {
    show_text(canvas, x - text_width(canvas, text) / 2, y, text);
}

BlockFit fit_block(const Canvas& canvas, const TextBlock& block, double width, double height) {
    BlockFit fit;
    for (double size = block.largest;; size -= 0.5) {
        if (size < block.smallest) size = block.smallest;
        set_font(canvas, size, block.weight);
        const TextMeasure measure = [&](std::string_view text) { return text_width(canvas, text); };
        fit.size = size;
        fit.lines.clear();
        std::size_t count = 0;
        for (const std::string& paragraph : block.paragraphs) {
            fit.lines.push_back(wrap_words(paragraph, width, width - block.hanging * size, measure));
            count += fit.lines.back().size();
        }
        fit.height = static_cast<double>(count) * size * block.leading;
        if (fit.height <= height || size <= block.smallest) return fit;
    }
}

double show_block(const Canvas& canvas, const TextBlock& block, const BlockFit& fit, double x, double y, double height) {
    set_font(canvas, fit.size, block.weight);
    const double line_height = fit.size * block.leading;
    double used = 0;
    for (const auto& lines : fit.lines) {
        for (std::size_t i = 0; i < lines.size(); ++i) {
            if (used + line_height > height + 0.01) return used;
            show_text(canvas, x + (i == 0 ? 0.0 : block.hanging * fit.size), y + used + fit.size, lines[i]);
            used += line_height;
        }
    }
    return used;
}

LineFit fit_line(const Canvas& canvas, std::string_view text, double width, double largest, double smallest, Weight weight) {
    for (double size = largest; size > smallest; size -= 0.5) {
        set_font(canvas, size, weight);
        if (text_width(canvas, text) <= width) return {size, std::string(text)};
    }
    set_font(canvas, smallest, weight);
    if (text_width(canvas, text) <= width) return {smallest, std::string(text)};
    // The longest prefix, ending on a character boundary, that fits with the ellipsis: the width
    // grows with the prefix, so a binary search over the boundaries finds it.
    constexpr std::string_view kEllipsis = "\u2026";
    std::vector<std::size_t> boundaries;  // byte offsets where a character starts, and the end
    for (std::size_t at = 0; at < text.size(); at += decode_utf8(text, at).length) boundaries.push_back(at);
    boundaries.push_back(text.size());
    const auto cut_at = [&](std::size_t end) {
        std::string cut(text.substr(0, end));
        while (!cut.empty() && cut.back() == ' ') cut.pop_back();
        return cut.empty() ? std::string(kEllipsis) : cut + " " + std::string(kEllipsis);
    };
    std::size_t fits = 0;  // index into boundaries of the longest prefix that fits
    std::size_t low = 1;
    std::size_t high = boundaries.size() - 1;
    while (low <= high) {
        const std::size_t middle = (low + high) / 2;
        if (text_width(canvas, cut_at(boundaries[middle])) <= width) {
            fits = middle;
            low = middle + 1;
        } else {
            high = middle - 1;
        }
    }
    std::size_t end = boundaries[fits];
    // Back to the last space, so that no word is shown in part, unless the first word alone is
    // already too wide.
    if (const std::size_t space = text.substr(0, end + 1).find_last_of(' '); space != std::string_view::npos && space > 0) {
        end = std::min(end, space);
    }
    return {smallest, cut_at(end)};
}

void set_grey(cairo_t* cr, double level) { cairo_set_source_rgb(cr, level, level, level); }

}  // namespace gridforge::print_detail
