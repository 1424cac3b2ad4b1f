// deduce_mark, deduce_hint, deduce_rate and deduce_explain: a deduction grid played without a session. The
// accepted marks so far (`moves`) are replayed from the initial reveals on every call, so a
// respawned worker loses nothing.

#include <algorithm>

#include "api/operations.hpp"
#include "api/puzzle_input.hpp"
#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/logic_graph.hpp"
#include "gridforge/deduce/play.hpp"
#include "gridforge/deduce/solve.hpp"

namespace gridforge::api {
namespace {

using deduce::DeduceGame;
using deduce::DeducePuzzle;
using deduce::MoveOutcome;
using deduce::Trait;

/// A mark as the request writes it: a person (cell or name) and a verdict.
struct Mark {
    int cell = -1;
    Trait verdict = Trait::criminal;
};

/// The person named `text` (a cell name or a person's name, any case); `key` names it in refusals.
int person_of(const DeduceGame& game, const DeducePuzzle& puzzle, const nlohmann::json& value, const std::string& key) {
    if (!value.is_string()) refuse(key, "expected a cell name or a person's name, got " + describe_type(value));
    const int cell = game.find_person(value.get<std::string>());
    if (cell < 0) {
        refuse(key, "'" + value.get<std::string>() + "' is neither a cell of the " + puzzle.board.size_name() +
                        " board nor a person's name");
    }
    return cell;
}

Trait verdict_of_text(const nlohmann::json& value, const std::string& key) {
    if (!value.is_string()) refuse(key, "expected \"criminal\" or \"innocent\", got " + describe_type(value));
    const std::string text = value.get<std::string>();
    if (text == "criminal") return Trait::criminal;
    if (text == "innocent") return Trait::innocent;
    refuse(key, "'" + text + "' is not a verdict (criminal, innocent)");
}

const std::string& name_of(const DeducePuzzle& puzzle, int cell) { return puzzle.people[static_cast<std::size_t>(cell)].name; }

/// "a criminal" / "innocent", for sentences.
std::string verdict_words(Trait verdict) { return verdict == Trait::criminal ? "a criminal" : "innocent"; }

/// Why a mark was taken or refused, in words a player reads.
std::string reason(const DeducePuzzle& puzzle, const Mark& mark, MoveOutcome outcome) {
    const std::string& name = name_of(puzzle, mark.cell);
    switch (outcome) {
        case MoveOutcome::accepted: return "Right: " + name + " is " + verdict_words(mark.verdict) + ".";
        case MoveOutcome::mistake:
            return "Wrong: the visible clues show that " + name + " is not " + verdict_words(mark.verdict) + ".";
        case MoveOutcome::guess:
            return "Refused: nothing visible forces " + name + "'s verdict yet; marking " + name +
                   " now would be a guess.";
        case MoveOutcome::already_revealed: return name + " is already revealed.";
    }
    return "";
}

std::string_view outcome_name(MoveOutcome outcome) {
    switch (outcome) {
        case MoveOutcome::accepted: return "accepted";
        case MoveOutcome::mistake: return "mistake";
        case MoveOutcome::guess: return "guess";
        case MoveOutcome::already_revealed: return "already_revealed";
    }
    return "guess";
}

/// Replays request key "moves" (the accepted marks so far, in order). Each was forced when it was
/// made, so each must be accepted again; one that is not is refused naming moves[i].
void replay_moves(const Request& request, const DeducePuzzle& puzzle, DeduceGame& game) {
    if (!request.has("moves")) return;
    const nlohmann::json& moves = request.required("moves");
    if (!moves.is_array()) refuse("moves", "expected an array of {\"cell\", \"verdict\"}, got " + describe_type(moves));
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string key = "moves[" + std::to_string(i) + "]";
        const nlohmann::json& move = moves[i];
        if (!move.is_object()) refuse(key, "expected {\"cell\": \"B2\", \"verdict\": \"criminal\"}, got " + describe_type(move));
        for (const auto& [field, value] : move.items()) {
            if (field != "cell" && field != "verdict") refuse(key, "unknown key \"" + field + "\" (keys: cell, verdict)");
        }
        if (!move.contains("cell") || !move.contains("verdict")) refuse(key, "needs both \"cell\" and \"verdict\"");
        const Mark mark{person_of(game, puzzle, move["cell"], key), verdict_of_text(move["verdict"], key)};
        const MoveOutcome outcome = game.mark(mark.cell, mark.verdict);
        if (outcome != MoveOutcome::accepted) {
            refuse(key, "does not replay from the moves before it (" + std::string(outcome_name(outcome)) + "): " +
                            reason(puzzle, mark, outcome));
        }
    }
}

nlohmann::json cell_names(const DeducePuzzle& puzzle, deduce::Mask mask) {
    nlohmann::json names = nlohmann::json::array();
    for (int cell = 0; cell < puzzle.board.cells(); ++cell) {
        if (mask >> cell & 1) names.push_back(puzzle.board.cell_name(cell));
    }
    return names;
}

/// The deduction puzzle of the request and a game on it; the game refers to the puzzle.
struct Session {
    DeducePuzzle puzzle;
    DeduceGame game;
    explicit Session(const Request& request) : puzzle(read_deduce_puzzle(request)), game(puzzle) {
        replay_moves(request, puzzle, game);
    }
};

}  // namespace

nlohmann::json op_deduce_mark(const Request& request) {
    request.allow({"puzzle", "moves", "cell", "verdict"});
    Session session(request);
    const DeducePuzzle& puzzle = session.puzzle;
    const Mark mark{person_of(session.game, puzzle, request.required("cell"), "cell"),
                    verdict_of_text(request.required("verdict"), "verdict")};
    const std::vector<int> visible_before = puzzle.visible_clues(session.game.revealed());
    const MoveOutcome outcome = session.game.mark(mark.cell, mark.verdict);
    const std::vector<int> visible = puzzle.visible_clues(session.game.revealed());
    std::vector<int> appeared;
    for (int index : visible) {
        if (std::find(visible_before.begin(), visible_before.end(), index) == visible_before.end()) appeared.push_back(index);
    }
    return {{"outcome", outcome_name(outcome)},
            {"reason", reason(puzzle, mark, outcome)},
            {"cell", puzzle.board.cell_name(mark.cell)},
            {"name", name_of(puzzle, mark.cell)},
            {"verdict", deduce::trait_name(mark.verdict)},
            {"revealed", cell_names(puzzle, session.game.revealed())},
            {"visible_clues", visible},
            {"new_clues", appeared},
            {"finished", session.game.finished()}};
}

nlohmann::json op_deduce_hint(const Request& request) {
    request.allow({"puzzle", "moves"});
    Session session(request);
    const std::optional<deduce::Step> step = session.game.hint();
    std::string text;
    if (step) {
        text = deduce::step_text(session.puzzle, *step);
    } else if (session.game.finished()) {
        text = "Everyone is revealed.";
    } else {
        text = "Nothing visible forces anyone's verdict: the next mark would be a guess.";
    }
    return {{"hint", deduce_step_json(session.puzzle, step)}, {"text", text}};
}

namespace {

/// Refuses a puzzle whose no-guess closure stops: it has no hint sequence, so `lacks` (what the
/// op would have answered) does not exist.
void require_guess_free(const DeducePuzzle& puzzle, const std::string& lacks) {
    const deduce::Closure reached = deduce::closure(puzzle);
    if (!reached.complete) {
        throw Error(ErrorKind::input, "puzzle",
                    "no guess-free path: the no-guess closure stops after " + std::to_string(deduce::popcount(reached.revealed)) +
                        " of " + std::to_string(puzzle.board.cells()) + " people, so the puzzle has no " + lacks);
    }
}

}  // namespace

nlohmann::json op_deduce_rate(const Request& request) {
    request.allow({"puzzle"});
    const DeducePuzzle puzzle = read_deduce_puzzle(request);
    require_guess_free(puzzle, "difficulty");
    return deduce_rate_json(puzzle, deduce::analyse(puzzle));
}

nlohmann::json op_deduce_explain(const Request& request) {
    request.allow({"puzzle", "drawing"});
    const std::string drawing = request.text("drawing", "");
    if (!drawing.empty() && drawing != "svg" && drawing != "dot") refuse("drawing", "'" + drawing + "' is not a drawing format (svg, dot)");
    const DeducePuzzle puzzle = read_deduce_puzzle(request);
    require_guess_free(puzzle, "hint sequence");
    const std::vector<deduce::Step> steps = deduce::hint_sequence(puzzle);
    nlohmann::json answer = deduce_explain_json(puzzle, steps);
    // The drawing the command line's --graph writes, so a player shows the engine's layout rather than a second one.
    if (!drawing.empty()) {
        const deduce::LogicGraph graph = deduce::build_logic_graph(puzzle, steps);
        answer["drawing"] = drawing == "svg" ? deduce::logic_graph_svg(puzzle, graph) : deduce::logic_graph_dot(puzzle, graph);
    }
    return answer;
}

}  // namespace gridforge::api
