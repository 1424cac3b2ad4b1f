#pragma once
/// \file
/// Where and how a measurement ran: machine, compiler, build type, date, command line, load. The
/// machine and compiler slugs name bench's result files (bench/results/search-<machine>-<compiler>.json).

#include <string>

namespace gridforge::report {

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

/// The first three fields of /proc/loadavg ("5.17 5.75 5.10": the 1, 5 and 15 minute load
/// averages), or "unknown". Other work on the machine lowers measured rates; reports record it.
std::string load_average();

/// Lower case, every run of characters other than [a-z0-9] becomes one '-', no '-' at the ends.
std::string slugify(const std::string& text);

}  // namespace gridforge::report
