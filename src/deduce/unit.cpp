#include <stdexcept>
#include <string>

#include "gridforge/deduce/clue.hpp"
#include "gridforge/deduce/theme.hpp"

namespace gridforge::deduce {
namespace {

void check_cell(int cell, const Board& board, const char* what) {
    if (cell < 0 || cell >= board.cells()) throw std::invalid_argument(std::string(what) + ": cell " + std::to_string(cell) + " is off the board");
}

/// Ordered cells of a between unit; throws when the ends share no line or nothing lies between.
std::vector<int> between_cells(const Unit& unit, const Board& board) {
    check_cell(unit.a, board, "between");
    check_cell(unit.b, board, "between");
    const int a = std::min(unit.a, unit.b), b = std::max(unit.a, unit.b);
    std::vector<int> cells;
    if (board.row_of(a) == board.row_of(b)) {
        for (int c = a + 1; c < b; ++c) cells.push_back(c);
    } else if (board.column_of(a) == board.column_of(b)) {
        for (int c = a + board.columns(); c < b; c += board.columns()) cells.push_back(c);
    } else {
        throw std::invalid_argument("between " + board.cell_name(a) + " and " + board.cell_name(b) + ": not in one row or column");
    }
    if (cells.empty()) {
        throw std::invalid_argument("between " + board.cell_name(a) + " and " + board.cell_name(b) + ": no one is between them");
    }
    return cells;
}

}  // namespace

std::optional<std::vector<int>> line_order(const Unit& unit, const Board& board) {
    std::vector<int> cells;
    const int C = board.columns();
    switch (unit.kind) {
        case UnitKind::row:
            if (unit.a < 0 || unit.a >= board.rows()) throw std::invalid_argument("row " + std::to_string(unit.a + 1) + " is off the board");
            for (int c = 0; c < C; ++c) cells.push_back(board.cell_at(unit.a, c));
            return cells;
        case UnitKind::column:
            if (unit.a < 0 || unit.a >= C) throw std::invalid_argument("column index " + std::to_string(unit.a) + " is off the board");
            for (int r = 0; r < board.rows(); ++r) cells.push_back(board.cell_at(r, unit.a));
            return cells;
        case UnitKind::between:
            return between_cells(unit, board);
        case UnitKind::left:
            check_cell(unit.a, board, "left");
            for (int c = 0; c < board.column_of(unit.a); ++c) cells.push_back(board.cell_at(board.row_of(unit.a), c));
            return cells;
        case UnitKind::right:
            check_cell(unit.a, board, "right");
            for (int c = board.column_of(unit.a) + 1; c < C; ++c) cells.push_back(board.cell_at(board.row_of(unit.a), c));
            return cells;
        case UnitKind::above:
            check_cell(unit.a, board, "above");
            for (int r = 0; r < board.row_of(unit.a); ++r) cells.push_back(board.cell_at(r, board.column_of(unit.a)));
            return cells;
        case UnitKind::below:
            check_cell(unit.a, board, "below");
            for (int r = board.row_of(unit.a) + 1; r < board.rows(); ++r) cells.push_back(board.cell_at(r, board.column_of(unit.a)));
            return cells;
        default:
            return std::nullopt;
    }
}

Mask unit_cells(const Unit& unit, const Board& board) {
    if (auto cells = line_order(unit, board)) {
        Mask mask = 0;
        for (int c : *cells) mask |= Mask{1} << c;
        return mask;
    }
    switch (unit.kind) {
        case UnitKind::everyone: return board.full();
        case UnitKind::edge: return board.edge();
        case UnitKind::corners: return board.corners();
        case UnitKind::neighbours: check_cell(unit.a, board, "neighbours"); return board.neighbours(unit.a);
        case UnitKind::profession:
            throw std::invalid_argument("unit_cells: a profession unit needs the cast (use profession_cells)");
        default: throw std::logic_error("unit_cells: unknown unit kind");
    }
}

std::string unit_phrase(const Unit& unit, const Board& board, const std::vector<Person>& people) {
    const auto name = [&](int cell) { return people.at(static_cast<std::size_t>(cell)).name; };
    switch (unit.kind) {
        case UnitKind::row: return "in " + Board::row_name(unit.a);
        case UnitKind::column: return "in " + Board::column_name(unit.a);
        case UnitKind::everyone: return "";
        case UnitKind::edge: return "on the edges";
        case UnitKind::corners: return "in the corners";
        case UnitKind::neighbours: return "neighbouring " + name(unit.a);
        case UnitKind::between: return "between " + name(unit.a) + " and " + name(unit.b);
        case UnitKind::left: return "to the left of " + name(unit.a);
        case UnitKind::right: return "to the right of " + name(unit.a);
        case UnitKind::above: return "above " + name(unit.a);
        case UnitKind::below: return "below " + name(unit.a);
        case UnitKind::profession: return "among the " + profession_plural(unit.a);
    }
    (void)board;
    return "";
}

std::string unit_text(const Unit& unit, const Board& board) {
    switch (unit.kind) {
        case UnitKind::row: return "row:" + std::to_string(unit.a + 1);
        case UnitKind::column: return "column:" + std::string(1, static_cast<char>('A' + unit.a));
        case UnitKind::everyone: return "everyone";
        case UnitKind::edge: return "edge";
        case UnitKind::corners: return "corners";
        case UnitKind::neighbours: return "neighbours:" + board.cell_name(unit.a);
        case UnitKind::between: return "between:" + board.cell_name(unit.a) + "-" + board.cell_name(unit.b);
        case UnitKind::left: return "left:" + board.cell_name(unit.a);
        case UnitKind::right: return "right:" + board.cell_name(unit.a);
        case UnitKind::above: return "above:" + board.cell_name(unit.a);
        case UnitKind::below: return "below:" + board.cell_name(unit.a);
        case UnitKind::profession: return "profession:" + std::string(profession_names().at(static_cast<std::size_t>(unit.a)));
    }
    return "";
}

Unit parse_unit(std::string_view text, const Board& board) {
    const auto colon = text.find(':');
    const std::string_view head = text.substr(0, colon);
    const std::string_view arg = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("unit '" + std::string(text) + "': " + why);
    };
    if (colon == std::string_view::npos) {
        if (head == "everyone") return {UnitKind::everyone};
        if (head == "edge") return {UnitKind::edge};
        if (head == "corners") return {UnitKind::corners};
        throw bad("expected everyone, edge, corners or KIND:ARGUMENT");
    }
    try {
        if (head == "row") {
            const int row = std::stoi(std::string(arg)) - 1;
            if (row < 0 || row >= board.rows() || std::to_string(row + 1) != arg) throw bad("no such row");
            return {UnitKind::row, row};
        }
        if (head == "column") {
            if (arg.size() != 1 || arg[0] < 'A' || arg[0] >= 'A' + board.columns()) throw bad("no such column");
            return {UnitKind::column, arg[0] - 'A'};
        }
        if (head == "neighbours") return {UnitKind::neighbours, board.parse_cell(arg)};
        if (head == "left") return {UnitKind::left, board.parse_cell(arg)};
        if (head == "right") return {UnitKind::right, board.parse_cell(arg)};
        if (head == "above") return {UnitKind::above, board.parse_cell(arg)};
        if (head == "below") return {UnitKind::below, board.parse_cell(arg)};
        if (head == "between") {
            const auto dash = arg.find('-');
            if (dash == std::string_view::npos) throw bad("expected between:CELL-CELL");
            Unit unit{UnitKind::between, board.parse_cell(arg.substr(0, dash)), board.parse_cell(arg.substr(dash + 1))};
            if (unit.a > unit.b) std::swap(unit.a, unit.b);
            (void)line_order(unit, board);  // refuses an empty or bent between
            return unit;
        }
        if (head == "profession") {
            const int profession = find_profession(arg);
            if (profession < 0) throw bad("unknown profession");
            return {UnitKind::profession, profession};
        }
    } catch (const std::invalid_argument& error) {
        const std::string what = error.what();
        if (what.rfind("unit '", 0) == 0) throw;
        throw bad(what);
    } catch (const std::out_of_range&) {
        throw bad("number out of range");
    }
    throw bad("unknown unit kind '" + std::string(head) + "'");
}

}  // namespace gridforge::deduce

namespace gridforge::deduce {

Mask unit_cells(const Unit& unit, const Board& board, const std::vector<Person>& people) {
    if (unit.kind != UnitKind::profession) return unit_cells(unit, board);
    if (unit.a < 0 || unit.a >= static_cast<int>(profession_names().size())) {
        throw std::invalid_argument("profession index " + std::to_string(unit.a) + " is unknown");
    }
    Mask mask = 0;
    for (std::size_t i = 0; i < people.size(); ++i) {
        if (people[i].profession == unit.a) mask |= Mask{1} << i;
    }
    return mask;
}

}  // namespace gridforge::deduce
