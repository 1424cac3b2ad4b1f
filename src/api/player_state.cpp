// The player's grid in its three text forms and its JSON object (api.hpp, parse_player_state).

#include <sstream>
#include <stdexcept>

#include "gridforge/api.hpp"
#include "gridforge/checked_json.hpp"
#include "gridforge/format.hpp"
#include "format/drawn_grid.hpp"

namespace gridforge::api {
namespace {

[[noreturn]] void fail(const std::string& message) { throw std::invalid_argument(message); }

/// Entries from a line-form grid: N*N digits or empty marks, white space and drawing characters ignored.
Grid parse_line_form(std::string_view text, const Geometry& geometry) {
    Grid grid(geometry.size());
    Cell cell = 0;
    for (char c : text) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '|' || c == '+' || c == ':') continue;
        if (cell >= grid.cell_count()) fail("more than " + std::to_string(grid.cell_count()) + " cells");
        if (const auto digit = digit_from_char(c); digit && *digit <= geometry.size()) {
            grid.set(cell, *digit);
        } else if (!is_empty_mark(c)) {
            fail(std::string("unexpected character '") + c + "' at cell " + std::to_string(cell + 1));
        }
        ++cell;
    }
    if (cell != grid.cell_count()) fail(std::to_string(cell) + " cells, expected " + std::to_string(grid.cell_count()));
    return grid;
}

/// The digits of a candidate list ("128"); `where` names it in messages.
DigitSet parse_digits(const std::string& token, const Geometry& geometry, const std::string& where) {
    DigitSet set;
    for (char c : token) {
        const auto digit = digit_from_char(c);
        if (!digit || *digit > geometry.size()) fail(where + " '" + token + "' is not a list of digits");
        set.insert(*digit);
    }
    if (set.empty()) fail(where + " has no candidates");
    return set;
}

/// A token between cells that only draws: '|', '+', '-' and ':' (box separators; ':' as in
/// HoDoKu's and forum posts' frames).
bool drawing_token(const std::string& token) { return token.find_first_not_of("|+-:") == std::string::npos; }

/// `text` without its frame and band lines (format_detail::is_border_line, the drawn-grid reader's
/// own test): HoDoKu prints a pencil-mark grid between ".----.----." and "'----'----'" lines, with
/// ":----+----:" between bands, whose '.' and '\'' would otherwise read as cells.
std::string without_border_lines(std::string_view text) {
    std::string kept;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        if (!format_detail::is_border_line(line)) {
            kept.append(line);
            kept.push_back('\n');
        }
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return kept;
}

std::vector<std::string> tokens_of(std::string_view text) {
    std::vector<std::string> tokens;
    std::istringstream in{std::string(text)};
    for (std::string token; in >> token;) {
        if (!drawing_token(token)) tokens.push_back(token);
    }
    return tokens;
}

PlayerState parse_pencil_grid(const std::vector<std::string>& tokens, const Geometry& geometry) {
    PlayerState state{Grid(geometry.size()), Candidates(static_cast<std::size_t>(geometry.cell_count()), geometry.all_digits())};
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        std::string token = tokens[static_cast<std::size_t>(cell)];
        const std::string where = "token " + std::to_string(cell + 1) + " (" + geometry.cell_name(cell) + ")";
        if (token.size() == 1 && is_empty_mark(token[0])) continue;
        const bool braced = token.size() >= 2 && token.front() == '{' && token.back() == '}';
        if (braced) token = token.substr(1, token.size() - 2);
        const DigitSet digits = parse_digits(token, geometry, where);
        if (digits.size() == 1 && !braced) {
            state.entries.set(cell, digits.lowest());
        } else {
            (*state.pencil_marks)[static_cast<std::size_t>(cell)] = digits;
        }
    }
    return state;
}

PlayerState read_json_state(const nlohmann::json& object, const Geometry& geometry) {
    if (!object.is_object()) fail("the JSON state is not an object");
    PlayerState state{Grid(geometry.size()), std::nullopt};
    for (const auto& [key, value] : object.items()) {
        if (key == "grid") {
            if (!value.is_string()) fail("JSON key \"grid\" is not a string");
            state.entries = parse_line_form(value.get<std::string>(), geometry);
        } else if (key == "candidates") {
            if (!value.is_object()) fail("JSON key \"candidates\" is not an object of cell: digits");
            state.pencil_marks = Candidates(static_cast<std::size_t>(geometry.cell_count()), geometry.all_digits());
            for (const auto& [name, digits] : value.items()) {
                const auto cell = geometry.parse_cell_name(name);
                if (!cell) fail("JSON key \"candidates\": " + name + " is not a cell of the " + std::to_string(geometry.size()) +
                                "x" + std::to_string(geometry.size()) + " grid");
                if (!digits.is_string()) fail("JSON key \"candidates\": " + name + " is not a string of digits");
                (*state.pencil_marks)[static_cast<std::size_t>(*cell)] =
                    parse_digits(digits.get<std::string>(), geometry, "JSON key \"candidates\": " + name);
            }
        } else {
            fail("unknown JSON key \"" + key + "\" (expected \"grid\" and \"candidates\")");
        }
    }
    return state;
}

/// A state may fill empty cells, never change a given nor leave a given's cell empty: the grid
/// is the whole board the player sees, givens included.
void check_givens_kept(const PlayerState& state, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit given = puzzle.givens().at(cell);
        const Digit entry = state.entries.at(cell);
        if (given == 0) continue;
        if (entry == 0) {
            fail(geometry.cell_name(cell) + " is a given (" + std::to_string(given) + "); the state leaves it empty");
        }
        if (entry != given) {
            fail(geometry.cell_name(cell) + " holds " + std::to_string(entry) + " but the given there is " + std::to_string(given));
        }
    }
}

/// Pencil marks belong to the cells the player fills: "candidates" listing a given's cell (even
/// with the given alone) is refused, as the pencil-mark grid's form refuses marks on a given.
/// `object` has been read by read_json_state, so its cell names are good.
void check_no_marks_on_givens(const nlohmann::json& object, const Puzzle& puzzle) {
    const auto candidates = object.find("candidates");
    if (candidates == object.end()) return;
    const Geometry& geometry = puzzle.geometry();
    for (const auto& [name, digits] : candidates->items()) {
        const Cell cell = *geometry.parse_cell_name(name);
        const Digit given = puzzle.givens().at(cell);
        if (given == 0) continue;
        fail("JSON key \"candidates\": " + geometry.cell_name(cell) + " is a given (" + std::to_string(given) +
             "); pencil marks go on the cells the player fills");
    }
}

/// Whether `text` is the pencil-mark (Sukaku) form (format.hpp, read_sukaku): N*N*N characters
/// without white space, or N*N tokens of N characters some of which mark a missing digit ('0', '.').
bool is_sukaku_text(std::string_view text, const std::vector<std::string>& tokens, const Geometry& geometry) {
    const std::size_t side = static_cast<std::size_t>(geometry.size());
    std::size_t characters = 0;
    for (const std::string& token : tokens) characters += token.size();
    if (characters != side * side * side) return false;
    if (tokens.size() != static_cast<std::size_t>(geometry.cell_count())) return text.find_first_of("|+") == std::string_view::npos;
    for (const std::string& token : tokens) {
        if (token.size() != side) return false;
    }
    for (const std::string& token : tokens) {
        if (token.find_first_of("0.") != std::string::npos) return true;
    }
    return false;
}

/// A pencil-mark (Sukaku) state: a given's cell holds its given when that is its only candidate,
/// every other cell keeps its candidates as pencil marks (a single one too: a mark is not an entry).
PlayerState sukaku_state(std::string_view text, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    Candidates marks = read_sukaku(text, geometry.size());
    PlayerState state{Grid(geometry.size()), std::move(marks)};
    for (Cell cell = 0; cell < geometry.cell_count(); ++cell) {
        const Digit given = puzzle.givens().at(cell);
        const DigitSet& digits = (*state.pencil_marks)[static_cast<std::size_t>(cell)];
        if (given == 0) continue;
        if (digits != DigitSet::of(given)) {
            std::string listed;
            for (const Digit digit : digits) listed.push_back(digit_char(digit));
            fail(geometry.cell_name(cell) + " is a given (" + std::to_string(given) + ") but its pencil marks are " + listed);
        }
        state.entries.set(cell, given);
    }
    return state;
}

}  // namespace

PlayerState player_state_from_json(const nlohmann::json& object, const Puzzle& puzzle) {
    PlayerState state = read_json_state(object, puzzle.geometry());
    check_givens_kept(state, puzzle);
    check_no_marks_on_givens(object, puzzle);
    return state;
}

PlayerState givens_state(const Puzzle& puzzle) { return PlayerState{puzzle.givens(), std::nullopt}; }

Grid parse_player_grid(std::string_view text, const Puzzle& puzzle) {
    PlayerState state{parse_line_form(without_border_lines(text), puzzle.geometry()), std::nullopt};
    check_givens_kept(state, puzzle);
    return std::move(state.entries);
}

PlayerState parse_player_state(std::string_view text, const Puzzle& puzzle) {
    const Geometry& geometry = puzzle.geometry();
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{' && text.find('"') != std::string_view::npos) {
        nlohmann::json object;
        try {
            object = parse_checked_json(text);
        } catch (const JsonRefused& error) {
            fail(error.what());
        } catch (const InputError& error) {
            fail(std::string("not valid JSON: ") + error.what());
        }
        return player_state_from_json(object, puzzle);
    }
    const std::string drawn = without_border_lines(text);
    const std::vector<std::string> tokens = tokens_of(drawn);
    if (is_sukaku_text(drawn, tokens, geometry)) return sukaku_state(drawn, puzzle);
    PlayerState state = static_cast<int>(tokens.size()) == geometry.cell_count()
                            ? parse_pencil_grid(tokens, geometry)
                            : PlayerState{parse_line_form(drawn, geometry), std::nullopt};
    check_givens_kept(state, puzzle);
    return state;
}

}  // namespace gridforge::api
