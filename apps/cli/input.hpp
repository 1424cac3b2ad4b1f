#pragma once
/// \file
/// Where puzzles come from: each positional argument is a file (when one exists at that path),
/// "-" for standard input, or else the text of one puzzle; with no argument, standard input.

#include <functional>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/format.hpp"

namespace gridforge::cli {

/// Standard input cannot be read as text: it is a directory (`gridforge count - < DIR`). main
/// reports it with exit code 3 (kInputError), whichever command read it.
class StandardInputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// std::cin, once standard input is known to be readable: every command reads standard input
/// through this, since a read from a directory throws from inside the stream buffer with a
/// message that names no input. Throws StandardInputError.
std::istream& standard_input();

/// How messages place a record of `source` (see RecordHandler) that starts on `line`:
/// "top95.txt: line 3: ", or "line 3: " on standard input, as the reader's own messages do.
std::string record_place(const std::string& source, int line);

/// Called once per good record with `source`, how messages name its input: "top95.txt: " for a
/// file, "" for standard input and for a puzzle given as an argument. A handler that reports a
/// problem with the record starts its message with record_place(source, record.line), so that
/// every message says FILE: line N as the reader's do. Returns that record's exit code.
using RecordHandler = std::function<int(const PuzzleRecord&, const std::string& source)>;
/// Called once per bad record with its message ("top95.txt: line 3: 80 cells, expected 81");
/// the caller prints it.
using ErrorHandler = std::function<void(const std::string& message)>;

/// Called once per plain classic line (PlainClassicLine, gridforge/format.hpp) in place of
/// RecordHandler, by commands whose output needs neither the line's comment nor metadata, with
/// `source` as RecordHandler's; returns that record's exit code.
using PlainLineHandler = std::function<int(const PlainClassicLine&, const std::string& source)>;

/// Called once per deduction grid: a JSON object whose "format" key names the deduction-grid form
/// (docs/deduce.md), with `where` naming it in messages ("grids.json: line 2: "); returns that
/// record's exit code.
using DeduceHandler = std::function<int(const nlohmann::json& object, const std::string& where)>;

/// Streams every record of every input to the handlers; returns the combined exit code
/// (kInputError for unreadable records and files that cannot be opened; kUsageError when no
/// puzzle is given and standard input is a terminal, rather than waiting on it).
/// With `on_deduce`, deduction grids are read too (a whole input that is one such object, or a
/// line that is one), in their place among the Sudoku records; without it they are Sudoku input
/// (and so errors). `digits`: how 16x16 lines and drawn grids write their digits (--digits).
/// With `on_plain`, the plain classic lines of files and standard input go to it instead of
/// `on_record` (PuzzleReader::hand_out_plain_lines); a puzzle given as an argument still goes to
/// `on_record`.
int for_each_record(const std::vector<std::string>& inputs, const RecordHandler& on_record,
                    const ErrorHandler& on_error, const DeduceHandler& on_deduce = nullptr,
                    DigitStyle digits = DigitStyle::unstated, const PlainLineHandler& on_plain = nullptr);

/// Whether an argument names a file rather than spelling a puzzle or a grid: it has a path
/// separator, or fewer than half of its characters could be cells ("nothere", "puzzles.txt"); but
/// never a link ("://") or a key=value form ("size=9 ..."), which go to their readers.
bool looks_like_path(const std::string& text);

/// Whether `object` is a deduction grid: its "format" key starts with "gridforge-deduce/".
bool is_deduce_object(const nlohmann::json& object);

}  // namespace gridforge::cli
