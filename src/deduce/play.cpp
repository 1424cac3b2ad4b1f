#include "gridforge/deduce/play.hpp"

#include <algorithm>
#include <cctype>

#include "gridforge/deduce/solve.hpp"

namespace gridforge::deduce {
namespace {

bool same_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

const DeducePuzzle& checked(const DeducePuzzle& puzzle) {
    check_clues_hold(puzzle, puzzle.compiled());
    return puzzle;
}

}  // namespace

DeduceGame::DeduceGame(const DeducePuzzle& puzzle)
    : puzzle_(checked(puzzle)), reasoner_(puzzle.board, puzzle.compiled(), puzzle.solution), revealed_(puzzle.revealed_at_start()) {}

MoveOutcome DeduceGame::mark(int cell, Trait verdict) {
    if (revealed_ >> cell & 1) return MoveOutcome::already_revealed;
    if (!reasoner_.forces({puzzle_.visible_clues(revealed_), revealed_}, cell)) {
        ++guesses_;
        return MoveOutcome::guess;
    }
    if (verdict != verdict_of(puzzle_.solution, cell)) {
        ++mistakes_;
        return MoveOutcome::mistake;
    }
    revealed_ |= Mask{1} << cell;
    return MoveOutcome::accepted;
}

std::optional<Step> DeduceGame::hint() {
    std::optional<Step> step = next_hint(puzzle_, reasoner_, revealed_);
    if (step) ++hints_;
    return step;
}

int DeduceGame::find_person(std::string_view text) const {
    for (int cell = 0; cell < puzzle_.board.cells(); ++cell) {
        if (same_ignoring_case(text, puzzle_.people[static_cast<std::size_t>(cell)].name) ||
            same_ignoring_case(text, puzzle_.board.cell_name(cell))) {
            return cell;
        }
    }
    return -1;
}

}  // namespace gridforge::deduce
