#include "report.hpp"

#include <unistd.h>

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
    return {{"count", result.count}, {"nodes", result.nodes}, {"choices", result.choices}, {"deductions", result.deductions}};
}

nlohmann::json answer_json(const PuzzleRecord& record, const std::optional<Grid>& solution) {
    PuzzleRecord fresh = record;
    for (const char* stale : {"solution", "level", "rating"}) fresh.metadata.erase(stale);
    nlohmann::json object = write_json(fresh, solution);
    if (!record.comment.empty()) object["x-comment"] = record.comment;
    return object;
}

void print_json_line(const nlohmann::json& object) {
    std::cout << object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

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
