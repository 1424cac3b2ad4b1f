// `gridforge bank add|pick|stats|export|merge --bank FILE.sqlite`: the puzzle bank (bank.hpp,
// docs/bank.md).
#include <algorithm>
#include <iostream>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "commands.hpp"
#include "gridforge/api.hpp"
#include "gridforge/bank.hpp"
#include "gridforge/scale.hpp"
#include "options.hpp"

namespace gridforge::cli {
namespace bank_command {

/// Puzzles stored per transaction by `bank add`: large enough that the commit's sync is rare,
/// small enough that an interrupted add keeps most of its work.
constexpr std::size_t kAddBatch = 10000;

struct BankOptions {
    std::string bank;
    std::vector<std::string> inputs;  ///< add: puzzles; merge: the other banks
    std::string digits;               ///< add: --digits, letters, hex or "" (digit_style_of)
    bool rate = false;
    bank::Filter filter;
    int count = 1;
    std::string to;
    bool json = false;
};

/// Runs `work`, reporting a bank file problem as exit code kBankError.
template <class Work>
int reporting_bank_errors(Work work) {
    try {
        return work();
    } catch (const bank::BankError& error) {
        std::cerr << "gridforge: bank: " << error.what() << '\n';
        return kBankError;
    }
}

/// The record with the ratings of `rate --json` in its metadata (level, rating, solution), or the
/// exit code of a puzzle without a unique solution.
int rate_into(PuzzleRecord& record, const std::string& source) {
    const api::Ratings ratings = api::rate_all(record.puzzle);
    if (ratings.search.outcome != Outcome::unique) {
        print_record_error(fmt::format("{}{}; not added", record_place(source, record.line), ratings.search.outcome == Outcome::no_solution ? "no solution" : "several solutions"), false);
        return exit_code_for(ratings.search.outcome);
    }
    const nlohmann::json rated = api::rate_json(record, ratings);
    for (const char* key : {"level", "rating", "solution"}) {
        if (rated.contains(key)) record.metadata[key] = rated[key];
    }
    return kSuccess;
}

int run_add(const BankOptions& options) {
    bank::Bank bank(options.bank);
    bank::AddCounts total;
    std::vector<bank::BankPuzzle> batch;
    const auto flush = [&] {
        const bank::AddCounts counts = bank.add(batch);
        total.added += counts.added;
        total.duplicates += counts.duplicates;
        batch.clear();
    };
    int unstored = 0;
    const int code = for_each_record(
        options.inputs,
        [&](const PuzzleRecord& read, const std::string& source) {
            PuzzleRecord record = read;
            if (options.rate) {
                if (const int rated = rate_into(record, source); rated != kSuccess) {
                    ++unstored;
                    return rated;
                }
            }
            try {
                batch.push_back(bank::entry_from_record(record));
            } catch (const std::invalid_argument& error) {  // a rule the JSON form cannot state
                print_record_error(fmt::format("{}{}; not added", record_place(source, record.line), error.what()), false);
                ++unstored;
                return int{kInputError};
            }
            if (batch.size() == kAddBatch) flush();
            return int{kSuccess};
        },
        [&](const std::string& message) {
            ++unstored;
            print_record_error(message, false);
        },
        nullptr, digit_style_of(options.digits));
    flush();
    std::cout << fmt::format("{}: {} added, {} duplicate{}", options.bank, total.added, total.duplicates, total.duplicates == 1 ? "" : "s");
    if (unstored > 0) std::cout << fmt::format(", {} not added (see the errors)", unstored);
    std::cout << '\n';
    return code;
}

/// A stored puzzle in the output form: --json is its JSON form with "x-bank" (id, variant, key,
/// dates); else --to FORM, by default the line form for classic puzzles and JSON for the others.
/// Throws std::invalid_argument when the --to form cannot hold the puzzle (a variant as sdk).
std::string entry_text(const bank::BankPuzzle& entry, const BankOptions& options) {
    if (options.json) {
        nlohmann::json object = nlohmann::json::parse(entry.json);
        object["x-bank"] = {{"id", entry.id}, {"variant", entry.variant}, {"canonical_key", entry.key}, {"added_at", entry.added_at}};
        object["x-bank"]["used_at"] = entry.used_at.empty() ? nlohmann::json(nullptr) : nlohmann::json(entry.used_at);
        return json_line(object);
    }
    const std::string form = !options.to.empty() ? options.to : entry.variant == "classic" ? "line" : "json";
    return write_form(bank::record_of(entry), *output_form_named(form));
}

/// "puzzle 12 (x)": a stored puzzle in messages.
std::string entry_name(const bank::BankPuzzle& entry) {
    return fmt::format("puzzle {} ({})", entry.id, entry.variant);
}

int run_pick(const BankOptions& options) {
    bank::Bank bank(options.bank);
    std::vector<bank::BankPuzzle> picked;
    try {
        // Every chosen puzzle is written out before any is marked used: a --to form that cannot
        // hold one refuses the pick as a whole (exit 2) and the bank stays as it was.
        picked = bank.pick(options.filter, options.count, [&](const bank::BankPuzzle& entry) {
            try {
                entry_text(entry, options);
            } catch (const std::invalid_argument& error) {
                throw std::invalid_argument(entry_name(entry) + ": " + error.what());
            }
        });
    } catch (const std::invalid_argument& error) {
        std::cerr << fmt::format("gridforge: bank pick: {}; nothing was picked or marked used\n", error.what());
        return kUsageError;
    }
    for (const bank::BankPuzzle& entry : picked) std::cout << entry_text(entry, options);
    if (static_cast<int>(picked.size()) < options.count) {
        std::cerr << fmt::format("gridforge: bank pick: {} of {} puzzle{} matched in {}\n", picked.size(), options.count, options.count == 1 ? "" : "s", options.bank);
        return kBankShort;
    }
    return kSuccess;
}

/// Writes every matching puzzle; one the --to form cannot hold is skipped with a message naming
/// it, and the run ends with exit 2 as convert does for such a record.
int run_export(const BankOptions& options) {
    bank::Bank bank(options.bank);
    int code = kSuccess;
    for (const bank::BankPuzzle& entry : bank.select(options.filter)) {
        try {
            std::cout << entry_text(entry, options);
        } catch (const std::invalid_argument& error) {
            std::cerr << fmt::format("gridforge: bank export: {}: {}; skipped\n", entry_name(entry), error.what());
            code = combine_exit_codes(code, kUsageError);
        }
    }
    return code;
}

int run_stats(const BankOptions& options) {
    bank::Bank bank(options.bank);
    const std::vector<bank::StatsRow> rows = bank.stats(options.filter);
    std::int64_t total = 0;
    std::int64_t unused = 0;
    for (const bank::StatsRow& row : rows) {
        total += row.total;
        unused += row.unused;
        const std::string level = row.level.empty() ? "(unrated)" : row.level;
        if (options.json) {
            print_json_line({{"variant", row.variant}, {"scale", options.filter.scale}, {"level", row.level.empty() ? nlohmann::json(nullptr) : nlohmann::json(row.level)},
                             {"total", row.total}, {"unused", row.unused}, {"used", row.total - row.unused}});
        } else {
            std::cout << fmt::format("{:<16} {:<14} {:>10} {:>10} unused\n", row.variant, level, row.total, row.unused);
        }
    }
    if (options.json) {
        print_json_line({{"bank", options.bank}, {"total", total}, {"unused", unused}, {"used", total - unused}});
    } else {
        std::cout << fmt::format("{:<31} {:>10} {:>10} unused ({} level)\n", "total", total, unused, options.filter.scale);
    }
    return kSuccess;
}

int run_merge(const BankOptions& options) {
    bank::Bank bank(options.bank);
    for (const std::string& other : options.inputs) {
        const bank::MergeCounts counts = bank.merge(other);
        std::cout << fmt::format("{} <- {}: {} added, {} marked used\n", options.bank, other, counts.added, counts.marked_used);
    }
    return kSuccess;
}

CLI::App* add_subcommand(CLI::App& bank, const std::string& name, const std::string& help, std::shared_ptr<BankOptions> options) {
    CLI::App* command = bank.add_subcommand(name, help);
    command->add_option("--bank", options->bank, "The bank: an SQLite file (created when missing)")->type_name("FILE.sqlite")->required();
    command->footer(kExitCodeHelp);
    return command;
}

/// Refuses a --level that is no level of --scale (a usage error naming both), which would
/// otherwise match nothing and end as a short pick.
void check_level(const bank::Filter& filter) {
    if (filter.level.empty()) return;
    const Scale scale = *parse_scale(filter.scale);
    const std::vector<std::string_view>& levels = scale_levels(scale);
    if (std::find(levels.begin(), levels.end(), filter.level) != levels.end()) return;
    std::string names;
    for (const std::string_view level : levels) names += (names.empty() ? "" : ", ") + std::string(level);
    throw CLI::ValidationError("--level", fmt::format("'{}' is no level of the {} scale (choose {}; --scale picks the scale)", filter.level, filter.scale, names));
}

void add_filter_options(CLI::App& command, BankOptions& options, bool with_level) {
    command.add_option("--variant", options.filter.variant, "Only this variant: classic, x, killer, x+killer, jigsaw, thermo, ... (as bank stats lists them)")
        ->type_name("NAME")
        ->transform(CLI::Validator(
            [](std::string& variant) {
                try {
                    variant = bank::variant_filter_name(variant);  // "killer+x" is stored "x+killer"
                    return std::string();
                } catch (const std::invalid_argument& error) {
                    return std::string(error.what());
                }
            },
            "NAME"));
    command.add_option("--scale", options.filter.scale, "The rating scale --level (and stats) read: search, technique or mcm")
        ->check(CLI::IsMember({"search", "technique", "mcm"}))
        ->capture_default_str();
    if (with_level) {
        std::string names;
        for (const Scale scale : {Scale::search, Scale::technique, Scale::mcm}) {
            names += (names.empty() ? "" : ", ") + std::string(scale_name(scale)) + " ";
            for (const std::string_view level : scale_levels(scale)) names += std::string(level) + (level == scale_levels(scale).back() ? "" : "|");
        }
        command.add_option("--level", options.filter.level, "Only this level of --scale: " + names)->type_name("LEVEL");
    }
}

void add_output_options(CLI::App& command, BankOptions& options) {
    command.add_option("--to", options.to, "The form to write: " + output_form_names() + " (default: line for classic, json for variants)")
        ->type_name("FORM")
        ->check([](const std::string& name) {
            return output_form_named(name) ? std::string() : "unknown form '" + name + "' (choose " + output_form_names() + ")";
        });
    add_json_flag(command, options.json);
    command.get_option("--json")->excludes("--to");  // --json writes the JSON form with x-bank: --to would be ignored
}

}  // namespace bank_command

void add_bank_command(CLI::App& app, Action& run) {
    using namespace bank_command;
    CLI::App* bank = app.add_subcommand("bank", "A puzzle bank in an SQLite file: add puzzles (each stored once up to the transformations "
                                                "that keep its rules), pick unused ones by variant and level, count, export, merge (docs/bank.md)");
    bank->require_subcommand(1);
    bank->footer(kExitCodeHelp);
    const auto bind = [&run](CLI::App* command, std::shared_ptr<BankOptions> options, int (*action)(const BankOptions&)) {
        command->callback([&run, options, action] {
            check_level(options->filter);
            run = [options, action] { return reporting_bank_errors([&] { return action(*options); }); }; });
    };

    auto add = std::make_shared<BankOptions>();
    CLI::App* add_command = add_subcommand(*bank, "add", "Store puzzles (every input form; generate --json and rate --json keep their ratings)", add);
    add_inputs_option(*add_command, add->inputs, add->digits);
    add_command->add_flag("--rate", add->rate, "Rate each puzzle first (all scales, as rate --json), replacing the ratings it carries");
    bind(add_command, add, run_add);

    auto pick = std::make_shared<BankOptions>();
    CLI::App* pick_command = add_subcommand(*bank, "pick", "Print puzzles matching the filters, oldest first, and mark them used", pick);
    add_filter_options(*pick_command, *pick, true);
    pick_command->add_option("--count", pick->count, "How many puzzles")->check(CLI::Range(1, std::numeric_limits<int>::max()))->capture_default_str();
    pick_command->add_flag("--unused", pick->filter.unused_only, "Only puzzles not picked before");
    add_output_options(*pick_command, *pick);
    bind(pick_command, pick, run_pick);

    auto stats = std::make_shared<BankOptions>();
    CLI::App* stats_command = add_subcommand(*bank, "stats", "Count the puzzles by variant and level of --scale, and the unused ones", stats);
    add_filter_options(*stats_command, *stats, false);
    add_json_flag(*stats_command, stats->json);
    bind(stats_command, stats, run_stats);

    auto exported = std::make_shared<BankOptions>();
    CLI::App* export_command = add_subcommand(*bank, "export", "Print every puzzle matching the filters, oldest first (nothing is marked used)", exported);
    add_filter_options(*export_command, *exported, true);
    export_command->add_flag("--unused", exported->filter.unused_only, "Only puzzles not picked yet");
    add_output_options(*export_command, *exported);
    bind(export_command, exported, run_export);

    auto merge = std::make_shared<BankOptions>();
    CLI::App* merge_command = add_subcommand(*bank, "merge", "Add the puzzles of other banks that this one lacks; a puzzle used in either stays used", merge);
    merge_command->add_option("OTHER", merge->inputs, "The other banks (SQLite files)")->type_name("FILE.sqlite")->required()->check(CLI::ExistingFile);
    bind(merge_command, merge, run_merge);
}

}  // namespace gridforge::cli
