#include "gridforge/report/rated_puzzles.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gridforge::report {
namespace rated_file {

std::string file_stem(const std::string& path) {
    std::string name = path.substr(path.find_last_of('/') + 1);
    return name.substr(0, name.find('.'));
}

}  // namespace rated_file

std::optional<double> RatedPuzzle::number(const std::string& key) const {
    const auto it = fields.find(key);
    if (it == fields.end() || it->second.empty() || it->second == "-") return std::nullopt;
    try {
        return std::stod(it->second);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string RatedPuzzle::text(const std::string& key) const {
    const auto it = fields.find(key);
    return it == fields.end() ? std::string("-") : it->second;
}

std::vector<RatedPuzzle> read_rated_puzzles(const std::string& path, std::size_t limit) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot read " + path);
    std::vector<RatedPuzzle> all;
    for (std::string line; std::getline(file, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        RatedPuzzle rated{line.substr(0, 81), rated_file::file_stem(path), {}};
        std::istringstream rest(line.substr(81));
        for (std::string field; rest >> field;) {
            const auto eq = field.find('=');
            if (eq != std::string::npos) rated.fields[field.substr(0, eq)] = field.substr(eq + 1);
        }
        if (rated.fields.count("set")) rated.group = rated.fields.at("set");
        all.push_back(std::move(rated));
    }
    if (limit == 0 || all.size() <= limit) return all;
    std::vector<RatedPuzzle> sample;
    for (std::size_t i = 0; i < limit; ++i) sample.push_back(all[i * all.size() / limit]);
    return sample;
}

}  // namespace gridforge::report
