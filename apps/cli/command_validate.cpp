#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"
#include "report.hpp"
#include "time_limit.hpp"

namespace gridforge::cli {
namespace {

struct ValidateOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    bool json = false;
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
};

std::string validate_text(const nlohmann::json& result) {
    const std::string outcome = result["outcome"];
    if (result["complete"] == true) return outcome == "unique" ? "complete and valid" : "complete but breaks a rule";
    const std::string empties = " (" + std::to_string(result["empty_cells"].get<int>()) + " empty cells)";
    if (outcome == "unique") return "valid puzzle: no clash, one solution" + empties;
    if (outcome == "no_solution") return "no clash, but no solution" + empties;
    return "no clash, but several solutions" + empties;
}

// A grid that clashes never gets here: every reader refuses it with a message naming every clash
// (exit 3). The rest is the API's validate answer (docs/api.md), as text or as it is.
int validate_record(const ValidateOptions& options, const PuzzleRecord& record) {
    const nlohmann::json answer = api::validate_json(record);
    const nlohmann::json& result = answer["x-validate"];
    if (options.json) {
        print_json_line(answer);
    } else {
        std::cout << validate_text(result) << '\n';
    }
    if (result["outcome"] == "unique") return kSuccess;
    return result["outcome"] == "no_solution" ? kNoSolution : kSeveralSolutions;
}

}  // namespace

void add_validate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<ValidateOptions>();
    CLI::App* command = app.add_subcommand(
        "validate",
        "Check grids and puzzles: a full grid is \"complete and valid\"; a partial one is checked for one solution; "
        "a grid with clashes is refused naming every clash (exit 3)");
    add_inputs_option(*command, options->inputs, options->digits);
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = each_record_action(options, validate_record); });
}

}  // namespace gridforge::cli
