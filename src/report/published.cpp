#include "gridforge/report/published.hpp"

#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace gridforge::report {
namespace published_file {

/// object[key], or a runtime_error naming the file and the key's path.
const nlohmann::json& member(const nlohmann::json& object, const std::string& key, const std::string& where,
                             const std::string& path) {
    if (!object.is_object() || !object.contains(key)) {
        throw std::runtime_error(path + ": missing key '" + where + key + "'");
    }
    return object.at(key);
}

}  // namespace published_file

PublishedFigures load_published_figures(const std::string& path) {
    using published_file::member;
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open published figures '" + path + "'");
    PublishedFigures figures;
    try {
        const nlohmann::json root = nlohmann::json::parse(in);
        const nlohmann::json& mcm = member(root, "mcm_bands", "", path);
        figures.mcm_source = member(mcm, "source", "mcm_bands.", path).get<std::string>();
        figures.mcm_puzzles = member(mcm, "puzzles", "mcm_bands.", path).get<int>();
        const nlohmann::json& bands = member(mcm, "bands", "mcm_bands.", path);
        const char* names[] = {"cinch", "confusing", "challenging", "crazy"};
        for (std::size_t i = 0; i < figures.mcm_bands.size(); ++i) {
            figures.mcm_bands[i] = member(bands, names[i], "mcm_bands.bands.", path).get<int>();
        }
        const nlohmann::json& tdoku = member(root, "tdoku", "", path);
        figures.tdoku_rate_source = member(tdoku, "source_puzzles_per_s", "tdoku.", path).get<std::string>();
        figures.tdoku_guesses_source = member(tdoku, "source_guesses_per_puzzle", "tdoku.", path).get<std::string>();
        for (const auto& [name, set] : member(tdoku, "sets", "tdoku.", path).items()) {
            TdokuFigures entry;
            entry.puzzles_per_s = member(set, "puzzles_per_s", "tdoku.sets." + name + ".", path).get<double>();
            const nlohmann::json& guesses = member(set, "guesses_per_puzzle", "tdoku.sets." + name + ".", path);
            if (!guesses.is_null()) entry.guesses_per_puzzle = guesses.get<double>();
            figures.tdoku[name] = entry;
        }
    } catch (const nlohmann::json::exception& error) {
        throw std::runtime_error(path + ": " + error.what());
    }
    return figures;
}

}  // namespace gridforge::report
