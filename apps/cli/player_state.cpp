#include "player_state.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gridforge::cli {

api::PlayerState read_player_state(const std::string& argument, const Puzzle& puzzle) {
    std::string text = argument;
    // Only a short one-line argument can be a path; a grid of many lines never is.
    if (std::ifstream file(argument); file && argument.find('\n') == std::string::npos && argument.size() < 4096) {
        std::ostringstream contents;
        contents << file.rdbuf();
        text = contents.str();
    }
    try {
        return api::parse_player_state(text, puzzle);
    } catch (const std::invalid_argument& error) {
        throw std::invalid_argument(std::string("--state: ") + error.what());
    }
}

}  // namespace gridforge::cli
