#include "format/sudokupad_native.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "format/fpuzzles.hpp"
#include "format/text.hpp"
#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

/// Where SudokuPad draws things: [row, column] in cell units from the board's top-left corner.
struct Point {
    double row;
    double column;
};

struct RowColumn {
    int row;
    int column;
};

constexpr double kTolerance = 0.05;

InputError sudokupad_error(int line, std::string_view what) { return InputError(line, fmt::format("SudokuPad {}", what)); }

bool near(double a, double b) { return std::abs(a - b) < kTolerance; }

std::optional<Point> point_of(const json& value) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number() || !value[1].is_number()) return std::nullopt;
    return Point{value[0].get<double>(), value[1].get<double>()};
}

std::string describe(Point p) { return fmt::format("[{:g}, {:g}]", p.row, p.column); }

/// "R3C4", f-puzzles' spelling of a cell, from 0-based row and column.
std::string fpuzzles_cell(RowColumn cell) { return fmt::format("R{}C{}", cell.row + 1, cell.column + 1); }

/// The cell whose centre `p` is, if any.
std::optional<RowColumn> centred_cell(Point p, int size) {
    const double r = p.row - 0.5, c = p.column - 0.5;
    if (!near(r, std::round(r)) || !near(c, std::round(c))) return std::nullopt;
    const RowColumn cell{static_cast<int>(std::lround(r)), static_cast<int>(std::lround(c))};
    if (cell.row < 0 || cell.row >= size || cell.column < 0 || cell.column >= size) return std::nullopt;
    return cell;
}

/// The two orthogonal neighbours whose shared edge has `p` at its middle, if any.
std::optional<std::pair<RowColumn, RowColumn>> edge_cells(Point p, int size) {
    const auto whole = [](double v) { return near(v, std::round(v)); };
    const auto half = [&](double v) { return whole(v - 0.5) && !whole(v); };
    const auto inside = [size](RowColumn cell) { return cell.row >= 0 && cell.row < size && cell.column >= 0 && cell.column < size; };
    RowColumn first{}, second{};
    if (whole(p.row) && half(p.column)) {
        first = {static_cast<int>(std::lround(p.row)) - 1, static_cast<int>(std::lround(p.column - 0.5))};
        second = {first.row + 1, first.column};
    } else if (half(p.row) && whole(p.column)) {
        first = {static_cast<int>(std::lround(p.row - 0.5)), static_cast<int>(std::lround(p.column)) - 1};
        second = {first.row, first.column + 1};
    } else {
        return std::nullopt;
    }
    if (!inside(first) || !inside(second)) return std::nullopt;
    return std::pair{first, second};
}

double number_or(const json& object, const char* key, double fallback) {
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

bool flag(const json& object, const char* key) {
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() && it->get<bool>();
}

std::string text_of(const json& object, const char* key) {
    const auto it = object.find(key);
    if (it == object.end()) return {};
    if (it->is_string()) return it->get<std::string>();
    if (it->is_number_integer()) return std::to_string(it->get<long long>());
    return {};
}

/// Relative brightness 0 (black) to 1 (white) of "#rgb", "#rrggbb" or "#rrggbbaa"; nullopt for another spelling.
std::optional<double> brightness(const std::string& colour) {
    if (colour.empty() || colour[0] != '#') return std::nullopt;
    const std::string hex = colour.substr(1);
    const auto channel = [&](std::size_t at, std::size_t width) {
        return std::stoi(hex.substr(at, width), nullptr, 16) / (width == 1 ? 15.0 : 255.0);
    };
    if (hex.find_first_not_of("0123456789abcdefABCDEF") != std::string::npos) return std::nullopt;
    if (hex.size() == 3 || hex.size() == 4) return (channel(0, 1) + channel(1, 1) + channel(2, 1)) / 3;
    if (hex.size() == 6 || hex.size() == 8) return (channel(0, 2) + channel(2, 2) + channel(4, 2)) / 3;
    return std::nullopt;
}

std::optional<int> whole_number(const json& value) {
    if (value.is_number_integer()) return value.get<int>();
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (!text.empty() && text.size() <= 6 && text.find_first_not_of("0123456789") == std::string::npos) return std::stoi(text);
    }
    return std::nullopt;
}

/// Reads one puzzle: builds f-puzzles data for what it recognises and keeps the decoration.
class SudokupadReader {
public:
    SudokupadReader(const json& puzzle, int line) : puzzle_(puzzle), line_(line) {}

    json form() {
        if (!puzzle_.is_object()) throw sudokupad_error(line_, "data is not a JSON object");
        read_cells();
        read_regions();
        for (const auto& [key, value] : puzzle_.items()) read_key(key, value);
        read_lines_and_marks();
        json form = json_form_of_fpuzzles(fpuzzles_, line_);
        for (const auto& [key, value] : metadata_.items()) {
            if (!form.contains(key)) form[key] = value;
        }
        if (!kept_.empty()) form["x-sudokupad"] = kept_;
        return form;
    }

private:
    [[noreturn]] void fail(std::string_view what) const { throw sudokupad_error(line_, what); }

    void read_cells() {
        const auto cells = puzzle_.find("cells");
        if (cells == puzzle_.end() || !cells->is_array() || cells->empty()) fail("data: 'cells' (the rows of the board) is missing");
        size_ = static_cast<int>(cells->size());
        if (!Geometry::supported(size_)) {
            fail(fmt::format("'cells': {} rows is not a supported board size ({})", size_, supported_sides_text()));
        }
        json grid = json::array();
        json kept_cells = json::object();
        for (int r = 0; r < size_; ++r) {
            const json& row = (*cells)[static_cast<std::size_t>(r)];
            if (!row.is_array() || static_cast<int>(row.size()) != size_) {
                fail(fmt::format("'cells': row {} has {} cells, expected {} (gridforge reads square boards)", r + 1,
                                 row.is_array() ? row.size() : 0, size_));
            }
            json grid_row = json::array();
            for (int c = 0; c < size_; ++c) {
                const json& cell = row[static_cast<std::size_t>(c)];
                const std::string name = fmt::format("r{}c{}", r + 1, c + 1);
                if (!cell.is_object()) fail(fmt::format("'cells': {} is not an object", name));
                json out = json::object();
                json rest = json::object();
                for (const auto& [key, value] : cell.items()) {
                    if (key != "value") {
                        rest[key] = value;
                        continue;
                    }
                    if (value.is_string() && value.get_ref<const std::string&>().empty()) continue;
                    const std::optional<int> digit = whole_number(value);
                    if (!digit || *digit < 1 || *digit > size_) {
                        fail(fmt::format("'cells': {}: given {} is not a digit 1 to {}", name, value.dump(), size_));
                    }
                    out["value"] = *digit;
                    out["given"] = true;
                }
                if (!rest.empty()) kept_cells[name] = std::move(rest);
                grid_row.push_back(std::move(out));
            }
            grid.push_back(std::move(grid_row));
        }
        fpuzzles_ = json{{"size", size_}, {"grid", std::move(grid)}};
        if (!kept_cells.empty()) kept_["cells"] = std::move(kept_cells);
    }

    std::optional<RowColumn> list_cell(const json& value) const {
        if (value.is_array() && value.size() == 2 && value[0].is_number_integer() && value[1].is_number_integer()) {
            const RowColumn cell{value[0].get<int>(), value[1].get<int>()};
            if (cell.row >= 0 && cell.row < size_ && cell.column >= 0 && cell.column < size_) return cell;
            return std::nullopt;
        }
        if (value.is_string()) {  // "r1c2" / "R1C2"
            int r = 0, c = 0;
            char end = 0;
            std::string text = value.get<std::string>();
            for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            if (std::sscanf(text.c_str(), "r%dc%d%c", &r, &c, &end) == 2 && r >= 1 && r <= size_ && c >= 1 && c <= size_) {
                return RowColumn{r - 1, c - 1};
            }
        }
        return std::nullopt;
    }

    void read_regions() {
        const auto regions = puzzle_.find("regions");
        if (regions == puzzle_.end() || !regions->is_array() || regions->empty()) {
            fail("data: 'regions' is missing: gridforge reads Sudoku boards, whose boxes or regions SudokuPad lists");
        }
        if (static_cast<int>(regions->size()) != size_) {
            fail(fmt::format("'regions': {} regions on a {}x{} board, expected {}", regions->size(), size_, size_, size_));
        }
        std::vector<int> region_of(static_cast<std::size_t>(size_ * size_), -1);
        std::vector<std::vector<RowColumn>> region_cells(static_cast<std::size_t>(size_));
        for (int k = 0; k < size_; ++k) {
            const json& region = (*regions)[static_cast<std::size_t>(k)];
            if (!region.is_array() || static_cast<int>(region.size()) != size_) {
                fail(fmt::format("'regions': region {} has {} cells, expected {}", k + 1, region.is_array() ? region.size() : 0, size_));
            }
            for (const json& item : region) {
                const std::optional<RowColumn> cell = list_cell(item);
                if (!cell) fail(fmt::format("'regions': region {}: {} is not a cell of the board", k + 1, item.dump()));
                int& slot = region_of[static_cast<std::size_t>(cell->row * size_ + cell->column)];
                if (slot >= 0) fail(fmt::format("'regions': {} is in regions {} and {}", fpuzzles_cell(*cell), slot + 1, k + 1));
                slot = k;
                region_cells[static_cast<std::size_t>(k)].push_back(*cell);
            }
        }
        // f-puzzles numbers regions as the boxes they are: a region that is a box takes that box's
        // number (SudokuPad may list the boxes in any order), the others the numbers left.
        const Geometry geometry(size_);
        std::vector<int> number(static_cast<std::size_t>(size_), -1);
        std::vector<bool> taken(static_cast<std::size_t>(size_), false);
        for (int k = 0; k < size_; ++k) {
            const auto& cells = region_cells[static_cast<std::size_t>(k)];
            const int box = geometry.box_of(cells.front().row * size_ + cells.front().column);
            const bool is_box = std::all_of(cells.begin(), cells.end(), [&](RowColumn c) { return geometry.box_of(c.row * size_ + c.column) == box; });
            if (is_box) {
                number[static_cast<std::size_t>(k)] = box;
                taken[static_cast<std::size_t>(box)] = true;
            }
        }
        int next = 0;
        for (int k = 0; k < size_; ++k) {
            if (number[static_cast<std::size_t>(k)] >= 0) continue;
            while (taken[static_cast<std::size_t>(next)]) ++next;
            number[static_cast<std::size_t>(k)] = next;
            taken[static_cast<std::size_t>(next)] = true;
        }
        for (int r = 0; r < size_; ++r) {
            for (int c = 0; c < size_; ++c) {
                const int region = region_of[static_cast<std::size_t>(r * size_ + c)];
                fpuzzles_["grid"][static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]["region"] = number[static_cast<std::size_t>(region)];
            }
        }
    }

    json cell_names(const json& list, std::string_view where) const {
        json names = json::array();
        if (!list.is_array()) fail(fmt::format("{}: 'cells' is not a list", where));
        for (const json& item : list) {
            const std::optional<RowColumn> cell = list_cell(item);
            if (!cell) fail(fmt::format("{}: {} is not a cell of the board", where, item.dump()));
            names.push_back(fpuzzles_cell(*cell));
        }
        return names;
    }

    void read_metadata_text(const std::string& text) {
        const std::size_t colon = text.find(':');
        if (colon == std::string::npos || colon == 0) {
            kept_["notes"].push_back(text);
            return;
        }
        const std::string key = text.substr(0, colon);
        const std::string value(trim(std::string_view(text).substr(colon + 1)));
        if (key == "title" || key == "author" || key == "rules") {
            metadata_[key] = metadata_.contains(key) ? metadata_[key].get<std::string>() + "\n" + value : value;
        } else if (key == "solution") {
            metadata_["solution"] = value;
        } else {
            kept_["metadata"][key] = value;
        }
    }

    void read_cages(const json& cages) {
        if (!cages.is_array()) fail("'cages' is not a list");
        json killer = json::array();
        int index = 0;
        for (const json& cage : cages) {
            ++index;
            const std::string where = fmt::format("'cages' item {}", index);
            if (!cage.is_object()) fail(fmt::format("{} is not an object", where));
            const auto cells = cage.find("cells");
            if (cells == cage.end() || (cells->is_array() && cells->empty())) {
                const std::string text = text_of(cage, "value");
                if (!text.empty()) read_metadata_text(text);
                continue;
            }
            if (flag(cage, "hidden")) fail(fmt::format("{}: a hidden cage (cells outside every region) has no gridforge rule", where));
            if (cage.contains("unique") && !flag(cage, "unique")) {
                fail(fmt::format("{}: a cage whose digits may repeat has no gridforge rule", where));
            }
            const std::string style = text_of(cage, "style");
            if (style == "extraregion") {
                add_to("extraregion", {{"cells", cell_names(*cells, where)}});
                continue;
            }
            if (!style.empty() && style != "killer") fail(fmt::format("{}: a cage drawn as '{}' has no gridforge rule", where, style));
            json item{{"cells", cell_names(*cells, where)}};
            std::optional<int> sum;
            if (cage.contains("sum")) sum = whole_number(cage.at("sum"));
            if (!sum && cage.contains("value")) {
                const json& value = cage.at("value");
                if (!(value.is_string() && value.get_ref<const std::string&>().empty())) {
                    sum = whole_number(value);
                    if (!sum) fail(fmt::format("{}: cage value {} is not a sum", where, value.dump()));
                }
            }
            if (sum) item["value"] = std::to_string(*sum);
            killer.push_back(std::move(item));
        }
        if (!killer.empty()) fpuzzles_["killercage"] = std::move(killer);
    }

    void read_key(const std::string& key, const json& value) {
        if (key == "cells" || key == "regions" || key == "lines" || key == "overlays" || key == "underlays") return;
        if (key == "cages") return read_cages(value);
        if (key == "metadata") {
            if (!value.is_object()) return;
            for (const auto& [name, text] : value.items()) {
                if (text.is_string()) read_metadata_text(name + ": " + text.get<std::string>());
            }
            return;
        }
        const bool empty = value.is_null() || (value.is_array() && value.empty()) || (value.is_object() && value.empty()) || value == false;
        if (empty) return;
        // How the page shows the puzzle, not what it asks: kept.
        if (key == "cellSize" || key == "settings" || key == "id" || key == "videos" || key == "duration" || key == "title" ||
            key == "author" || key == "rules") {
            if ((key == "title" || key == "author" || key == "rules") && value.is_string()) {
                read_metadata_text(key + ": " + value.get<std::string>());
            } else {
                kept_[key] = value;
            }
            return;
        }
        if (key == "arrows") fail("'arrows' (arrow sums, little killer clues and other arrows) are not read: no rule is drawn that way in gridforge's reader");
        fail(fmt::format("key '{}' is not supported (gridforge recognises no rule in it)", key));
    }

    struct Mark {
        const json* item;
        std::string list;
        int index;
        bool used = false;
    };

    [[nodiscard]] std::string where(const Mark& mark) const {
        const std::optional<Point> centre = point_of(mark.item->value("center", json()));
        return fmt::format("'{}' item {}{}", mark.list, mark.index, centre ? " at " + describe(*centre) : "");
    }

    std::vector<Mark> marks_of(const char* list) const {
        std::vector<Mark> marks;
        const auto it = puzzle_.find(list);
        if (it == puzzle_.end()) return marks;
        if (!it->is_array()) fail(fmt::format("'{}' is not a list", list));
        int index = 0;
        for (const json& item : *it) {
            ++index;
            if (!item.is_object()) fail(fmt::format("'{}' item {} is not an object", list, index));
            marks.push_back({&item, list, index});
        }
        return marks;
    }

    /// A filled round mark at most one cell wide centred on `centre`: a thermometer's bulb. (The white
    /// circles at the ends of between lines and arrows are not.)
    static bool is_bulb(const Mark& mark, Point centre) {
        const std::optional<Point> p = point_of(mark.item->value("center", json()));
        const double width = number_or(*mark.item, "width", 0), height = number_or(*mark.item, "height", width);
        const std::optional<double> fill = brightness(text_of(*mark.item, "backgroundColor"));
        return p && near(p->row, centre.row) && near(p->column, centre.column) && flag(*mark.item, "rounded") && width >= 0.5 &&
               width <= 1.0 + kTolerance && near(width, height) && text_of(*mark.item, "text").empty() && (!fill || *fill < 0.9);
    }

    void read_line(const json& line, int index, std::vector<Mark>& marks, json& thermometers, std::string& diagonals) {
        const std::string where = fmt::format("'lines' item {}", index);
        if (!line.is_object()) fail(fmt::format("{} is not an object", where));
        const auto way = line.find("wayPoints");
        if (way == line.end() || !way->is_array() || way->size() < 2) fail(fmt::format("{}: 'wayPoints' needs two points or more", where));
        std::vector<Point> points;
        for (const json& value : *way) {
            const std::optional<Point> p = point_of(value);
            if (!p) fail(fmt::format("{}: way point {} is not [row, column]", where, value.dump()));
            points.push_back(*p);
        }
        const auto n = static_cast<double>(size_);
        if (points.size() == 2) {
            const Point a = points[0], b = points[1];
            const auto is = [](Point p, double r, double c) { return near(p.row, r) && near(p.column, c); };
            if ((is(a, 0, 0) && is(b, n, n)) || (is(a, n, n) && is(b, 0, 0))) {
                diagonals += "-";
                return;
            }
            if ((is(a, 0, n) && is(b, n, 0)) || (is(a, n, 0) && is(b, 0, n))) {
                diagonals += "+";
                return;
            }
        }
        json cells = json::array();
        for (const Point p : points) {
            const std::optional<RowColumn> cell = centred_cell(p, size_);
            if (!cell) fail(fmt::format("{}: the line passes {}, not a cell centre; gridforge has no rule drawn as this line", where, describe(p)));
            cells.push_back(fpuzzles_cell(*cell));
        }
        bool bulb = false;
        for (Mark& mark : marks) {
            if (is_bulb(mark, points.front())) {
                mark.used = true;  // several lines from one bulb: a branching thermometer
                bulb = true;
            }
        }
        if (!bulb) {
            fail(fmt::format("{} (through {}): a line without a bulb; gridforge reads thermometers (a line from a round bulb) "
                             "and diagonals, and no other line",
                             where, fmt::join(cells, ", ")));
        }
        thermometers.push_back({{"lines", json::array({std::move(cells)})}});
    }

    void read_lines_and_marks() {
        std::vector<Mark> marks = marks_of("underlays");
        for (Mark& mark : marks_of("overlays")) marks.push_back(mark);
        json thermometers = json::array();
        std::string diagonals;
        if (const auto lines = puzzle_.find("lines"); lines != puzzle_.end()) {
            if (!lines->is_array()) fail("'lines' is not a list");
            int index = 0;
            for (const json& line : *lines) read_line(line, ++index, marks, thermometers, diagonals);
        }
        if (!thermometers.empty()) fpuzzles_["thermometer"] = std::move(thermometers);
        if (diagonals.find('-') != std::string::npos) fpuzzles_["diagonal-"] = true;
        if (diagonals.find('+') != std::string::npos) fpuzzles_["diagonal+"] = true;
        for (Mark& mark : marks) {
            if (!mark.used) read_mark(mark);
        }
    }

    void add_to(const char* key, json item) {
        if (!fpuzzles_.contains(key)) fpuzzles_[key] = json::array();
        fpuzzles_[key].push_back(std::move(item));
    }

    void read_mark(const Mark& mark) {
        const json& item = *mark.item;
        const std::optional<Point> centre = point_of(item.value("center", json()));
        if (!centre) fail(fmt::format("{}: 'center' is not [row, column]", where(mark)));
        const double width = number_or(item, "width", 0), height = number_or(item, "height", width);
        const bool rounded = flag(item, "rounded");
        const std::string text = text_of(item, "text");
        if (const auto edge = edge_cells(*centre, size_); edge && width <= 0.45 && height <= 0.45) {
            json cells = json::array({fpuzzles_cell(edge->first), fpuzzles_cell(edge->second)});
            if (!rounded && (text == "X" || text == "V" || text == "x" || text == "v")) {
                add_to("xv", {{"cells", std::move(cells)}, {"value", std::string(1, static_cast<char>(std::toupper(text[0])))}});
                return;
            }
            const std::optional<double> shade = brightness(text_of(item, "backgroundColor"));
            if (rounded && shade && (*shade < 0.25 || *shade > 0.85)) {
                json dot{{"cells", std::move(cells)}};
                if (!text.empty()) dot["value"] = text;
                add_to(*shade < 0.25 ? "ratio" : "difference", std::move(dot));
                return;
            }
        }
        if (const auto cell = centred_cell(*centre, size_); cell && !text.empty() && mark.list == "overlays") {
            kept_["overlays"].push_back(item);  // a note written in a cell, as f-puzzles' "text"
            return;
        }
        if (const auto cell = centred_cell(*centre, size_); cell && text.empty() && mark.list == "underlays") {
            if (width >= 1 - kTolerance && height >= 1 - kTolerance && near(width, 1) && near(height, 1) && !rounded) {
                kept_["underlays"].push_back(item);  // a cell colour
                return;
            }
            if (width >= 0.5 && width < 1 - kTolerance && near(width, height)) {
                add_to(rounded ? "odd" : "even", {{"cell", fpuzzles_cell(*cell)}});
                return;
            }
            if (near(width, 3) && near(height, 3) && !rounded && size_ >= 3) {
                json cells = json::array();
                for (int dr = -1; dr <= 1; ++dr) {
                    for (int dc = -1; dc <= 1; ++dc) {
                        const RowColumn in{cell->row + dr, cell->column + dc};
                        if (in.row < 0 || in.row >= size_ || in.column < 0 || in.column >= size_) {
                            fail(fmt::format("{}: a 3x3 square running off the board", where(mark)));
                        }
                        cells.push_back(fpuzzles_cell(in));
                    }
                }
                add_to("extraregion", {{"cells", std::move(cells)}});
                return;
            }
        }
        fail(fmt::format("{}{}: gridforge recognises no rule drawn this way (it reads kropki dots, XV letters, odd and even "
                         "marks, 3x3 extra regions and thermometer bulbs)",
                         where(mark), text.empty() ? "" : fmt::format(" (text '{}')", text)));
    }

    const json& puzzle_;
    int line_;
    int size_ = 0;
    json fpuzzles_;
    json metadata_ = json::object();
    json kept_ = json::object();
};

/// SudokuPad's run-length alphabet: one character is a digit followed by 0-5 zeros.
std::string scf_givens(std::string_view encoded, int line) {
    std::string digits;
    for (std::size_t i = 0; i < encoded.size(); ++i) {
        const char c = encoded[i];
        int code = 0;
        if (c >= '0' && c <= '9') {
            code = c - '0';
        } else if (c >= 'A' && c <= 'Z') {
            code = c - 'A' + 10;
        } else if (c >= 'a' && c <= 'x') {
            code = c - 'a' + 36;
        } else {
            throw InputError(line, fmt::format("SCF id: character {} at position {} is not in SudokuPad's alphabet", describe_character(c), i));
        }
        digits.push_back(static_cast<char>('0' + code % 10));
        digits.append(static_cast<std::size_t>(code / 10), '0');
    }
    return digits;
}

/// The text of a "t…*" or "a…*" field from `at` (after its letter); '**' is a '*' inside it.
std::string scf_text(std::string_view constraints, std::size_t& at) {
    std::string text;
    while (at < constraints.size()) {
        if (constraints[at] == '*') {
            if (at + 1 < constraints.size() && constraints[at + 1] == '*') {
                text.push_back('*');
                at += 2;
                continue;
            }
            ++at;
            break;
        }
        text.push_back(constraints[at++]);
    }
    return text;
}

}  // namespace

json json_form_of_sudokupad(const json& puzzle, int line) { return SudokupadReader(puzzle, line).form(); }

json json_form_of_scf(std::string_view scf, int line) {
    constexpr std::size_t kCells = 81;
    const std::size_t star = scf.find('*');
    std::string givens;
    std::string_view constraints;
    if (star != std::string_view::npos) {
        givens = scf_givens(scf.substr(0, star), line);
        constraints = scf.substr(star + 1);
    } else {
        // Without '*' the constraints follow the givens: decode character by character up to 81 cells.
        std::size_t used = 0;
        while (used < scf.size() && givens.size() < kCells) givens += scf_givens(scf.substr(used++, 1), line);
        constraints = scf.substr(used);
    }
    if (givens.size() != kCells) {
        throw InputError(line, fmt::format("SCF id: {} cells, expected 81 (SCF holds classic 9x9 puzzles)", givens.size()));
    }
    for (char& c : givens) {
        if (c == '0') c = '.';
    }
    json form{{"size", 9}, {"givens", givens}};
    for (std::size_t at = 0; at < constraints.size();) {
        const char c = constraints[at++];
        if (c == 'x') {
            form["diagonals"] = "both";
        } else if (c == 'w') {
            json regions = json::array();
            for (const int top : {1, 5}) {
                for (const int left : {1, 5}) {
                    json cells = json::array();
                    for (int r = top; r < top + 3; ++r) {
                        for (int col = left; col < left + 3; ++col) cells.push_back(fmt::format("r{}c{}", r + 1, col + 1));
                    }
                    regions.push_back({{"cells", std::move(cells)}});
                }
            }
            form["extraregion"] = std::move(regions);
        } else if (c == 't' || c == 'a') {
            form[c == 't' ? "title" : "author"] = scf_text(constraints, at);
        } else {
            throw InputError(line, fmt::format("SCF id: constraint {} at position {} is not one SudokuPad writes (x, w, t, a)",
                                               describe_character(c), at - 1));
        }
    }
    return form;
}

}  // namespace gridforge::format_detail
