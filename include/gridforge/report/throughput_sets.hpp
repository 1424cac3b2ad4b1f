#pragma once
/// \file
/// The data sets of the throughput runner (the sets tdoku's benchmark reports on), read from
/// files, replicated when small, and put in a fixed random order.
///
/// Why replicate: a short list solved over and over lets the CPU's branch predictor learn it,
/// which flatters a solver. A set with fewer lines than `replicate_to` becomes `replicate_to`
/// puzzles: round after round, every line of the file in a shuffled order, each copy under its
/// own random validity-preserving transform (gridforge/transform.hpp; the count of solutions is
/// unchanged). A larger set is kept as is, in a shuffled order, so that any prefix (the runner
/// caps slow solvers at a prefix) is a fair sample of the file, which is sorted in places.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gridforge/puzzle.hpp"
#include "gridforge/report/published.hpp"

namespace gridforge::report {

/// A data set the runner knows: where its file is and what every count must answer.
struct ThroughputSetSpec {
    std::string name;                   ///< "top95", "17-clue", ... (as in tdoku's tables)
    std::string path;                   ///< the puzzle file: line form, 81 characters a line
    std::int64_t count_limit_2 = 1;     ///< every puzzle's count(puzzle, 2): 1 unique, 2 several
    double tdoku_target_per_s = 0.0;    ///< issue 3's target: tdoku, count to 2, one thread (0: none published)
    /// tdoku's published guesses per puzzle on this set (its branch points: our `choices`), or
    /// nullopt where its tables do not list the set (top95). Guess counts depend on the
    /// algorithm, not the machine, so they compare directly with ours.
    std::optional<double> tdoku_guesses;
};

/// top95 and magictour_top1465 from `test_data`; 17-clue, forum_hardest_1905_11plus and
/// serg_benchmark from `shared_data` (serg_benchmark puzzles all have two or more solutions, as
/// its data README states from tdoku: 8 exactly two, 9,992 three or more); tdoku's figures from
/// `published` (a set it lacks gets none).
std::vector<ThroughputSetSpec> throughput_set_specs(const std::string& test_data, const std::string& shared_data,
                                                    const PublishedFigures& published);

struct ThroughputSet {
    ThroughputSetSpec spec;
    std::size_t file_lines = 0;         ///< puzzles in the file
    bool replicated = false;            ///< copies under random transforms (see file comment)
    std::vector<gridforge::Puzzle> puzzles;
    std::vector<std::size_t> origin_line;  ///< per puzzle: its 1-based line in the file (messages)
};

/// Reads `spec.path` (81 cells a line: '1'..'9' and the empty marks of docs/formats.md; blank and '#'
/// lines skipped), replicates it to `replicate_to` puzzles when shorter, and shuffles it, all
/// from `seed`. nullopt when the file does not exist; throws std::runtime_error naming file and
/// line for a malformed line or an empty file.
std::optional<ThroughputSet> load_throughput_set(const ThroughputSetSpec& spec, std::size_t replicate_to,
                                                 std::uint64_t seed);

}  // namespace gridforge::report
