#include "options.hpp"

#include <fstream>
#include <iostream>

#include "gridforge/api.hpp"

namespace gridforge::cli {

void add_inputs_option(CLI::App& command, std::vector<std::string>& inputs, std::string& digits) {
    command.add_option("INPUT", inputs,
                       "A puzzle (line form, e.g. 4.....8.5.3...), a file of puzzles (line form, drawn grids, "
                       "JSON), or '-' for standard input (the default)");
    add_digits_option(command, digits);
}

void add_digits_option(CLI::App& command, std::string& digits) {
    command
        .add_option("--digits", digits,
                    "How puzzles of 10x10 up write their digits, read and written: letters (1-9 then A-G; 0 an "
                    "empty cell) or hex (0-F, 0 the first digit; . an empty cell). Unset: letters, and a board "
                    "with 0 and no letter for its top digit (16x16: G) is refused as ambiguous")
        ->check(CLI::IsMember({"letters", "hex"}));
}

DigitStyle digit_style_of(const std::string& digits) {
    return digit_style_named(digits).value_or(DigitStyle::unstated);
}

CLI::Option* add_seed_option(CLI::App& command, std::string& seed_text, const std::string& help) {
    return command.add_option("--seed", seed_text, help)
        ->check(CLI::Validator(
            [](std::string& text) {
                return api::parse_seed(text) ? std::string() : "seed must be an integer from 0 to 18446744073709551615";
            },
            "SEED"))
        ->capture_default_str();
}

void add_json_flag(CLI::App& command, bool& json) {
    command.add_flag("--json", json, "Write one JSON object per line");
}

void add_strategy_option(CLI::App& command, std::string& strategy, bool accept_list) {
    std::vector<std::string> names;
    std::string listing;
    for (const Solver* solver : solvers()) {
        names.emplace_back(solver->name());
        listing += "\n  " + std::string(solver->name()) + ": " + std::string(solver->description());
    }
    if (accept_list) {
        names.emplace_back("list");
        listing += "\n  list: print the solvers and the rule lists each serves";
    }
    command.add_option("--strategy", strategy, "Solver to use (default: the fastest that supports the puzzle; sat on 16x16):" + listing)
        ->check(CLI::IsMember(names));
}

void print_strategy_list() {
    for (const Solver* solver : solvers()) std::cout << solver->name() << ": " << solver->description() << '\n';
}

const Solver& pick_solver(const std::string& strategy, const Puzzle& puzzle) {
    return strategy.empty() ? default_solver_for(puzzle) : solver_named(strategy);
}

std::string numbered_path(const std::string& path, int index) {
    if (index == 1) return path;
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    const bool has_extension = dot != std::string::npos && (slash == std::string::npos || dot > slash + 1);
    const std::string suffix = "-" + std::to_string(index);
    return has_extension ? path.substr(0, dot) + suffix + path.substr(dot) : path + suffix;
}

bool write_file(const std::string& path, const std::string& content) {
    std::ofstream file(path, std::ios::binary);
    if (file) file << content;
    file.close();
    return static_cast<bool>(file);
}

}  // namespace gridforge::cli
