#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gridforge {

/// Contract check shared by every count(): the Sudoku solvers (solve/) and the deduction grids'
/// enumeration and SAT counts (deduce/count.cpp). Throws std::invalid_argument naming `function`.
inline void check_limit(std::int64_t limit, std::string_view function) {
    if (limit < 1) {
        throw std::invalid_argument(std::string(function) + ": limit must be at least 1, got " + std::to_string(limit));
    }
}

}  // namespace gridforge
