// Fish on rows and columns (HoDoKu "X-Wing", "Swordfish", "Jellyfish", "Finned/Sashimi X-Wing",
// "Finned/Sashimi Swordfish"; Sudoku Explainer rates the basic ones, and finds the finned ones as
// X-chains). When the places of a digit in n rows (the base) lie in only n columns (the cover),
// the n placements of the digit in those rows fill the n columns, so the digit leaves every other
// cell of the cover columns. The same with rows and columns exchanged.
// Finned: the base's places lie in n cover columns except for some fins, all in one box. Either
// a fin holds the digit or the basic fish does; so the digit leaves the cells of the cover columns
// (outside the base) that also lie in the fins' box. Sashimi: a base line has a single place in
// the cover (without the fins the fish would be degenerate); the same reasoning holds.
#include <algorithm>

#include "gridforge/bits.hpp"
#include "logic/techniques.hpp"
#include "logic/wording.hpp"

namespace gridforge::logic_detail {
namespace {

/// A base candidate line: its house, its index among the lines of its kind, its places of the
/// digit and the cross lines (bit i: a place in cover line i) they lie in.
struct Line {
    int house;
    int index;
    std::vector<Cell> cells;
    std::uint32_t cross = 0;
};

enum class Fins { none, finned, sashimi };

/// Whether `cell` is in `house`.
bool in_house(const LogicState& state, int house, Cell cell) {
    const auto& cells = state.houses()[static_cast<std::size_t>(house)].cells;
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

std::optional<Step> find_fish(const LogicState& state, int n, Fins fins, TechniqueId id) {
    const LogicTables& tables = state.tables();
    const auto& houses = state.houses();
    const Geometry& g = state.geometry();
    const int max_places = fins == Fins::none ? n : n + 4;
    for (Digit digit = 1; digit <= state.size(); ++digit) {
        for (HouseKind base_kind : {HouseKind::row, HouseKind::column}) {
            const HouseKind cover_kind = base_kind == HouseKind::row ? HouseKind::column : HouseKind::row;
            const auto cross = [&](Cell c) { return base_kind == HouseKind::row ? g.column_of(c) : g.row_of(c); };
            const auto along = [&](Cell c) { return base_kind == HouseKind::row ? g.row_of(c) : g.column_of(c); };
            std::vector<Line> lines;
            std::vector<int> cover_house(static_cast<std::size_t>(state.size()), -1);
            std::vector<std::vector<Cell>> cover_places(static_cast<std::size_t>(state.size()));
            for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
                const HouseKind kind = tables.kinds[static_cast<std::size_t>(h)];
                const Cell first = houses[static_cast<std::size_t>(h)].cells.front();
                if (kind == cover_kind) {
                    cover_house[static_cast<std::size_t>(cross(first))] = h;
                    cover_places[static_cast<std::size_t>(cross(first))] = places(state, h, digit);
                }
                if (kind != base_kind || placed_in(state, h).contains(digit)) continue;
                Line line{h, along(first), places(state, h, digit), 0};
                if (line.cells.size() < (fins == Fins::none ? 2u : 1u) || static_cast<int>(line.cells.size()) > max_places) continue;
                for (Cell c : line.cells) line.cross |= 1u << cross(c);
                lines.push_back(std::move(line));
            }
            // Fins lie in one block, so they touch at most as many cross lines as a block spans.
            int block_span = 0;
            for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
                if (is_line(tables.kinds[static_cast<std::size_t>(h)])) continue;
                std::uint32_t span = 0;
                for (Cell c : houses[static_cast<std::size_t>(h)].cells) span |= 1u << cross(c);
                block_span = std::max(block_span, gridforge::bits::popcount(span));
            }
            std::optional<Step> found;
            combinations(static_cast<int>(lines.size()), n, [&](const std::vector<int>& pick) {
                std::uint32_t all = 0;
                std::uint32_t base = 0;
                for (int i : pick) {
                    all |= lines[static_cast<std::size_t>(i)].cross;
                    base |= 1u << lines[static_cast<std::size_t>(i)].index;
                }
                const int touched_count = gridforge::bits::popcount(all);
                if (fins == Fins::none ? touched_count != n : (touched_count <= n || touched_count > n + block_span)) return false;
                // The n cover lines, among the k lines the base touches (all of them for a basic
                // fish): each n-of-k pattern in increasing order (Gosper's hack), so the
                // lowest-numbered lines come first.
                std::vector<int> touched;
                for (int index = 0; index < state.size(); ++index) {
                    if ((all >> index) & 1u) touched.push_back(index);
                }
                const auto k = static_cast<std::uint32_t>(touched.size());
                for (std::uint32_t pattern = (1u << n) - 1; pattern < (1u << k);) {
                    std::uint32_t cover = 0;
                    for (std::uint32_t bit = 0; bit < k; ++bit) {
                        if ((pattern >> bit) & 1u) cover |= 1u << touched[bit];
                    }
                    const std::uint32_t lowest = pattern & (0u - pattern);
                    const std::uint32_t ripple = pattern + lowest;
                    pattern = (((ripple ^ pattern) >> 2) / lowest) | ripple;
                    bool sashimi = false;
                    bool empty_line = false;
                    for (int i : pick) {
                        const int body = gridforge::bits::popcount(lines[static_cast<std::size_t>(i)].cross & cover);
                        empty_line = empty_line || body == 0;
                        sashimi = sashimi || body == 1;
                    }
                    if (empty_line) continue;
                    std::vector<Cell> fin_cells;
                    std::optional<int> fin_block;
                    if (fins != Fins::none) {
                        if (sashimi != (fins == Fins::sashimi)) continue;
                        for (int i : pick) {
                            for (Cell c : lines[static_cast<std::size_t>(i)].cells) {
                                if (!((cover >> cross(c)) & 1u)) fin_cells.push_back(c);
                            }
                        }
                        fin_block = common_block(state, fin_cells);
                        if (!fin_block) continue;
                    }
                    Step step;
                    step.technique = id;
                    std::vector<int> covers;
                    for (int index = 0; index < state.size(); ++index) {
                        if (!((cover >> index) & 1u)) continue;
                        covers.push_back(cover_house[static_cast<std::size_t>(index)]);
                        for (Cell c : cover_places[static_cast<std::size_t>(index)]) {
                            if ((base >> along(c)) & 1u) continue;
                            if (fin_block && !in_house(state, *fin_block, c)) continue;
                            step.eliminations.push_back({c, digit});
                        }
                    }
                    if (std::find(covers.begin(), covers.end(), -1) != covers.end()) continue;
                    tidy(step, state);
                    if (step.eliminations.empty()) continue;
                    std::vector<Cell> base_cells;
                    std::vector<int> bases;
                    for (int i : pick) {
                        const Line& line = lines[static_cast<std::size_t>(i)];
                        base_cells.insert(base_cells.end(), line.cells.begin(), line.cells.end());
                        bases.push_back(line.house);
                    }
                    std::sort(base_cells.begin(), base_cells.end());
                    step.cells = base_cells;
                    step.houses = bases;
                    step.houses.insert(step.houses.end(), covers.begin(), covers.end());
                    for (Cell c : base_cells) step.pattern.push_back({c, digit});
                    const std::string removed = wording::removal(g, step.eliminations);
                    if (fins == Fins::none) {
                        step.text = std::string(technique_name(id)) + ": in " + houses_text(state, bases) + " the digit " +
                                    digit_text(digit) + " lies only in " + houses_text(state, covers) + ", so the rest of " +
                                    houses_text(state, covers) + " cannot hold it: " + removed + ".";
                    } else {
                        // The fins' box is the house the eliminations rely on: name it, and the
                        // cover lines that cross it there.
                        std::vector<int> crossing;
                        for (int h : covers) {
                            const bool hit = std::any_of(step.eliminations.begin(), step.eliminations.end(),
                                                         [&](const Candidate& c) { return in_house(state, h, c.cell); });
                            if (hit) crossing.push_back(h);
                        }
                        // "inside box 3", "on the main diagonal": where the cover lines meet the fins' block.
                        const std::string where = in_house_text(state, *fin_block);
                        const std::string inside = where.starts_with("in ") ? "inside" + where.substr(2) : where;
                        const std::string_view body = n == 2 ? "X-Wing" : n == 3 ? "Swordfish" : "Jellyfish";
                        step.text = std::string(technique_name(id)) + ": in " + houses_text(state, bases) + " the digit " +
                                    digit_text(digit) + " lies only in " + houses_text(state, covers) + ", apart from the " +
                                    (fin_cells.size() == 1 ? "fin " : "fins ") + wording::cells(g, fin_cells) + " " + where +
                                    "; either " + (fin_cells.size() == 1 ? "the fin" : "a fin") + " holds " + digit_text(digit) +
                                    " or the " + std::string(body) + " does, and both rule it out in " +
                                    houses_text(state, crossing) + " " + inside + ": " + removed + ".";
                    }
                    found = std::move(step);
                    return true;
                }
                return false;
            });
            if (found) return found;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_x_wing(const LogicState& s) { return find_fish(s, 2, Fins::none, TechniqueId::x_wing); }
std::optional<Step> find_swordfish(const LogicState& s) { return find_fish(s, 3, Fins::none, TechniqueId::swordfish); }
std::optional<Step> find_jellyfish(const LogicState& s) { return find_fish(s, 4, Fins::none, TechniqueId::jellyfish); }
std::optional<Step> find_finned_x_wing(const LogicState& s) { return find_fish(s, 2, Fins::finned, TechniqueId::finned_x_wing); }
std::optional<Step> find_sashimi_x_wing(const LogicState& s) { return find_fish(s, 2, Fins::sashimi, TechniqueId::sashimi_x_wing); }
std::optional<Step> find_finned_swordfish(const LogicState& s) {
    return find_fish(s, 3, Fins::finned, TechniqueId::finned_swordfish);
}
std::optional<Step> find_sashimi_swordfish(const LogicState& s) {
    return find_fish(s, 3, Fins::sashimi, TechniqueId::sashimi_swordfish);
}

}  // namespace gridforge::logic_detail
