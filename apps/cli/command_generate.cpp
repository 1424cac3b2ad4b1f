#include <iostream>
#include <memory>
#include <sstream>

#include <fmt/format.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "options.hpp"
#include "report.hpp"

namespace gridforge::cli {
namespace {

struct GenerateCommandOptions {
    std::uint64_t seed = 1;
    std::string level = "any";
    std::string symmetry = "none";
    int attempts = 120;
    int size = 9;
    bool json = false;
};

nlohmann::json stats_json(const GenerationStats& stats, const GenerateCommandOptions& options) {
    return {{"seed", options.seed},
            {"symmetry", options.symmetry},
            {"attempts", stats.attempts},
            {"winning_attempt", stats.winning_attempt},
            {"full_grids", stats.full_grids},
            {"count_calls", stats.count_calls},
            {"nodes", stats.nodes},
            {"deductions", stats.deductions},
            {"removals_kept", stats.removals_kept}};
}

/// Two drawn grids side by side.
std::string side_by_side(const std::string& left, const std::string& right) {
    std::istringstream left_lines(left), right_lines(right);
    std::string out, a, b;
    while (std::getline(left_lines, a) && std::getline(right_lines, b)) out += a + "     " + b + "\n";
    return out;
}

void print_text(const Generated& result, const GenerateCommandOptions& options) {
    const Geometry& geometry = result.puzzle.geometry();
    const std::string puzzle_drawn = write_drawn_grid(result.puzzle.givens(), geometry);
    const std::string solution_drawn = write_drawn_grid(result.solution, geometry);
    const std::size_t width = puzzle_drawn.find('\n');
    const GenerationStats& stats = result.stats;
    std::cout << fmt::format("{}x{} Sudoku, level {}, {} givens (seed {}, symmetry {})\n\n", geometry.size(),
                             geometry.size(), level_name(result.level), result.puzzle.givens().filled_count(),
                             options.seed, options.symmetry)
              << fmt::format("{:<{}}     {}\n", "puzzle", width, "solution")
              << side_by_side(puzzle_drawn, solution_drawn) << '\n'
              << "puzzle:   " << write_line(result.puzzle.givens()) << '\n'
              << "solution: " << write_line(result.solution) << '\n'
              << fmt::format("rating:   {} (propagation solver proving uniqueness: {} nodes, {} deductions)\n",
                             level_name(result.level), result.counters.nodes, result.counters.deductions)
              << fmt::format("generation: attempt {} of {} won; {} full grids, {} count calls spending {} nodes and "
                             "{} deductions, {} removals kept\n",
                             stats.winning_attempt + 1, stats.attempts, stats.full_grids, stats.count_calls,
                             stats.nodes, stats.deductions, stats.removals_kept);
}

int run_generate(const GenerateCommandOptions& options) {
    GenerateOptions request;
    request.seed = options.seed;
    request.level = parse_level(options.level);
    request.symmetry = *parse_symmetry(options.symmetry);
    request.attempts = options.attempts;
    request.size = options.size;
    try {
        const Generated result = generate(request);
        if (options.json) {
            nlohmann::json out = write_json(PuzzleRecord{0, result.puzzle, "", nlohmann::json::object()}, result.solution);
            out["level"] = level_name(result.level);
            nlohmann::json search = counters_json(result.counters);
            search["level"] = level_name(result.level);
            out["rating"] = {{"search", search}};
            out["x-generation"] = stats_json(result.stats, options);
            std::cout << out.dump() << '\n';
        } else {
            print_text(result, options);
        }
        return kSuccess;
    } catch (const GenerationError& error) {
        if (options.json) {
            std::cout << nlohmann::json{{"error", error.what()}, {"x-generation", stats_json(error.stats(), options)}}.dump()
                      << '\n';
        }
        std::cerr << "gridforge: " << error.what() << '\n';
        return kGenerationFailed;
    }
}

}  // namespace

void add_generate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<GenerateCommandOptions>();
    CLI::App* command = app.add_subcommand(
        "generate",
        "Generate a puzzle with exactly one solution at exactly the level asked for, reproducibly from --seed");
    command->add_option("--seed", options->seed, "Seed: the same seed gives the same puzzle everywhere")
        ->capture_default_str();
    command->add_option("--level", options->level, "easy, medium, hard, evil, or any")
        ->check(CLI::IsMember({"any", "easy", "medium", "hard", "evil"}))
        ->capture_default_str();
    command->add_option("--symmetry", options->symmetry, "Clue pattern: none, rotate180, rotate90, mirror, diagonal")
        ->check(CLI::IsMember({"none", "rotate180", "rotate90", "mirror", "diagonal"}))
        ->capture_default_str();
    command->add_option("--attempts", options->attempts, "Attempts before giving up; attempt k is seeded from (seed, k)")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command->add_option("--size", options->size, "Board side: 4, 6, 8, 9, 10, 12, 14, 15 or 16 (levels are calibrated on 9)")
        ->check(CLI::IsMember({4, 6, 8, 9, 10, 12, 14, 15, 16}))
        ->capture_default_str();
    add_json_flag(*command, options->json);
    command->footer(kExitCodeHelp);
    command->callback([&run, options] { run = [options] { return run_generate(*options); }; });
}

}  // namespace gridforge::cli
