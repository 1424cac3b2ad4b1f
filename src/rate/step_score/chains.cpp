// HoDoKu's ChainSolver steps: Turbot Fish, X-Chain, XY-Chain, Remote Pair (step.hpp; HoDoKu
// ChainSolver, as read in hodoku-py solver/chains.py).
//
// All chains of a kind are collected (depth first, at most 20 nodes; turbot fish 4); one step is
// kept per elimination set (the shortest chain; the first found among equals); the steps are
// ordered as HoDoKu's SolutionStep.compareTo orders them: more eliminations first, then the smaller
// weighted index sum (eliminations sorted by digit then cell; sum of cell * (1 + 80k) + digit),
// first found first among equals. HoDoKu sorts a step's eliminations by digit then cell when it
// keys them, so they are applied in that order.
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "rate/classic/cell_set.hpp"
#include "rate/step_score/step.hpp"

namespace gridforge::hodoku {

using classic::bit;
using classic::CellSet;
using classic::column_of;
using classic::kCellHouses;
using classic::kHouseCells;
using classic::Mask;
using classic::peer_cells;
using classic::popcount;
using classic::row_of;

namespace {

constexpr int kMaxChain = 20;

struct Found {
    std::vector<std::pair<int, int>> eliminations;  // sorted by (digit, cell)
    int length = 0;
    Step step;
};

class Collector {
public:
    void record(Kind kind, std::vector<std::pair<int, int>> eliminations, int length) {
        std::sort(eliminations.begin(), eliminations.end(), [](const auto& a, const auto& b) {
            return a.second != b.second ? a.second < b.second : a.first < b.first;
        });
        for (auto& found : found_) {
            if (found.eliminations == eliminations) {
                if (found.length > length) {
                    found.length = length;
                    found.step.kind = kind;
                }
                return;
            }
        }
        Found found;
        found.eliminations = eliminations;
        found.length = length;
        found.step.kind = kind;
        found.step.eliminations = std::move(eliminations);
        found_.push_back(std::move(found));
    }

    std::optional<Step> best() const {
        if (found_.empty()) return std::nullopt;
        const Found* best = &found_[0];
        for (const auto& found : found_) {
            if (better(found, *best)) best = &found;
        }
        return best->step;
    }

private:
    static long long index_sum(const std::vector<std::pair<int, int>>& eliminations) {
        long long total = 0;
        long long offset = 1;
        for (const auto& [cell, digit] : eliminations) {
            total += cell * offset + digit;
            offset += 80;
        }
        return total;
    }
    static bool better(const Found& a, const Found& b) {
        if (a.eliminations.size() != b.eliminations.size()) return a.eliminations.size() > b.eliminations.size();
        return index_sum(a.eliminations) < index_sum(b.eliminations);
    }

    std::vector<Found> found_;
};

std::vector<std::pair<int, int>> as_eliminations(CellSet cells, int digit) {
    std::vector<std::pair<int, int>> result;
    cells.for_each([&](int cell) { result.emplace_back(cell, digit); });
    return result;
}

// ---- X-Chain / Turbot Fish ----

struct XSearch {
    const CandidateGrid& grid;
    int digit;
    Kind kind;
    int max_nodes;
    Collector& collector;
    std::vector<std::vector<std::pair<int, bool>>> links;
    std::vector<int> chain;
    CellSet in_chain;
    int start = 0;
    CellSet start_buddies;

    void build_links() {
        links.assign(81, {});
        for (int cell = 0; cell < 81; ++cell) {
            if (!grid.has(cell, digit)) continue;
            for (const std::uint8_t house : kCellHouses[cell]) {
                const bool strong = free_count(grid, house, digit) == 2;
                for (const std::uint8_t nb : kHouseCells[house]) {
                    if (nb == cell || !grid.has(nb, digit)) continue;
                    if (house >= 18 && (row_of(nb) == row_of(cell) || column_of(nb) == column_of(cell))) continue;
                    links[cell].emplace_back(nb, strong);
                }
            }
        }
    }

    void dfs(bool strong_only) {
        if (static_cast<int>(chain.size()) >= max_nodes) return;
        const int current = chain.back();
        for (const auto& [nb, strong] : links[current]) {
            if (strong_only && !strong) continue;
            const bool loop = nb == start;
            if (!loop && in_chain.has(nb)) continue;
            chain.push_back(nb);
            if (!loop) in_chain.add(nb);
            if (strong && strong_only && chain.size() > 2) {
                const CellSet gone = start_buddies & peer_cells(nb);
                if (!gone.empty()) collector.record(kind, as_eliminations(gone, digit), static_cast<int>(chain.size()));
            }
            if (!loop) dfs(!strong_only);
            chain.pop_back();
            if (!loop) in_chain.remove(nb);
        }
    }
};

std::optional<Step> find_x_type(const CandidateGrid& grid, Kind kind, int max_nodes) {
    Collector collector;
    for (int digit = 1; digit <= 9; ++digit) {
        const CellSet digit_set = digit_cells(grid, digit);
        if (digit_set.empty()) continue;
        XSearch search{grid, digit, kind, max_nodes, collector, {}, {}, {}, 0, {}};
        search.build_links();
        digit_set.for_each([&](int start) {
            search.start = start;
            search.start_buddies = digit_set & peer_cells(start);
            if (search.start_buddies.empty()) return;
            for (const auto& [nb, strong] : search.links[start]) {
                if (!strong) continue;
                search.chain = {start, nb};
                search.in_chain = CellSet::of(nb);
                search.dfs(false);
            }
        });
    }
    return collector.best();
}

// ---- XY-Chain / Remote Pair ----

struct XySearch {
    const CandidateGrid& grid;
    bool remote_pair;
    Collector& collector;
    std::vector<std::pair<int, int>> chain;  // (cell, digit)
    CellSet visited;
    int start = 0;
    int start_digit = 0;
    Mask start_mask = 0;
    CellSet start_buddies;

    void record_remote_pair() {
        const int other = chain[1].second;
        const CellSet set1 = digit_cells(grid, start_digit), set2 = digit_cells(grid, other);
        CellSet gone1, gone2;
        const int n = static_cast<int>(chain.size());
        for (int i = 0; i < n; i += 2) {
            for (int j = i + 6; j < n; j += 4) {
                const CellSet shared = peer_cells(chain[i].first) & peer_cells(chain[j].first);
                gone1 |= shared & set1;
                gone2 |= shared & set2;
            }
        }
        if (gone1.empty() && gone2.empty()) return;
        auto eliminations = as_eliminations(gone1, start_digit);
        for (const auto& e : as_eliminations(gone2, other)) eliminations.push_back(e);
        collector.record(Kind::remote_pair, std::move(eliminations), n);
    }

    void dfs(bool strong_only) {
        if (static_cast<int>(chain.size()) >= kMaxChain) return;
        const auto [cell, digit] = chain.back();
        if (strong_only) {
            const int other = classic::first_digit(grid.candidates[cell] & static_cast<Mask>(~bit(digit)));
            chain.emplace_back(cell, other);
            if (other == start_digit && chain.size() > 2) {
                const CellSet gone = start_buddies & peer_cells(cell);
                if (remote_pair) {
                    if (chain.size() >= 8 && !gone.empty()) record_remote_pair();
                } else if (!gone.empty()) {
                    collector.record(Kind::xy_chain, as_eliminations(gone, start_digit), static_cast<int>(chain.size()));
                }
            }
            dfs(false);
            chain.pop_back();
            return;
        }
        const Mask want = bit(digit);
        for (const std::uint8_t house : kCellHouses[cell]) {
            for (const std::uint8_t nb : kHouseCells[house]) {
                if (nb == cell || (grid.candidates[nb] & want) == 0 || popcount(grid.candidates[nb]) != 2) continue;
                if (remote_pair && grid.candidates[nb] != start_mask) continue;
                if (house >= 18 && (row_of(nb) == row_of(cell) || column_of(nb) == column_of(cell))) continue;
                if (nb == start || visited.has(nb)) continue;
                chain.emplace_back(nb, digit);
                visited.add(nb);
                dfs(true);
                chain.pop_back();
                visited.remove(nb);
            }
        }
    }
};

std::optional<Step> find_xy_type(const CandidateGrid& grid, bool remote_pair) {
    Collector collector;
    for (int start = 0; start < 81; ++start) {
        if (grid.value[start] != 0 || popcount(grid.candidates[start]) != 2) continue;
        const int d1 = classic::first_digit(grid.candidates[start]);
        const int d2 = classic::first_digit(grid.candidates[start] & static_cast<Mask>(~bit(d1)));
        for (const auto& [first, second] : {std::pair{d1, d2}, std::pair{d2, d1}}) {
            XySearch search{grid, remote_pair, collector, {}, {}, 0, 0, 0, {}};
            search.start = start;
            search.start_digit = first;
            search.start_mask = grid.candidates[start];
            search.start_buddies = digit_cells(grid, first) & peer_cells(start);
            if (search.start_buddies.empty()) continue;
            search.chain = {{start, first}, {start, second}};
            search.visited = CellSet::of(start);
            search.dfs(false);
        }
    }
    return collector.best();
}

}  // namespace

std::optional<Step> find_turbot_fish(const CandidateGrid& grid) { return find_x_type(grid, Kind::turbot_fish, 4); }
std::optional<Step> find_x_chain(const CandidateGrid& grid) { return find_x_type(grid, Kind::x_chain, kMaxChain); }
std::optional<Step> find_xy_chain(const CandidateGrid& grid) { return find_xy_type(grid, false); }
std::optional<Step> find_remote_pair(const CandidateGrid& grid) { return find_xy_type(grid, true); }

}  // namespace gridforge::hodoku
