// bench_rating: validates the technique rating against published ratings (../shared/data/rated,
// its README gives sources and raters) and times it. Not a unit test: it takes minutes.
//   - Spearman rank correlation of our SE-scale rating with published Sudoku Explainer values
//     (sudokucoach_se_hodoku.txt) and of our HoDoKu-style score with HoDoKu 2.2.0's
//     (hodoku_top1465.txt, hodoku_qqwing4000.txt), with the level agreement table;
//   - on hodoku_exemplars_techniques.txt, the share of puzzles whose logic path uses the labelled
//     technique (or an equivalent, rating_exemplars.cpp), misses listed by label;
//   - the forum hardest list (hardest110626_er_ep_ed.txt): every puzzle should rate >= 9.0, and
//     Easter Monster should be at the top;
//   - median time to rate one puzzle per level.
// Writes bench/results/rating-<machine>.md. Options: --limit N (at most N puzzles per file, spread
// evenly; 0 = all), --data DIR, --out FILE.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "report_library.hpp"
#include "gridforge/format.hpp"
#include "gridforge/rating.hpp"
#include "rating_exemplars.hpp"

namespace {

using namespace gridforge;

constexpr const char* kEasterMonster = "1......89.....9..2......45...76......3..4....9....2..5..4.7....5....8.1..6.3.....";

struct Record {
    std::string puzzle;
    std::map<std::string, std::string> fields;
};

/// Lines of a rated file (81 characters, then key=value fields), at most `limit` spread evenly.
std::vector<Record> read_rated(const std::string& path, std::size_t limit) {
    std::vector<Record> all;
    std::ifstream file(path);
    for (std::string line; std::getline(file, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        Record record{line.substr(0, 81), {}};
        std::istringstream rest(line.substr(81));
        for (std::string field; rest >> field;) {
            const auto eq = field.find('=');
            if (eq != std::string::npos) record.fields[field.substr(0, eq)] = field.substr(eq + 1);
        }
        all.push_back(std::move(record));
    }
    if (limit == 0 || all.size() <= limit) return all;
    std::vector<Record> sample;
    for (std::size_t i = 0; i < limit; ++i) sample.push_back(all[i * all.size() / limit]);
    return sample;
}

struct Rated {
    TechniqueRating rating;
    std::set<std::string> used;   // technique keys on the path
    double ms = 0.0;
};

Rated rate(const std::string& line) {
    const Puzzle puzzle = parse_puzzle(line).puzzle;
    const auto start = std::chrono::steady_clock::now();
    const LogicPath path = solve_logically(puzzle);
    Rated rated{rate_path(path, puzzle), {}, 0.0};
    rated.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    for (const Step& step : path.steps) rated.used.insert(std::string(technique_key(step.technique)));
    return rated;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

struct Timing {
    std::map<std::string, std::vector<double>> by_level;  // our HoDoKu-style level -> ms
    std::map<std::string, std::vector<double>> by_set;
    void add(const std::string& set, const Rated& rated) {
        by_level[std::string(hodoku_level_name(rated.rating.level))].push_back(rated.ms);
        by_set[set].push_back(rated.ms);
    }
};

/// A level agreement table: published level (rows) x ours (columns).
std::string level_table(const std::map<std::string, std::map<std::string, int>>& table) {
    const std::vector<std::string> levels{"easy", "medium", "hard", "unfair", "extreme"};
    std::string out = "| HoDoKu \\ ours |";
    for (const auto& l : levels) out += " " + l + " |";
    out += " agree |\n|---|";
    for (std::size_t i = 0; i <= levels.size(); ++i) out += "---:|";
    out += "\n";
    for (const auto& row : levels) {
        const auto it = table.find(row);
        if (it == table.end()) continue;
        int total = 0;
        for (const auto& [col, n] : it->second) total += n;
        out += "| " + row + " |";
        for (const auto& col : levels) {
            const auto cell = it->second.find(col);
            out += " " + std::to_string(cell == it->second.end() ? 0 : cell->second) + " |";
        }
        const auto same = it->second.find(row);
        out += fmt::format(" {:.0f}% |\n", 100.0 * (same == it->second.end() ? 0 : same->second) / std::max(total, 1));
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Validate the technique rating against published ratings (../shared/data/rated)"};
    std::size_t limit = 0;
    std::string data = std::string(GRIDFORGE_SHARED_DATA) + "/rated";
    std::string out_path;
    app.add_option("--limit", limit, "At most this many puzzles per file, spread evenly (0 = all)");
    app.add_option("--data", data, "The folder of rated files");
    app.add_option("--out", out_path, "The Markdown report (default bench/results/rating-<machine>.md)");
    CLI11_PARSE(app, argc, argv);
    const bench::Environment env = bench::detect_environment(argc, argv);
    if (out_path.empty()) out_path = std::string(GRIDFORGE_BENCH_DIR) + "/results/rating-" + env.machine + ".md";

    std::ostringstream md;
    md << "# Technique rating against published ratings\n\n"
       << fmt::format("Machine {} ({} cores), {}, {} build, {}. Command: `{}`.\n\n", env.cpu_model, env.cores, env.compiler,
                      env.build_type, env.date_utc, env.command)
       << (limit == 0 ? std::string("Every puzzle of every file.\n\n")
                      : fmt::format("At most {} puzzles per file, spread evenly over it (a sample).\n\n", limit));
    Timing timing;
    int stuck = 0;
    const auto progress = [](const std::string& name, std::size_t n) { std::cerr << name << ": " << n << " puzzles\n"; };

    // 1. SE scale against Sudoku Coach's Sudoku Explainer values.
    {
        const auto records = read_rated(data + "/sudokucoach_se_hodoku.txt", limit);
        progress("sudokucoach", records.size());
        std::vector<double> ours, theirs;
        std::map<std::string, std::vector<std::pair<double, double>>> by_level;
        for (const Record& r : records) {
            const Rated rated = rate(r.puzzle);
            timing.add("sudokucoach", rated);
            if (rated.rating.outcome != LogicOutcome::solved) ++stuck;
            if (!r.fields.count("SE") || r.fields.at("SE") == "-") continue;
            const double se = std::stod(r.fields.at("SE"));
            ours.push_back(rated.rating.se);
            theirs.push_back(se);
            by_level[r.fields.count("coach") ? r.fields.at("coach") : "?"].push_back({se, rated.rating.se});
        }
        md << "## SE scale: sudokucoach_se_hodoku.txt\n\n"
           << fmt::format("Spearman rank correlation, our SE-scale rating vs published SE: **{:.3f}** over {} puzzles "
                          "(target >= 0.9).\n\n",
                          bench::spearman(ours, theirs), ours.size())
           << "| Sudoku Coach level | puzzles | median published SE | median ours |\n|---|---:|---:|---:|\n";
        std::vector<std::pair<double, std::string>> order;
        for (const auto& [level, pairs] : by_level) {
            std::vector<double> a, b;
            for (const auto& [x, y] : pairs) { a.push_back(x); b.push_back(y); }
            order.push_back({bench::median(a), fmt::format("| {} | {} | {:.1f} | {:.1f} |\n", level, pairs.size(), bench::median(a), bench::median(b))});
        }
        std::sort(order.begin(), order.end());
        for (const auto& [key, row] : order) md << row;
        md << "\n";
    }

    // 2. HoDoKu-style score against HoDoKu 2.2.0.
    std::map<std::string, std::map<std::string, int>> agreement;
    for (const char* name : {"hodoku_top1465.txt", "hodoku_qqwing4000.txt"}) {
        const auto records = read_rated(data + "/" + name, limit);
        progress(name, records.size());
        std::vector<double> ours, theirs;
        std::map<std::string, std::map<std::string, int>> table;
        for (const Record& r : records) {
            const Rated rated = rate(r.puzzle);
            timing.add(name, rated);
            if (rated.rating.outcome != LogicOutcome::solved) ++stuck;
            ours.push_back(rated.rating.score);
            theirs.push_back(std::stod(r.fields.at("HoDoKu")));
            const std::string level = lower(r.fields.at("HoDoKuLevel"));
            ++table[level][std::string(hodoku_level_name(rated.rating.level))];
            ++agreement[level][std::string(hodoku_level_name(rated.rating.level))];
        }
        md << "## HoDoKu score: " << name << "\n\n"
           << fmt::format("Spearman rank correlation, our HoDoKu-style score vs HoDoKu 2.2.0: **{:.3f}** over {} puzzles "
                          "(target >= 0.9).\n\n",
                          bench::spearman(ours, theirs), ours.size())
           << level_table(table) << "\n";
    }

    // 3. Exemplars: does the path use the labelled technique?
    {
        const auto records = read_rated(data + "/hodoku_exemplars_techniques.txt", limit);
        progress("exemplars", records.size());
        std::map<std::string, std::pair<int, int>> by_label;  // label -> (hits, puzzles)
        int hits = 0, supported = 0, supported_hits = 0;
        for (const Record& r : records) {
            const std::string tech = r.fields.at("tech");
            const std::string label = tech.substr(tech.find(':') + 1);
            const Rated rated = rate(r.puzzle);
            timing.add("exemplars", rated);
            const std::vector<std::string> keys = bench::equivalent_techniques(label);
            const bool hit = std::any_of(keys.begin(), keys.end(), [&](const std::string& k) { return rated.used.count(k) > 0; });
            auto& tally = by_label[label];
            ++tally.second;
            if (hit) { ++tally.first; ++hits; }
            if (!keys.empty()) { ++supported; if (hit) ++supported_hits; }
        }
        md << "## Exemplars: hodoku_exemplars_techniques.txt\n\n"
           << fmt::format("The path uses the labelled technique (or an equivalent) in **{} of {} ({:.0f}%)**; over the {} "
                          "puzzles whose label our catalogue has: {} ({:.0f}%).\n\n",
                          hits, records.size(), 100.0 * hits / static_cast<double>(std::max<std::size_t>(records.size(), 1)), supported,
                          supported_hits, 100.0 * supported_hits / std::max(supported, 1))
           << "| label | puzzles | path uses it | in our catalogue |\n|---|---:|---:|---|\n";
        for (const auto& [label, tally] : by_label) {
            md << fmt::format("| {} | {} | {} | {} |\n", label, tally.second, tally.first,
                              bench::equivalent_techniques(label).empty() ? "no" : "yes");
        }
        md << "\n";
    }

    // 4. The forum hardest list and Easter Monster.
    {
        const auto records = read_rated(data + "/hardest110626_er_ep_ed.txt", limit);
        progress("hardest", records.size());
        std::vector<double> ours, er, all_ours;
        int below = 0;
        double lowest = 100.0;
        std::string lowest_puzzle;
        for (const Record& r : records) {
            const Rated rated = rate(r.puzzle);
            timing.add("hardest110626", rated);
            if (rated.rating.outcome != LogicOutcome::solved) ++stuck;
            all_ours.push_back(rated.rating.se);
            if (rated.rating.se < 9.0) ++below;
            if (rated.rating.se < lowest) { lowest = rated.rating.se; lowest_puzzle = r.puzzle; }
            if (r.fields.count("ER") && r.fields.at("ER") != "-") {
                ours.push_back(rated.rating.se);
                er.push_back(std::stod(r.fields.at("ER")));
            }
        }
        const Rated monster = rate(kEasterMonster);
        const auto above = std::count_if(all_ours.begin(), all_ours.end(), [&](double se) { return se > monster.rating.se; });
        md << "## Hardest list: hardest110626_er_ep_ed.txt\n\n"
           << fmt::format("{} puzzles; {} rate below 9.0 on our SE scale (target 0); lowest {:.1f} ({}).\n\n", records.size(),
                          below, lowest, lowest_puzzle)
           << fmt::format("Spearman of our SE-scale rating vs published ER where given: {:.3f} over {} puzzles.\n\n",
                          bench::spearman(ours, er), ours.size())
           << fmt::format("Easter Monster ({}): SE {:.1f}, hardest technique {}, {:.0f} ms; {} puzzles of the list rate "
                          "higher.\n\n",
                          kEasterMonster, monster.rating.se,
                          monster.rating.hardest ? std::string(technique_key(*monster.rating.hardest)) : "none", monster.ms, above);
    }

    // 5. Time.
    md << "## Time to rate one puzzle (logic path + rating, one thread)\n\n"
       << "| level (ours) / set | puzzles | median ms | max ms |\n|---|---:|---:|---:|\n";
    for (const auto* group : {&timing.by_level, &timing.by_set}) {
        for (const auto& [name, times] : *group) {
            md << fmt::format("| {} | {} | {:.1f} | {:.0f} |\n", name, times.size(), bench::median(times),
                              *std::max_element(times.begin(), times.end()));
        }
    }
    md << fmt::format("\nPaths that ended stuck (no full rating): {}.\n", stuck);

    std::ofstream out(out_path);
    out << md.str();
    std::cout << md.str();
    std::cerr << "written to " << out_path << '\n';
    return out ? 0 : 1;
}
