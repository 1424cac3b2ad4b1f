// "ratings" of gridforge report (report.hpp): rate_se's ER and rate_hodoku's score against the
// published values of reference files.
#include <cmath>
#include <filesystem>

#include <fmt/format.h>

#include "gridforge/format.hpp"
#include "gridforge/hodoku_rating.hpp"
#include "gridforge/report/rated_puzzles.hpp"
#include "gridforge/report/statistics.hpp"
#include "gridforge/se_rating.hpp"
#include "report_sections.hpp"

namespace gridforge::report {
namespace ratings_section {

/// A reference file and the key of its published value.
struct RatedFile {
    std::string path;
    std::string published_key;   ///< "ER", "SE" or "HoDoKu"
    std::size_t limit;
};

/// Ours against the published values, one point per puzzle, with the set each came from.
struct Comparison {
    std::vector<double> ours, published;
    std::vector<std::string> sets;         ///< per point: its `set` label (or file name)
    std::vector<std::string> point_files;  ///< per point: the name of its file
    std::vector<std::string> files;
    std::vector<std::string> skipped;
};

nlohmann::ordered_json comparison_json(const Comparison& c, const std::string& what, double tolerance) {
    int exact = 0, close = 0;
    for (std::size_t i = 0; i < c.ours.size(); ++i) {
        const double difference = std::abs(c.ours[i] - c.published[i]);
        exact += difference < 1e-9 ? 1 : 0;
        close += difference <= tolerance + 1e-9 ? 1 : 0;
    }
    const double n = static_cast<double>(c.ours.size());
    return {{"measure", what},
            {"files", c.files},
            {"skipped_files", c.skipped},
            {"puzzles", c.ours.size()},
            {"exact_share", n > 0 ? exact / n : 0.0},
            {"tolerance", tolerance},
            {"within_tolerance_share", n > 0 ? close / n : 0.0},
            {"spearman", spearman(c.ours, c.published)},
            {"pearson", pearson(c.ours, c.published)},
            {"ours", c.ours},
            {"published", c.published},
            {"sets", c.sets},
            {"point_files", c.point_files}};
}

/// Rates every puzzle of the files that exist with `rate` (its value, or nullopt to leave it out).
template <typename Rate>
Comparison compare(const std::vector<RatedFile>& files, Rate rate) {
    Comparison comparison;
    for (const RatedFile& file : files) {
        if (!std::filesystem::exists(file.path)) {
            fmt::print(stderr, "report: skipping {} (not found)\n", file.path);
            comparison.skipped.push_back(file.path);
            continue;
        }
        comparison.files.push_back(file.path);
        for (const RatedPuzzle& rated : read_rated_puzzles(file.path, file.limit)) {
            const std::optional<double> published = rated.number(file.published_key);
            if (!published) continue;
            const std::optional<double> ours = rate(parse_puzzle(rated.puzzle).puzzle);
            if (!ours) continue;
            comparison.ours.push_back(*ours);
            comparison.published.push_back(*published);
            comparison.sets.push_back(rated.group);
            comparison.point_files.push_back(std::filesystem::path(file.path).filename().string());
        }
    }
    return comparison;
}

}  // namespace ratings_section

nlohmann::ordered_json measure_ratings(const ReportOptions& options, const ReportPlan& plan) {
    using ratings_section::RatedFile;
    const std::string reference = options.test_data + "/rated/se_hodoku_reference.txt";
    const std::string coach = options.shared_data + "/rated/sudokucoach_se_hodoku.txt";
    const std::string qqwing = options.shared_data + "/rated/hodoku_qqwing4000.txt";

    fmt::print(stderr, "report: rate_se against published SE ratings\n");
    const ratings_section::Comparison se = ratings_section::compare(
        {{reference, "ER", plan.se_reference_limit}, {coach, "SE", plan.shared_rated_limit}},
        [](const Puzzle& puzzle) -> std::optional<double> {
            const std::optional<SeRating> rating = rate_se(puzzle);
            if (!rating || !rating->solved) return std::nullopt;
            return rating->er;
        });
    fmt::print(stderr, "report: rate_hodoku against published HoDoKu scores\n");
    const ratings_section::Comparison hodoku = ratings_section::compare(
        {{reference, "HoDoKu", plan.se_reference_limit},
         {coach, "HoDoKu", plan.shared_rated_limit},
         {qqwing, "HoDoKu", plan.shared_rated_limit}},
        [](const Puzzle& puzzle) -> std::optional<double> {
            const std::optional<HodokuRating> rating = rate_hodoku(puzzle);
            if (!rating || !rating->solved) return std::nullopt;
            return rating->score;
        });
    return {{"protocol", "Each puzzle of the reference files (spread evenly when limited) rated by rate_se "
                         "(SE's ER) and rate_hodoku (HoDoKu's score); puzzles a rater cannot finish are left "
                         "out; published values: serate's ER (tests/data/rated/README.md), Sudoku Coach's SE, "
                         "HoDoKu 2.2.0's score"},
            {"se", ratings_section::comparison_json(se, "SE rating (ER)", 0.1)},
            {"hodoku", ratings_section::comparison_json(hodoku, "HoDoKu score", 0.0)}};
}

}  // namespace gridforge::report
