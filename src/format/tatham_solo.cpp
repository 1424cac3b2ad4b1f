#include "format/tatham_solo.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "format/json_rules.hpp"
#include "format/solo_blocks.hpp"
#include "format/text.hpp"
#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

InputError solo_error(int line, std::string_view reason) { return InputError(line, fmt::format("Solo game id: {}", reason)); }

/// A number of up to 4 digits at `at`, which moves past it.
int read_number(std::string_view text, std::size_t& at) {
    int value = 0;
    const std::size_t begin = at;
    while (at < text.size() && is_digit(text[at]) && at - begin < 4) value = value * 10 + (text[at++] - '0');
    return value;
}

struct SoloParams {
    int tall = 0;  ///< C: the box's height (and the number of boxes across)
    int wide = 0;  ///< R: the box's width
    bool jigsaw = false;
    bool diagonals = false;
    bool killer = false;
    [[nodiscard]] int side() const { return jigsaw ? tall : tall * wide; }
};

/// The parameters as solo.c's decode_params reads them: "C[xR]", then flags 'j' (jigsaw: the side is
/// C, or C·R), 'x' (diagonals), 'k' (killer), and the generator's symmetry ("a", "r2", "md4") and
/// difficulty ("dt" … "du"), which are read past.
SoloParams read_params(std::string_view params, int line) {
    std::size_t at = 0;
    SoloParams read;
    read.tall = read.wide = read_number(params, at);
    if (read.tall == 0) throw solo_error(line, "the parameters do not start with the box size (\"3x3\" or \"9j\")");
    bool seen_wide = false;
    if (at < params.size() && params[at] == 'x') {
        ++at;
        read.wide = read_number(params, at);
        seen_wide = true;
    }
    while (at < params.size()) {
        const char c = params[at++];
        if (c == 'j') {
            if (seen_wide) read.tall *= read.wide;
            read.wide = 1;
            read.jigsaw = true;
        } else if (c == 'x') {
            read.diagonals = true;
        } else if (c == 'k') {
            read.killer = true;
        } else if (c == 'd' && at < params.size()) {
            ++at;  // the difficulty letter
        } else if (c == 'm' && at < params.size() && params[at] == 'd') {
            ++at;  // "md2", "md4": the digits follow and are read past as unknown characters
        }
    }
    const int side = read.side();
    if (read.wide == 0 || side > kLargestSide || !Geometry::supported(side)) {
        throw solo_error(line, fmt::format("the parameters {} make no supported board ({})", params, supported_sides_text()));
    }
    return read;
}

/// A grid of numbers as Solo writes givens and killer sums: a number (decimal) for a cell with a
/// value, a letter a-z for a run of 1-26 empty cells, '_' between two numbers. Reads from `at` up to
/// the next ',' or the end.
std::vector<int> read_solo_grid(std::string_view desc, std::size_t& at, std::size_t cells, int largest, std::string_view what,
                                std::size_t offset, int line) {
    std::vector<int> values;
    while (at < desc.size() && desc[at] != ',') {
        const char c = desc[at];
        if (c >= 'a' && c <= 'z') {
            values.insert(values.end(), static_cast<std::size_t>(c - 'a' + 1), 0);
            ++at;
        } else if (c == '_') {
            ++at;
        } else if (c >= '1' && c <= '9') {
            const int value = read_number(desc, at);
            if (value > largest) throw solo_error(line, fmt::format("{} {} is out of range (largest {})", what, value, largest));
            values.push_back(value);
        } else {
            throw solo_error(line, fmt::format("character {} at position {} is not a digit, a letter or '_'", describe_character(c), offset + at));
        }
        if (values.size() > cells) break;
    }
    if (values.size() != cells) {
        throw solo_error(line, fmt::format("{}: {}, expected {}", what, count_of(static_cast<int>(values.size()), "cell"), cells));
    }
    return values;
}

std::string write_solo_grid(const std::vector<int>& values) {
    std::string text;
    int run = 0;
    for (std::size_t i = 0; i <= values.size(); ++i) {
        if (i < values.size() && values[i] == 0) {
            ++run;
            continue;
        }
        for (; run > 0; run -= std::min(run, 26)) text.push_back(static_cast<char>('a' + std::min(run, 26) - 1));
        if (i == values.size()) break;
        if (!text.empty() && is_digit(text.back())) text.push_back('_');  // two numbers in a row
        text += std::to_string(values[i]);
    }
    return text;
}

/// The block structure after a ',' at `at`, or InputError naming `what` ("jigsaw regions").
std::vector<int> read_blocks(std::string_view desc, std::size_t& at, int side, std::string_view what, int line) {
    if (at >= desc.size() || desc[at] != ',') throw solo_error(line, fmt::format("the {} are missing (expected ',' after the grid)", what));
    ++at;
    try {
        return read_solo_blocks(desc, at, side);
    } catch (const std::invalid_argument& error) {
        throw solo_error(line, fmt::format("{}: {}", what, error.what()));
    }
}

}  // namespace

bool looks_like_solo_id(std::string_view raw) {
    const std::string_view text = trim(raw);
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0 || !is_digit(text[0])) return false;
    std::size_t at = 0;
    while (at < colon && is_digit(text[at])) ++at;
    return at < colon && (text[at] == 'x' || text[at] == 'j');
}

nlohmann::json json_form_of_solo_id(std::string_view raw, int line) {
    const std::string_view id = trim(raw);
    const std::size_t colon = id.find(':');
    const SoloParams params = read_params(id.substr(0, colon), line);
    const int side = params.side();
    const std::size_t cells = static_cast<std::size_t>(side * side);
    const std::string_view desc = id.substr(colon + 1);
    std::size_t at = 0;
    const std::vector<int> values = read_solo_grid(desc, at, cells, side, "the givens", colon + 2, line);
    std::string givens;
    for (const int value : values) givens.push_back(digit_char(value));  // '.' for 0
    nlohmann::json form{{"size", side}, {"givens", givens}};
    const Geometry geometry(side);
    if (params.jigsaw) {
        const std::vector<int> blocks = read_blocks(desc, at, side, "jigsaw regions", line);
        std::string regions;
        for (const int block : blocks) {
            if (block >= side) throw solo_error(line, fmt::format("jigsaw regions: more than {} regions", side));
            regions.push_back(digit_char(block + 1));
        }
        if (!regions_are_boxes(regions, geometry)) form["regions"] = regions;
    } else if (geometry.box_rows() != params.tall || geometry.box_cols() != params.wide) {
        // Boxes of another shape than gridforge's for this size: the same houses as jigsaw regions.
        std::string regions;
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) regions.push_back(digit_char((r / params.tall) * (side / params.wide) + c / params.wide + 1));
        }
        form["regions"] = regions;
    }
    if (params.killer) {
        const std::vector<int> blocks = read_blocks(desc, at, side, "killer cages", line);
        if (at >= desc.size() || desc[at] != ',') throw solo_error(line, "the killer sums are missing (expected ',' after the cages)");
        ++at;
        const std::vector<int> sums = read_solo_grid(desc, at, cells, side * side * side, "killer sums", colon + 2, line);
        const int count = *std::max_element(blocks.begin(), blocks.end()) + 1;
        std::vector<nlohmann::json> cages(static_cast<std::size_t>(count), nlohmann::json{{"cells", nlohmann::json::array()}});
        for (std::size_t cell = 0; cell < cells; ++cell) {
            nlohmann::json& cage = cages[static_cast<std::size_t>(blocks[cell])];
            cage["cells"].push_back(geometry.cell_name(static_cast<Cell>(cell)));
            if (sums[cell] == 0) continue;
            if (cage.contains("sum")) {
                throw solo_error(line, fmt::format("killer sums: the cage of {} has two sums", geometry.cell_name(static_cast<Cell>(cell))));
            }
            cage["sum"] = sums[cell];
        }
        form["cages"] = std::move(cages);
    }
    if (at < desc.size()) throw solo_error(line, fmt::format("unexpected text at position {} after the game description", colon + 2 + at));
    if (params.diagonals) form["diagonals"] = "both";
    return form;
}

std::string solo_id_of_json_form(const nlohmann::json& form) {
    const bool both_diagonals = form.contains("diagonals") && form.at("diagonals").is_string() &&
                                form.at("diagonals").get_ref<const std::string&>() == "both";
    for (const auto& item : form.items()) {
        const std::string& key = item.key();
        if ((key == "diagonals" && both_diagonals) || key == "regions" || key == "cages") continue;
        if (is_rule_key(key)) {
            throw std::invalid_argument(fmt::format("a Solo game id holds classic, jigsaw, killer and Sudoku X puzzles only; this one has "
                                                    "the rule key {}{}",
                                                    key, key == "diagonals" ? " with one diagonal" : ""));
        }
    }
    const int side = form.at("size").get<int>();
    const Geometry geometry(side);
    const bool jigsaw = form.contains("regions"), killer = form.contains("cages");
    std::string id = jigsaw ? fmt::format("{}j", side) : fmt::format("{}x{}", geometry.box_rows(), geometry.box_cols());
    id += fmt::format("{}{}:", both_diagonals ? "x" : "", killer ? "k" : "");
    std::vector<int> givens;
    for (const char c : form.at("givens").get_ref<const std::string&>()) givens.push_back(digit_from_char(c).value_or(0));
    id += write_solo_grid(givens);
    if (jigsaw) {
        std::vector<int> regions;
        for (const char c : form.at("regions").get_ref<const std::string&>()) regions.push_back(static_cast<unsigned char>(c));
        id += "," + write_solo_blocks(regions, side);
    }
    if (killer) {
        const std::size_t cells = static_cast<std::size_t>(side * side);
        std::vector<int> cage_of(cells, -1), sums(cells, 0);
        int index = 0;
        for (const nlohmann::json& cage : form.at("cages")) {
            const nlohmann::json& names = cage.at("cells");
            if (names.size() < 2 || static_cast<int>(names.size()) > side || !cage.contains("sum")) {
                throw std::invalid_argument(fmt::format("a Solo killer id needs every cage to have 2 to {} cells and a sum; the cage at {} "
                                                        "has {} and {}",
                                                        side, names.at(0).get<std::string>(), count_of(static_cast<int>(names.size()), "cell"),
                                                        cage.contains("sum") ? "a sum" : "no sum"));
            }
            Cell first = static_cast<Cell>(cells);
            for (const nlohmann::json& name : names) {
                const Cell cell = *geometry.parse_cell_name(name.get<std::string>());
                cage_of[static_cast<std::size_t>(cell)] = index;
                first = std::min(first, cell);
            }
            sums[static_cast<std::size_t>(first)] = cage.at("sum").get<int>();
            ++index;
        }
        for (std::size_t cell = 0; cell < cells; ++cell) {
            if (cage_of[cell] < 0) {
                throw std::invalid_argument(fmt::format("a Solo killer id puts every cell in a cage; {} is in none",
                                                        geometry.cell_name(static_cast<Cell>(cell))));
            }
        }
        id += "," + write_solo_blocks(cage_of, side) + "," + write_solo_grid(sums);
    }
    return id;
}

}  // namespace gridforge::format_detail
