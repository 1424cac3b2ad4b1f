#include "format/fpuzzles.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "format/text.hpp"
#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

/// Keys whose name and shape are the same on both sides.
constexpr std::array<std::string_view, 12> kSameKeys = {"antiknight", "antiking", "nonconsecutive", "arrow",
                                                        "odd",        "even",     "difference",     "ratio",
                                                        "xv",         "negative", "sandwichsum",    "extraregion"};
/// Drawing and settings that state no rule: kept under "x-fpuzzles".
constexpr std::array<std::string_view, 7> kKeptKeys = {"text", "line", "rectangle", "circle", "cage", "disabledlogic",
                                                       "truecandidatesoptions"};
constexpr std::string_view kKeptKey = "x-fpuzzles";

bool among(std::string_view key, auto const& list) { return std::find(list.begin(), list.end(), key) != list.end(); }

/// Named apart from json_form.cpp's key_error: a unity build puts both files in one translation unit.
InputError fpuzzles_key_error(int line, std::string_view key, std::string_view reason) {
    return InputError(line, fmt::format("f-puzzles key '{}': {}", key, reason));
}

/// The region index k (0-based) as a character of the "regions" string: 1-9, then A, B, ...
char region_character(int k) { return digit_char(k + 1); }

/// f-puzzles writes numbers as strings ("15"); an empty string means "no number".
bool is_empty_text(const json& value) { return value.is_string() && value.get_ref<const std::string&>().empty(); }

/// A list item with its empty values dropped, keeping only the keys our rule readers know (the
/// others are f-puzzles' colours and sizes of the item's drawing).
json item_without_styling(const json& item) {
    if (!item.is_object()) return item;
    json kept = json::object();
    for (const auto& [key, value] : item.items()) {
        if (is_empty_text(value)) continue;
        if (key == "cells" || key == "cell" || key == "lines" || key == "value" || key == "direction") kept[key] = value;
    }
    return kept;
}

json list_without_styling(const json& list) {
    if (!list.is_array()) return list;
    json out = json::array();
    for (const json& item : list) out.push_back(item_without_styling(item));
    return out;
}

/// An integer from f-puzzles' number-or-digit-string.
std::optional<int> number_of(const json& value) {
    if (value.is_number_integer()) return value.get<int>();
    if (value.is_string()) {
        const std::string& text = value.get_ref<const std::string&>();
        if (text.empty() || text.size() > 6 || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            return std::nullopt;
        }
        return std::stoi(text);
    }
    return std::nullopt;
}

json cages_of_killercage(const json& list, int line) {
    if (!list.is_array()) throw fpuzzles_key_error(line, "killercage", "expected a list");
    json cages = json::array();
    for (const json& item : list) {
        if (!item.is_object() || !item.contains("cells")) throw fpuzzles_key_error(line, "killercage", "expected {\"cells\": [...], \"value\": ...}");
        json cage{{"cells", item.at("cells")}};
        if (item.contains("value") && !is_empty_text(item.at("value"))) {
            const std::optional<int> sum = number_of(item.at("value"));
            if (!sum) throw fpuzzles_key_error(line, "killercage", fmt::format("cage sum {} is not a number", item.at("value").dump()));
            cage["sum"] = *sum;
        }
        cages.push_back(std::move(cage));
    }
    return cages;
}

json thermos_of_thermometer(const json& list, int line) {
    if (!list.is_array()) throw fpuzzles_key_error(line, "thermometer", "expected a list");
    json thermos = json::array();
    for (const json& item : list) {
        if (!item.is_object() || !item.contains("lines") || !item.at("lines").is_array()) {
            throw fpuzzles_key_error(line, "thermometer", "expected {\"lines\": [[...]]}");
        }
        // A thermometer that branches is written as several lines from one bulb: each is a thermometer.
        for (const json& cells : item.at("lines")) thermos.push_back(cells);
    }
    return thermos;
}

/// "givens", and "regions" when some cell's region is not its box, from the cell objects.
void read_grid(const json& grid, int size, int line, json& form, json& kept) {
    if (!grid.is_array() || static_cast<int>(grid.size()) != size) {
        throw fpuzzles_key_error(line, "grid", fmt::format("expected {} rows", size));
    }
    const Geometry geometry(size);
    std::string givens, regions;
    bool regions_differ = false;
    json kept_cells = json::object();
    for (int r = 0; r < size; ++r) {
        const json& row = grid[static_cast<std::size_t>(r)];
        if (!row.is_array() || static_cast<int>(row.size()) != size) {
            throw fpuzzles_key_error(line, "grid", fmt::format("row {} has {} cells, expected {}", r + 1, row.is_array() ? row.size() : 0, size));
        }
        for (int c = 0; c < size; ++c) {
            const json& cell = row[static_cast<std::size_t>(c)];
            const std::string name = fmt::format("R{}C{}", r + 1, c + 1);
            if (!cell.is_object()) throw fpuzzles_key_error(line, "grid", fmt::format("{} is not an object", name));
            const bool given = cell.contains("given") && cell.at("given") == true;
            const std::optional<int> value = cell.contains("value") ? number_of(cell.at("value")) : std::nullopt;
            if (cell.contains("value") && !value && !is_empty_text(cell.at("value"))) {
                throw fpuzzles_key_error(line, "grid", fmt::format("{}: value {} is not a digit", name, cell.at("value").dump()));
            }
            const int digit = given ? value.value_or(0) : 0;
            if (given && (digit < 1 || digit > size)) {
                throw fpuzzles_key_error(line, "grid", fmt::format("{}: given {} is out of range for a {}x{} board", name,
                                                          cell.contains("value") ? cell.at("value").dump() : "(none)", size, size));
            }
            givens.push_back(digit_char(digit));  // '.' for 0
            const int box = geometry.box_of(r * size + c);
            int region = box;
            if (cell.contains("region") && !cell.at("region").is_null()) {
                const std::optional<int> index = number_of(cell.at("region"));
                if (!index || *index < 0 || *index >= size) {
                    throw fpuzzles_key_error(line, "grid", fmt::format("{}: region {} is not 0 to {}", name, cell.at("region").dump(), size - 1));
                }
                region = *index;
            }
            regions_differ = regions_differ || region != box;
            regions.push_back(region_character(region));
            if (cell.contains("givenPencilMarks") && !cell.at("givenPencilMarks").empty()) {
                throw fpuzzles_key_error(line, "grid", fmt::format("{}: given pencil marks (givenPencilMarks) are not supported", name));
            }
            json rest = json::object();  // what the cell holds beyond its given and region
            for (const auto& [key, entry] : cell.items()) {
                if (key == "region" || key == "given" || key == "givenPencilMarks") continue;
                if (key == "value" && given) continue;
                rest[key] = entry;
            }
            if (!rest.empty()) kept_cells[name] = std::move(rest);
        }
    }
    form["givens"] = givens;
    if (regions_differ) form["regions"] = regions;
    if (!kept_cells.empty()) kept["cells"] = std::move(kept_cells);
}

std::string upper_cell_names(std::string text) {
    // "r1c1" -> "R1C1" (f-puzzles' spelling); any other text is left alone.
    if (text.size() >= 4 && (text[0] == 'r' || text[0] == 'R')) {
        const std::size_t c = text.find_first_of("cC", 1);
        if (c != std::string::npos) {
            text[0] = 'R';
            text[c] = 'C';
        }
    }
    return text;
}

/// Cell names in f-puzzles' capitals, anywhere in `value`.
json with_upper_cell_names(const json& value) {
    if (value.is_string()) return upper_cell_names(value.get<std::string>());
    if (value.is_array()) {
        json out = json::array();
        for (const json& item : value) out.push_back(with_upper_cell_names(item));
        return out;
    }
    if (value.is_object()) {
        json out = json::object();
        for (const auto& [key, item] : value.items()) out[key] = key == "value" || key == "direction" ? item : with_upper_cell_names(item);
        return out;
    }
    return value;
}

json text_number(const json& value) { return value.is_number_integer() ? json(std::to_string(value.get<int>())) : value; }

}  // namespace

json json_form_of_fpuzzles(const json& fpuzzles, int line) {
    if (!fpuzzles.is_object()) throw InputError(line, "f-puzzles data is not a JSON object");
    const auto size_entry = fpuzzles.find("size");
    if (size_entry == fpuzzles.end()) throw fpuzzles_key_error(line, "size", "is required");
    const std::optional<int> size = number_of(*size_entry);
    if (!size || !Geometry::supported(*size)) {
        throw fpuzzles_key_error(line, "size", fmt::format("{} is not a supported board size ({})", size_entry->dump(), supported_sides_text()));
    }
    if (!fpuzzles.contains("grid")) throw fpuzzles_key_error(line, "grid", "is required");
    json form{{"size", *size}};
    json kept = json::object();
    read_grid(fpuzzles.at("grid"), *size, line, form, kept);
    std::string diagonals;
    for (const auto& [key, value] : fpuzzles.items()) {
        if (key == "size" || key == "grid") continue;
        const bool off = value.is_null() || value == false || (value.is_array() && value.empty());
        if (key == "title" || key == "author") {
            form[key] = value;
        } else if (key == "ruleset") {
            form["rules"] = value;
        } else if (key == "solution") {
            if (!value.is_array() || static_cast<int>(value.size()) != *size * *size) {
                throw fpuzzles_key_error(line, key, fmt::format("expected a list of {} digits", *size * *size));
            }
            std::string solution;
            for (const json& digit : value) {
                const std::optional<int> d = number_of(digit);
                solution.push_back(!d || *d > *size ? '.' : digit_char(*d));
            }
            form["solution"] = solution;
        } else if (among(key, kKeptKeys)) {
            kept[key] = value;
        } else if (off) {
            continue;  // a rule switched off, or a list with no items: no rule
        } else if (key == "diagonal+" || key == "diagonal-") {
            diagonals += key == "diagonal-" ? "main" : "anti";
        } else if (key == "killercage") {
            form["cages"] = cages_of_killercage(value, line);
        } else if (key == "thermometer") {
            form["thermos"] = thermos_of_thermometer(value, line);
        } else if (key == "littlekillersum") {
            form["littlekiller"] = list_without_styling(value);
        } else if (among(key, kSameKeys)) {
            form[key] = value.is_array() && key != "negative" ? list_without_styling(value) : value;
        } else {
            throw fpuzzles_key_error(line, key, "is not supported (gridforge has no such rule)");
        }
    }
    if (!diagonals.empty()) form["diagonals"] = diagonals.size() > 4 ? "both" : diagonals;
    if (!kept.empty()) form[std::string(kKeptKey)] = std::move(kept);
    return form;
}

json fpuzzles_of_json_form(const json& form) {
    const int size = form.at("size").get<int>();
    const std::string& givens = form.at("givens").get_ref<const std::string&>();
    std::map<char, int> region_index;  // a region character -> its f-puzzles index, by first appearance
    const auto regions = form.find("regions");
    json grid = json::array();
    for (int r = 0; r < size; ++r) {
        json row = json::array();
        for (int c = 0; c < size; ++c) {
            const std::size_t cell = static_cast<std::size_t>(r * size + c);
            json object = json::object();
            const char given = givens[cell];
            if (given != '.') {
                object["value"] = digit_from_char(given).value_or(0);
                object["given"] = true;
            }
            if (regions != form.end()) {
                const char name = regions->get_ref<const std::string&>()[cell];
                object["region"] = region_index.emplace(name, static_cast<int>(region_index.size())).first->second;
            }
            row.push_back(std::move(object));
        }
        grid.push_back(std::move(row));
    }
    json fpuzzles{{"size", size}, {"grid", std::move(grid)}};
    for (const auto& [key, value] : form.items()) {
        if (key == "title" || key == "author") {
            fpuzzles[key] = value;
        } else if (key == "rules") {
            fpuzzles["ruleset"] = value;
        } else if (key == "solution" && value.is_string()) {
            json digits = json::array();
            for (const char d : value.get<std::string>()) digits.push_back(digit_from_char(d).value_or(0));
            fpuzzles["solution"] = std::move(digits);
        } else if (key == "diagonals") {
            const std::string which = value.get<std::string>();
            if (which != "anti") fpuzzles["diagonal-"] = true;
            if (which != "main") fpuzzles["diagonal+"] = true;
        } else if (key == "cages") {
            json list = json::array();
            for (const json& cage : value) {
                json item{{"cells", with_upper_cell_names(cage.at("cells"))}};
                if (cage.contains("sum")) item["value"] = text_number(cage.at("sum"));
                list.push_back(std::move(item));
            }
            fpuzzles["killercage"] = std::move(list);
        } else if (key == "thermos") {
            json list = json::array();
            for (const json& cells : value) list.push_back({{"lines", json::array({with_upper_cell_names(cells)})}});
            fpuzzles["thermometer"] = std::move(list);
        } else if (key == "littlekiller" || key == "sandwichsum") {
            json list = json::array();
            for (json item : with_upper_cell_names(value)) {
                item["value"] = text_number(item.at("value"));
                list.push_back(std::move(item));
            }
            fpuzzles[key == "littlekiller" ? "littlekillersum" : key] = std::move(list);
        } else if (among(key, kSameKeys)) {
            fpuzzles[key] = with_upper_cell_names(value);
        }
    }
    if (const auto kept = form.find(kKeptKey); kept != form.end() && kept->is_object()) {
        for (const auto& [key, value] : kept->items()) {
            if (key != "cells") {
                fpuzzles[key] = value;
                continue;
            }
            for (const auto& [name, extra] : value.items()) {  // "R3C4" -> the cell's other keys
                int r = 0, col = 0;
                char end = 0;
                // Metadata is not checked on reading: a name that is no cell of the board is left out.
                if (std::sscanf(name.c_str(), "R%dC%d%c", &r, &col, &end) != 2 || r < 1 || r > size || col < 1 || col > size ||
                    !extra.is_object()) {
                    continue;
                }
                json& cell = fpuzzles["grid"][static_cast<std::size_t>(r - 1)][static_cast<std::size_t>(col - 1)];
                for (const auto& [k, v] : extra.items()) cell[k] = v;
            }
        }
    }
    return fpuzzles;
}

}  // namespace gridforge::format_detail
