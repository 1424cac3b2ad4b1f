#include "command_show.hpp"

#include <iostream>
#include <memory>

#include "gridforge/drawing.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"

namespace gridforge::cli {
namespace {

struct ShowOptions {
    std::vector<std::string> inputs;
    bool json = false;  ///< show writes text only; each_record_action reads this for its error lines
};

/// The drawing of the givens and its legend, then a blank line.
int show_record(const ShowOptions& /*options*/, const PuzzleRecord& record) {
    std::cout << draw_puzzle(record.puzzle, record.puzzle.givens()) << '\n';
    return kSuccess;
}

}  // namespace

void add_show_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ShowOptions>();
    CLI::App* command = app.add_subcommand(
        "show", "Draw puzzles in the terminal: regions and cages by their borders, cage sums, thermometers, "
                "diagonals (a legend below each drawing)");
    add_inputs_option(*command, options->inputs);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, show_record); });
}

}  // namespace gridforge::cli
