#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"

namespace gridforge::cli {
namespace {

struct ConvertOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    std::string to;
    bool json = false;  ///< convert writes the chosen form; each_record_action reads this for its error lines
};

}  // namespace

void add_convert_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ConvertOptions>();
    CLI::App* command = app.add_subcommand(
        "convert", "Write puzzles in another form: any form gridforge reads in (line, drawn grid, JSON, .sdk, "
                   "f-puzzles, SudokuPad and sudokuwiki links), the form of --to out (docs/formats.md)");
    add_inputs_option(*command, options->inputs, options->digits);
    command->add_option("--to", options->to, "The form to write: " + output_form_names())
        ->required()
        ->type_name("FORM")
        ->check([](const std::string& name) {
            return output_form_named(name) ? std::string() : "unknown form '" + name + "' (choose " + output_form_names() + ")";
        });
    command->footer(kExitCodeHelp);
    command->callback([&run, options] {
        const OutputForm to = *output_form_named(options->to);
        run = each_record_action(options, [to](const ConvertOptions& chosen, const PuzzleRecord& record) {
            std::cout << write_form(record, to, digit_style_of(chosen.digits));
            return int{kSuccess};
        });
    });
}

}  // namespace gridforge::cli
