#pragma once
// Runs build/gridforge as a user would and captures what it prints.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "support/temp_directory.hpp"

namespace gridforge::testing {

struct CliRun {
    int exit_code;
    std::string out;  ///< standard output
};

/// `text` as one shell word: in single quotes, a quote inside written '\'' (clue sentences hold
/// apostrophes: "George's").
inline std::string shell_quoted(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

/// Runs a shell command line, capturing its standard output (poppler's pdfinfo, pdftotext ...).
inline CliRun run_shell(const std::string& command) {
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return {-1, ""};
    std::string out;
    std::array<char, 4096> buffer{};
    while (std::size_t n = fread(buffer.data(), 1, buffer.size(), pipe)) out.append(buffer.data(), n);
    const int status = pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

/// Runs `gridforge <arguments>` through the shell; stderr is discarded unless the arguments
/// redirect it. `stdin_text`, when not empty, is piped to the command (backslash escapes such as
/// \n are expanded).
inline CliRun run_cli(const std::string& arguments, const std::string& stdin_text = "") {
    std::string command = std::string(GRIDFORGE_CLI) + " " + arguments;
    if (!stdin_text.empty()) command = "printf '%b' '" + stdin_text + "' | " + command;
    if (arguments.find("2>") == std::string::npos) command += " 2>/dev/null";
    return run_shell(command);
}

}  // namespace gridforge::testing
