#include "input.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <limits>
#include <optional>
#include <sstream>
#include <string_view>
#include <utility>

#include <fmt/format.h>

#include "exit_codes.hpp"
#include "gridforge/checked_json.hpp"

namespace gridforge::cli {
namespace {

/// The JSON object `text` holds, if it is one deduction grid and nothing else. Text that is not
/// JSON within the limits is not one: the Sudoku reader then names its fault.
std::optional<nlohmann::json> deduce_object(std::string_view text) {
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos || text[start] != '{') return std::nullopt;
    nlohmann::json object;
    try {
        object = parse_checked_json(text);
    } catch (const InputError&) {
        return std::nullopt;
    }
    if (!is_deduce_object(object)) return std::nullopt;
    return object;
}

/// Deduction grids in a stream's text, by line: the whole text when it is one (line 1), else
/// each line that is one; those lines are blanked in `text`, so that the Sudoku reader skips
/// them and still numbers the other lines as the file does.
std::vector<std::pair<int, nlohmann::json>> take_deduce_objects(std::string& text) {
    if (auto whole = deduce_object(text)) {
        text.clear();
        return {{1, std::move(*whole)}};
    }
    std::vector<std::pair<int, nlohmann::json>> found;
    int line = 0;
    for (std::size_t start = 0; start < text.size();) {
        ++line;
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        if (auto object = deduce_object(std::string_view(text).substr(start, end - start))) {
            found.emplace_back(line, std::move(*object));
            std::fill(text.begin() + static_cast<std::ptrdiff_t>(start), text.begin() + static_cast<std::ptrdiff_t>(end), ' ');
        }
        start = end + 1;
    }
    return found;
}

/// `source`: how messages name the input ("top95.txt: " or "" for standard input).
int read_stream(std::istream& in, const std::string& source, const RecordHandler& on_record,
                const ErrorHandler& on_error, const DeduceHandler& on_deduce, DigitStyle digits,
                const PlainLineHandler& on_plain) {
    int code = kSuccess;
    int records = 0;
    std::vector<std::pair<int, nlohmann::json>> grids;
    std::istringstream rest;
    if (on_deduce) {
        std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        grids = take_deduce_objects(text);
        rest.str(std::move(text));
    }
    // Deduction grids come in their place among the Sudoku records: each before the first
    // record that starts after it.
    std::size_t next_grid = 0;
    const auto grids_before = [&](int line) {
        for (; next_grid < grids.size() && grids[next_grid].first < line; ++next_grid) {
            ++records;
            const std::string where = record_place(source, grids[next_grid].first);
            code = combine_exit_codes(code, on_deduce(grids[next_grid].second, where));
        }
    };
    PuzzleReader reader(on_deduce ? static_cast<std::istream&>(rest) : in, digits);
    reader.hand_out_plain_lines(static_cast<bool>(on_plain));
    while (auto item = reader.next()) {
        grids_before(item->plain ? item->plain->line : item->error ? item->error->line() : item->record->line);
        ++records;
        if (item->plain) {
            code = combine_exit_codes(code, on_plain(*item->plain, source));
        } else if (item->error) {
            on_error(source + item->error->what());
            code = combine_exit_codes(code, kInputError);
        } else {
            code = combine_exit_codes(code, on_record(*item->record, source));
        }
        if (!std::cout) return code;  // the output is closed: nothing more can be written (main says so)
    }
    grids_before(std::numeric_limits<int>::max());
    if (records == 0) {
        on_error((source.empty() ? std::string("standard input: ") : source) + "no puzzle found");
        return kInputError;
    }
    return code;
}

int read_argument(const std::string& text, const RecordHandler& on_record, const ErrorHandler& on_error,
                  const DeduceHandler& on_deduce, DigitStyle digits) {
    if (on_deduce) {
        if (const auto object = deduce_object(text)) return on_deduce(*object, "");
    }
    try {
        return on_record(parse_puzzle(text, 1, digits), "");
    } catch (const InputError& error) {
        if (looks_like_path(text)) {
            on_error("cannot open '" + text + "': no such file");
        } else {
            on_error(error.what());
        }
        return kInputError;
    }
}

int read_file(const std::string& path, const RecordHandler& on_record, const ErrorHandler& on_error,
              const DeduceHandler& on_deduce, DigitStyle digits, const PlainLineHandler& on_plain) {
    std::ifstream file(path);
    if (!file) {
        on_error("cannot open '" + path + "'");
        return kInputError;
    }
    return read_stream(file, path + ": ", on_record, on_error, on_deduce, digits, on_plain);
}

}  // namespace

std::string record_place(const std::string& source, int line) { return fmt::format("{}line {}: ", source, line); }

std::istream& standard_input() {
    struct stat status {};
    if (fstat(STDIN_FILENO, &status) == 0 && S_ISDIR(status.st_mode)) {
        throw StandardInputError("standard input is a directory, not puzzles or requests");
    }
    return std::cin;
}

bool looks_like_path(const std::string& text) {
    // A link (f-puzzles, SudokuPad, sudokuwiki) or a key=value form is a puzzle to read, even when
    // broken: its reader's message says what is wrong, where "no such file" would mislead.
    if (text.find("://") != std::string::npos || text.find('=') != std::string::npos) return false;
    if (text.find('/') != std::string::npos) return true;
    const auto cell_like = std::count_if(text.begin(), text.end(), [](char c) {
        return digit_from_char(c).has_value() || is_empty_mark(c) || c == ' ' || c == '|' || c == '+' || c == '\n';
    });
    return static_cast<std::size_t>(cell_like) * 2 < text.size();
}

bool is_deduce_object(const nlohmann::json& object) {
    if (!object.is_object()) return false;
    const auto format = object.find("format");
    return format != object.end() && format->is_string() && format->get<std::string>().rfind("gridforge-deduce/", 0) == 0;
}

int for_each_record(const std::vector<std::string>& inputs, const RecordHandler& on_record,
                    const ErrorHandler& on_error, const DeduceHandler& on_deduce, DigitStyle digits,
                    const PlainLineHandler& on_plain) {
    if (inputs.empty()) {
        if (isatty(STDIN_FILENO)) {
            on_error("no puzzle given: pass a puzzle, a file, or '-' for standard input");
            return kUsageError;
        }
        return read_stream(standard_input(), "", on_record, on_error, on_deduce, digits, on_plain);
    }
    int code = kSuccess;
    for (const std::string& input : inputs) {
        if (!std::cout) break;  // the output is closed (main reports it with exit code 7)
        if (input == "-") {
            code = combine_exit_codes(code, read_stream(standard_input(), "", on_record, on_error, on_deduce, digits, on_plain));
        } else if (std::error_code ignored; std::filesystem::is_directory(input, ignored)) {
            on_error("'" + input + "' is a directory, not a puzzle file");
            code = combine_exit_codes(code, kInputError);
        } else if (std::filesystem::exists(input, ignored)) {  // files, pipes, /dev/stdin, <(...)
            code = combine_exit_codes(code, read_file(input, on_record, on_error, on_deduce, digits, on_plain));
        } else {
            code = combine_exit_codes(code, read_argument(input, on_record, on_error, on_deduce, digits));
        }
    }
    return code;
}

}  // namespace gridforge::cli
