#include "player_state.hpp"

#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include "input.hpp"

namespace gridforge::cli {

namespace {

/// Standard input, read whole on the first call (the state is the same for every puzzle).
const std::string& whole_standard_input() {
    static const std::string text = [] {
        std::ostringstream contents;
        contents << standard_input().rdbuf();
        if (std::cin.bad()) throw std::invalid_argument("--state -: cannot read standard input");
        return contents.str();
    }();
    return text;
}

}  // namespace

api::PlayerState read_player_state(const std::string& argument, const Puzzle& puzzle) {
    if (argument == "-") {
        try {
            return api::parse_player_state(whole_standard_input(), puzzle);
        } catch (const std::invalid_argument& error) {
            throw std::invalid_argument(std::string("--state (standard input): ") + error.what());
        }
    }
    std::string text = argument;
    // Only a short one-line argument can be a path; a grid of many lines never is.
    const bool may_be_path = argument.find('\n') == std::string::npos && argument.size() < 4096;
    bool from_file = false;
    if (std::ifstream file(argument); file && may_be_path) {
        std::ostringstream contents;
        contents << file.rdbuf();
        text = contents.str();
        from_file = true;
    }
    try {
        return api::parse_player_state(text, puzzle);
    } catch (const std::invalid_argument& error) {
        // An argument that is mostly not cells ("state.txt", "/missing/file") and no JSON object
        // was meant as a file.
        if (!from_file && may_be_path && !argument.starts_with('{') && looks_like_path(argument)) {
            throw std::invalid_argument("--state: cannot read the file '" + argument + "'");
        }
        throw std::invalid_argument(std::string(from_file ? "--state file '" + argument + "': " : "--state: ") + error.what());
    }
}

}  // namespace gridforge::cli
