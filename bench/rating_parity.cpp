// bench_rating_parity: how closely rate_se and rate_hodoku (gridforge/se_rating.hpp,
// gridforge/hodoku_rating.hpp) reproduce the real raters, measured on reference files, and how fast
// rate_se is next to serate. It prints every target of issue 14; it is a benchmark, not a test.
//
// A reference file has one puzzle a line (81 characters, '.' for empty cells) followed by
// space-separated key=value fields, as in ../shared/data/rated (README.md there). The keys read:
//   set=LABEL                  the group the puzzle is reported in (default: the file's name)
//   ER= EP= ED=                serate's ratings ('-' when missing or when serate timed out)
//   se_seconds= se_cpu=        serate's own elapsed time (%e) and its JVM's user+sys CPU seconds
//   se_step=Name_With_Words    serate's hardest step (%R), words joined by '_'
//   HoDoKu= HoDoKuLevel=       HoDoKu 2.2.0's score and level (a "_bf" suffix: it needed brute force)
// tests/data/rated/README.md says how the committed reference sample was produced.
//
// Targets (issue 14), over every group except the forum-hardest ones (a set or file name containing
// "forum" or "hardest"): ER exact >= 90 %, ER within +-0.1 >= 97 %, EP and ED exact >= 85 %, HoDoKu
// score exact >= 90 %, HoDoKu level >= 98 %. Forum-hardest groups: Spearman(ER) >= 0.8 and ER within
// +-0.3 >= 80 % (the published values came from an older SE build), median rate_se time < 2 s.
// Speed: median rate_se time per group <= 1/20 of serate's recorded time (both as wall time and as
// CPU time; serate's CPU time includes starting its JVM).
//
// Options: --reference FILE or FILE:N (at most N of its puzzles, spread evenly; repeatable; default the
// committed sample and the forum-hardest file),
// --limit N (at most N puzzles per file, spread evenly), --out FILE (Markdown, default
// bench/results/rating-parity-<machine>.md), --diff (list every puzzle whose values differ),
// --budget S (seconds of wall time per file; the puzzles then run in a spread order and the report
// says where a file was cut short), --no-hodoku / --no-se (skip one rater).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "gridforge/report/rated_puzzles.hpp"
#include "report_library.hpp"
#include "gridforge/format.hpp"
#include "gridforge/hodoku_rating.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/se_rating.hpp"

namespace {

using namespace gridforge;

/// One reference line (gridforge/report/rated_puzzles.hpp).
using Reference = gridforge::report::RatedPuzzle;

/// The same puzzles in an order whose every prefix is spread over the list (van der Corput: 0, 1/2,
/// 1/4, 3/4, ... of the way), so that a run cut short by --budget still samples the whole file.
std::vector<Reference> spread_order(std::vector<Reference> refs) {
    const std::size_t n = refs.size();
    std::size_t bits = 0;
    while ((std::size_t{1} << bits) < n) ++bits;
    std::vector<Reference> out;
    for (std::size_t i = 0; i < (std::size_t{1} << bits); ++i) {
        std::size_t reversed = 0;
        for (std::size_t b = 0; b < bits; ++b)
            if (i & (std::size_t{1} << b)) reversed |= std::size_t{1} << (bits - 1 - b);
        if (reversed < n) out.push_back(std::move(refs[reversed]));
    }
    return out;
}

/// HoDoKu's level word ("Extreme", "Extreme_bf") as hodoku_level_name spells it ("extreme").
std::string level_word(std::string text) {
    text = text.substr(0, text.find('_'));
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

long tenths(double value) { return std::lround(value * 10.0); }

double thread_cpu_ms() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Timed {
    double wall_ms = 0;
    double cpu_ms = 0;
};

template <typename F>
Timed timed(F&& run) {
    const auto wall = std::chrono::steady_clock::now();
    const double cpu = thread_cpu_ms();
    run();
    return {std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall).count(), thread_cpu_ms() - cpu};
}

/// Our values for one reference puzzle.
struct Ours {
    std::optional<SeRating> se;
    std::optional<HodokuRating> hodoku;
    Timed se_time, hodoku_time;
    std::string error;  // a rater threw
};

/// Hits out of tries for one target.
struct Tally {
    int hits = 0, tries = 0;
    void add(bool hit) { ++tries; hits += hit ? 1 : 0; }
    double percent() const { return tries == 0 ? 0.0 : 100.0 * hits / tries; }
    std::string show() const { return tries == 0 ? std::string("-") : fmt::format("{:.1f}% ({}/{})", percent(), hits, tries); }
};

/// Everything measured over one group of puzzles.
struct Group {
    Tally er, er01, er03, ep, ed, score, level;
    std::vector<double> er_ref, er_ours;
    std::vector<double> se_wall, se_cpu, hodoku_wall;
    std::vector<double> serate_elapsed, serate_cpu;
    int serate_timeouts = 0, errors = 0, unsolved_se = 0;

    void add(const Reference& ref, const Ours& ours) {
        if (!ours.error.empty()) ++errors;
        if (ours.se) {
            se_wall.push_back(ours.se_time.wall_ms);
            se_cpu.push_back(ours.se_time.cpu_ms);
            if (!ours.se->solved) ++unsolved_se;
            if (const auto er_ref_value = ref.number("ER")) {
                er.add(tenths(ours.se->er) == tenths(*er_ref_value));
                er01.add(std::abs(tenths(ours.se->er) - tenths(*er_ref_value)) <= 1);
                er03.add(std::abs(tenths(ours.se->er) - tenths(*er_ref_value)) <= 3);
                er_ref.push_back(*er_ref_value);
                er_ours.push_back(ours.se->er);
            }
            if (const auto v = ref.number("EP")) ep.add(tenths(ours.se->ep) == tenths(*v));
            if (const auto v = ref.number("ED")) ed.add(tenths(ours.se->ed) == tenths(*v));
        }
        if (ref.text("se_seconds").rfind("timeout", 0) == 0) ++serate_timeouts;
        if (const auto v = ref.number("se_seconds")) serate_elapsed.push_back(*v * 1e3);
        if (const auto v = ref.number("se_cpu"); v && ref.number("ER")) serate_cpu.push_back(*v * 1e3);
        if (ours.hodoku) {
            hodoku_wall.push_back(ours.hodoku_time.wall_ms);
            if (const auto v = ref.number("HoDoKu")) score.add(ours.hodoku->score == static_cast<int>(*v));
            if (const std::string lv = ref.text("HoDoKuLevel"); lv != "-")
                level.add(std::string(hodoku_level_name(ours.hodoku->level)) == level_word(lv));
        }
    }
};

bool is_forum(const std::string& group) {
    return group.find("forum") != std::string::npos || group.find("hardest") != std::string::npos;
}

std::string med(const std::vector<double>& v, const char* spec = "{:.1f}") {
    return v.empty() ? std::string("-") : fmt::format(fmt::runtime(spec), bench::median(v));
}

std::string ratio(const std::vector<double>& theirs, const std::vector<double>& ours) {
    if (theirs.empty() || ours.empty() || bench::median(ours) <= 0) return "-";
    return fmt::format("{:.0f}x", bench::median(theirs) / bench::median(ours));
}

std::string verdict(bool pass) { return pass ? "pass" : "**FAIL**"; }

std::string rho(const Group& g) {
    return g.er_ref.size() < 2 ? std::string("-") : fmt::format("{:.3f}", bench::spearman(g.er_ours, g.er_ref));
}

/// One line of --diff output for a puzzle whose values differ from the reference, or "".
std::string difference(const Reference& ref, const Ours& ours) {
    std::string se_part, hodoku_part;
    if (ours.se) {
        const auto er = ref.number("ER"), ep = ref.number("EP"), ed = ref.number("ED");
        const bool differs = (er && tenths(*er) != tenths(ours.se->er)) || (ep && tenths(*ep) != tenths(ours.se->ep)) ||
                             (ed && tenths(*ed) != tenths(ours.se->ed));
        if (differs)
            se_part = fmt::format(" SE ours {:.1f}/{:.1f}/{:.1f} \"{}\" serate {}/{}/{} \"{}\"", ours.se->er, ours.se->ep, ours.se->ed,
                                  ours.se->step, ref.text("ER"), ref.text("EP"), ref.text("ED"), ref.text("se_step"));
    }
    if (ours.hodoku) {
        const auto score = ref.number("HoDoKu");
        const std::string lv = ref.text("HoDoKuLevel");
        const std::string our_level(hodoku_level_name(ours.hodoku->level));
        if ((score && static_cast<int>(*score) != ours.hodoku->score) || (lv != "-" && level_word(lv) != our_level))
            hodoku_part = fmt::format(" HoDoKu ours {} {} hodoku {} {}", ours.hodoku->score, our_level, ref.text("HoDoKu"), level_word(lv));
    }
    if (!ours.error.empty()) se_part += " error: " + ours.error;
    if (se_part.empty() && hodoku_part.empty()) return "";
    return fmt::format("{} {}{}{}\n", ref.puzzle, ref.group, se_part, hodoku_part);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Issue 14's targets: rate_se / rate_hodoku against serate and HoDoKu 2.2.0 reference values"};
    std::vector<std::string> references;
    std::size_t limit = 0;
    std::string out_path;
    bool diff = false, no_hodoku = false, no_se = false;
    double budget_s = 0;
    std::string cut_short;
    app.add_option("--reference", references,
                   "A reference file, FILE or FILE:N for at most N of its puzzles (repeatable; default: tests/data/rated sample + forum-hardest)");
    app.add_option("--limit", limit, "At most this many puzzles per file, spread evenly (0 = all)");
    app.add_option("--out", out_path, "The Markdown report (default bench/results/rating-parity-<machine>.md)");
    app.add_flag("--diff", diff, "List every puzzle whose values differ from the reference, with both values");
    app.add_option("--budget", budget_s,
                   "Seconds (wall) per file: puzzles run in a spread order and the file stops when they are spent (0 = no limit)");
    app.add_flag("--no-hodoku", no_hodoku, "Do not run rate_hodoku");
    app.add_flag("--no-se", no_se, "Do not run rate_se");
    CLI11_PARSE(app, argc, argv);
    if (references.empty())
        references = {std::string(GRIDFORGE_TEST_DATA) + "/rated/se_hodoku_reference.txt",
                      std::string(GRIDFORGE_SHARED_DATA) + "/rated/hardest110626_er_ep_ed.txt"};
    const bench::Environment env = bench::detect_environment(argc, argv);
    if (out_path.empty()) out_path = std::string(GRIDFORGE_BENCH_DIR) + "/results/rating-parity-" + env.machine + ".md";

    std::map<std::string, Group> groups;
    std::map<std::string, Group> by_level;  // reference HoDoKu level, target groups only
    std::vector<std::string> group_order;
    Group targets, forum;
    std::string diffs;
    for (const std::string& argument : references) {
        // FILE:N reads at most N puzzles of that file (overrides --limit).
        std::string path = argument;
        std::size_t file_limit = limit;
        if (const auto colon = argument.rfind(':'); colon != std::string::npos && colon + 1 < argument.size() &&
                                                     argument.find_first_not_of("0123456789", colon + 1) == std::string::npos) {
            path = argument.substr(0, colon);
            file_limit = std::stoul(argument.substr(colon + 1));
        }
        std::vector<Reference> refs = gridforge::report::read_rated_puzzles(path, file_limit);
        std::cerr << path << ": " << refs.size() << " puzzles\n";
        if (budget_s > 0) refs = spread_order(std::move(refs));
        const auto file_start = std::chrono::steady_clock::now();
        std::size_t done = 0;
        for (const Reference& ref : refs) {
            if (budget_s > 0 && std::chrono::duration<double>(std::chrono::steady_clock::now() - file_start).count() > budget_s) {
                cut_short += fmt::format("`{}`: the time budget ran out after {} of {} puzzles. ", path, done, refs.size());
                break;
            }
            Ours ours;
            try {
                const Puzzle puzzle = parse_puzzle(ref.puzzle).puzzle;
                if (!no_se) ours.se_time = timed([&] { ours.se = rate_se(puzzle); });
                if (!no_hodoku) ours.hodoku_time = timed([&] { ours.hodoku = rate_hodoku(puzzle); });
            } catch (const std::exception& e) {
                ours.error = e.what();
            }
            if (!groups.count(ref.group)) group_order.push_back(ref.group);
            groups[ref.group].add(ref, ours);
            (is_forum(ref.group) ? forum : targets).add(ref, ours);
            if (!is_forum(ref.group)) by_level[level_word(ref.text("HoDoKuLevel"))].add(ref, ours);
            if (diff) diffs += difference(ref, ours);
            ++done;
            if (ours.se_time.wall_ms + ours.hodoku_time.wall_ms > 2000)
                std::cerr << fmt::format("  {} / {}: {} rate_se {:.0f} ms, rate_hodoku {:.0f} ms (wall)\n", done, refs.size(), ref.puzzle,
                                         ours.se_time.wall_ms, ours.hodoku_time.wall_ms);
            else if (done % 25 == 0)
                std::cerr << "  " << done << " / " << refs.size() << '\n';
        }
    }

    std::ostringstream md;
    md << "# SE and HoDoKu parity (issue 14)\n\n"
       << fmt::format("Machine {} ({} cores), {}, {} build, {}. Command: `{}`.\n\n", env.cpu_model, env.cores, env.compiler,
                      env.build_type, env.date_utc, env.command)
       << "References: ";
    for (const auto& path : references) md << "`" << path << "` ";
    md << (limit == 0 ? "(every puzzle).\n\n" : fmt::format("(at most {} puzzles per file, spread evenly).\n\n", limit));
    if (!cut_short.empty()) md << cut_short << "\n\n";

    const bool se_speed = !targets.serate_elapsed.empty() && !targets.se_wall.empty();
    md << "## Targets (every group but the forum-hardest ones)\n\n| target | measured | goal | |\n|---|---:|---:|---|\n";
    const auto target = [&](const char* name, const Tally& t, double goal) {
        md << fmt::format("| {} | {} | >= {:.0f}% | {} |\n", name, t.show(), goal, t.tries == 0 ? "n/a" : verdict(t.percent() >= goal));
    };
    target("ER exact", targets.er, 90);
    target("ER within ±0.1", targets.er01, 97);
    target("EP exact", targets.ep, 85);
    target("ED exact", targets.ed, 85);
    target("HoDoKu score exact", targets.score, 90);
    target("HoDoKu level", targets.level, 98);
    if (!forum.er_ref.empty()) {
        const double r = bench::spearman(forum.er_ours, forum.er_ref);
        md << fmt::format("| forum-hardest Spearman(ER) | {:.3f} ({} puzzles) | >= 0.8 | {} |\n", r, forum.er_ref.size(),
                          forum.er_ref.size() < 3 ? "n/a" : verdict(r >= 0.8))
           << fmt::format("| forum-hardest ER within ±0.3 | {} | >= 80% | {} |\n", forum.er03.show(), verdict(forum.er03.percent() >= 80));
    }
    if (!forum.se_wall.empty())
        md << fmt::format("| forum-hardest median rate_se time, CPU (wall) | {:.0f} ms ({:.0f} ms), {} puzzles | < 2000 ms | {} |\n",
                          bench::median(forum.se_cpu), bench::median(forum.se_wall), forum.se_wall.size(),
                          verdict(bench::median(forum.se_cpu) < 2000));
    if (se_speed) {
        std::string slow_wall, slow_cpu;
        for (const auto& name : group_order) {
            const Group& g = groups.at(name);
            if (!g.serate_elapsed.empty() && !g.se_wall.empty() && bench::median(g.se_wall) * 20 > bench::median(g.serate_elapsed))
                slow_wall += " " + name;
            if (!g.serate_cpu.empty() && !g.se_cpu.empty() && bench::median(g.se_cpu) * 20 > bench::median(g.serate_cpu))
                slow_cpu += " " + name;
        }
        md << fmt::format("| rate_se median time <= serate's / 20 in every group, CPU vs CPU | {} | every group | {} |\n",
                          slow_cpu.empty() ? std::string("all groups") : "slower in" + slow_cpu, verdict(slow_cpu.empty()))
           << fmt::format("| the same, wall vs serate's %e (both inflated by load) | {} | every group | {} |\n",
                          slow_wall.empty() ? std::string("all groups") : "slower in" + slow_wall, verdict(slow_wall.empty()));
    }
    md << fmt::format("\nrate_se unsolved (ER 20.0): {}; a rater threw: {}; serate timed out (left out of the ER figures): {}.\n\n",
                      targets.unsolved_se + forum.unsolved_se, targets.errors + forum.errors,
                      targets.serate_timeouts + forum.serate_timeouts);

    md << "## Per group\n\n| group | puzzles | ER exact | ER ±0.1 | EP exact | ED exact | HoDoKu score | HoDoKu level | Spearman ER | ER ±0.3 |\n"
       << "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    const auto row = [&](const std::string& name, const Group& g) {
        const std::size_t n = std::max({g.se_wall.size(), g.hodoku_wall.size(), static_cast<std::size_t>(g.er.tries)});
        md << fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |\n", name, n, g.er.show(), g.er01.show(), g.ep.show(),
                          g.ed.show(), g.score.show(), g.level.show(), rho(g), g.er03.show());
    };
    for (const auto& name : group_order) row(name, groups.at(name));
    row("**all but forum**", targets);
    md << "\n## Target groups by HoDoKu's level\n\n| HoDoKu level | puzzles | ER exact | ER ±0.1 | EP exact | ED exact | HoDoKu score | "
          "HoDoKu level | Spearman ER | ER ±0.3 |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const char* level : {"easy", "medium", "hard", "unfair", "extreme", "-"})
        if (by_level.count(level)) row(level, by_level.at(level));

    md << "\n## Time per puzzle (medians)\n\nOurs: rate_se on one thread, wall and thread-CPU ms. serate: its own elapsed time (%e, "
          "run under `nice -n 19` while the machine was shared, so inflated) and its JVM's CPU time (start-up included). "
          "Ratio = serate / ours; the goal is >= 20x.\n\n"
       << "| group | rate_se wall ms | rate_se CPU ms | serate %e ms | serate CPU ms | ratio %e/wall | ratio CPU/CPU | rate_hodoku wall ms |\n"
       << "|---|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& name : group_order) {
        const Group& g = groups.at(name);
        md << fmt::format("| {} | {} | {} | {} | {} | {} | {} | {} |\n", name, med(g.se_wall, "{:.2f}"), med(g.se_cpu, "{:.2f}"),
                          med(g.serate_elapsed, "{:.0f}"), med(g.serate_cpu, "{:.0f}"), ratio(g.serate_elapsed, g.se_wall),
                          ratio(g.serate_cpu, g.se_cpu), med(g.hodoku_wall, "{:.2f}"));
    }
    if (diff) md << "\n## Differences (puzzle group, ours then the reference)\n\n```\n" << diffs << "```\n";

    std::ofstream out(out_path);
    out << md.str();
    std::cout << md.str();
    std::cerr << "written to " << out_path << '\n';
    return out ? 0 : 1;
}
