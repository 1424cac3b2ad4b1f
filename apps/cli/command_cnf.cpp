#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/cnf.hpp"
#include "gridforge/format.hpp"
#include "options.hpp"

namespace gridforge::cli {
namespace {

struct CnfOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    std::string output = "-";
};

/// Thrown to stop reading at a second record: one DIMACS file holds one formula.
struct SecondRecord {};

/// Reads exactly one record. Messages go to stderr only: stdout carries the DIMACS text.
int run_cnf(const CnfOptions& options) {
    std::optional<PuzzleRecord> record;
    int records = 0;
    const auto on_error = [&](const std::string& message) {
        std::cerr << "gridforge: " << message << '\n';
        if (++records > 1) throw SecondRecord{};
    };
    int code = kSuccess;
    try {
        code = for_each_record(
            options.inputs,
            [&](const PuzzleRecord& item, const std::string& /*source*/) {
                if (++records > 1) throw SecondRecord{};
                record = item;
                return kSuccess;
            },
            on_error, nullptr, digit_style_of(options.digits));
    } catch (const SecondRecord&) {
        std::cerr << "gridforge: cnf writes one puzzle, but the input holds more than one "
                     "(pick one, e.g. sed -n 5p FILE | gridforge cnf -)\n";
        return kUsageError;
    }
    if (code != kSuccess || !record) return code == kSuccess ? kInputError : code;

    Cnf cnf;
    try {
        cnf = encode_cnf(record->puzzle);
    } catch (const std::invalid_argument& error) {
        std::cerr << "gridforge: " << error.what() << '\n';
        return kInputError;
    }
    const std::vector<std::string> comments = dimacs_comments(record->puzzle);
    if (options.output == "-") {
        write_dimacs(cnf, std::cout, comments);
        return kSuccess;  // main reports a failed write to standard output
    }
    errno = 0;
    std::ofstream file(options.output);
    if (file) write_dimacs(cnf, file, comments);
    file.close();
    if (!file) {
        // The reason the system gave (a folder, no permission, a full disk), when it gave one.
        const int reason = errno;
        std::cerr << "gridforge: cannot write '" << options.output << "'" << (reason != 0 ? std::string(": ") + std::strerror(reason) : std::string()) << '\n';
        return kOutputError;
    }
    return kSuccess;
}

}  // namespace

void add_cnf_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<CnfOptions>();
    CLI::App* command = app.add_subcommand(
        "cnf", "Write the puzzle as a DIMACS CNF formula, to check a verdict with any SAT solver");
    add_inputs_option(*command, options->inputs, options->digits);
    command->add_option("-o,--output", options->output, "Write the formula to this file ('-': standard output)")
        ->capture_default_str();
    command->footer(
        "One puzzle per run: a DIMACS file holds one formula, so an input with several puzzles is a\n"
        "usage error (exit 2) and nothing is written. Variable cell*N+digit (cell r1c1 = 0, reading\n"
        "order) is true when the cell holds the digit; the formula's models are the puzzle's solutions.\n"
        "To check uniqueness: solve, add the clause of the negated true variables of the empty cells,\n"
        "solve again: UNSATISFIABLE means the solution is unique. The file's comments say the same.\n\n" +
        std::string(kExitCodeHelp));
    command->callback([&run, options] {
        run = [options] { return run_cnf(*options); };
    });
}

}  // namespace gridforge::cli
