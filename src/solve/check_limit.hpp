#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gridforge {

/// Contract check shared by every solver's count().
inline void check_limit(std::int64_t limit, std::string_view function) {
    if (limit < 1) {
        throw std::invalid_argument(std::string(function) + ": limit must be at least 1, got " + std::to_string(limit));
    }
}

}  // namespace gridforge
