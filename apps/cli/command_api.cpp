// gridforge api [REQUEST...]: the engine's JSON API (docs/api.md) from a shell or a script, the
// same answers the web player's worker gets.

#include <unistd.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/format.hpp"

namespace gridforge::cli {
namespace {

/// The exit code of an answer: an error's kind maps onto the command line's codes.
int exit_code_of(const std::string& answer) {
    const nlohmann::json object = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
    if (!object.is_object() || !object.contains("error")) return kSuccess;
    const std::string kind = object.value("kind", "internal");
    if (kind == "usage") return kUsageError;
    if (kind == "input") return kInputError;
    if (kind == "generation") return kGenerationFailed;
    if (kind == "time_limit") return kTimeLimit;
    return kInternalError;
}

int answer(const std::string& request) {
    const std::string text = api::handle(request);
    // Flushed per answer: a program that talks to `gridforge api` through pipes waits for each one.
    std::cout << text << std::endl;
    return exit_code_of(text);
}

int run_api(const std::vector<std::string>& requests) {
    int code = kSuccess;
    if (!requests.empty()) {
        for (const std::string& request : requests) code = combine_exit_codes(code, answer(request));
        return code;
    }
    if (isatty(STDIN_FILENO)) {
        std::cerr << "gridforge: no request given: pass a JSON request, or one per line on standard input\n";
        return kUsageError;
    }
    // One answer line per request line: a line past the length limit is answered with an input
    // error in its place (docs/api.md's error object) and the requests after it are answered too.
    std::string line;
    for (int number = 1;; ++number) {
        try {
            if (!read_line(standard_input(), line)) break;
        } catch (const InputError& error) {
            std::cout << nlohmann::json{{"error", "standard input line " + std::to_string(number) + ": " + error.what()},
                                        {"kind", "input"}}
                             .dump()
                      << '\n';
            code = combine_exit_codes(code, kInputError);
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        code = combine_exit_codes(code, answer(line));
    }
    return code;
}

}  // namespace

void add_api_command(CLI::App& app, Action& run) {
    CLI::App* command = app.add_subcommand(
        "api", "api [REQUEST...]: answer JSON API requests (docs/api.md), e.g. '{\"op\": \"solve\", \"puzzle\": \"4.....8.5...\"}': "
               "one answer line per REQUEST argument; with none, one request per line of standard input");
    // The requests are taken raw, as extra arguments: an option would read "[1]" as a CLI11 list.
    command->allow_extras();
    command->footer(std::string("An error answer's kind sets the exit code: usage 2, input 3, generation 6, time_limit 12, internal 1.\n") +
                    kExitCodeHelp);
    command->callback([&run, command] {
        auto requests = std::make_shared<std::vector<std::string>>(command->remaining());
        // A request is a JSON object; an argument starting with '-' is an option api does not have.
        for (const std::string& request : *requests) {
            if (request.rfind('-', 0) == 0) throw CLI::ValidationError(request, "api has no such option: pass JSON requests (docs/api.md)");
        }
        run = [requests] { return run_api(*requests); };
    });
}

}  // namespace gridforge::cli
