#pragma once
/// \file
/// The subcommands. Each adds itself to the app and sets `run` to its action, which returns
/// the process exit code (exit_codes.hpp).

#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>

#include <CLI/CLI.hpp>

#include "exit_codes.hpp"
#include "input.hpp"
#include "options.hpp"
#include "report.hpp"
#include "time_limit.hpp"

namespace gridforge::cli {

using Action = std::function<int()>;

/// The --digits choice of a command that has the option; unstated for the others.
template <class Options>
DigitStyle digits_of(const Options& options) {
    if constexpr (requires { options.digits; }) {
        return digit_style_of(options.digits);
    } else {
        return DigitStyle::unstated;
    }
}

/// The action that streams every record of `options->inputs` through `handle(options, record)`
/// (or `handle(options, record, source)`, for a handle that reports its own record errors:
/// `source` as RecordHandler's, for record_place, input.hpp),
/// printing bad records in the output form `options->json` chose. `Options` has `inputs` and `json`,
/// and may have `digits` (--digits, read by digit_style_of).
/// `plain_handle(options, plain_line)`, when given, answers the plain classic lines of files and
/// standard input instead (PlainLineHandler, input.hpp): a command passes it only when its answer
/// does not use the record's comment or metadata, and it must write what `handle` would.
/// A record the chosen strategy cannot serve (std::invalid_argument from the solver's contract
/// check, e.g. --strategy bitboard on a 4x4) is reported in its place as a usage error.
/// When `Options` has `time_limit` (seconds, 0 = none), the limit is armed for the run, each
/// record's answer is written whole, and the run ends with exit code 12 once it passes (time_limit.hpp).
template <class Options, class Handle, class PlainHandle = std::nullptr_t>
Action each_record_action(std::shared_ptr<Options> options, Handle handle, PlainHandle plain_handle = nullptr) {
    return [options, handle, plain_handle] {
        double seconds = 0;
        if constexpr (requires { options->time_limit; }) seconds = options->time_limit;
        const TimeLimit limit(seconds, "puzzles");
        const auto report = [&](const std::string& message) {
            write_whole_item([&] {
                print_record_error(message, options->json);
                return 0;
            });
        };
        // One record's answer, written whole; `answer` returns its exit code. Each record reads the
        // deadline first: a stream of quick records never reaches a solver's own reading of it.
        const auto answer_whole = [&](const std::string& source, int line, const auto& answer) {
            if (seconds > 0) check_deadline();
            const auto guarded = [&] {
                try {
                    return answer();
                } catch (const std::invalid_argument& error) {
                    print_record_error(record_place(source, line) + error.what(), options->json);
                    return int{kUsageError};
                }
            };
            // By reference: a std::function holds a reference_wrapper without allocating, where a
            // closure of several references would take an allocation per record.
            return write_whole_item(std::cref(guarded));
        };
        PlainLineHandler on_plain;
        if constexpr (!std::is_same_v<PlainHandle, std::nullptr_t>) {
            on_plain = [&](const PlainClassicLine& plain, const std::string& source) {
                return answer_whole(source, plain.line, [&] { return plain_handle(*options, plain); });
            };
        }
        return limit.run([&] {
            return for_each_record(
                options->inputs,
                [&](const PuzzleRecord& record, const std::string& source) {
                    return answer_whole(source, record.line, [&] {
                        if constexpr (std::is_invocable_v<Handle, const Options&, const PuzzleRecord&, const std::string&>) {
                            return handle(*options, record, source);  // a handle that reports its own record errors
                        } else {
                            return handle(*options, record);
                        }
                    });
                },
                report, nullptr, digits_of(*options), on_plain);
        });
    };
}

void add_solve_command(CLI::App& app, Action& run);
void add_count_command(CLI::App& app, Action& run);
void add_rate_command(CLI::App& app, Action& run);
void add_generate_command(CLI::App& app, Action& run);
/// `gridforge validate`: complete and valid, a proper puzzle, or every clash named (exit 3).
void add_validate_command(CLI::App& app, Action& run);
void add_cnf_command(CLI::App& app, Action& run);
void add_explain_command(CLI::App& app, Action& run);
void add_hint_command(CLI::App& app, Action& run);
/// `gridforge convert --to FORM`: puzzles written in another form (docs/formats.md).
void add_convert_command(CLI::App& app, Action& run);
/// `gridforge api`: JSON API requests in, answers out (docs/api.md).
void add_api_command(CLI::App& app, Action& run);
/// `gridforge print -o FILE.pdf|FILE.svg`: puzzles laid out as a booklet (docs/print.md).
void add_print_command(CLI::App& app, Action& run);
/// `gridforge bank add|pick|stats|export|merge --bank FILE.sqlite`: the puzzle bank (docs/bank.md).
void add_bank_command(CLI::App& app, Action& run);
/// `gridforge report --out DIR`: the measurements as report.json and their charts (docs/report.md).
void add_report_command(CLI::App& app, Action& run);

}  // namespace gridforge::cli
