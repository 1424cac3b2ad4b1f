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

/// `source`: prefix naming the file in messages ("" for standard input).
int read_stream(std::istream& in, const std::string& source, const RecordHandler& on_record,
                const ErrorHandler& on_error) {
    int code = kSuccess;
    PuzzleReader reader(in);
    while (auto item = reader.next()) {
        if (item->error) {
            on_error(source + item->error->what());
            code = combine_exit_codes(code, kInputError);
        } else {
            code = combine_exit_codes(code, on_record(*item->record));
        }
    }
    return code;
}

/// "name.txt", "dir/name": an argument that names a file rather than spelling a puzzle.
bool looks_like_path(const std::string& text) {
    if (text.size() < 16 || text.find('/') != std::string::npos) return true;
    const std::size_t dot = text.rfind('.');
    if (dot == std::string::npos || dot + 1 == text.size() || text.size() - dot > 6) return false;
    return std::all_of(text.begin() + static_cast<std::ptrdiff_t>(dot) + 1, text.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }) &&
           std::isalpha(static_cast<unsigned char>(text[dot + 1])) != 0;
}

int read_argument(const std::string& text, const RecordHandler& on_record, const ErrorHandler& on_error) {
    try {
        return on_record(parse_puzzle(text, 1));
    } catch (const InputError& error) {
        if (looks_like_path(text)) {
            on_error("'" + text + "' is neither a file nor a puzzle (" + error.what() + ")");
        } else {
            on_error(error.what());
        }
        return kInputError;
    }
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
        } else if (std::error_code ignored; std::filesystem::is_regular_file(input, ignored)) {
            std::ifstream file(input);
            if (!file) {
                on_error("cannot open '" + input + "'");
                code = combine_exit_codes(code, kInputError);
                continue;
            }
            code = combine_exit_codes(code, read_stream(file, input + ": ", on_record, on_error));
        } else {
            code = combine_exit_codes(code, read_argument(input, on_record, on_error));
        }
    }
    return code;
}

}  // namespace gridforge::cli
