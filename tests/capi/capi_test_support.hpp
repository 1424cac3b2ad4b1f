#pragma once
// Calling the C API from C++ tests: strings the library returns, freed at scope end.

#include <string>

#include <nlohmann/json.hpp>

#include "gridforge.h"

namespace gridforge::testing {

/// A `char*` the C API returns, freed with gf_string_free.
class CString {
public:
    CString() = default;
    CString(const CString&) = delete;
    CString& operator=(const CString&) = delete;
    ~CString() { gf_string_free(text_); }
    /// Where the C API writes the string; a string held from an earlier call is freed first (the
    /// C API overwrites its output, as a C caller's variable would be).
    char** out() {
        gf_string_free(text_);
        text_ = nullptr;
        return &text_;
    }
    [[nodiscard]] bool null() const { return text_ == nullptr; }
    [[nodiscard]] std::string str() const { return text_ == nullptr ? std::string() : std::string(text_); }
    [[nodiscard]] nlohmann::json json() const { return nlohmann::json::parse(str()); }

private:
    char* text_ = nullptr;
};

/// A gf_puzzle freed at scope end.
class PuzzlePtr {
public:
    PuzzlePtr() = default;
    PuzzlePtr(const PuzzlePtr&) = delete;
    PuzzlePtr& operator=(const PuzzlePtr&) = delete;
    ~PuzzlePtr() { gf_puzzle_free(puzzle_); }
    gf_puzzle** out() {
        gf_puzzle_free(puzzle_);
        puzzle_ = nullptr;
        return &puzzle_;
    }
    [[nodiscard]] const gf_puzzle* get() const { return puzzle_; }

private:
    gf_puzzle* puzzle_ = nullptr;
};

/// gf_puzzle_to_line of a puzzle.
inline std::string line_of(const gf_puzzle* puzzle) {
    CString line;
    EXPECT_EQ(gf_puzzle_to_line(puzzle, line.out()), GF_OK) << gf_last_error();
    return line.str();
}

/// "4173..." for a grid of digits 1..9 (tests use 9x9 and 4x4 grids).
template <class Digits>
std::string digits_text(const Digits& digits) {
    std::string text;
    for (const int digit : digits) text += digit == 0 ? '.' : static_cast<char>('0' + digit);
    return text;
}

}  // namespace gridforge::testing
