#include "gridforge/report/puzzle_sets.hpp"

#include <fstream>
#include <stdexcept>

#include "gridforge/format.hpp"

namespace gridforge::report {

PuzzleSet load_puzzle_file(const std::string& name, const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open puzzle file '" + path + "'");
    PuzzleSet set{name, path, {}};
    gridforge::PuzzleReader reader(in);
    while (auto item = reader.next()) {
        if (item->error) throw std::runtime_error(path + ": " + item->error->what());
        set.puzzles.push_back(item->record->puzzle);
    }
    if (set.puzzles.empty()) throw std::runtime_error("no puzzles in '" + path + "'");
    return set;
}

}  // namespace gridforge::report
