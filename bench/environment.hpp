#pragma once
/// \file
/// Where and how a benchmark ran: machine, compiler, build type, date, command line. The machine
/// and compiler slugs name the result files (bench/results/search-<machine>-<compiler>.json).

#include <string>

namespace bench {

struct Environment {
    std::string cpu_model;     ///< "model name" of /proc/cpuinfo, or "unknown-cpu"
    unsigned cores = 0;        ///< std::thread::hardware_concurrency()
    std::string machine;       ///< slug: "amd-epyc-2c"
    std::string compiler;      ///< "gcc-12.2.0", "clang-16.0.6", ...
    std::string build_type;    ///< CMAKE_BUILD_TYPE
    bool assertions = false;   ///< true when NDEBUG is not defined
    std::string date_utc;      ///< "2026-01-31T12:00:00Z"
    std::string command;       ///< argv joined by spaces
};

Environment detect_environment(int argc, const char* const* argv);

/// Lower case, every run of characters other than [a-z0-9] becomes one '-', no '-' at the ends.
std::string slugify(const std::string& text);

}  // namespace bench
