// Counting and solving with the fastest solver that serves the puzzle.

#include <fmt/format.h>

#include "boundary.hpp"
#include "gridforge/solve.hpp"

using gridforge::c_api::guarded;
using gridforge::c_api::record_of;
using gridforge::c_api::require_pointer;

extern "C" {

gf_status gf_count(const gf_puzzle* puzzle, int64_t limit, int64_t* count) {
    return guarded(__func__, [&] {
        require_pointer(count, "count");
        *count = 0;
        const gridforge::PuzzleRecord& record = record_of(puzzle);
        if (limit < 1 || limit > gridforge::api::kLargestCountLimit) {
            throw gridforge::c_api::ContractError(
                fmt::format("limit {} is out of range 1..{}", limit, gridforge::api::kLargestCountLimit));
        }
        *count = gridforge::count_solutions(record.puzzle, limit).count;
        return GF_OK;
    });
}

gf_status gf_solve(const gf_puzzle* puzzle, int* digits, size_t count) {
    return guarded(__func__, [&] {
        const gridforge::PuzzleRecord& record = record_of(puzzle);
        require_pointer(digits, "digits");
        gridforge::c_api::copy_cells(gridforge::Grid(record.puzzle.givens().size()), digits, count);  // zeros
        const gridforge::CountResult result = gridforge::count_solutions(record.puzzle, 2);
        if (result.outcome() != gridforge::Outcome::unique) throw gridforge::c_api::OutcomeError(result.outcome());
        gridforge::c_api::copy_cells(*result.solution, digits, count);
        return GF_OK;
    });
}

}  // extern "C"
