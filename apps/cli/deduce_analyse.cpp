// deduce solve | count | rate | hint | explain: read one puzzle file and report on it.

#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "deduce_commands.hpp"
#include "exit_codes.hpp"
#include "gridforge/api.hpp"
#include "gridforge/deduce/json.hpp"
#include "gridforge/deduce/logic_graph.hpp"
#include "gridforge/deduce/solve.hpp"
#include "gridforge/deduce/steps.hpp"

namespace gridforge::cli::deduce_cli {

using namespace gridforge::deduce;
using gridforge::deduce::Step;  // not gridforge::Step (logic), which gridforge/api.hpp also declares

namespace {

std::string verdict_letters(const Board& board, Mask mask) {
    std::string letters;
    for (int cell = 0; cell < board.cells(); ++cell) letters += (mask >> cell & 1) ? 'C' : 'I';
    return letters;
}

/// Exit code and message when the puzzle cannot be solved without a guess.
int stuck(const DeducePuzzle& puzzle, const Closure& reached) {
    std::cerr << fmt::format("gridforge: no guess-free path: the no-guess closure stops after {} of {} people\n",
                             popcount(reached.revealed), puzzle.board.cells());
    return kSeveralSolutions;
}

}  // namespace

int run_solve(const FileOptions& options) {
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    const DeduceCount found = count_by_sat(puzzle->board, puzzle->compiled(), 2, reveal_facts(*puzzle));
    const Closure reached = closure(*puzzle);
    if (options.json) {
        nlohmann::json out{{"count", found.count}, {"limit", 2}, {"no_guess", reached.complete},
                           {"rounds", static_cast<int>(reached.rounds.size()) - 1}};
        if (found.count == 1) out["solution"] = verdict_letters(puzzle->board, found.found[0]);
        std::cout << out.dump() << '\n';
    } else if (found.count == 1) {
        std::cout << draw_board(*puzzle, verdict_marks(*puzzle, puzzle->board.full()));
        std::cout << (reached.complete ? fmt::format("unique; solvable without a guess in {} closure round(s)\n", reached.rounds.size() - 1)
                                       : std::string("unique, but not without a guess\n"));
    } else {
        std::cout << (found.count == 0 ? "no solution\n" : "several solutions\n");
    }
    if (found.count == 0) return kNoSolution;
    if (found.count > 1) return kSeveralSolutions;
    return kSuccess;
}

int run_count(const FileOptions& options) {
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    const auto compiled = puzzle->compiled();
    const std::vector<int> facts = reveal_facts(*puzzle);
    const bool enumerable = puzzle->board.cells() <= deduce::kEnumerableCells;
    const std::int64_t by_enumeration = enumerable ? count_by_enumeration(puzzle->board, compiled, 2, facts).count : -1;
    const std::int64_t by_sat = count_by_sat(puzzle->board, compiled, 2, facts).count;
    const Closure reached = closure(*puzzle);
    if (options.json) {
        nlohmann::json out{{"count_sat", by_sat}, {"limit", 2}, {"closure_complete", reached.complete},
                           {"rounds", static_cast<int>(reached.rounds.size()) - 1}};
        if (enumerable) out["count_enumeration"] = by_enumeration;
        std::cout << out.dump() << '\n';
    } else {
        std::cout << fmt::format("{} (limit 2) enumeration {} sat {}; no-guess closure {} in {} closure round(s)\n", by_sat,
                                 enumerable ? std::to_string(by_enumeration) : "n/a", by_sat,
                                 reached.complete ? "complete" : "incomplete", reached.rounds.size() - 1);
    }
    if (enumerable && by_enumeration != by_sat) return kInternalError;
    if (by_sat == 0) return kNoSolution;
    if (by_sat > 1) return kSeveralSolutions;
    return kSuccess;
}

int run_rate(const FileOptions& options) {
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    const Closure reached = closure(*puzzle);
    if (!reached.complete) return stuck(*puzzle, reached);
    const DeduceAnalysis analysis = analyse(*puzzle);
    if (options.json) {
        std::cout << api::deduce_rate_json(*puzzle, analysis).dump() << '\n';
    } else {
        std::cout << describe(analysis.difficulty) << '\n';
    }
    return kSuccess;
}

int run_hint(const FileOptions& options) {
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    Mask revealed = puzzle->revealed_at_start();
    std::stringstream cells(options.revealed);
    for (std::string name; std::getline(cells, name, ',');) {  // no empty name: the option's check refuses them
        try {
            revealed |= Mask{1} << puzzle->board.parse_cell(name);
        } catch (const std::invalid_argument& error) {
            std::cerr << "gridforge: --revealed: " << error.what() << '\n';
            return kUsageError;
        }
    }
    Reasoner reasoner(puzzle->board, puzzle->compiled(), puzzle->solution);
    const std::optional<Step> step = next_hint(*puzzle, reasoner, revealed);
    if (!step && revealed != puzzle->board.full()) {
        std::cerr << "gridforge: nothing is forced from this state: the next verdict would be a guess\n";
        return kSeveralSolutions;
    }
    if (options.json) {
        std::cout << api::deduce_step_json(*puzzle, step).dump() << '\n';
    } else if (!step) {
        std::cout << "Everyone is revealed.\n";
    } else {
        std::cout << step_text(*puzzle, *step) << '\n';
        std::cout << fmt::format("(level {}, cost {:.2f})\n", step->level, step->cost);
    }
    return kSuccess;
}

int run_explain(const FileOptions& options) {
    if (!options.graph.empty() && options.graph != "dot" && options.graph != "svg") {
        std::cerr << "gridforge: --graph: unknown format '" << options.graph << "' (formats: dot, svg)\n";
        return kUsageError;
    }
    const auto puzzle = load_puzzle(options.file);
    if (!puzzle) return kInputError;
    const Closure reached = closure(*puzzle);
    if (!reached.complete) return stuck(*puzzle, reached);
    const std::vector<Step> steps = hint_sequence(*puzzle);
    if (options.json) {
        std::cout << api::deduce_explain_json(*puzzle, steps).dump() << '\n';
        return kSuccess;
    }
    if (!options.graph.empty()) {
        const LogicGraph graph = build_logic_graph(*puzzle, steps);
        std::cout << (options.graph == "dot" ? logic_graph_dot(*puzzle, graph) : logic_graph_svg(*puzzle, graph));
        return kSuccess;
    }
    for (std::size_t i = 0; i < steps.size(); ++i) {
        std::cout << fmt::format("{:>2}. [round {}, level {}] {}\n", i + 1, steps[i].round, steps[i].level, step_text(*puzzle, steps[i]));
    }
    return kSuccess;
}

}  // namespace gridforge::cli::deduce_cli
