#pragma once
/// \file
/// The engine's JSON API: one request/result schema that every front end shares (the command
/// line's `--json` answers, the WebAssembly engine of the web player, any later binding).
/// docs/api.md is the contract: the requests, their keys and defaults, the results and the errors.
///
///     std::string answer = gridforge::api::handle(R"({"op": "solve", "puzzle": "4.....8.5.3..."})");
///
/// handle() never throws: every answer is one JSON object, a result or
/// {"error": "...", "kind": "usage"|"input"|"generation"|"internal"|"time_limit", "key": "..."}.
///
/// Below handle() are the builders of each operation's result object. The command line calls
/// them for its `--json` output, so `gridforge solve --json P` and {"op": "solve", "puzzle": P}
/// answer with the same object: there is one way to write each result.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/candidates.hpp"
#include "gridforge/deduce/generate.hpp"
#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/deduce/steps.hpp"
#include "gridforge/format.hpp"
#include "gridforge/generate.hpp"
#include "gridforge/hodoku_rating.hpp"
#include "gridforge/logic.hpp"
#include "gridforge/rate.hpp"
#include "gridforge/rating.hpp"
#include "gridforge/scale.hpp"
#include "gridforge/se_rating.hpp"
#include "gridforge/sketch.hpp"
#include "gridforge/solve.hpp"

namespace gridforge::api {

/// The engine's version, as `gridforge --version` and {"op": "version"} report it.
/// The build reads it for project(VERSION) (CMakeLists.txt), so the library, its CMake package
/// and the Debian package carry the same number.
inline constexpr std::string_view kVersion = "0.2.0";

/// Answers one request (a JSON object as text) with one JSON object as text, on one line.
/// Never throws; bytes of echoed input that are not UTF-8 are replaced.
std::string handle(std::string_view request);

// ---- Errors -------------------------------------------------------------------------------

/// What went wrong, as the answer's "kind"; each maps onto a command-line exit code.
enum class ErrorKind {
    usage,       ///< bad request: not JSON, unknown op or key, wrong type, value out of range (exit 2)
    input,       ///< the puzzle or state could not be read (exit 3)
    generation,  ///< the level was not reached within `attempts` (exit 6)
    internal,    ///< a bug (exit 1)
    time_limit,  ///< the request's "time_limit" passed before the answer was found (exit 12)
};
/// "usage" | "input" | "generation" | "internal" | "time_limit".
std::string_view error_kind_name(ErrorKind kind);

/// A request the engine refuses. what() is the whole message: `request key "level": ...` when a
/// key is at fault, else the message alone.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, std::string key, const std::string& message);
    [[nodiscard]] ErrorKind kind() const { return kind_; }
    /// The request key at fault ("level", "moves[2]"), or empty.
    [[nodiscard]] const std::string& key() const { return key_; }
    /// Keys added to the error answer beside "error", "kind" and "key" (a failed generation
    /// carries its "x-generation" statistics).
    nlohmann::json details = nlohmann::json::object();

private:
    ErrorKind kind_;
    std::string key_;
};

/// {"error": what(), "kind": ..., "key": ... (when there is one), details...}.
nlohmann::json error_json(const Error& error);

// ---- Bounds shared by the command line and the API -----------------------------------------

/// Counting is exponential on open boards (~8 µs a solution on an empty 9×9): 10^7 solutions take
/// about a minute and a half; larger limits would look like a hang.
inline constexpr std::int64_t kLargestCountLimit = 10'000'000;
/// generate: attempts 1..kLargestAttempts; killer cages 2..16 cells; givens 0..256;
/// thermometers 1..128 of 2..16 cells.
inline constexpr int kLargestAttempts = 1'000'000;
inline constexpr int kLargestCage = 16;
inline constexpr int kLargestGivens = 256;
inline constexpr int kMostThermometers = 128;
inline constexpr int kLongestThermometer = 16;
/// deduce generate: attempts 1..kLargestDeduceAttempts.
inline constexpr int kLargestDeduceAttempts = 10'000;

/// A seed: a decimal integer 0..2^64-1, read whole ("-1", "1e3" or a number too large is refused
/// rather than wrapped into another seed); nullopt otherwise.
std::optional<std::uint64_t> parse_seed(std::string_view text);

// ---- Shared pieces of every Sudoku answer ----------------------------------------------------

/// "no_solution" | "unique" | "several_solutions".
std::string_view outcome_key(Outcome outcome);

/// {"count", "nodes", "choices", "deductions"}.
nlohmann::json counters_json(const CountResult& result);

/// The record as a docs/formats.md JSON object for an answer: results the input may have carried
/// (`solution`, `level`, `rating`) are dropped, since this run's results replace them, and
/// `solution` is set when given; the line form's comment is kept as `x-comment`. Each operation
/// adds its results as metadata keys (`level`, `rating`, `x-...`), so the answer reads back as input.
nlohmann::json answer_json(const PuzzleRecord& record, const std::optional<Grid>& solution);

/// {"family": "sudoku", "puzzle": the JSON form as written back, "rules": the `--variant`
/// recipes of its rules: "classic" when it has boxes, then "jigsaw", "x", "killer", "thermo",
/// "arrow", "kropki", ... as present}.
nlohmann::json parse_json(const PuzzleRecord& record);

// ---- solve, count ------------------------------------------------------------------------------

/// The answer with "x-solve": counters, "line", "outcome", "strategy"; the solution when unique.
nlohmann::json solve_json(const PuzzleRecord& record, const Solver& solver, const CountResult& result);
/// The answer with "x-validate": "line", "complete" (no empty cell), "empty_cells" and "outcome"
/// ("unique" for a complete grid; for a partial one the solutions counted to 2). A grid with
/// clashes never gets here: the readers refuse it naming every clash.
nlohmann::json validate_json(const PuzzleRecord& record);
/// The answer with "x-count": counters, "line", "limit", "limit_reached", "strategy".
nlohmann::json count_json(const PuzzleRecord& record, const Solver& solver, const CountResult& result,
                          std::int64_t limit);

// ---- rate, explain -----------------------------------------------------------------------------

/// The ratings: the search level (always), the technique rating and the singles-and-oracle rating
/// (both need the solution, so only for unique puzzles), and for unique classic 9x9 puzzles the
/// emulated Sudoku Explainer and HoDoKu ratings (se_rating.hpp, hodoku_rating.hpp).
struct Ratings {
    SearchRating search;
    std::optional<TechniqueRating> technique;
    std::optional<OracleRating> mcm;
    std::optional<SeRating> se;
    std::optional<HodokuRating> hodoku;
};
/// A puzzle without exactly one solution is found out first by the fastest solver (count_solutions,
/// limit 2), whose counters `search` then holds, with its outcome and no level: a propagation count
/// of a puzzle with no solution can take seconds where the fastest takes milliseconds.
Ratings rate_all(const Puzzle& puzzle);
/// The answer with "level" and "rating": {"search", "technique", "mcm", "se", "hodoku"}, and "x-line".
nlohmann::json rate_json(const PuzzleRecord& record, const Ratings& ratings);

/// The logical path of a unique puzzle and its rating; only the outcome otherwise.
struct Explanation {
    Outcome outcome = Outcome::no_solution;
    std::optional<Grid> solution;
    std::optional<LogicPath> path;
    std::optional<TechniqueRating> rating;
};
Explanation explain(const Puzzle& puzzle);
/// The answer with "x-explain": {"steps", "rating"}, or {"outcome"} when not unique.
nlohmann::json explain_json(const PuzzleRecord& record, const Explanation& explanation);

/// {"technique", "name", "text", "cells", "houses", "placements", "eliminations"}; cells as "r1c1",
/// houses by name, placements and eliminations as {"cell": "r1c1", "digit": 5}. A step with links
/// (chains, loops, colouring, forcing chains) adds "links": [{"from": {"cell", "digit", "on"}, "to":
/// {...}, "type": "strong" | "weak", "by": "row 3" | "cell r3c2" | "cage at r8c5" | ...}] and
/// "eureka"; a loop "loop": true; a forcing chain "contradiction": {"cell"} | {"house", "digit"} |
/// {"rule"}, or "verity": {"cell", "digit"} with "branches": [{"assume": {"cell", "digit"}, "links"}].
nlohmann::json step_json(const Step& step, const Puzzle& puzzle);
/// "solved" | "stuck" | "contradiction".
std::string_view logic_outcome_key(LogicOutcome outcome);
/// {"outcome", "hardest", "se", "score", "level", "counts": {technique key: steps}}.
nlohmann::json technique_rating_json(const TechniqueRating& rating);
/// {"singles", "naked_singles", "hidden_singles", "oracle_visits", "unscaled", "score", "band"}.
nlohmann::json oracle_rating_json(const OracleRating& rating);
/// {"er", "ep", "ed", "step", "solved"}: values with one decimal, as serate prints them.
nlohmann::json se_rating_json(const SeRating& rating);
/// {"score", "level", "solved"}.
nlohmann::json hodoku_rating_json(const HodokuRating& rating);
/// "5.0": a Sudoku Explainer value with one decimal, as the field writes it.
std::string se_text(double se);

// ---- The player's state: hint, check -------------------------------------------------------------

/// The player's grid: entries beside the givens and, optionally, pencil marks.
struct PlayerState {
    Grid entries{0};                          ///< givens and entries; 0 = empty
    std::optional<Candidates> pencil_marks;   ///< per cell; unmarked cells hold every digit
};

/// Reads a state in any of its text forms, told apart by their text:
///  - JSON (starts with '{'): {"grid": "<N*N line form>", "candidates": {"r1c1": "128", ...}}; cells
///    not listed in "candidates" keep every candidate their peers allow;
///  - pencil-mark grid: N*N tokens separated by white space (drawing tokens of '|', '+', '-' are
///    skipped): "5" a placed digit, "128" or "{5}" the candidates of an empty cell, "." an empty
///    cell without marks;
///  - line form: N*N characters as a puzzle line (docs/formats.md), entries only.
/// The grid holds the givens: a state that changes a given or leaves a given's cell empty is
/// refused. Throws std::invalid_argument naming the problem and where ("token 12 (r2c3) 'x5' is
/// not a list of digits", "r1c1 holds 6 but the given there is 4", "r1c1 is a given (5); the state
/// leaves it empty").
PlayerState parse_player_state(std::string_view text, const Puzzle& puzzle);
/// The JSON form as an object; throws as parse_player_state.
PlayerState player_state_from_json(const nlohmann::json& object, const Puzzle& puzzle);
/// The state of a player who has entered nothing yet: the givens, no pencil marks.
PlayerState givens_state(const Puzzle& puzzle);

/// Entries that differ from the solution, and empty cells whose pencil marks lost the solution's
/// digit (the digit listed is the lost one).
struct Mistakes {
    std::vector<Candidate> wrong_entries;
    std::vector<Candidate> removed_candidates;
    [[nodiscard]] bool empty() const { return wrong_entries.empty() && removed_candidates.empty(); }
};

/// What a hint answers with.
enum class HintKind {
    step,       ///< the next step on the player's pencil marks
    placement,  ///< no pencil marks: the next placement, after the eliminations that lead to it
    mistake,    ///< wrong entries or lost pencil marks, before any step
    stuck,      ///< no technique of the catalogue makes progress
    complete,   ///< the grid is full and right
};
/// "step" | "placement" | "mistake" | "stuck" | "complete".
std::string_view hint_kind_key(HintKind kind);

/// How much a hint gives away: 1 a nudge (where to look, the technique family), 2 the technique
/// and the cells of its pattern, 3 the whole step or chain of steps. Mistakes: 1 the houses, 2 the
/// cells, 3 the digits.
enum class HintLevel { nudge = 1, pattern = 2, full = 3 };

/// What a hint or a check found in a player's state.
struct HintAnswer {
    Outcome outcome = Outcome::no_solution;  ///< of the puzzle; the rest is set only when unique
    HintKind kind = HintKind::stuck;
    Mistakes mistakes;
    /// kind step: the step; kind placement: the elimination steps the placement needs, in order,
    /// then the placement step last (one single step when a digit can be placed at once).
    std::vector<Step> steps;
    std::string text;  ///< the full (level 3) sentence(s) a player reads
};

/// The technique family of each technique, as a hint names it: "singles", "intersections",
/// "subsets", "fish", "single-digit patterns", "wings", "uniqueness", "colouring", "chains",
/// "forcing chains", "cages", "thermometers", "variant rules".
std::string_view technique_family(TechniqueId id);

/// The mistakes of a valid state (parse_player_state) of the puzzle; no step.
HintAnswer check_state(const Puzzle& puzzle, const PlayerState& state);
/// Mistakes come first: a hint from a wrong grid would mislead. Without mistakes: with pencil
/// marks, the cheapest technique that applies to the player's grid and marks (kind step); without
/// pencil marks, the next placement the logic solver reaches, with only the elimination steps that
/// placement needs (kind placement), since a state of digits alone cannot record an elimination.
/// Every step is checked against the solution (check_step_against_solution; a GuardViolation is a
/// bug). Each hint makes progress: its step removes a present candidate or places a digit.
HintAnswer find_hint(const Puzzle& puzzle, const PlayerState& state);
/// The answer with "x-hint" at `level`: {"level", "kind", "text", "family", "houses", "cells"
/// (level 2+), "technique" and "name" (level 2+), "steps" (step_json each), "placements" and
/// "eliminations" (level 3)}; mistakes: {"level", "kind", "text", "houses", "cells" (level 2+),
/// "wrong_entries", "removed_candidates"} whose entries hold {"house"} at level 1, {"cell"} at level 2,
/// {"cell", "digit"} at level 3; stuck and complete: {"level", "kind", "text"}; {"outcome"} when the
/// puzzle is not unique. docs/api.md gives the texts.
nlohmann::json hint_json(const PuzzleRecord& record, const HintAnswer& hint, HintLevel level = HintLevel::full);
/// The "text" of hint_json at `level` (the command line prints it).
std::string hint_text(const Puzzle& puzzle, const HintAnswer& hint, HintLevel level);
/// The answer with "x-check": {"wrong_entries", "removed_candidates", "text"}, or {"outcome"}.
nlohmann::json check_json(const PuzzleRecord& record, const HintAnswer& check);

// ---- The board a player sees: board, conflicts ------------------------------------------------

/// The sketch (sketch.hpp) as data, every list present even when empty: {"regions": [{"cells",
/// "label"}], "cages": [{"cells", "label"}], "paths": [{"style": "thermometer"|"arrow"|"line",
/// "cells", "group"}], "shapes": [{"shape": "circle"|"square"|"shaded"|"ring", "cells"}],
/// "edges": [{"cells": [first, second], "style": "white_dot"|"black_dot"|"letter", "text"}],
/// "lines": [{"from": [row, column], "to": [row, column]}] in board coordinates, "outside":
/// [{"row", "column", "text", "arrow": [row step, column step] (only when it has one)}],
/// "legend": [{"key", "text", "count"}]}. Cells are named "r1c1", in the order the sketch holds.
nlohmann::json sketch_json(const Sketch& sketch);
/// {"board": {"size", "rules": the recipes as parse_json gives them, "houses": [{"kind", "name",
/// "cells"}] of every rule in rule order, "peers":
/// per cell in reading order the names of peer_table (peers.hpp), "sketch": sketch_json}}.
nlohmann::json board_json(const Puzzle& puzzle);
/// {"conflicts": [{"cells": every cell at fault (Conflict::cells_at_fault), "digit", "where",
/// "text": Conflict::describe}]} in the order given.
nlohmann::json conflicts_json(const Puzzle& puzzle, const std::vector<Conflict>& conflicts);
/// A player's grid in the line form alone: N*N digits or empty marks ('.', '0'), givens and
/// entries, white space and '|' '+' ignored. Throws std::invalid_argument as parse_player_state
/// ("80 cells, expected 81", "r1c1 holds 6 but the given there is 4").
Grid parse_player_grid(std::string_view text, const Puzzle& puzzle);

// ---- trace -------------------------------------------------------------------------------------

/// "guess" | "naked_single" | "hidden_single".
std::string_view step_kind_key(StepKind kind);
/// The answer with "x-trace": {"events": [{"action": "place"/"undo", "cell", "digit", "kind"},
/// {"action": "solved"}], "truncated", counters} holding the first `max_events` events.
nlohmann::json trace_json(const PuzzleRecord& record, const CountResult& result, const Trace& trace,
                          std::size_t max_events);

// ---- generate ----------------------------------------------------------------------------------

/// A generation request: the engine's options and the scale `level` is read on (kept even when
/// the level is "any", for the statistics).
struct GenerateSpec {
    GenerateOptions options;
    Scale scale = Scale::search;
};
/// Sets the level of `spec` from its name on spec.scale, or none for "any". Throws
/// std::invalid_argument naming the scale's levels.
void set_level(GenerateSpec& spec, std::string_view level);

/// The puzzle in the JSON form with its solution, "level", "rating" and "x-generation".
nlohmann::json generated_json(const Generated& result, const GenerateSpec& spec, std::uint64_t seed);
/// {"error": what(), "x-generation": statistics} of a failed generation.
nlohmann::json generation_failure_json(const GenerationError& error, const GenerateSpec& spec, std::uint64_t seed);
/// The "x-generation" statistics, with the options that name the run (seed, symmetry, fill,
/// variant, scale).
nlohmann::json generation_stats_json(const GenerationStats& stats, const GenerateSpec& spec, std::uint64_t seed);

// ---- deduction grids -----------------------------------------------------------------------------

/// The puzzle (docs/deduce.md, with "difficulty" and "hints") and "x-generation": {"seed",
/// "attempts", "pool", "selected", "pruned", "milliseconds"} (milliseconds: wall clock).
nlohmann::json deduce_generated_json(const deduce::DeduceGenerated& result, std::uint64_t seed);
/// The "difficulty" object of the puzzle's JSON form.
nlohmann::json deduce_rate_json(const deduce::DeducePuzzle& puzzle, const deduce::DeduceAnalysis& analysis);
/// step_to_json of the step, or null.
nlohmann::json deduce_step_json(const deduce::DeducePuzzle& puzzle, const std::optional<deduce::Step>& step);
/// {"hints": [step_to_json of each step], "graph": logic_graph_json of their logic graph}: what
/// `gridforge deduce explain --json` and the deduce_explain op answer (docs/deduce.md).
nlohmann::json deduce_explain_json(const deduce::DeducePuzzle& puzzle, const std::vector<deduce::Step>& steps);

}  // namespace gridforge::api
