// `gridforge print [INPUT...] -o FILE.pdf|FILE.svg`: puzzles of both families laid out as a
// booklet (booklet.hpp, docs/print.md).
#include <algorithm>
#include <cctype>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "gridforge/booklet.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/rate.hpp"
#include "options.hpp"
#include "time_limit.hpp"

namespace gridforge::cli {
namespace print_command {

struct PrintOptions {
    std::vector<std::string> inputs;
    std::string digits;  ///< --digits: letters, hex or "" (digit_style_of)
    std::string output;
    int per_page = 1;
    std::string solutions = "none";
    std::string paper = "a4";
    std::string title;
    double time_limit = 0;  ///< --time-limit SECONDS (0: none): the booklet is written whole or not at all
};

/// The format an output path's extension names (case-insensitive), or nullopt.
std::optional<print::BookletFormat> format_of(const std::string& path) {
    const std::size_t dot = path.find_last_of('.');
    if (dot == std::string::npos || path.find('/', dot) != std::string::npos) return std::nullopt;
    std::string extension = path.substr(dot + 1);
    std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == "pdf") return print::BookletFormat::pdf;
    if (extension == "svg") return print::BookletFormat::svg;
    return std::nullopt;
}

/// The generator's seed a JSON record carries in "x-generation", if any.
std::optional<std::uint64_t> seed_of(const nlohmann::json& object) {
    const auto generation = object.find("x-generation");
    if (generation == object.end() || !generation->is_object()) return std::nullopt;
    const auto seed = generation->find("seed");
    if (seed == generation->end() || !seed->is_number_unsigned()) return std::nullopt;
    return seed->get<std::uint64_t>();
}

std::string string_key(const nlohmann::json& object, const char* key) {
    const auto value = object.find(key);
    return value != object.end() && value->is_string() ? value->get<std::string>() : std::string();
}

/// The level a JSON record states, named with its scale when the generator used another than the
/// search scale ("technique unfair"); empty when it states none.
std::string level_of(const nlohmann::json& object) {
    std::string level = string_key(object, "level");
    const auto generation = object.find("x-generation");
    if (level.empty() || generation == object.end() || !generation->is_object()) return level;
    const std::string scale = string_key(*generation, "scale");
    return scale.empty() || scale == "search" ? level : scale + " " + level;
}

/// A Sudoku record as a booklet entry: its title and level from the metadata; without a level,
/// and for its solution, one propagation count (limit 2) rates it here. A puzzle without a unique
/// solution is reported and left out.
/// `source` names the record's input in messages (RecordHandler, input.hpp).
int add_sudoku(const PuzzleRecord& record, const std::string& source, bool solutions, std::vector<print::BookletPuzzle>& entries) {
    print::BookletPuzzle entry{print::SudokuEntry{record.puzzle, std::nullopt}, string_key(record.metadata, "title"),
                               level_of(record.metadata), seed_of(record.metadata)};
    if (solutions || entry.level.empty()) {
        const SearchRating rating = rate_search(record.puzzle);
        if (rating.outcome != Outcome::unique) {
            print_record_error(fmt::format("{}{}; not printed", record_place(source, record.line), rating.outcome == Outcome::no_solution ? "no solution" : "several solutions"), false);
            return exit_code_for(rating.outcome);
        }
        if (entry.level.empty()) entry.level = std::string(level_name(*rating.level));
        std::get<print::SudokuEntry>(entry.content).solution = rating.counters.solution;
    }
    entries.push_back(std::move(entry));
    return kSuccess;
}

/// A deduction grid as a booklet entry: size and mode, and the difficulty band when the file
/// holds its analysis (it is not rated here: that means solving it step by step).
int add_deduce(const nlohmann::json& object, const std::string& where, std::vector<print::BookletPuzzle>& entries) {
    deduce::DeduceAnalysis analysis;
    try {
        deduce::DeducePuzzle puzzle = deduce::from_json(object, &analysis);
        std::string level = fmt::format("deduction grid {}, {}", puzzle.board.size_name(), deduce::mode_name(puzzle.mode));
        if (object.contains("difficulty")) level += ", " + analysis.difficulty.band;
        entries.push_back({std::move(puzzle), string_key(object, "x-title"), std::move(level), seed_of(object)});
        return kSuccess;
    } catch (const InputError& error) {
        print_record_error(where + error.what(), false);
        return kInputError;
    }
}

int run_print(const PrintOptions& options) {
    const auto format = format_of(options.output);
    if (!format) {
        std::cerr << "gridforge: print: -o '" << options.output << "': the file name must end in .pdf or .svg\n";
        return kUsageError;
    }
    const print::BookletOptions booklet_options{options.per_page, *print::parse_solutions(options.solutions), *print::parse_paper(options.paper), options.title};
    const bool solutions = booklet_options.solutions == print::Solutions::back;
    std::vector<print::BookletPuzzle> entries;
    int code = for_each_record(
        options.inputs, [&](const PuzzleRecord& record, const std::string& source) { return add_sudoku(record, source, solutions, entries); },
        [](const std::string& message) { print_record_error(message, false); },
        [&](const nlohmann::json& object, const std::string& where) { return add_deduce(object, where, entries); },
        digit_style_of(options.digits));
    if (entries.empty()) {
        std::cerr << "gridforge: print: no puzzle to print; " << options.output << " not written\n";
        return code == kSuccess ? kInputError : code;
    }
    const print::Booklet booklet = print::render_booklet(entries, booklet_options, *format);
    for (std::size_t i = 0; i < booklet.files.size(); ++i) {
        const std::string path = numbered_path(options.output, static_cast<int>(i) + 1);
        if (!write_file(path, booklet.files[i])) {
            std::cerr << "gridforge: print: cannot write '" << path << "'\n";
            return kOutputError;
        }
    }
    const std::size_t pages = booklet.page_texts.size();
    std::cout << fmt::format("{}: {} puzzle{} on {} page{}", options.output, entries.size(), entries.size() == 1 ? "" : "s", pages, pages == 1 ? "" : "s");
    if (booklet.files.size() > 1) std::cout << fmt::format(" (pages 2 to {} in {} to {})", pages, numbered_path(options.output, 2), numbered_path(options.output, static_cast<int>(pages)));
    std::cout << '\n';
    return code;
}

}  // namespace print_command

void add_print_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<print_command::PrintOptions>();
    CLI::App* command = app.add_subcommand(
        "print", "Lay puzzles out as a booklet to print: a PDF, or SVG images (one per page); Sudoku puzzles of "
                 "every variant and deduction grids (their JSON), 1, 2, 4 or 6 to a page, solutions at the back");
    add_inputs_option(*command, options->inputs, options->digits);
    command->add_option("-o,--output", options->output, "The booklet: FILE.pdf, or FILE.svg (page 2 in FILE-2.svg, ...)")
        ->type_name("FILE")
        ->required();
    command->add_option("--per-page", options->per_page, "Puzzles on a page")->check(CLI::IsMember({1, 2, 4, 6}))->capture_default_str();
    command->add_option("--solutions", options->solutions, "none, or back: solutions after all puzzles, 6 to a page")
        ->check(CLI::IsMember({"none", "back"}))
        ->capture_default_str();
    command->add_option("--paper", options->paper, "a4 or letter")->check(CLI::IsMember({"a4", "letter"}))->capture_default_str();
    command->add_option("--title", options->title, "The booklet's title, at the top of every page")->type_name("TEXT");
    add_time_limit_option(*command, options->time_limit);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] {
        run = [options] {
            const TimeLimit limit(options->time_limit, "booklets", 1);
            return limit.run([&] { return print_command::run_print(*options); });
        };
    });
}

}  // namespace gridforge::cli
