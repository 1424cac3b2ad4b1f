#include "format/killer_text.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "format/json_rules.hpp"
#include "format/text.hpp"
#include "gridforge/format.hpp"
#include "gridforge/geometry.hpp"

namespace gridforge::format_detail {
namespace {

using nlohmann::json;

constexpr int kSide = 9;
constexpr int kCells = kSide * kSide;
constexpr std::string_view kSumoCueTag = "SumoCueV1";

/// "r3c4" of a 0-based cell index on the 9x9 board.
std::string cell_text(int cell) { return fmt::format("r{}c{}", cell / kSide + 1, cell % kSide + 1); }

/// One cell as a killer text gives it: its cage key (the same for every cell of a cage) and the
/// cage's sum, 0 for none.
struct CageCell {
    int key;
    int sum;
};

/// The "cages" list of the JSON form from each cell's cage; a cell alone with no sum is in no cage.
json cages_of(const std::vector<CageCell>& cells) {
    std::map<int, std::vector<int>> members;  // key -> cells, in reading order
    std::vector<int> order;
    for (int cell = 0; cell < kCells; ++cell) {
        auto [it, added] = members.try_emplace(cells[static_cast<std::size_t>(cell)].key);
        if (added) order.push_back(cells[static_cast<std::size_t>(cell)].key);
        it->second.push_back(cell);
    }
    json cages = json::array();
    for (const int key : order) {
        const std::vector<int>& list = members.at(key);
        const int sum = cells[static_cast<std::size_t>(list.front())].sum;
        if (list.size() == 1 && sum == 0) continue;
        json names = json::array();
        for (const int cell : list) names.push_back(cell_text(cell));
        json cage{{"cells", std::move(names)}};
        if (sum > 0) cage["sum"] = sum;
        cages.push_back(std::move(cage));
    }
    return cages;
}

json base_form(bool diagonals) {
    json form{{"size", kSide}, {"givens", std::string(kCells, '.')}};
    if (diagonals) form["diagonals"] = "both";
    return form;
}

std::optional<int> whole_number(std::string_view text) {
    if (text.empty() || text.size() > 9 || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return std::nullopt;
    }
    return std::stoi(std::string(text));
}

json read_ps(std::string_view text, int line) {
    const auto fault = [line](std::string_view what) { return InputError(line, fmt::format("PS killer text: {}", what)); };
    // "3x3" ':' diagonals ':' "k" ':' then the fields.
    std::vector<std::string_view> fields;
    for (std::size_t begin = 0; begin <= text.size();) {
        const std::size_t colon = std::min(text.find(':', begin), text.size());
        fields.push_back(text.substr(begin, colon - begin));
        begin = colon + 1;
    }
    if (!fields.empty() && fields.back().empty()) fields.pop_back();  // the optional ':' after the last field
    if (fields.size() < 3 || fields[0] != "3x3" || fields[2] != "k") throw fault("expected \"3x3::k:\" or \"3x3:d:k:\" at the start");
    if (fields[1] != "" && fields[1] != "d") throw fault(fmt::format("the diagonals field is '{}', expected 'd' or nothing", fields[1]));
    if (fields.size() - 3 != kCells) throw fault(fmt::format("{} cell fields, expected 81", fields.size() - 3));
    std::vector<CageCell> cells;
    std::map<int, std::pair<int, int>> sum_of_key;  // cage id -> (sum, the cell that gave it)
    for (int cell = 0; cell < kCells; ++cell) {
        const std::string_view field = fields[static_cast<std::size_t>(cell) + 3];
        const std::optional<int> value = whole_number(field);
        if (!value) throw fault(fmt::format("{}: field '{}' is not a whole number", cell_text(cell), field.substr(0, 12)));
        const CageCell entry{*value % 256, *value / 256};
        const auto [it, added] = sum_of_key.try_emplace(entry.key, entry.sum, cell);
        if (!added && it->second.first != entry.sum) {
            throw fault(fmt::format("{} is in cage {} with sum {}, but {} gave that cage sum {}", cell_text(cell), entry.key, entry.sum,
                                    cell_text(it->second.second), it->second.first));
        }
        cells.push_back(entry);
    }
    json form = base_form(fields[1] == "d");
    form["cages"] = cages_of(cells);
    return form;
}

json read_sumocue(std::string_view text, int line) {
    const auto fault = [line](std::string_view what) { return InputError(line, fmt::format("SumoCue text: {}", what)); };
    std::size_t at = kSumoCueTag.size();
    const auto skip_space = [&] {
        while (at < text.size() && is_white(text[at])) ++at;
    };
    const auto number = [&](std::string_view after) {
        const std::size_t begin = at;
        while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) != 0) ++at;
        const std::optional<int> value = whole_number(text.substr(begin, at - begin));
        if (!value) throw fault(fmt::format("a number is missing after '{}' at position {}", after, begin));
        return *value;
    };
    skip_space();
    const bool diagonals = at < text.size() && text[at] == 'D';
    if (diagonals) ++at;
    struct Entry {
        bool first;  // '=': the cage's first cell
        int number;  // the sum after '=', the cage after '+'
    };
    std::vector<Entry> entries;
    std::string regions;
    while (true) {
        skip_space();
        if (at >= text.size()) break;
        const char mark = text[at];
        if (mark != '=' && mark != '+') {
            throw fault(fmt::format("{} at position {} is not '=' or '+' (an entry of cell {})", describe_character(mark), at,
                                    cell_text(std::min<int>(static_cast<int>(entries.size()), kCells - 1))));
        }
        if (static_cast<int>(entries.size()) == kCells) throw fault("more than 81 entries");
        ++at;
        entries.push_back({mark == '=', number(std::string(1, mark))});
        skip_space();
        if (at < text.size() && (text[at] == 'J' || text[at] == 'j')) {
            ++at;
            const int region = number("J");
            if (region > 8) throw fault(fmt::format("{}: region J{} is not J0 to J8", cell_text(static_cast<int>(entries.size()) - 1), region));
            regions.push_back(static_cast<char>('1' + region));
        }
    }
    if (static_cast<int>(entries.size()) != kCells) throw fault(fmt::format("{} entries, expected 81", entries.size()));
    if (!regions.empty() && static_cast<int>(regions.size()) != kCells) {
        throw fault(fmt::format("{} cells have a region (J0-J8) and {} have none; a jigsaw gives every cell one", regions.size(),
                                kCells - static_cast<int>(regions.size())));
    }
    std::vector<int> starts;  // the cells holding '=' entries, in reading order
    for (int cell = 0; cell < kCells; ++cell) {
        if (entries[static_cast<std::size_t>(cell)].first) starts.push_back(cell);
    }
    std::vector<CageCell> cells;
    for (int cell = 0; cell < kCells; ++cell) {
        const Entry& entry = entries[static_cast<std::size_t>(cell)];
        if (entry.first) {
            cells.push_back({cell, entry.number});
            continue;
        }
        // The cage's first cell by index, or else the number of its '=' entry.
        int first = -1;
        if (entry.number < kCells && entries[static_cast<std::size_t>(entry.number)].first) {
            first = entry.number;
        } else if (entry.number < static_cast<int>(starts.size())) {
            first = starts[static_cast<std::size_t>(entry.number)];
        }
        if (first < 0) throw fault(fmt::format("{}: cage +{} has no '=' entry (the cage's first cell)", cell_text(cell), entry.number));
        cells.push_back({first, entries[static_cast<std::size_t>(first)].number});
    }
    json form = base_form(diagonals);
    if (!regions.empty() && !regions_are_boxes(regions, Geometry(kSide))) form["regions"] = regions;
    if (json cages = cages_of(cells); !cages.empty()) form["cages"] = std::move(cages);
    return form;
}

/// Each cell's cage from the form's "cages": (index of the cage's first cell, sum or 0), or {-1, 0}
/// for a cell in no cage. Refuses what a killer text cannot hold beyond `allowed` rule keys.
std::vector<CageCell> cage_cells(const json& form, std::string_view name, std::initializer_list<std::string_view> allowed) {
    if (form.at("size").get<int>() != kSide) throw std::invalid_argument(fmt::format("{} holds 9x9 killer puzzles only", name));
    const std::string& givens = form.at("givens").get_ref<const std::string&>();
    if (givens.find_first_not_of('.') != std::string::npos) {
        throw std::invalid_argument(fmt::format("{} holds no givens; this puzzle has {}", name,
                                                count_of(static_cast<int>(std::count_if(givens.begin(), givens.end(), [](char c) { return c != '.'; })), "given")));
    }
    for (const auto& [key, value] : form.items()) {
        if (!is_rule_key(key) || std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
        throw std::invalid_argument(fmt::format("{} holds killer cages{} only; this puzzle has the rule key {}", name,
                                                allowed.size() > 2 ? ", jigsaw regions and both diagonals" : " and both diagonals", key));
    }
    if (form.contains("diagonals") && form.at("diagonals") != "both") {
        throw std::invalid_argument(fmt::format("{} holds both diagonals or none, not one", name));
    }
    const Geometry geometry(kSide);
    std::vector<CageCell> cells(kCells, CageCell{-1, 0});
    for (const json& cage : form.value("cages", json::array())) {
        std::vector<int> members;
        for (const json& name_of_cell : cage.at("cells")) members.push_back(*geometry.parse_cell_name(name_of_cell.get<std::string>()));
        const int first = *std::min_element(members.begin(), members.end());
        const int sum = cage.value("sum", 0);
        for (const int cell : members) cells[static_cast<std::size_t>(cell)] = {first, sum};
    }
    return cells;
}

}  // namespace

bool looks_like_killer_text(std::string_view raw) {
    const std::string_view text = trim(raw);
    return text.starts_with("3x3::k:") || text.starts_with("3x3:d:k:") || text.starts_with(kSumoCueTag);
}

json json_form_of_killer_text(std::string_view raw, int line) {
    const std::string_view text = trim(raw);
    return text.starts_with(kSumoCueTag) ? read_sumocue(text, line) : read_ps(text, line);
}

std::string ps_killer_text(const json& form) {
    const std::vector<CageCell> cells = cage_cells(form, "the PS killer text", {"cages", "diagonals"});
    std::string text = fmt::format("3x3:{}:k:", form.contains("diagonals") ? "d" : "");
    for (int cell = 0; cell < kCells; ++cell) {
        const CageCell& entry = cells[static_cast<std::size_t>(cell)];
        if (entry.key < 0) {
            throw std::invalid_argument(fmt::format("the PS killer text puts every cell in a cage; {} is in none", cell_text(cell)));
        }
        text += fmt::format("{}:", entry.sum * 256 + entry.key);
    }
    return text;
}

std::string sumocue_killer_text(const json& form) {
    const std::vector<CageCell> cells = cage_cells(form, "the SumoCue text", {"cages", "diagonals", "regions"});
    std::string text(kSumoCueTag);
    if (form.contains("diagonals")) text += 'D';
    std::map<char, int> region_number;  // region character -> J0..J8, by first appearance
    const std::string regions = form.value("regions", std::string());
    for (int cell = 0; cell < kCells; ++cell) {
        const CageCell& entry = cells[static_cast<std::size_t>(cell)];
        if (entry.key < 0 || entry.key == cell) {
            text += fmt::format("={:02}", std::max(entry.sum, 0));
        } else {
            text += fmt::format("+{:02}", entry.key);
        }
        if (!regions.empty()) {
            const char name = regions[static_cast<std::size_t>(cell)];
            text += fmt::format("J{}", region_number.emplace(name, static_cast<int>(region_number.size())).first->second);
        }
    }
    return text;
}

}  // namespace gridforge::format_detail
