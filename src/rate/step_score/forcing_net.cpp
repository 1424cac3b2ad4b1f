// Forcing nets (HoDoKu 2.2.0 TablingSolver for FORCING_NET, read in hodoku-py solver/tabling.py:
// fillTables with look-ahead, getTableEntry, setCell, the singles queues of Sudoku2). The table
// of a premise is filled by playing it on a copy of the grid: setting a digit removes it from the
// peers (as the grid was before the premise) and the other candidates of the cell; then up to four
// rounds of naked and hidden singles, taken from the queues Sudoku2 keeps (naked singles first,
// each in the order they arose), are set the same way. Group nodes are added as for chains, the
// tables are expanded, and the checks and the choice of forcing chains apply (forcing.cpp).
// HoDoKu keeps only results whose reconstructed chain needs a net; the net search runs only when
// the chain search found nothing, so every result is taken here. Known difference: when the same
// elimination is both a contradiction and a verity, HoDoKu names the one with the shorter net
// (branches counted), we count the main chain only, so the name can differ (the result and the
// score, 700 for both, do not).
#include <array>
#include <memory>
#include <vector>

#include "rate/step_score/forcing.hpp"
#include "rate/step_score/tabling.hpp"

namespace gridforge::hodoku {

namespace {

using classic::bit;
using classic::Mask;
using tabling::Tables;

constexpr int kLookAhead = 4;

/// Sudoku2's state as the net fill changes it: values, candidates, free counts and the queues.
struct Sim {
    std::array<std::uint8_t, 81> value{};
    std::array<Mask, 81> cands{};
    std::array<std::array<std::uint8_t, 10>, 27> free{};
    std::vector<std::pair<int, int>> naked;   ///< (cell, digit)
    std::vector<std::pair<int, int>> hidden;  ///< (cell, digit)

    void del_cand(int cell, int d) {
        if (!(cands[cell] & bit(d))) return;
        cands[cell] &= static_cast<Mask>(~bit(d));
        for (int h : classic::kCellHouses[cell]) {
            if (--free[h][d] == 1) {
                for (int c : classic::kHouseCells[h])
                    if (cands[c] & bit(d)) {
                        hidden.emplace_back(c, d);
                        break;
                    }
            }
        }
        if (cands[cell] != 0 && classic::popcount(cands[cell]) == 1) naked.emplace_back(cell, classic::first_digit(cands[cell]));
    }

    void set_cell(int cell, int d) {
        if (value[cell] == d) return;
        value[cell] = static_cast<std::uint8_t>(d);
        for (int p : classic::kPeers[cell]) del_cand(p, d);
        const Mask old = cands[cell];
        cands[cell] = 0;
        for (int e = 1; e <= 9; ++e) {
            if (!(old & bit(e))) continue;
            for (int h : classic::kCellHouses[cell]) {
                if (--free[h][e] == 1 && e != d) {
                    for (int c : classic::kHouseCells[h])
                        if (cands[c] & bit(e)) {
                            hidden.emplace_back(c, e);
                            break;
                        }
                }
            }
        }
    }
};

class NetFill {
public:
    explicit NetFill(const CandidateGrid& grid) : grid_(grid) {
        for (int c = 0; c < 81; ++c) {
            saved_.value[c] = grid.value[c];
            saved_.cands[c] = grid.candidates[c];
        }
        for (int h = 0; h < 27; ++h)
            for (int d = 1; d <= 9; ++d) saved_.free[h][d] = static_cast<std::uint8_t>(classic::popcount(grid.places(h, d)));
    }

    /// The direct implications of every normal node in net mode.
    std::vector<std::vector<int>> lists() {
        std::vector<std::vector<int>> out(Tables::kNormalNodes);
        for (int c = 0; c < 81; ++c) {
            if (grid_.value[c] != 0) continue;
            for (int d = 1; d <= 9; ++d) {
                if (!grid_.has(c, d)) continue;
                out[Tables::normal_id(c, d, true)] = fill(c, d, true);
                out[Tables::normal_id(c, d, false)] = fill(c, d, false);
            }
        }
        return out;
    }

private:
    struct Entry {
        std::vector<int> list;
        std::array<char, Tables::kNormalNodes> present{};
        int premise = -1;
        void add(int id) {
            if (present[id] || static_cast<int>(list.size()) >= Tables::kMaxEntries - 1) return;
            present[id] = 1;
            if (id != premise) list.push_back(id);
        }
    };

    void set_net(Sim& sim, Entry& entry, int cell, int d) {
        const Mask others = sim.cands[cell];
        sim.set_cell(cell, d);
        entry.add(Tables::normal_id(cell, d, true));
        for (int p : classic::kPeers[cell]) {
            // kPeers is in reading order, as HoDoKu's buddy set iterates
            if (saved_.cands[p] & bit(d)) entry.add(Tables::normal_id(p, d, false));
        }
        for (int e = 1; e <= 9; ++e)
            if (e != d && (others & bit(e))) entry.add(Tables::normal_id(cell, e, false));
    }

    std::vector<int> fill(int cell, int d, bool on) {
        Sim sim = saved_;
        auto entry = std::make_unique<Entry>();
        entry->premise = Tables::normal_id(cell, d, on);
        entry->present[entry->premise] = 1;
        if (on) {
            set_net(sim, *entry, cell, d);
        } else {
            sim.del_cand(cell, d);
            if (sim.cands[cell] != 0 && classic::popcount(sim.cands[cell]) == 1)
                set_net(sim, *entry, cell, classic::first_digit(sim.cands[cell]));
        }
        for (int round = 0; round < kLookAhead; ++round) {
            std::vector<std::pair<int, int>> singles;
            for (const auto& [c, e] : sim.naked)
                if (sim.value[c] == 0) singles.emplace_back(c, e);
            std::array<char, 81> taken{};
            for (const auto& [c, e] : sim.hidden) {
                if (sim.value[c] != 0 || taken[c] || !(sim.cands[c] & bit(e))) continue;
                for (int h : classic::kCellHouses[c]) {
                    if (sim.free[h][e] == 1) {
                        singles.emplace_back(c, e);
                        taken[c] = 1;
                        break;
                    }
                }
            }
            if (singles.empty()) break;
            for (const auto& [c, e] : singles) set_net(sim, *entry, c, e);
        }
        return std::move(entry->list);
    }

    const CandidateGrid& grid_;
    Sim saved_;
};

}  // namespace

std::optional<Step> find_forcing_net(const CandidateGrid& grid) {
    const std::vector<std::vector<int>> lists = NetFill(grid).lists();
    Tables tables(grid, true, &lists);
    return forcing::conclude(grid, tables, Kind::forcing_net_contradiction, Kind::forcing_net_verity);
}

}  // namespace gridforge::hodoku
