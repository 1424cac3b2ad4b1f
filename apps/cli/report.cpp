#include "report.hpp"

#include <iostream>

#include "exit_codes.hpp"

namespace gridforge::cli {

std::string_view outcome_key(Outcome outcome) {
    switch (outcome) {
        case Outcome::no_solution: return "no_solution";
        case Outcome::unique: return "unique";
        case Outcome::several_solutions: return "several_solutions";
    }
    return "unknown";
}

int exit_code_for(Outcome outcome) {
    switch (outcome) {
        case Outcome::no_solution: return kNoSolution;
        case Outcome::unique: return kSuccess;
        case Outcome::several_solutions: return kSeveralSolutions;
    }
    return kInternalError;
}

nlohmann::json counters_json(const CountResult& result) {
    return {{"count", result.count}, {"nodes", result.nodes}, {"deductions", result.deductions}};
}

void print_record_error(const std::string& message, bool json) {
    if (json) {
        std::cout << nlohmann::json{{"error", message}}.dump() << '\n';
    } else {
        std::cout << "error: " << message << '\n';
    }
    std::cerr << "gridforge: " << message << '\n';
}

}  // namespace gridforge::cli
