#include "format/shared_link.hpp"

#include <array>
#include <optional>
#include <stdexcept>

#include <fmt/format.h>

#include "format/fpuzzles.hpp"
#include "format/json_form.hpp"
#include "format/killer_text.hpp"
#include "format/line_form.hpp"
#include "format/sudokupad_native.hpp"
#include "format/sudokupad_zip.hpp"
#include "format/lz_string.hpp"
#include "format/tatham_solo.hpp"
#include "format/text.hpp"

namespace gridforge::format_detail {
namespace {

constexpr std::string_view kFpuzzlesSite = "f-puzzles.com";
constexpr std::string_view kSudokuwikiSite = "sudokuwiki.org";
/// SudokuPad's hosts: its own, and the Cracking the Cryptic app it began as.
constexpr std::array<std::string_view, 3> kSudokupadSites = {"sudokupad.app", "crackingthecryptic.com", "sudokupad.svencodes.com"};

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

bool starts_with_any(std::string_view text, std::initializer_list<std::string_view> prefixes) {
    for (std::string_view prefix : prefixes) {
        if (text.starts_with(prefix)) return true;
    }
    return false;
}

/// The value of query parameter `name` ("load" in "...?load=abc&x=1"), or "".
std::string_view query_value(std::string_view link, std::string_view name) {
    for (std::size_t at = link.find(name); at != std::string_view::npos; at = link.find(name, at + 1)) {
        const bool starts_parameter = at > 0 && (link[at - 1] == '?' || link[at - 1] == '&' || link[at - 1] == '#');
        if (!starts_parameter || at + name.size() >= link.size() || link[at + name.size()] != '=') continue;
        const std::size_t begin = at + name.size() + 1;
        const std::size_t end = link.find_first_of("&#", begin);
        return link.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
    }
    return {};
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// Undoes URL percent-encoding. In base64 data (`space_is_plus`) a '+' that a browser turned into
/// ' ' is a '+' again; in text (an SCF id's title) a space stays a space.
std::string percent_decoded(std::string_view text, bool space_is_plus = true) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 && hex_value(text[i + 2]) >= 0) {
            out.push_back(static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2])));
            i += 2;
        } else {
            out.push_back(text[i] == ' ' && space_is_plus ? '+' : text[i]);
        }
    }
    return out;
}

std::string percent_encoded(std::string_view base64) {
    std::string out;
    for (const char c : base64) {
        if (c == '+' || c == '/' || c == '=') {
            out += fmt::format("%{:02X}", static_cast<unsigned char>(c));
        } else {
            out.push_back(c);
        }
    }
    return out;
}

PuzzleRecord read_fpuzzles_data(std::string_view data, std::string_view source, int line) {
    if (data.empty()) throw InputError(line, fmt::format("{}: the link holds no puzzle data", source));
    std::string text;
    try {
        text = lz_decompress(percent_decoded(data), LzAlphabet::base64);
    } catch (const std::invalid_argument& error) {
        throw InputError(line, fmt::format("{}: {}", source, error.what()));
    }
    if (text.empty()) throw InputError(line, fmt::format("{}: the compressed data is empty", source));
    const nlohmann::json fpuzzles = parse_json_object(text, line);
    return read_json_object(json_form_of_fpuzzles(fpuzzles, line), line);
}

/// `raw` LZ-String decompressed, or nullopt when it is not LZ-String data.
std::optional<std::string> lz_text(const std::string& raw) {
    try {
        std::string text = lz_decompress(raw, LzAlphabet::base64);
        if (!text.empty()) return text;
    } catch (const std::invalid_argument&) {
    }
    return std::nullopt;
}

/// An `scf` id (after its prefix): SCF as it is, or LZ-String compressed (SudokuPad takes both).
/// Plain SCF uses only characters of the base64 alphabet, so it is tried first.
PuzzleRecord read_scf(std::string_view id, int line) {
    const std::string raw = percent_decoded(id, false);
    try {
        return read_json_object(json_form_of_scf(raw, line), line);
    } catch (const InputError&) {
        const std::optional<std::string> text = lz_text(raw);
        if (!text) throw;
        try {
            return read_json_object(json_form_of_scf(*text, line), line);
        } catch (const InputError&) {
        }
        throw;  // the plain reading's error
    }
}

/// The puzzle data of an `scl`/`ctc` id (after its prefix): LZ-String compressed as a rule, but
/// SudokuPad also takes the data uncompressed, which it tells by the decompressed text coming out
/// shorter than half the id.
std::string sudokupad_data(std::string_view id, int line) {
    const std::string raw = percent_decoded(id);
    if (raw.empty()) throw InputError(line, "SudokuPad link: the id holds no puzzle data");
    if (std::optional<std::string> text = lz_text(raw); text && text->size() * 2 >= raw.size()) return *text;
    if (raw.front() != '{') throw InputError(line, "SudokuPad link: the id is neither LZ-String data nor puzzle JSON");
    return raw;
}

/// SudokuPad's id: the "puzzle" parameter, or the path after the host ("/fpuzzles…", "/sudoku/…").
std::string_view sudokupad_id(std::string_view link) {
    if (std::string_view id = query_value(link, "puzzle"); !id.empty()) return id;
    std::size_t host = link.find("://");
    host = host == std::string_view::npos ? 0 : host + 3;
    const std::size_t slash = link.find('/', host);
    if (slash == std::string_view::npos) return {};
    std::string_view path = link.substr(slash + 1);
    path = path.substr(0, path.find_first_of("?#"));
    if (path.starts_with("sudoku/")) path.remove_prefix(7);
    return path;
}

PuzzleRecord read_sudokupad_id(std::string_view id, int line) {
    for (std::string_view prefix : {"fpuzzles", "fpuz"}) {
        if (id.starts_with(prefix)) return read_fpuzzles_data(id.substr(prefix.size()), "SudokuPad link", line);
    }
    for (std::string_view prefix : {"scl", "ctc"}) {
        if (id.starts_with(prefix)) {
            const std::string data = sudokupad_data(id.substr(prefix.size()), line);
            return read_json_object(json_form_of_sudokupad(parse_sudokupad_zipped(data, line), line), line);
        }
    }
    if (id.starts_with("scf")) return read_scf(id.substr(3), line);
    throw InputError(line, fmt::format("SudokuPad id '{}' is stored on SudokuPad's server, which gridforge does not "
                                       "contact: share the puzzle as an f-puzzles link instead",
                                       id));
}

}  // namespace

bool looks_like_shared_link(std::string_view raw) {
    const std::string_view text = trim(raw);
    if (starts_with_any(text, {"http://", "https://", "www.", kFpuzzlesSite, kSudokuwikiSite, "fpuzzles", "fpuz", "scl", "ctc", "scf"})) return true;
    if (looks_like_killer_text(text) || looks_like_solo_id(text)) return true;
    for (std::string_view site : kSudokupadSites) {
        if (text.starts_with(site)) return true;
    }
    return false;
}

PuzzleRecord read_shared_link(std::string_view raw, int line) {
    const std::string_view link = trim(raw);
    // Before Solo ids: a PS killer text also starts "3x3:".
    if (looks_like_killer_text(link)) return read_json_object(json_form_of_killer_text(link, line), line);
    if (looks_like_solo_id(link)) return read_json_object(json_form_of_solo_id(link, line), line);
    if (contains(link, kFpuzzlesSite)) return read_fpuzzles_data(query_value(link, "load"), "f-puzzles link", line);
    if (starts_with_any(link, {"fpuzzles", "fpuz", "scl", "ctc", "scf"})) return read_sudokupad_id(link, line);
    for (std::string_view site : kSudokupadSites) {
        if (contains(link, site)) return read_sudokupad_id(sudokupad_id(link), line);
    }
    if (contains(link, kSudokuwikiSite)) {
        const std::string_view board = query_value(link, "bd");
        if (board.empty()) throw InputError(line, "sudokuwiki link: no 'bd=' board in the link");
        return read_line_form(board, line);
    }
    throw InputError(line, "a link gridforge cannot read: it takes f-puzzles, SudokuPad (f-puzzles data) and sudokuwiki links, "
                           "and Solo game ids");
}

std::string fpuzzles_link(const nlohmann::json& form) {
    return "https://f-puzzles.com/?load=" + percent_encoded(lz_compress(fpuzzles_of_json_form(form).dump(), LzAlphabet::base64));
}

std::string sudokupad_link(const nlohmann::json& form) {
    return "https://sudokupad.app/fpuzzles" + percent_encoded(lz_compress(fpuzzles_of_json_form(form).dump(), LzAlphabet::base64));
}

}  // namespace gridforge::format_detail
