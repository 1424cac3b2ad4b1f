// "mcm" and "clues_vs_nodes" of gridforge report (report.hpp): one set of generated puzzles of any
// level, rated with singles and the oracle, and its clue counts against its search nodes.
#include <array>

#include <fmt/format.h>

#include "gridforge/generate.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/report/statistics.hpp"
#include "report_sections.hpp"

namespace gridforge::report {

void measure_mcm_sections(const ReportOptions& options, const ReportPlan& plan, const PublishedFigures& published,
                          nlohmann::ordered_json& document) {
    fmt::print(stderr, "report: generating and rating {} puzzles of any level\n", plan.mcm_puzzles);
    constexpr std::size_t kBands = 4;
    std::array<int, kBands> counts{};
    std::array<double, kBands> score_sum{}, visits_sum{};
    std::vector<double> givens, nodes;
    int failures = 0;
    for (int i = 0; i < plan.mcm_puzzles; ++i) {
        GenerateOptions generate_options;
        generate_options.seed = options.seed + static_cast<std::uint64_t>(i);
        try {
            const Generated generated = generate(generate_options);
            const OracleRating rating = rate_singles_and_oracle(generated.puzzle, generated.solution);
            const auto band = static_cast<std::size_t>(rating.band);
            ++counts[band];
            score_sum[band] += rating.score;
            visits_sum[band] += rating.oracle_visits;
            givens.push_back(generated.puzzle.givens().filled_count());
            nodes.push_back(static_cast<double>(generated.counters.nodes));
        } catch (const GenerationError&) {
            ++failures;
        }
    }
    const double rated = static_cast<double>(givens.size());
    nlohmann::ordered_json bands = nlohmann::ordered_json::array();
    for (std::size_t b = 0; b < kBands; ++b) {
        const int n = counts[b];
        bands.push_back({{"band", oracle_band_name(static_cast<OracleBand>(b))},
                         {"ours", n},
                         {"ours_share", rated > 0 ? n / rated : 0.0},
                         {"mean_score", n > 0 ? score_sum[b] / n : 0.0},
                         {"mean_oracle_visits", n > 0 ? visits_sum[b] / n : 0.0},
                         {"published", published.mcm_bands[b]},
                         {"published_share",
                          published.mcm_puzzles > 0 ? static_cast<double>(published.mcm_bands[b]) / published.mcm_puzzles : 0.0}});
    }
    const std::string source = fmt::format("generate(seed {}..{}), any level, Symmetry none, {} attempts", options.seed,
                                           options.seed + static_cast<std::uint64_t>(plan.mcm_puzzles) - 1,
                                           GenerateOptions{}.attempts);
    document["mcm"] = {{"protocol", "rate_singles_and_oracle(puzzle, solution) of each generated puzzle "
                                    "(gridforge/rating.hpp: naked and hidden singles, else one oracle visit; "
                                    "score tanh(u / 4)); per band: puzzles, mean score, mean oracle visits"},
                       {"source", source},
                       {"puzzles", givens.size()},
                       {"generation_failures", failures},
                       {"published_puzzles", published.mcm_puzzles},
                       {"published_source", published.mcm_source},
                       {"bands", bands}};
    document["clues_vs_nodes"] = {{"protocol", "Per generated puzzle: its givens and the propagation solver's nodes "
                                               "of count(puzzle, 2) (the search level's measure)"},
                                  {"source", source},
                                  {"puzzles", givens.size()},
                                  {"spearman", spearman(givens, nodes)},
                                  {"pearson", pearson(givens, nodes)},
                                  {"givens", givens},
                                  {"nodes", nodes}};
}

}  // namespace gridforge::report
