#pragma once
/// \file
/// The JSON form of a deduction puzzle, documented in docs/deduce.md: size, mode, people, clues
/// (as data plus their English), reveals and solution. One object per file (or per line).

#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/input_error.hpp"
#include "gridforge/deduce/puzzle.hpp"

namespace gridforge::deduce {

/// A malformed puzzle file; what() names the JSON key, e.g.
/// "JSON key 'clues[2].unit': unit 'row:9': no such row". An InputError (input_error.hpp, line 0: JSON
/// has keys, not lines), so callers catch bad deduction and Sudoku input as one type.
class DeduceFormatError : public InputError {
public:
    DeduceFormatError(const std::string& key, const std::string& message);
    /// A fault of no one key ("JSON nested deeper than 64 levels"); key() is empty.
    explicit DeduceFormatError(const std::string& message);
    [[nodiscard]] const std::string& key() const { return key_; }
private:
    std::string key_;
};

/// The most clues a puzzle may have, per person on the board (from_json refuses more, naming the
/// limit): a puzzle needs about one a person, so this only stops input made to exhaust the checks.
inline constexpr int kCluesPerPerson = 8;

/// The JSON object of docs/deduce.md (key "format": "gridforge-deduce/1"); with `analysis`, also
/// the keys "difficulty" (score, band, factors, logic score) and "hints" (step_to_json each).
nlohmann::json to_json(const DeducePuzzle& puzzle, const DeduceAnalysis* analysis = nullptr);
/// Reads and validates: every key known (or starting with "x-"), types right, at most
/// kCluesPerPerson clues per person, people = cells with
/// unique names, clues compile and carriers exist, solution of N 'C'/'I' letters, every clue true
/// on the solution; "difficulty" and "hints" are optional, checked for shape (cells on the
/// board, clue indices in range, verdicts the solution's) and stored in `analysis` when given.
/// Throws DeduceFormatError naming the first bad key.
DeducePuzzle from_json(const nlohmann::json& object, DeduceAnalysis* analysis = nullptr);
/// Parses text then from_json; a JSON syntax error names the byte offset.
DeducePuzzle read_deduce_puzzle(std::string_view text, DeduceAnalysis* analysis = nullptr);

}  // namespace gridforge::deduce
