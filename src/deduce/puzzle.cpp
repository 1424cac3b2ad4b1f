#include "gridforge/deduce/puzzle.hpp"

#include <stdexcept>
#include <string>

namespace gridforge::deduce {

std::string_view mode_name(Mode mode) { return mode == Mode::open ? "open" : "revealed"; }

Mode parse_mode(std::string_view text) {
    if (text == "open") return Mode::open;
    if (text == "revealed") return Mode::revealed;
    throw std::invalid_argument("mode '" + std::string(text) + "' is neither 'open' nor 'revealed'");
}

std::vector<CompiledClue> DeducePuzzle::compiled() const {
    std::vector<CompiledClue> out;
    for (const Clue& clue : clues) out.push_back(compile(clue, board, people));
    return out;
}

}  // namespace gridforge::deduce
