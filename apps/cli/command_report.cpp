// `gridforge report --out DIR`: the measurements of gridforge/report/report.hpp written as
// DIR/report.json, then drawn by share/gridforge/report_charts.py (matplotlib) as one SVG per chart
// and DIR/index.html (docs/report.md).
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "gridforge/api.hpp"
#include "gridforge/report/report.hpp"

#ifndef GRIDFORGE_REPORT_TEST_DATA
#define GRIDFORGE_REPORT_TEST_DATA "tests/data"
#endif
#ifndef GRIDFORGE_REPORT_SHARED_DATA
#define GRIDFORGE_REPORT_SHARED_DATA "../shared/data"
#endif

namespace gridforge::cli {
namespace report_command {

namespace fs = std::filesystem;

struct ReportCommandOptions {
    std::string out;
    bool quick = false;
    std::string test_data = GRIDFORGE_REPORT_TEST_DATA;
    std::string shared_data = GRIDFORGE_REPORT_SHARED_DATA;
    std::string seed_text = "1";  ///< --seed, checked by add_seed_option
    std::uint64_t seed = 1;
};


/// The folders share/gridforge is looked for in: beside the binary (the build tree), then in its
/// prefix (an install: /usr/bin/gridforge, /usr/share/gridforge). Empty when the binary's own
/// path cannot be read.
std::vector<fs::path> share_candidates() {
    std::error_code error;
    const fs::path binary = fs::read_symlink("/proc/self/exe", error);
    if (error) return {};
    return {binary.parent_path() / "share" / "gridforge", binary.parent_path().parent_path() / "share" / "gridforge"};
}

/// The first of share_candidates holding the chart script and the published figures; nullopt
/// when none does.
std::optional<fs::path> share_folder(const std::vector<fs::path>& candidates) {
    for (const fs::path& candidate : candidates) {
        if (fs::exists(candidate / "report_charts.py") && fs::exists(candidate / "published_figures.json")) {
            return candidate;
        }
    }
    return std::nullopt;
}

/// python3 on PATH when it imports matplotlib, else Debian's /usr/bin/python3 (where
/// python3-matplotlib installs; a PATH python3 from pyenv or a virtual environment may lack it);
/// nullopt when neither does.
std::optional<std::string> python_with_matplotlib() {
    for (const char* python : {"python3", "/usr/bin/python3"}) {
        const std::string probe = std::string(python) + " -c 'import matplotlib' >/dev/null 2>&1";
        if (std::system(probe.c_str()) == 0) return std::string(python);
    }
    return std::nullopt;
}

/// A word for sh: in single quotes, each ' written as '\''.
std::string shell_quoted(const std::string& word) {
    std::string quoted = "'";
    for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

int run_report(const ReportCommandOptions& options, const std::string& command_line) {
    const std::vector<fs::path> candidates = share_candidates();
    const std::optional<fs::path> share = share_folder(candidates);
    if (!share) {
        // Files the command reads are missing (a binary copied without its share folder): an
        // input it cannot read, as a puzzle file it cannot open is.
        std::string looked;
        for (const fs::path& candidate : candidates) looked += (looked.empty() ? "" : ", ") + candidate.string();
        std::cerr << "gridforge report: cannot read share/gridforge (report_charts.py, published_figures.json): not found in "
                  << (looked.empty() ? std::string("the binary's folder (its path cannot be read)") : looked)
                  << "; install the package, or run the binary from its build folder\n";
        return kInputError;
    }
    std::error_code error;
    fs::create_directories(options.out, error);
    if (error) {
        std::cerr << "gridforge report: cannot create '" << options.out << "': " << error.message() << '\n';
        return kOutputError;
    }

    report::Environment environment = report::detect_environment(0, nullptr);
    environment.command = command_line;
    const report::ReportOptions measure{options.quick, options.test_data, options.shared_data,
                                        (*share / "published_figures.json").string(), options.seed};
    const nlohmann::ordered_json document = report::measure_report(measure, environment);

    const fs::path json_path = fs::path(options.out) / "report.json";
    std::ofstream json(json_path);
    json << document.dump(1) << '\n';
    json.close();
    if (!json) {
        std::cerr << "gridforge report: cannot write '" << json_path.string() << "'\n";
        return kOutputError;
    }
    std::cerr << "gridforge report: wrote " << json_path.string() << " in "
              << fmt::format("{:.0f}", document["environment"]["run_s"].get<double>()) << " s\n";

    const std::optional<std::string> python = python_with_matplotlib();
    if (!python) {
        std::cerr << "gridforge report: the charts need python3 with matplotlib (Debian: python3-matplotlib); "
                     "report.json is written, the charts are not\n";
        return kChartsUnavailable;
    }
    const std::string command = *python + " " + shell_quoted((*share / "report_charts.py").string()) + " " +
                                shell_quoted(json_path.string()) + " " + shell_quoted(options.out);
    const int status = std::system(command.c_str());
    const int code = status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code != 0) {
        std::cerr << "gridforge report: the chart script failed (status " << code << ")\n";
        return kInternalError;
    }
    std::cerr << "gridforge report: wrote " << (fs::path(options.out) / "index.html").string() << " and the SVG charts\n";
    return kSuccess;
}

}  // namespace report_command

void add_report_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<report_command::ReportCommandOptions>();
    CLI::App* command = app.add_subcommand(
        "report", "Measure solvers, generation and ratings; write report.json, one SVG chart each and index.html");
    command->add_option("--out", options->out, "output folder (created)")->required();
    command->add_flag("--quick", options->quick, "a small run of a few seconds (the test's)");
    command->add_option("--test-data", options->test_data, "folder of top95.txt, tdoku_magictour_top1465.txt and rated/")
        ->check(CLI::ExistingDirectory)
        ->capture_default_str();
    command->add_option("--shared-data", options->shared_data,
                        "folder of the large data sets (17-clue, ..., rated/); absent files are skipped")
        ->capture_default_str();
    add_seed_option(*command, options->seed_text, "first seed of the generated puzzles, 0..18446744073709551615");
    command->callback([options, &run, command] {
        options->seed = *api::parse_seed(options->seed_text);
        std::string line = "gridforge report --out " + options->out;
        if (options->quick) line += " --quick";
        if (command->count("--shared-data")) line += " --shared-data " + options->shared_data;
        if (command->count("--test-data")) line += " --test-data " + options->test_data;
        if (command->count("--seed")) line += " --seed " + std::to_string(options->seed);
        run = [options, line] { return report_command::run_report(*options, line); };
    });
}

}  // namespace gridforge::cli
