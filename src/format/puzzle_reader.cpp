#include <istream>
#include <string>

#include <fmt/format.h>

#include "format/cell_triples.hpp"
#include "format/drawn_grid.hpp"
#include "format/json_form.hpp"
#include "format/line_form.hpp"
#include "format/line_kind.hpp"
#include "format/plain_classic_line.hpp"
#include "format/sdk_metadata.hpp"
#include "format/shared_link.hpp"
#include "format/text.hpp"
#include "format/utf16_input.hpp"
#include "gridforge/format.hpp"

namespace gridforge {
namespace {

using Item = PuzzleReader::Item;
using format_detail::classify_line;
using format_detail::DrawnGridReader;
using format_detail::DrawnRow;
using format_detail::JsonObjectExtent;
using format_detail::LineKind;
using format_detail::read_json_form;
using format_detail::read_line_form;
using format_detail::scan_drawn_row;
using format_detail::without_byte_order_mark;

/// The reader's lines, numbered, with one line of look-back: a line that ends a drawn grid by
/// starting a JSON object is held and handed out again.
class LineSource {
public:
    LineSource(std::istream& in, int& line_number, std::optional<std::string>& held)
        : in_(in), line_number_(line_number), held_(held) {}

    /// Reads the next line, without its line end, into `line` (reusing its storage: no allocation
    /// per line once it has grown); false at the end of input.
    bool next(std::string& line) {
        if (held_) {
            line = std::move(*held_);
            held_.reset();
        } else if (!read_checked_line(line)) {
            return false;
        }
        if (line_number_ == 0) line = std::string(without_byte_order_mark(line));
        ++line_number_;
        return true;
    }

    /// Gives back the line just read, to be read again.
    void hold(std::string line) {
        held_ = std::move(line);
        --line_number_;
    }

    [[nodiscard]] int line_number() const { return line_number_; }

private:
    /// read_line, with an over-long line's error placed on its line (which counts as read).
    bool read_checked_line(std::string& line) {
        try {
            return read_line(in_, line);
        } catch (const InputError& error) {
            ++line_number_;
            throw InputError(line_number_, error.what());
        }
    }

    std::istream& in_;
    int& line_number_;
    std::optional<std::string>& held_;
};

Item succeeded(PuzzleRecord record) { return Item{std::move(record), std::nullopt, std::nullopt}; }
Item failed(InputError error) { return Item{std::nullopt, std::move(error), std::nullopt}; }

template <class Read>
Item attempt(Read read) {
    try {
        return succeeded(read());
    } catch (const InputError& error) {
        return failed(error);
    }
}

Item read_json_object(LineSource& source, const std::string& first_line, DigitStyle digits) {
    const int first_line_number = source.line_number();
    JsonObjectExtent extent;
    extent.add_line(first_line);
    std::string text = first_line;
    std::string line;
    while (!extent.finished()) {
        if (!source.next(line)) return failed(InputError(first_line_number, "JSON object is not closed at the end of input"));
        extent.add_line(line);
        // Past the limit the object is still followed to its end (so that reading resumes after
        // it), but no longer stored.
        if (text.size() <= kMaxLineBytes) {
            text += '\n';
            text += line;
        }
    }
    if (text.size() > kMaxLineBytes) {
        return failed(InputError(first_line_number, fmt::format("JSON object longer than {} bytes (the limit)", kMaxLineBytes)));
    }
    return attempt([&] { return read_json_form(text, first_line_number, digits); });
}

Item read_drawn_grid(LineSource& source, const DrawnRow& first_row, DigitStyle digits) {
    std::optional<DrawnGridReader> grid;
    try {
        grid.emplace(first_row, source.line_number(), digits);
    } catch (const InputError& error) {
        return failed(error);
    }
    std::string line;
    while (!grid->complete()) {
        if (!source.next(line)) return failed(grid->cut_short("the end of input"));
        const LineKind kind = classify_line(line);
        if (kind == LineKind::skipped) continue;
        if (kind == LineKind::json_start || kind == LineKind::shared_link || kind == LineKind::triples) {
            const char* what = kind == LineKind::json_start ? "JSON object" : kind == LineKind::shared_link ? "link" : "triples";
            const std::string before = fmt::format("the {} on line {}", what, source.line_number());
            source.hold(std::move(line));
            return failed(grid->cut_short(before));
        }
        const DrawnRow row = scan_drawn_row(line);
        if (!row.is_separator()) grid->add_row(row, source.line_number());
    }
    return attempt([&] { return grid->finish(); });
}

/// A triples record: `first_line` and the triples lines after it. The first line of another kind
/// (a blank line too) ends it and is read again. A bad token costs the record, but the record's
/// remaining lines are still taken, so that they do not start another one.
Item read_triples(LineSource& source, const std::string& first_line) {
    format_detail::TriplesReader triples;
    std::optional<InputError> error;
    const auto add = [&](const std::string& line) {
        if (error) return;
        try {
            triples.add_line(line, source.line_number());
        } catch (const InputError& problem) {
            error = problem;
        }
    };
    add(first_line);
    std::string line;
    while (source.next(line)) {
        if (classify_line(line) != LineKind::triples) {
            source.hold(std::move(line));
            break;
        }
        add(line);
    }
    if (error) return failed(*error);
    return attempt([&] { return triples.finish(); });
}

/// `item` with the .sdk metadata lines read before it (sdk_metadata.hpp; null when there were
/// none); the record's own metadata (a JSON object's keys) wins over them.
Item with_metadata(Item item, const nlohmann::json& metadata) {
    if (item.record && !metadata.is_null()) {
        for (const auto& [key, value] : metadata.items()) {
            if (!item.record->metadata.contains(key)) item.record->metadata[key] = value;
        }
    }
    return item;
}

}  // namespace

PuzzleReader::PuzzleReader(std::istream& in, DigitStyle digits) : in_(&in), digits_(digits) {}

namespace {

/// An istream that owns its stream buffer (the UTF-16 decoder).
class OwningStream : public std::istream {
public:
    explicit OwningStream(std::unique_ptr<std::streambuf> buffer) : std::istream(buffer.get()), buffer_(std::move(buffer)) {}

private:
    std::unique_ptr<std::streambuf> buffer_;
};

}  // namespace

void PuzzleReader::decode_utf16_if_marked() {
    if (encoding_checked_) return;
    encoding_checked_ = true;
    if (auto decoder = format_detail::utf16_decoder_for(*in_)) {
        decoded_ = std::make_shared<OwningStream>(std::move(decoder));
        in_ = decoded_.get();
    }
}

std::optional<Item> PuzzleReader::next() {
    try {
        return next_item();
    } catch (const InputError& error) {  // a line over kMaxLineBytes, placed on its line
        return failed(error);
    }
}

std::optional<Item> PuzzleReader::next_item() {
    decode_utf16_if_marked();
    LineSource source(*in_, line_, held_line_);
    nlohmann::json metadata;  // null until an .sdk metadata line comes: no allocation per record
    std::string& line = line_text_;
    while (source.next(line)) {
        if (source.line_number() == 1 && format_detail::is_csv_header(line)) continue;  // a CSV file's column names
        // Under hex a '0' is a digit, which the plain-line fast path would read as an empty cell.
        if (plain_lines_ && digits_ != DigitStyle::hex) {
            PlainClassicLine plain;
            if (format_detail::read_plain_classic_line(line, plain.cells)) {
                plain.line = source.line_number();
                return Item{std::nullopt, std::nullopt, plain};
            }
        }
        switch (classify_line(line)) {
            case LineKind::skipped:
                if (auto field = format_detail::sdk_metadata_line(line)) metadata[field->first] = field->second;
                continue;
            case LineKind::json_start:
                return with_metadata(read_json_object(source, line, digits_), metadata);
            case LineKind::triples:
                return with_metadata(read_triples(source, line), metadata);
            case LineKind::line_form:
                return with_metadata(attempt([&] { return read_line_form(line, source.line_number(), digits_); }), metadata);
            case LineKind::shared_link:
                return with_metadata(attempt([&] { return format_detail::read_shared_link(line, source.line_number()); }),
                                     metadata);
            case LineKind::drawn: {
                const DrawnRow row = scan_drawn_row(line);
                if (row.is_separator()) continue;  // a border drawn above a grid
                return with_metadata(read_drawn_grid(source, row, digits_), metadata);
            }
        }
    }
    return std::nullopt;
}

}  // namespace gridforge
