#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/drawing.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/generate_stream.hpp"
#include "gridforge/scale.hpp"
#include "interrupt.hpp"
#include "options.hpp"
#include "progress_line.hpp"
#include "report.hpp"
#include "shard.hpp"
#include "time_limit.hpp"

namespace gridforge::cli {
namespace {

struct GenerateCommandOptions {
    std::string seed_text = "1";
    std::uint64_t seed = 1;
    std::string level = "any";
    std::string scale = "search";
    // The library's defaults (generate.hpp), so the command line and the API cannot drift apart.
    std::string symmetry = std::string(symmetry_name(GenerateOptions{}.symmetry));
    int attempts = GenerateOptions{}.attempts;
    int size = GenerateOptions{}.size;
    std::string fill = std::string(full_grid_method_name(GenerateOptions{}.fill));
    int count = 1;
    int threads = 1;
    std::string digits;  ///< --digits: how a 16x16 puzzle's line, grid and csv are written (digit_style_of)
    std::string shard = "0/1";  ///< --shard: I/N, env or env/N (shard.hpp)
    bool progress = false;      ///< --progress: draw the progress line even when stderr is not a terminal
    bool no_progress = false;   ///< --no-progress
    bool json = false;
    double time_limit = 0;  ///< --time-limit SECONDS (0: none)
    std::string format = "text";  ///< --format: text, line, grid, csv or json (--json is the synonym of json)
    std::string variant = "classic";
    VariantRecipe recipe;  ///< knobs as given; steps are set from `variant` by the callback
};

/// "1 attempt", "3 attempts".
std::string counted(std::uint64_t count, const char* noun) {
    return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
}

/// Two drawn grids side by side.
std::string side_by_side(const std::string& left, const std::string& right) {
    std::istringstream left_lines(left), right_lines(right);
    std::string out, a, b;
    while (std::getline(left_lines, a) && std::getline(right_lines, b)) out += a + "     " + b + "\n";
    return out;
}

/// The variant's line of statistics, empty for classic puzzles.
std::string variant_stats_text(const GenerationStats& stats, const VariantRecipe& recipe) {
    if (recipe.steps.empty()) return "";
    std::string text = "            variant: ";
    if (recipe.has("jigsaw")) text += fmt::format("{}, ", counted(stats.partition_attempts, "jigsaw partition"));
    text += fmt::format("{} dropped (no fill within budget, or no jigsaw partition over it)", counted(stats.fill_failures, "layout"));
    if (recipe.has("thermo")) text += fmt::format(", {} laid", counted(stats.thermometers, "thermometer"));
    if (recipe.has("killer")) {
        text += fmt::format(", {}, {}, {} added", counted(stats.cage_layouts, "cage layout"),
                            counted(stats.cage_repairs, "cage repair"), counted(stats.givens_added, "given orbit"));
    }
    text += fmt::format("; {} within the technique level ({} refused)", counted(stats.logic_solves, "logic solve"),
                        stats.level_refusals);
    return text + '\n';
}

/// "Sudoku", "Killer X Sudoku", "Jigsaw Killer Thermo Sudoku", "Killer Anti-Knight Sudoku": the
/// four original names in a fixed order, then the others in list order, each word capitalised.
std::string variant_title(const VariantRecipe& recipe) {
    std::string title;
    for (const auto& [step, word] : {std::pair{"jigsaw", "Jigsaw"}, std::pair{"killer", "Killer"},
                                     std::pair{"thermo", "Thermo"}, std::pair{"x", "X"}}) {
        if (recipe.has(step)) title += std::string(word) + ' ';
    }
    for (const std::string& step : recipe.steps) {
        if (step == "jigsaw" || step == "killer" || step == "thermo" || step == "x") continue;
        std::string word = step;
        for (std::size_t i = 0; i < word.size(); ++i) {
            if (i == 0 || word[i - 1] == '-') word[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[i])));
        }
        title += word + ' ';
    }
    return title + "Sudoku";
}

/// "24 givens", "0 givens + 2 one-cell cages": what the player really gets.
std::string givens_text(const Generated& result) {
    std::string text = counted(static_cast<std::uint64_t>(result.puzzle.givens().filled_count()), "given");
    if (result.givens_in_disguise > 0) {
        text += fmt::format(" + {}", counted(static_cast<std::uint64_t>(result.givens_in_disguise), "one-cell cage"));
    }
    return text;
}

/// Variants: the puzzle drawn with every rule (draw_puzzle), then the solution.
void print_variant_drawings(std::ostream& out, const Generated& result) {
    out << "puzzle\n" << draw_puzzle(result.puzzle, result.puzzle.givens()) << '\n'
              << "solution\n" << write_drawn_grid(result.solution, result.puzzle.geometry()) << '\n';
}

/// The header's level, on the scale asked for: "level hard" on the search scale, "technique level
/// extreme" on another (rated here when --level any left it unrated).
std::string header_level(const Generated& result, const GenerateCommandOptions& options) {
    Scale scale = *parse_scale(options.scale);
    // Search nodes are calibrated on classic puzzles and say little about a variant: variants
    // state their level on the technique scale unless another scale was asked for.
    if (scale == Scale::search && !options.recipe.steps.empty() && options.level == "any") scale = Scale::technique;
    if (scale == Scale::search) return fmt::format("level {}", level_name(result.level));
    std::optional<ScaleLevel> level = result.scale_level;
    if (!level) level = level_on_scale(result.puzzle, result.solution, scale);
    return fmt::format("{} level {}", scale_name(scale), level ? std::string(level->name()) : std::string("unrated"));
}

void print_text(std::ostream& out, const Generated& result, const GenerateCommandOptions& options, std::uint64_t seed) {
    const Geometry& geometry = result.puzzle.geometry();
    const DigitStyle digits = digit_style_of(options.digits);
    const std::string puzzle_drawn = write_drawn_grid(result.puzzle.givens(), geometry, digits);
    const std::string solution_drawn = write_drawn_grid(result.solution, geometry, digits);
    const std::size_t width = puzzle_drawn.find('\n');
    const GenerationStats& stats = result.stats;
    out << fmt::format("{}x{} {}, {}, {} (seed {}, symmetry {}{})\n\n", geometry.size(),
                             geometry.size(), variant_title(options.recipe), header_level(result, options),
                             givens_text(result), seed, options.symmetry,
                             options.recipe.steps.empty() ? "" : ", variant " + options.variant);
    if (options.recipe.steps.empty()) {
        out << fmt::format("{:<{}}     {}\n", "puzzle", width, "solution")
                  << side_by_side(puzzle_drawn, solution_drawn) << '\n';
    } else {
        print_variant_drawings(out, result);
    }
    out << "puzzle:   " << write_line(result.puzzle.givens(), digits) << '\n'
              << "solution: " << write_line(result.solution, digits) << '\n'
              << fmt::format("rating:   {} (propagation solver proving uniqueness: {} nodes, {} deductions)\n",
                             level_name(result.level), result.counters.nodes, result.counters.deductions)
              << (result.scale_level ? fmt::format("          {} level {} ({} of {} dug puzzles rated on that scale)\n",
                                                   scale_name(result.scale_level->scale), result.scale_level->name(),
                                                   result.stats.scale_levels_seen[static_cast<std::size_t>(result.scale_level->index)],
                                                   result.stats.scale_ratings)
                                     : std::string())
              << fmt::format("generation: won on attempt {} (0-based; up to {} allowed); {}, {} spending {} and {}, "
                             "{} kept\n",
                             stats.winning_attempt, options.attempts, counted(stats.full_grids, "full grid"),
                             counted(stats.count_calls, "count call"), counted(stats.nodes, "node"),
                             counted(stats.deductions, "deduction"), counted(stats.removals_kept, "removal"))
              << fmt::format("            {} forced by singles without a search; {} spending {} and {}\n",
                             counted(stats.forced_removals, "removal"), counted(stats.rating_calls, "rating call"),
                             counted(stats.rating_nodes, "node"), counted(stats.rating_deductions, "deduction"))
              << variant_stats_text(stats, options.recipe);
}

/// The level an item is counted under on the progress line: on the scale asked for when the
/// generator rated it there, else on the search scale.
std::string_view progress_level(const Generated& result) {
    return result.scale_level ? result.scale_level->name() : level_name(result.level);
}

/// The level names the progress line lists, in order: the scale's when --level names a level on
/// another scale than search (every item then has its scale level), else the search levels.
std::vector<std::string_view> progress_levels(const api::GenerateSpec& spec) {
    if (spec.options.scale_level) return scale_levels(spec.options.scale_level->scale);
    std::vector<std::string_view> names;
    for (Level level : {Level::easy, Level::medium, Level::hard, Level::evil}) names.push_back(level_name(level));
    return names;
}

/// A knob given for a variant that is not in --variant would change nothing: refused by name (a
/// usage error), so that nobody believes a puzzle was made with it.
void refuse_unused_knobs(const CLI::App& command, const VariantRecipe& recipe) {
    for (const std::string_view knob : step_knob_names()) {
        std::string option = "--" + std::string(knob);
        std::replace(option.begin(), option.end(), '_', '-');
        if (command.count(option) == 0) continue;
        if (const auto reason = unused_knob_reason(recipe, knob, "--variant")) throw CLI::ValidationError(option, *reason);
    }
}

/// Writes each item as soon as it and every item before it are made (generate_stream), in seed
/// order: text, or one JSON line each, flushed per item. A failed item prints its error in its
/// place (a JSON error line with --json, and on stderr) and the rest go on. With --shard, only the
/// shard's block of items, each numbered and separated as in the whole run (so the shards'
/// outputs concatenated are the whole run's). Ctrl-C stops it after the last complete item.
int run_generate(const GenerateCommandOptions& options) {
    api::GenerateSpec spec;
    spec.scale = *parse_scale(options.scale);
    try {
        api::set_level(spec, options.level);
    } catch (const std::invalid_argument& error) {
        std::cerr << "gridforge: --level: " << error.what() << '\n';
        return kUsageError;
    }
    ShardRange range;
    try {
        range = shard_range(parse_shard(options.shard, [](const char* name) { return std::getenv(name); }),
                            options.count);
    } catch (const std::invalid_argument& error) {  // the message names --shard, its value and any variable
        std::cerr << "gridforge: " << error.what() << '\n';
        return kUsageError;
    }
    GenerateOptions& request = spec.options;
    request.seed = options.seed + static_cast<std::uint64_t>(range.begin);  // set from seed_text by the command's callback
    request.symmetry = *parse_symmetry(options.symmetry);
    request.attempts = options.attempts;
    request.size = options.size;
    request.fill = *parse_full_grid_method(options.fill);
    request.variant = options.recipe;
    const int items = range.end - range.begin;
    // A single puzzle shows no progress unless asked: there is nothing to count.
    const bool show_progress = options.progress || (items > 1 && progress_wanted(false, options.no_progress));
    ProgressLine progress(items, progress_levels(spec), show_progress);
    const std::atomic<bool>& interrupted = interrupt_flag();
    const TimeLimit limit(options.time_limit, "puzzles", items, [&request](long long written) {
        return written == 0 ? std::string()
                            : fmt::format(" (seeds {} to {})", request.seed,
                                          request.seed + static_cast<std::uint64_t>(written - 1));
    });
    int code = kSuccess;
    const DigitStyle digits = digit_style_of(options.digits);
    const BatchSink write_item = [&](int offset, BatchItem&& item) {
        const int index = range.begin + offset;  // in the whole run, for the separator and the seed
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(index);
        std::ostringstream out;
        const bool batch_lines = options.format == "line" || options.format == "csv";
        if (index > 0 && !options.json && !batch_lines) out << '\n';
        if (index == 0 && options.format == "csv") out << "puzzle,solution,level,seed\n";
        if (const auto* result = std::get_if<Generated>(&item)) {
            if (options.json) {
                out << json_line(api::generated_json(*result, spec, seed));
            } else if (options.format == "line") {
                out << write_line(result->puzzle.givens(), digits) << '\n';
            } else if (options.format == "csv") {
                out << fmt::format("{},{},{},{}\n", write_line(result->puzzle.givens(), digits), write_line(result->solution, digits),
                                   progress_level(*result), seed);
            } else if (options.format == "grid") {
                out << write_drawn_grid(result->puzzle.givens(), result->puzzle.geometry(), digits);
            } else {
                print_text(out, *result, options, seed);
            }
            write_whole_item([&] { progress.write(std::cout, out.str()); return 0; });
            progress.count_done(progress_level(*result));
            return std::cout ? SinkReply::more : SinkReply::stop;
        }
        const auto& error = std::get<GenerationError>(item);
        if (options.json) {
            out << json_line(api::generation_failure_json(error, spec, seed));
        } else if (options.count > 1 && !batch_lines) {
            out << fmt::format("seed {}: {}\n", seed, error.what());
        }
        write_whole_item([&] { progress.write(std::cout, out.str()); return 0; });
        progress.write(std::cerr, fmt::format("gridforge: {}{}\n", options.count > 1 ? fmt::format("seed {}: ", seed) : "",
                                             error.what()));
        progress.count_failed();
        code = kGenerationFailed;
        return std::cout ? SinkReply::more : SinkReply::stop;
    };
    StreamSummary summary;
    try {
        const int ended = limit.run(
            [&] {
                summary = generate_stream(request, items, {.threads = options.threads, .cancel = &interrupted}, write_item);
                return kSuccess;
            },
            [&progress](const std::string& message) { progress.write(std::cerr, message); });
        if (ended == kTimeLimit) return kTimeLimit;
    } catch (const std::invalid_argument& error) {  // e.g. --fill diagonal-boxes with --size 6
        std::cerr << "gridforge: " << error.what() << '\n';
        return kUsageError;
    }
    if (summary.stopped && interrupted.load()) {
        progress.write(std::cerr, fmt::format("gridforge: interrupted: {} of {} puzzles written{}\n", summary.delivered,
                                             items, summary.delivered == 0 ? "" : fmt::format(
                                                 " (seeds {} to {})", request.seed,
                                                 request.seed + static_cast<std::uint64_t>(summary.delivered - 1))));
        return kInterrupted;
    }
    return code;
}

/// --max-cage and --thermo-length count cells of a house: unset, their default (5) is cut to a
/// smaller board's side; set above it, they are refused by name.
void fit_length_knobs(const CLI::App& command, VariantRecipe& recipe, int size) {
    const auto fit = [&](const char* name, int& value) {
        if (command.count(name) == 0) {
            value = std::min(value, size);
        } else if (value > size) {
            throw CLI::ValidationError(name, fmt::format("{} cells do not fit a {}x{} board (2..{})", value, size, size, size));
        }
    };
    fit("--max-cage", recipe.max_cage);
    fit("--thermo-length", recipe.thermo_length);
}

}  // namespace

void add_generate_command(CLI::App& app, Action& run) {
    auto options = std::make_shared<GenerateCommandOptions>();
    CLI::App* command = app.add_subcommand(
        "generate",
        "Generate a puzzle with exactly one solution at exactly the level asked for, reproducibly from --seed");
    add_seed_option(*command, options->seed_text, "Seed, an integer 0..18446744073709551615: the same seed gives the same puzzle everywhere");
    command->add_option("--level", options->level,
                        "Level on --scale: search easy|medium|hard|evil, technique easy|medium|hard|unfair|extreme, "
                        "mcm cinch|confusing|challenging|crazy; or any")
        ->capture_default_str();
    command->add_option("--scale", options->scale,
                        "Scale of --level: search (propagation nodes), technique (HoDoKu level of the logic path) or "
                        "mcm (singles and oracle band)")
        ->check(CLI::IsMember({"search", "technique", "mcm"}))
        ->capture_default_str();
    command->add_option("--symmetry", options->symmetry, "Clue pattern: none, rotate180, rotate90, mirror, diagonal")
        ->check(CLI::IsMember({"none", "rotate180", "rotate90", "mirror", "diagonal"}))
        ->capture_default_str();
    command->add_option("--attempts", options->attempts, "Attempts before giving up; attempt k is seeded from (seed, k)")
        ->check(CLI::Range(1, api::kLargestAttempts))
        ->capture_default_str();
    command->add_option("--size", options->size, "Board side: 4, 6, 8, 9, 10, 12, 14, 15 or 16 (levels are calibrated on 9)")
        ->check(CLI::IsMember({4, 6, 8, 9, 10, 12, 14, 15, 16}))
        ->capture_default_str();
    command->add_option("--fill", options->fill,
                        "Full-grid method: propagation (random-order propagation search) or diagonal-boxes "
                        "(random diagonal boxes completed by a randomised DLX search; sizes 4, 9, 16)")
        ->check(CLI::IsMember({"propagation", "diagonal-boxes"}))
        ->capture_default_str();
    add_digits_option(*command, options->digits);
    command->add_option("--count", options->count, "Puzzles to generate; puzzle i uses seed S + i")
        ->check(CLI::Range(1, 10000000))
        ->capture_default_str();
    command->add_option("--threads", options->threads, "Worker threads (0 = all cores); the output does not depend on it")
        ->check(CLI::Range(0, 1024))
        ->capture_default_str();
    command
        ->add_option("--shard", options->shard,
                     "Make only shard I of N (I from 0): the contiguous block of items I*count/N .. (I+1)*count/N-1; "
                     "the shards' outputs concatenated in order are the whole run's. env or env/N: I from "
                     "SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX (docs/batch.md)")
        ->capture_default_str();
    auto* progress = command->add_flag("--progress", options->progress,
                                       "Show progress (done, rate, ETA, levels) on stderr even when it is not a terminal");
    command->add_flag("--no-progress", options->no_progress, "Never show progress (default: only when stderr is a terminal)")
        ->excludes(progress);
    command
        ->add_option("--variant", options->variant,
                     "Variant: classic, one of " + variant_list_name(variant_names()) +
                         ", or a comma list of them (killer,x; jigsaw,killer; killer,anti-knight; docs/variants.md)")
        ->check(CLI::Validator(
            [](std::string& text) {
                try {
                    (void)parse_variant_list(text);
                    return std::string();
                } catch (const std::invalid_argument& error) {
                    return std::string(error.what());
                }
            },
            "LIST"))
        ->capture_default_str();
    command->add_option("--max-cage", options->recipe.max_cage, "killer: largest cage, 2..N cells")
        ->check(CLI::Range(2, api::kLargestCage))
        ->capture_default_str();
    command
        ->add_option("--lone-cages", options->recipe.lone_cages,
                     "killer: most 1-cell cages a layout may keep (each is a given in disguise, counted as one)")
        ->check(CLI::Range(0, api::kLargestGivens))
        ->capture_default_str();
    command
        ->add_option("--marks", options->recipe.marks,
                     "arrows, dots, outside clues, even/odd cells: how many to lay (0: each rule's default)")
        ->check(CLI::Range(0, api::kLargestGivens))
        ->capture_default_str();
    command
        ->add_option("--givens", options->recipe.givens,
                     "Target givens: killer adds at most this many to make its cages unique and solvable within "
                     "the level; other variants stop digging at this many (0: dig while unique and within the level)")
        ->check(CLI::Range(0, api::kLargestGivens))
        ->capture_default_str();
    command->add_option("--thermos", options->recipe.thermos, "thermo: thermometers to lay")
        ->check(CLI::Range(1, api::kMostThermometers))
        ->capture_default_str();
    command->add_option("--thermo-length", options->recipe.thermo_length, "thermo: longest thermometer, 2..N cells")
        ->check(CLI::Range(2, api::kLongestThermometer))
        ->capture_default_str();
    CLI::Option* format =
        command
            ->add_option("--format", options->format,
                         "Output: text (drawn puzzle and solution with the statistics, the default), line (the "
                         "puzzle's line alone, N*N characters, for batches), grid (the puzzle drawn), csv (a header, "
                         "then puzzle,solution,level,seed rows) or json (one object a puzzle)")
            ->check(CLI::IsMember({"text", "line", "grid", "csv", "json"}));
    add_json_flag(*command, options->json);
    add_time_limit_option(*command, options->time_limit);
    command->get_option("--json")->description("The same as --format json")->excludes(format);
    command->footer(kExitCodeHelp);
    command->callback([&run, options, command] {
        options->seed = *api::parse_seed(options->seed_text);
        options->recipe.steps = parse_variant_list(options->variant);
        refuse_unused_knobs(*command, options->recipe);
        fit_length_knobs(*command, options->recipe, options->size);
        if (options->json) options->format = "json";
        options->json = options->format == "json";
        if (!options->recipe.steps.empty() && options->format != "text" && options->format != "json") {
            throw CLI::ValidationError("--format", options->format + " holds the givens of a classic puzzle only, not "
                                       "the rules of --variant " + options->variant + ": use text or json");
        }
        run = [options] { return run_generate(*options); };
    });
}

}  // namespace gridforge::cli
