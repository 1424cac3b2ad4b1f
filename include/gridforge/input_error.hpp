#pragma once
/// \file
/// The error every reader of user input throws (formats, the rules' JSON keys, the deduction
/// grids' JSON): a message that names the place, "line 3: 80 cells, expected 81".

#include <stdexcept>
#include <string>

namespace gridforge {

/// A user-input error; what() is the full message including its place.
class InputError : public std::runtime_error {
public:
    /// "line 3: <message>"; line 0: the message alone.
    InputError(int line, std::string message);
    /// "line 2, column 7: <message>" (both 1-based; column 0: no column).
    InputError(int line, int column, std::string message);
    [[nodiscard]] int line() const { return line_; }
    [[nodiscard]] int column() const { return column_; }
private:
    int line_;
    int column_ = 0;
};

}  // namespace gridforge
