#include "input.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "exit_codes.hpp"

namespace gridforge::cli {
namespace {

/// `source`: how messages name the input ("top95.txt: " or "" for standard input).
int read_stream(std::istream& in, const std::string& source, const RecordHandler& on_record,
                const ErrorHandler& on_error) {
    int code = kSuccess;
    int records = 0;
    PuzzleReader reader(in);
    while (auto item = reader.next()) {
        ++records;
        if (item->error) {
            on_error(source + item->error->what());
            code = combine_exit_codes(code, kInputError);
        } else {
            code = combine_exit_codes(code, on_record(*item->record));
        }
    }
    if (records == 0) {
        on_error((source.empty() ? std::string("standard input: ") : source) + "no puzzle found");
        return kInputError;
    }
    return code;
}

/// An argument that names a file rather than spelling a puzzle: it has a path separator, or
/// fewer than half of its characters could be cells ("nothere", "puzzles.txt").
bool looks_like_path(const std::string& text) {
    if (text.find('/') != std::string::npos) return true;
    const auto cell_like = std::count_if(text.begin(), text.end(), [](char c) {
        return digit_from_char(c).has_value() || is_empty_mark(c) || c == ' ' || c == '|' || c == '+' || c == '\n';
    });
    return static_cast<std::size_t>(cell_like) * 2 < text.size();
}

int read_argument(const std::string& text, const RecordHandler& on_record, const ErrorHandler& on_error) {
    try {
        return on_record(parse_puzzle(text, 1));
    } catch (const InputError& error) {
        if (looks_like_path(text)) {
            on_error("cannot open '" + text + "': no such file");
        } else {
            on_error(error.what());
        }
        return kInputError;
    }
}

int read_file(const std::string& path, const RecordHandler& on_record, const ErrorHandler& on_error) {
    std::ifstream file(path);
    if (!file) {
        on_error("cannot open '" + path + "'");
        return kInputError;
    }
    return read_stream(file, path + ": ", on_record, on_error);
}

}  // namespace

int for_each_record(const std::vector<std::string>& inputs, const RecordHandler& on_record,
                    const ErrorHandler& on_error) {
    if (inputs.empty()) {
        if (isatty(STDIN_FILENO)) {
            on_error("no puzzle given: pass a puzzle, a file, or '-' for standard input");
            return kUsageError;
        }
        return read_stream(std::cin, "", on_record, on_error);
    }
    int code = kSuccess;
    for (const std::string& input : inputs) {
        if (input == "-") {
            code = combine_exit_codes(code, read_stream(std::cin, "", on_record, on_error));
        } else if (std::error_code ignored; std::filesystem::is_directory(input, ignored)) {
            on_error("'" + input + "' is a directory, not a puzzle file");
            code = combine_exit_codes(code, kInputError);
        } else if (std::filesystem::exists(input, ignored)) {  // files, pipes, /dev/stdin, <(...)
            code = combine_exit_codes(code, read_file(input, on_record, on_error));
        } else {
            code = combine_exit_codes(code, read_argument(input, on_record, on_error));
        }
    }
    return code;
}

}  // namespace gridforge::cli
