#include "command_show.hpp"

#include <iostream>
#include <memory>
#include <string>

#include "gridforge/drawing.hpp"
#include "gridforge/format.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/svg.hpp"
#include "options.hpp"

namespace gridforge::cli {
namespace {

struct ShowOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    bool json = false;  ///< show writes text only; each_record_action reads this for its error lines
    std::string svg;    ///< --svg FILE: where the SVG drawing goes ('-': standard output); empty: none
    int drawn = 0;      ///< puzzles drawn so far, to name the SVG file of each
};

/// The drawing of the givens and its legend, then a blank line; with --svg the SVG image too
/// (with --svg -, instead of the text).
int show_record(ShowOptions& options, const PuzzleRecord& record) {
    const Puzzle& puzzle = record.puzzle;
    if (options.svg.empty()) {
        std::cout << draw_puzzle(puzzle, puzzle.givens()) << '\n';
        return kSuccess;
    }
    const std::string svg = render_svg(sketch_puzzle(puzzle), puzzle.givens());
    if (options.svg == "-") {
        std::cout << svg << '\n';
        return kSuccess;
    }
    std::cout << draw_puzzle(puzzle, puzzle.givens()) << '\n';
    const std::string path = numbered_path(options.svg, ++options.drawn);
    if (!write_file(path, svg)) {
        std::cerr << "gridforge: cannot write '" << path << "'\n";
        return kOutputError;
    }
    return kSuccess;
}

}  // namespace

void add_show_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ShowOptions>();
    CLI::App* command = app.add_subcommand(
        "show", "Draw puzzles in the terminal: regions and cages by their borders, cage sums, thermometers, "
                "diagonals and every other rule's marks (a legend below each drawing); --svg also as an image");
    add_inputs_option(*command, options->inputs, options->digits);
    command->add_option("--svg", options->svg,
                        "Also write each puzzle as an SVG image to FILE (the second puzzle to FILE-2.svg, ...); "
                        "'-' writes the SVG to standard output instead of the text drawing")
        ->type_name("FILE");
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, show_record); });
}

}  // namespace gridforge::cli
