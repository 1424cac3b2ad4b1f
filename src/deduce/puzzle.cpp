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

Mask DeducePuzzle::revealed_at_start() const {
    Mask mask = 0;
    for (int cell : reveals) mask |= Mask{1} << cell;
    return mask;
}

std::vector<int> DeducePuzzle::visible_clues(Mask revealed) const {
    std::vector<int> visible;
    for (std::size_t i = 0; i < clues.size(); ++i) {
        const int carrier = clues[i].carrier;
        if (mode == Mode::open || (carrier >= 0 && (revealed >> carrier & 1))) visible.push_back(static_cast<int>(i));
    }
    return visible;
}

}  // namespace gridforge::deduce
