#include "format/tatham_solo.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "format/json_rules.hpp"
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
    bool diagonals = false;
};

SoloParams read_params(std::string_view params, int line) {
    std::size_t at = 0;
    SoloParams read;
    read.tall = read_number(params, at);
    if (read.tall == 0) throw solo_error(line, "the parameters do not start with the box size (\"3x3\")");
    if (at < params.size() && params[at] == 'j') {
        throw solo_error(line, "jigsaw ids (\"9j\") are not supported yet: share the puzzle as JSON or an f-puzzles link");
    }
    if (at >= params.size() || params[at] != 'x') throw solo_error(line, "the parameters do not start with the box size (\"3x3\")");
    ++at;
    read.wide = read_number(params, at);
    for (; at < params.size() && (params[at] == 'x' || params[at] == 'k'); ++at) {
        if (params[at] == 'k') {
            throw solo_error(line, "killer ids (\"3x3k\") are not supported yet: share the puzzle as JSON or an f-puzzles link");
        }
        read.diagonals = true;
    }
    const int side = read.tall * read.wide;
    if (read.wide == 0 || side > kLargestSide || !Geometry::supported(side)) {
        throw solo_error(line, fmt::format("boxes of {}x{} make no supported board ({})", read.tall, read.wide, supported_sides_text()));
    }
    return read;
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
    const int side = params.tall * params.wide;
    const std::string_view desc = id.substr(colon + 1);
    std::string givens;
    const std::size_t cells = static_cast<std::size_t>(side * side);
    for (std::size_t at = 0; at < desc.size();) {
        const char c = desc[at];
        if (c >= 'a' && c <= 'z') {
            givens.append(static_cast<std::size_t>(c - 'a' + 1), '.');
            ++at;
        } else if (c == '_') {
            ++at;
        } else if (c >= '1' && c <= '9') {
            const int digit = read_number(desc, at);
            if (digit > side) throw solo_error(line, fmt::format("digit {} is out of range for a {}x{} board", digit, side, side));
            givens.push_back(digit_char(digit));
        } else if (c == ',') {
            throw solo_error(line, "a block structure after the givens belongs to jigsaw or killer ids, which are not supported yet");
        } else {
            throw solo_error(line, fmt::format("character {} at position {} is not a digit, a letter or '_'", describe_character(c),
                                               colon + 2 + at));
        }
        if (givens.size() > cells) break;
    }
    if (givens.size() != cells) throw solo_error(line, fmt::format("{}, expected {}", count_of(static_cast<int>(givens.size()), "cell"), cells));
    nlohmann::json form{{"size", side}, {"givens", givens}};
    const Geometry geometry(side);
    if (geometry.box_rows() != params.tall || geometry.box_cols() != params.wide) {
        // Boxes of another shape than gridforge's for this size: the same houses as jigsaw regions.
        std::string regions;
        for (int r = 0; r < side; ++r) {
            for (int c = 0; c < side; ++c) regions.push_back(digit_char((r / params.tall) * (side / params.wide) + c / params.wide + 1));
        }
        form["regions"] = regions;
    }
    if (params.diagonals) form["diagonals"] = "both";
    return form;
}

std::string solo_id_of_json_form(const nlohmann::json& form) {
    const bool both_diagonals = form.contains("diagonals") && form.at("diagonals").is_string() &&
                                form.at("diagonals").get_ref<const std::string&>() == "both";
    for (const auto& item : form.items()) {
        const std::string& key = item.key();
        if (key == "diagonals" && both_diagonals) continue;
        if (is_rule_key(key)) {
            throw std::invalid_argument(fmt::format("a Solo game id holds classic and Sudoku X puzzles only; this one has the rule "
                                                    "key {}{}",
                                                    key, key == "diagonals" ? " with one diagonal" : ""));
        }
    }
    const int side = form.at("size").get<int>();
    const Geometry geometry(side);
    std::string id = fmt::format("{}x{}{}:", geometry.box_rows(), geometry.box_cols(), form.contains("diagonals") ? "x" : "");
    const std::string& givens = form.at("givens").get_ref<const std::string&>();
    int run = 0;
    for (std::size_t i = 0; i <= givens.size(); ++i) {
        const bool empty = i < givens.size() && givens[i] == '.';
        if (empty) {
            ++run;
            continue;
        }
        for (; run > 0; run -= std::min(run, 26)) id.push_back(static_cast<char>('a' + std::min(run, 26) - 1));
        if (i == givens.size()) break;
        const std::optional<Digit> digit = digit_from_char(givens[i]);
        if (is_digit(id.back())) id.push_back('_');  // two numbers in a row
        id += std::to_string(digit.value_or(0));
    }
    return id;
}

}  // namespace gridforge::format_detail
