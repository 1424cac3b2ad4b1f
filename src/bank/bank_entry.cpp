// A read puzzle as a bank entry and back: key, forms, variant, and the ratings its metadata holds.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gridforge/api.hpp"
#include "gridforge/bank.hpp"
#include "gridforge/canon.hpp"
#include "rules/rule_kind.hpp"

namespace gridforge::bank {
namespace bank_entry {

const nlohmann::json* member(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) return nullptr;
    const auto found = object.find(key);
    return found == object.end() || found->is_null() ? nullptr : &*found;
}

std::string text_at(const nlohmann::json& object, const char* outer, const char* key) {
    const nlohmann::json* scope = outer == nullptr ? &object : member(object, outer);
    const nlohmann::json* value = scope == nullptr ? nullptr : member(*scope, key);
    return value != nullptr && value->is_string() ? value->get<std::string>() : std::string();
}

std::optional<double> number_at(const nlohmann::json& rating, const char* outer, const char* key) {
    const nlohmann::json* scope = member(rating, outer);
    const nlohmann::json* value = scope == nullptr ? nullptr : member(*scope, key);
    if (value == nullptr || !value->is_number()) return std::nullopt;
    return value->get<double>();
}

/// "classic", or the recipes beyond classic joined by '+' (api::parse_json's "rules").
std::string variant_of(const PuzzleRecord& record) {
    const nlohmann::json parsed = api::parse_json(record);
    std::string variant;
    for (const auto& recipe : parsed.at("rules")) {
        const std::string name = recipe.get<std::string>();
        if (name == "classic") continue;
        variant += (variant.empty() ? "" : "+") + name;
    }
    return variant.empty() ? "classic" : variant;
}

}  // namespace bank_entry

std::string variant_filter_name(const std::string& variant) {
    if (variant == "classic") return variant;
    std::vector<std::string> parts;
    for (std::size_t start = 0; start <= variant.size();) {
        const std::size_t end = std::min(variant.find('+', start), variant.size());
        parts.push_back(variant.substr(start, end - start));
        start = end + 1;
    }
    std::string known;
    for (const RuleKind* kind : rule_kinds()) {
        if (!kind->recipe.empty()) known += (known.empty() ? "" : ", ") + std::string(kind->recipe);
    }
    for (const std::string& part : parts) {
        if (find_recipe(part) == nullptr || part.empty()) {
            throw std::invalid_argument("unknown variant '" + part + "' in '" + variant + "' (classic, or these joined by '+': " + known + ")");
        }
        if (std::count(parts.begin(), parts.end(), part) > 1) throw std::invalid_argument("variant '" + variant + "' names '" + part + "' twice");
    }
    // The stored order is the registry's (variant_of, through variant_recipes).
    std::string ordered;
    for (const RuleKind* kind : rule_kinds()) {
        if (kind->recipe.empty() || std::find(parts.begin(), parts.end(), kind->recipe) == parts.end()) continue;
        ordered += (ordered.empty() ? "" : "+") + std::string(kind->recipe);
    }
    return ordered;
}

BankPuzzle entry_from_record(const PuzzleRecord& record) {
    using namespace bank_entry;
    const nlohmann::json& metadata = record.metadata;
    BankPuzzle entry;
    entry.key = canonical_key(record.puzzle);
    entry.puzzle = write_line(record.puzzle.givens());
    entry.json = write_json(record).dump();
    entry.solution = text_at(metadata, nullptr, "solution");
    entry.variant = variant_of(record);
    entry.size = record.puzzle.geometry().size();
    static const nlohmann::json no_rating = nlohmann::json::object();
    const nlohmann::json* rating_pointer = member(metadata, "rating");
    const nlohmann::json& rating = rating_pointer != nullptr ? *rating_pointer : no_rating;
    entry.search_level = text_at(rating, "search", "level");
    if (entry.search_level.empty()) entry.search_level = text_at(metadata, nullptr, "level");
    entry.technique_level = text_at(rating, "technique", "level");
    entry.mcm_band = text_at(rating, "mcm", "band");
    entry.se_er = number_at(rating, "se", "er");
    entry.se_ep = number_at(rating, "se", "ep");
    entry.se_ed = number_at(rating, "se", "ed");
    if (const auto score = number_at(rating, "hodoku", "score")) entry.hodoku_score = static_cast<std::int64_t>(*score);
    if (const nlohmann::json* generation = member(metadata, "x-generation")) {
        entry.generator = "gridforge";
        if (const nlohmann::json* seed = member(*generation, "seed"); seed != nullptr && seed->is_number_unsigned()) entry.seed = seed->get<std::uint64_t>();
    } else {
        entry.generator = text_at(metadata, nullptr, "source");
        if (entry.generator.empty()) entry.generator = text_at(metadata, nullptr, "author");
    }
    return entry;
}

PuzzleRecord record_of(const BankPuzzle& entry) { return parse_puzzle(entry.json); }

}  // namespace gridforge::bank
