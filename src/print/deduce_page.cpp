// A deduction grid's board of cards drawn with Cairo (print_cairo.hpp), as a puzzle book prints it:
// the cards, the verdicts and clues a player starts with, and the clues to read later below.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "cairo_text.hpp"
#include "gridforge/print_cairo.hpp"

namespace gridforge::print {
namespace deduce_page {

using namespace gridforge::deduce;
using print_detail::BlockFit;
using print_detail::Canvas;
using print_detail::set_font;
using print_detail::set_grey;
using print_detail::Slant;
using print_detail::TextBlock;
using print_detail::Weight;

constexpr double kCriminalGrey = 0.72;  // a criminal's card
constexpr double kInnocentGrey = 0.97;  // an innocent's card
constexpr double kGap = 3;              // between cards, in user units

/// What the player reads where: each card's clue text (empty: none on the card) and the clues
/// listed below the board.
struct ClueLayout {
    std::vector<std::string> on_card;
    std::vector<std::string> below;
};

ClueLayout lay_clues(const DeducePuzzle& puzzle, DeduceView view) {
    ClueLayout layout;
    layout.on_card.resize(static_cast<std::size_t>(puzzle.board.cells()));
    if (view == DeduceView::solution) return layout;
    std::vector<bool> visible(puzzle.clues.size(), false);
    for (const int index : puzzle.visible_clues(puzzle.revealed_at_start())) visible[static_cast<std::size_t>(index)] = true;
    std::map<int, std::string> sealed;  // by carrier cell, in reading order
    std::vector<std::string> loose;
    for (std::size_t i = 0; i < puzzle.clues.size(); ++i) {
        const Clue& clue = puzzle.clues[i];
        const std::string text = render(clue, puzzle.board, puzzle.people);
        if (clue.carrier < 0) {
            loose.push_back(text);
        } else if (visible[i]) {
            std::string& card = layout.on_card[static_cast<std::size_t>(clue.carrier)];
            card += (card.empty() ? "" : " ") + text;
        } else {
            std::string& later = sealed[clue.carrier];
            later += (later.empty() ? "" : " ") + text;
        }
    }
    if (!sealed.empty()) {
        layout.below.emplace_back("Sealed clues: read a person's clue only once you have proven their verdict.");
        for (const auto& [cell, text] : sealed) {
            layout.below.push_back(fmt::format("{} {}: {}", puzzle.board.cell_name(cell), puzzle.people[static_cast<std::size_t>(cell)].name, text));
        }
    }
    if (!loose.empty()) {
        layout.below.emplace_back("Clues on no card:");
        for (const std::string& text : loose) layout.below.push_back(text);
    }
    return layout;
}

/// Whether the card of `cell` shows its verdict.
bool shows_verdict(const DeducePuzzle& puzzle, DeduceView view, int cell) {
    return view == DeduceView::solution || (puzzle.revealed_at_start() >> cell & 1) != 0;
}

void rounded_box(cairo_t* cr, Box box, double radius) {
    cairo_new_sub_path(cr);
    cairo_move_to(cr, box.x + radius, box.y);
    cairo_line_to(cr, box.x + box.width - radius, box.y);
    cairo_curve_to(cr, box.x + box.width, box.y, box.x + box.width, box.y, box.x + box.width, box.y + radius);
    cairo_line_to(cr, box.x + box.width, box.y + box.height - radius);
    cairo_curve_to(cr, box.x + box.width, box.y + box.height, box.x + box.width, box.y + box.height, box.x + box.width - radius, box.y + box.height);
    cairo_line_to(cr, box.x + radius, box.y + box.height);
    cairo_curve_to(cr, box.x, box.y + box.height, box.x, box.y + box.height, box.x, box.y + box.height - radius);
    cairo_line_to(cr, box.x, box.y + radius);
    cairo_curve_to(cr, box.x, box.y, box.x, box.y, box.x + radius, box.y);
    cairo_close_path(cr);
}

/// One card: cell name top-right, name, profession, the verdict when shown, the clue text.
void draw_card(const Canvas& canvas, const DeducePuzzle& puzzle, DeduceView view, int cell, const std::string& clue, Box card) {
    cairo_t* cr = canvas.cr;
    const bool verdict = shows_verdict(puzzle, view, cell);
    const bool criminal = (puzzle.solution >> cell & 1) != 0;
    rounded_box(cr, card, std::min(card.width, card.height) * 0.08);
    set_grey(cr, verdict ? (criminal ? kCriminalGrey : kInnocentGrey) : 1.0);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, verdict ? 1.4 : 0.7);
    set_grey(cr, 0.0);
    cairo_stroke(cr);

    const Person& person = puzzle.people[static_cast<std::size_t>(cell)];
    const double pad = std::min(card.width, card.height) * 0.07;
    const double name_size = std::clamp(std::min(card.width * 0.12, card.height * 0.2), 4.5, 13.0);
    const double small = name_size * 0.72;
    set_font(canvas, small);
    set_grey(cr, 0.35);
    print_detail::show_text_right(canvas, card.x + card.width - pad, card.y + pad + small, puzzle.board.cell_name(cell));
    set_font(canvas, name_size, Weight::bold);
    set_grey(cr, 0.0);
    double y = card.y + pad + name_size;
    print_detail::show_text(canvas, card.x + pad, y, person.name);
    set_font(canvas, small, Weight::normal, Slant::italic);
    y += small * 1.3;
    print_detail::show_text(canvas, card.x + pad, y, profession_names()[static_cast<std::size_t>(person.profession)]);
    if (verdict) {
        set_font(canvas, small * 1.05, Weight::bold);
        y += small * 1.4;
        print_detail::show_text(canvas, card.x + pad, y, criminal ? "CRIMINAL" : "innocent");
    }
    if (clue.empty()) return;
    const TextBlock block{{clue}, small, 4.5, 0, 1.2, Weight::normal};
    const double room = card.y + card.height - pad - (y + small * 0.4);
    const BlockFit fit = print_detail::fit_block(canvas, block, card.width - 2 * pad, room);
    set_grey(cr, 0.0);
    print_detail::show_block(canvas, block, fit, card.x + pad, y + small * 0.4, room);
}

}  // namespace deduce_page

double draw_deduce(cairo_t* cr, const deduce::DeducePuzzle& puzzle, DeduceView view, Box box, std::vector<std::string>* texts) {
    using namespace deduce_page;
    cairo_save(cr);
    const Canvas canvas{cr, texts};
    const ClueLayout clues = lay_clues(puzzle, view);
    const int rows = puzzle.board.rows();
    const int columns = puzzle.board.columns();

    // The clues below the board first, at most 40 % of the height, in print that suits the box
    // (9.5 points on a page of its own, 6 in a sixth of one); the labels' band and cards about 4:3
    // take the rest.
    const TextBlock list{clues.below, std::clamp(std::min(box.width / 52, box.height / 40), 6.0, 9.5), 4.5, 1.5, 1.25, Weight::normal};
    const BlockFit list_fit = clues.below.empty() ? BlockFit{} : print_detail::fit_block(canvas, list, box.width, box.height * 0.4);
    const double list_height = clues.below.empty() ? 0.0 : std::min(list_fit.height, box.height * 0.4) + 6;
    const double label = std::clamp(box.width * 0.035, 7.0, 14.0);
    const double card_width = (box.width - label) / columns;
    const double card_height = std::min(card_width * 0.78, (box.height - list_height - label) / rows);
    const double board_width = label + card_width * columns;
    const double left = box.x + (box.width - board_width) / 2;

    set_font(canvas, label * 0.8, Weight::bold);
    set_grey(cr, 0.3);
    for (int c = 0; c < columns; ++c) {
        print_detail::show_text_across(canvas, left + label + (c + 0.5) * card_width, box.y + label * 0.8, std::string(1, static_cast<char>('A' + c)));
    }
    for (int r = 0; r < rows; ++r) {
        print_detail::show_text_across(canvas, left + label * 0.45, box.y + label + (r + 0.5) * card_height + label * 0.3, std::to_string(r + 1));
    }
    for (int cell = 0; cell < puzzle.board.cells(); ++cell) {
        const Box card{left + label + puzzle.board.column_of(cell) * card_width + kGap / 2, box.y + label + puzzle.board.row_of(cell) * card_height + kGap / 2,
                       card_width - kGap, card_height - kGap};
        draw_card(canvas, puzzle, view, cell, clues.on_card[static_cast<std::size_t>(cell)], card);
    }
    double used = label + rows * card_height;
    if (!clues.below.empty()) {
        set_grey(cr, 0.0);
        used += 6 + print_detail::show_block(canvas, list, list_fit, box.x, box.y + used + 6, list_height - 6);
    }
    cairo_restore(cr);
    return used;
}

}  // namespace gridforge::print
