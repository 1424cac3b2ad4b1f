#include "gridforge/sketch.hpp"

#include <algorithm>

#include "gridforge/puzzle.hpp"

namespace gridforge {

void Sketch::legend(std::string key, std::string text) {
    const auto same = std::find_if(legends_.begin(), legends_.end(), [&](const SketchLegend& line) { return line.key == key; });
    if (same != legends_.end()) {
        ++same->count;
        return;
    }
    legends_.push_back(SketchLegend{std::move(key), std::move(text), 1});
}

int Sketch::next_group(PathStyle style) const {
    return static_cast<int>(std::count_if(paths_.begin(), paths_.end(), [&](const SketchPath& path) { return path.style == style; }));
}

Sketch sketch_puzzle(const Puzzle& puzzle) {
    Sketch sketch(puzzle.geometry());
    for (const RulePtr& rule : puzzle.rules()) rule->draw(sketch);
    return sketch;
}

}  // namespace gridforge
