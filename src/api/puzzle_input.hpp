#pragma once
/// \file
/// The puzzle of a request: a JSON object or the text of one puzzle, in either family.
/// Reading failures are input errors naming the request key and, inside it, the place (line
/// and column of the text, JSON key of the object) as the command line names them.

#include <nlohmann/json.hpp>

#include "api/request.hpp"
#include "gridforge/deduce/difficulty.hpp"
#include "gridforge/deduce/puzzle.hpp"
#include "gridforge/format.hpp"

namespace gridforge::api {

/// Whether a "puzzle" value is a deduction puzzle: an object (or the JSON text of one) with the
/// "format" key of docs/deduce.md. Sudoku puzzles have no such key.
bool is_deduce_puzzle(const nlohmann::json& value);

/// The Sudoku puzzle of request key "puzzle" (required): a JSON puzzle object (docs/formats.md)
/// or the text of one puzzle (line form, drawn grid or JSON text), its 16x16 digits read as request
/// key "digits" says ("letters" or "hex"; unset: DigitStyle::unstated).
PuzzleRecord read_sudoku_puzzle(const Request& request);

/// The deduction puzzle of request key "puzzle" (required): the gridforge-deduce/1 object or its
/// text. `analysis` receives "difficulty" and "hints" when the object carries them.
deduce::DeducePuzzle read_deduce_puzzle(const Request& request, deduce::DeduceAnalysis* analysis = nullptr);

}  // namespace gridforge::api
