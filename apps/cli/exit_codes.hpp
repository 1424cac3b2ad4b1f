#pragma once
/// \file
/// The command line's exit codes (also listed in `gridforge --help` and the README).
/// When a file holds many puzzles, the exit code is the smallest non-zero code any puzzle earned.

namespace gridforge::cli {

enum ExitCode : int {
    kSuccess = 0,
    kInternalError = 1,       ///< a bug: please report it
    kUsageError = 2,          ///< bad options or arguments
    kInputError = 3,          ///< a puzzle could not be read (message names line and column), or a file the command reads is missing
    kNoSolution = 4,          ///< solve/rate: the puzzle has no solution
    kSeveralSolutions = 5,    ///< solve/rate: the puzzle has more than one solution
    kGenerationFailed = 6,    ///< generate: the level was not reached within --attempts
    kOutputError = 7,         ///< the output could not be written (disk full, closed pipe)
    kBankError = 8,           ///< bank: the bank file could not be opened, read or written, or has another schema version
    kBankShort = 9,           ///< bank pick: fewer puzzles matched than --count (those found are picked)
    kChartsUnavailable = 10,  ///< report: report.json written, but python3-matplotlib is missing
    kUnfinished = 11,         ///< deduce play: the game ended unsolved (quit, or the moves ran out)
    kTimeLimit = 12,          ///< --time-limit passed: ended with a message; every line written is complete
    kInterrupted = 130,       ///< generate: stopped by Ctrl-C (128 + SIGINT, as shells report it)
};

/// Keeps the most important code seen so far: the smallest non-zero one.
inline int combine_exit_codes(int so_far, int next) {
    if (so_far == kSuccess) return next;
    if (next == kSuccess) return so_far;
    return next < so_far ? next : so_far;
}

inline constexpr const char* kExitCodeHelp =
    "Exit codes: 0 success; 1 internal error; 2 bad usage; 3 bad input (the message names line and\n"
    "column) or a missing file the command reads; 4 no solution; 5 several solutions; 6 generation failed (level not reached within\n"
    "--attempts); 7 output could not be written; 8 bank file error; 9 bank pick found fewer than\n"
    "--count; 10 report: charts need python3-matplotlib (report.json written); 11 game left unsolved\n"
    "(deduce play); 12 --time-limit reached (every line written is complete); 130 generate stopped by Ctrl-C (every line written is complete). With many\n"
    "puzzles, the smallest non-zero code any of them earned.";

}  // namespace gridforge::cli
