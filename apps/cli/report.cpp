#include "report.hpp"

#include <unistd.h>

#include <iostream>

#include "exit_codes.hpp"

namespace gridforge::cli {

int exit_code_for(Outcome outcome) {
    switch (outcome) {
        case Outcome::no_solution: return kNoSolution;
        case Outcome::unique: return kSuccess;
        case Outcome::several_solutions: return kSeveralSolutions;
    }
    return kInternalError;
}

std::string json_line(const nlohmann::json& object) {
    return object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + '\n';
}

void print_json_line(const nlohmann::json& object) { std::cout << json_line(object); }

void print_record_error(const std::string& message, bool json) {
    if (json) {
        print_json_line({{"error", message}});
    } else {
        std::cout << "error: " << message << '\n';
    }
    // On a terminal stdout already shows it; when stdout is a file, stderr tells the user.
    if (!isatty(STDOUT_FILENO)) std::cerr << "gridforge: " << message << '\n';
}

}  // namespace gridforge::cli
