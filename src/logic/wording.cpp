// The sentence pieces of wording.hpp.
#include "logic/wording.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

namespace gridforge::wording {
namespace {

/// The numbered house kinds and their plurals: "row 3", "rows 3 and 4".
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kNumberedKinds{{
    {"row", "rows"}, {"column", "columns"}, {"box", "boxes"}, {"region", "regions"}}};

/// The kind ("row") and label ("3") of a numbered house name; kind "" for any other name.
std::pair<std::string_view, std::string_view> split_name(std::string_view name) {
    const std::size_t space = name.find(' ');
    if (space == std::string_view::npos) return {"", name};
    const std::string_view kind = name.substr(0, space);
    for (const auto& [singular, plural] : kNumberedKinds) {
        if (kind == singular && name.find(' ', space + 1) == std::string_view::npos) return {kind, name.substr(space + 1)};
    }
    return {"", name};
}

std::string_view plural_of(std::string_view kind) {
    for (const auto& [singular, plural] : kNumberedKinds) {
        if (kind == singular) return plural;
    }
    return kind;
}

}  // namespace

std::string join(const std::vector<std::string>& items, std::string_view last) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += (i + 1 == items.size()) ? " " + std::string(last) + " " : ", ";
        text += items[i];
    }
    return text;
}

std::string counted(long long count, std::string_view singular, std::string_view plural) {
    const std::string word = count == 1 ? std::string(singular) : plural.empty() ? std::string(singular) + "s" : std::string(plural);
    return std::to_string(count) + " " + word;
}

std::string digits(DigitSet set, std::string_view last) {
    std::vector<std::string> items;
    for (Digit d : set) items.push_back(std::to_string(d));
    return join(items, last);
}

std::string cells(const Geometry& geometry, const std::vector<Cell>& list, std::string_view last) {
    std::vector<std::string> items;
    items.reserve(list.size());
    for (Cell c : list) items.push_back(geometry.cell_name(c));
    return join(items, last);
}

std::string house(std::string_view name) {
    if (!split_name(name).first.empty()) return std::string(name);
    return "the " + std::string(name);
}

std::string_view house_kind(std::string_view name) { return split_name(name).first; }

std::string in(std::string_view name) {
    const bool line = name.ends_with("diagonal");  // a player is on a diagonal, in a row or a box
    return (line ? "on " : "in ") + house(name);
}

std::string houses(const std::vector<std::string>& names) {
    // Numbered houses of one kind share a plural ("rows 4 and 8"); any other house stands alone.
    std::vector<std::pair<std::string_view, std::vector<std::string>>> groups;
    for (const std::string& name : names) {
        const auto [kind, label] = split_name(name);
        // Not the binding itself in the lambda: clang 14 (the WebAssembly build's) cannot capture one.
        const std::string_view group_kind = kind;
        auto group = kind.empty() ? groups.end()
                                  : std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == group_kind; });
        if (group == groups.end()) {
            groups.push_back({kind, {kind.empty() ? house(name) : std::string(label)}});
        } else {
            group->second.push_back(std::string(label));
        }
    }
    std::vector<std::string> parts;
    bool grouped = false;  // some part lists several houses itself
    for (auto& [kind, labels] : groups) {
        // "columns 1, 5 and 8" in the order a reader counts: numbers by value (shorter first).
        std::sort(labels.begin(), labels.end(), [](const std::string& a, const std::string& b) {
            return a.size() != b.size() ? a.size() < b.size() : a < b;
        });
        if (kind.empty()) {
            parts.push_back(labels.front());
        } else {
            parts.push_back(std::string(labels.size() == 1 ? kind : plural_of(kind)) + " " + join(labels));
            grouped = grouped || labels.size() > 1;
        }
    }
    if (!grouped || parts.size() < 2) return join(parts);
    // "rows 4 and 8, and columns 3 and 6": a comma before the last group keeps the groups apart.
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) text += i + 1 == parts.size() ? ", and " : ", ";
        text += parts[i];
    }
    return text;
}

std::string cage(std::size_t cell_count, std::string_view where) {
    return "the " + std::to_string(cell_count) + "-cell " + std::string(where);
}

std::string removal(const Geometry& geometry, const std::vector<Candidate>& eliminations) {
    std::map<Digit, std::vector<Cell>> by_digit;
    for (const Candidate& c : eliminations) by_digit[c.digit].push_back(c.cell);
    // Digits removed from the same cells share one clause: "1 and 2 are removed from r1c3 and r1c4".
    std::vector<std::pair<DigitSet, std::vector<Cell>>> clauses;
    for (const auto& entry : by_digit) {
        const std::vector<Cell>& where = entry.second;
        auto same = std::find_if(clauses.begin(), clauses.end(), [&](const auto& clause) { return clause.second == where; });
        if (same == clauses.end()) {
            clauses.push_back({DigitSet::of(entry.first), where});
        } else {
            same->first.insert(entry.first);
        }
    }
    std::string text;
    for (const auto& [set, where] : clauses) {
        if (text.empty()) {
            text = digits(set) + (set.size() == 1 ? " is" : " are") + " removed from " + cells(geometry, where);
        } else {
            text += "; " + digits(set) + " from " + cells(geometry, where);
        }
    }
    return text;
}

std::string subset_word(int size) {
    switch (size) {
        case 2: return "pair";
        case 3: return "triple";
        case 4: return "quad";
        default: return "set";
    }
}

}  // namespace gridforge::wording
