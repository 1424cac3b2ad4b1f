// The hint loop played to the end, as a player who follows every hint (issue 13): every puzzle of
// top95, of the generated technique sets (tests/data/generated_technique_<level>.txt, 200 each) and
// of the variant sets (tests/logic/variant_puzzles.jsonl and tests/data/generated_variant_<kind>.jsonl,
// 50 each; digits only, every 5th of the killer and killer-X sets, see PlayParam::stride), two ways:
//  - digits only: the player keeps no pencil marks, so each hint must be a placement; the player
//    enters it and asks again;
//  - with pencil marks: the player starts with every digit marked in every cell and applies each
//    hint's placements and eliminations to the marks.
// Every game must end with the grid complete. Each hint is checked here against the solution (no
// placement of a wrong digit, no elimination of a right one), must change the player's board (so the
// same hint never comes back on one state), and a placement hint's eliminations, replayed on the
// player's board, must each remove a candidate that is there and must leave the placed digit a
// single (the only candidate of its cell, or the only place of its digit in a house of the cell).
//
// Each test prints, for its set and way, the median hints per puzzle and the median time of a hint
// (the figures are reported, never asserted). Release only: the corpus label keeps it out of the
// sanitizer run.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>
#include <vector>

#include "gridforge/api.hpp"
#include "support/puzzles.hpp"

namespace gridforge {
namespace hint_play_test {
namespace {

using testing::read_lines;
using testing::test_data;

enum class Way { digits_only, pencil_marks };

struct PlayParam {
    std::string set;    ///< in test names
    std::string file;   ///< under tests/data
    std::size_t lines;  ///< puzzles the file holds
    Way way;
    /// Puzzles played: every `stride`-th from the first. A killer board without givens can take a
    /// digits-only hint 20 s (the solver starts afresh from the digits each time and may need
    /// nested forcing chains), so those two sets are sampled that way to keep CI short.
    std::size_t stride = 1;
};

std::string param_name(const ::testing::TestParamInfo<PlayParam>& info) {
    return info.param.set + (info.param.way == Way::digits_only ? "_DigitsOnly" : "_PencilMarks");
}

struct GameRecord {
    int hints = 0;
    std::vector<double> hint_ms;
    std::vector<double> chain_steps;  ///< per placement hint that needed eliminations: the steps shown
};

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

double mean(const std::vector<double>& values) {
    double sum = 0;
    for (double value : values) sum += value;
    return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

/// Whether `placed` is a single on `board`: the only candidate of its cell, or the only place of its
/// digit in one of its houses.
bool is_single_on(const LogicState& board, const Candidate& placed) {
    if (board.candidates(placed.cell) == DigitSet::of(placed.digit)) return true;
    for (int h : board.puzzle().topology().houses_of_cell[static_cast<std::size_t>(placed.cell)]) {
        int places = 0;
        for (Cell cell : board.houses()[static_cast<std::size_t>(h)].cells) {
            if (board.empty_at(cell) && board.candidates(cell).contains(placed.digit)) ++places;
        }
        if (places == 1) return true;
    }
    return false;
}

/// The hint's steps agree with the solution; `where` names the game and the move for messages.
void expect_true_to(const api::HintAnswer& hint, const Grid& solution, const Geometry& geometry, const std::string& where) {
    for (const Step& step : hint.steps) {
        for (const Candidate& c : step.placements) {
            EXPECT_EQ(solution.at(c.cell), c.digit) << where << ": places a wrong digit at " << geometry.cell_name(c.cell) << ": " << step.text;
        }
        for (const Candidate& c : step.eliminations) {
            EXPECT_NE(solution.at(c.cell), c.digit) << where << ": removes the solution's digit from " << geometry.cell_name(c.cell)
                                                    << ": " << step.text;
        }
    }
}

/// Plays `puzzle` to the end. Returns false (with failures added) when a game goes wrong.
bool play(const Puzzle& puzzle, const Grid& solution, Way way, const std::string& name, GameRecord& record) {
    const Geometry& geometry = puzzle.geometry();
    api::PlayerState state = api::givens_state(puzzle);
    if (way == Way::pencil_marks) state.pencil_marks = Candidates(static_cast<std::size_t>(geometry.cell_count()), geometry.all_digits());
    // Each hint removes a candidate or places a digit, so a game takes at most this many hints.
    const int bound = geometry.cell_count() * (geometry.size() + 1);
    for (int move = 1; move <= bound; ++move) {
        const std::string where = name + " hint " + std::to_string(move);
        const auto started = std::chrono::steady_clock::now();
        const api::HintAnswer hint = api::find_hint(puzzle, state);
        record.hint_ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
        if (hint.kind == api::HintKind::complete) {
            EXPECT_TRUE(state.entries == solution) << where;
            return true;
        }
        ++record.hints;
        const api::HintKind expected = way == Way::digits_only ? api::HintKind::placement : api::HintKind::step;
        if (hint.kind != expected) {
            ADD_FAILURE() << where << ": kind " << api::hint_kind_key(hint.kind) << ": " << hint.text;
            return false;
        }
        expect_true_to(hint, solution, geometry, where);

        const LogicState before(puzzle, state.entries, state.pencil_marks);
        if (way == Way::digits_only) {
            // The player's board: the eliminations in order, each removing a candidate that is there,
            // then the placement, a single on what they leave.
            LogicState board = before;
            for (std::size_t i = 0; i + 1 < hint.steps.size(); ++i) {
                const Step& step = hint.steps[i];
                EXPECT_TRUE(step.placements.empty()) << where << ": a placement inside the chain: " << step.text;
                for (const Candidate& c : step.eliminations) {
                    EXPECT_TRUE(board.candidates(c.cell).contains(c.digit))
                        << where << ": removes " << c.digit << " from " << geometry.cell_name(c.cell) << ", not there: " << step.text;
                    board.eliminate(c.cell, c.digit);
                }
            }
            if (hint.steps.size() > 1) record.chain_steps.push_back(static_cast<double>(hint.steps.size()));
            const Step& last = hint.steps.back();
            if (last.placements.size() != 1 || !board.empty_at(last.placements.front().cell)) {
                ADD_FAILURE() << where << ": not one placement in an empty cell: " << hint.text;
                return false;
            }
            const Candidate placed = last.placements.front();
            const TechniqueId id = last.technique;
            if (id == TechniqueId::full_house || id == TechniqueId::hidden_single || id == TechniqueId::naked_single) {
                EXPECT_TRUE(is_single_on(board, placed)) << where << ": " << placed.digit << " at " << geometry.cell_name(placed.cell)
                                                        << " is no single after the chain: " << hint.text;
            }
            state.entries.set(placed.cell, placed.digit);
        } else {
            const Step& step = hint.steps.front();
            for (const Candidate& c : step.placements) state.entries.set(c.cell, c.digit);
            for (const Candidate& c : step.eliminations) (*state.pencil_marks)[static_cast<std::size_t>(c.cell)].erase(c.digit);
        }
        // Progress: the board the next hint reads differs, so this hint cannot come back on it.
        const LogicState after(puzzle, state.entries, state.pencil_marks);
        if (after.grid() == before.grid() && after.all_candidates() == before.all_candidates()) {
            ADD_FAILURE() << where << ": the hint changes nothing: " << hint.text;
            return false;
        }
    }
    ADD_FAILURE() << name << ": not solved after " << bound << " hints";
    return false;
}

class HintPlay : public ::testing::TestWithParam<PlayParam> {};

TEST_P(HintPlay, EveryGameEndsSolved) {
    const PlayParam& param = GetParam();
    const std::vector<std::string> lines = read_lines(test_data(param.file));
    ASSERT_EQ(lines.size(), param.lines) << param.file;
    std::vector<double> hints;
    std::vector<double> hint_ms;
    std::vector<double> chain_steps;
    int solved = 0;
    std::size_t played = 0;
    for (std::size_t i = 0; i < lines.size(); i += param.stride) {
        ++played;
        const std::string name = param.file + " puzzle " + std::to_string(i + 1);
        const PuzzleRecord record = parse_puzzle(lines[i]);
        const CountResult counted = count_solutions(record.puzzle, 2);
        ASSERT_EQ(counted.count, 1) << name;
        GameRecord game;
        try {
            if (play(record.puzzle, *counted.solution, param.way, name, game)) ++solved;
        } catch (const GuardViolation& violation) {
            ADD_FAILURE() << name << ": " << violation.what();
        }
        hints.push_back(game.hints);
        hint_ms.insert(hint_ms.end(), game.hint_ms.begin(), game.hint_ms.end());
        chain_steps.insert(chain_steps.end(), game.chain_steps.begin(), game.chain_steps.end());
    }
    EXPECT_EQ(solved, static_cast<int>(played));
    std::cout << "hint play " << param.set << (param.way == Way::digits_only ? " digits only" : " pencil marks") << ": " << solved
              << "/" << played << " solved, median " << median(hints) << " hints a puzzle, median hint " << median(hint_ms)
              << " ms (mean " << mean(hint_ms) << " ms, slowest " << (hint_ms.empty() ? 0 : *std::max_element(hint_ms.begin(), hint_ms.end()))
              << " ms)";
    if (!chain_steps.empty()) {
        std::cout << "; " << chain_steps.size() << " placements after eliminations, median " << median(chain_steps)
                  << " steps shown, longest " << *std::max_element(chain_steps.begin(), chain_steps.end());
    }
    std::cout << '\n';
}

std::vector<PlayParam> params() {
    const std::vector<PlayParam> sets{
        {"Top95", "top95.txt", 95, Way::digits_only},
        {"TechniqueEasy", "generated_technique_easy.txt", 200, Way::digits_only},
        {"TechniqueMedium", "generated_technique_medium.txt", 200, Way::digits_only},
        {"TechniqueHard", "generated_technique_hard.txt", 200, Way::digits_only},
        {"TechniqueUnfair", "generated_technique_unfair.txt", 200, Way::digits_only},
        {"TechniqueExtreme", "generated_technique_extreme.txt", 200, Way::digits_only},
        {"VariantList", "../logic/variant_puzzles.jsonl", 14, Way::digits_only},
        {"X", "generated_variant_x.jsonl", 50, Way::digits_only},
        {"Jigsaw", "generated_variant_jigsaw.jsonl", 50, Way::digits_only},
        {"Killer", "generated_variant_killer.jsonl", 50, Way::digits_only},
        {"Thermo", "generated_variant_thermo.jsonl", 50, Way::digits_only},
        {"KillerX", "generated_variant_killer_x.jsonl", 50, Way::digits_only},
    };
    std::vector<PlayParam> out;
    for (Way way : {Way::digits_only, Way::pencil_marks}) {
        for (PlayParam param : sets) {
            param.way = way;
            if (way == Way::digits_only && (param.set == "Killer" || param.set == "KillerX")) param.stride = 5;
            out.push_back(param);
        }
    }
    return out;
}

INSTANTIATE_TEST_SUITE_P(Corpus, HintPlay, ::testing::ValuesIn(params()), param_name);

}  // namespace
}  // namespace hint_play_test
}  // namespace gridforge
