// Nice loops (continuous, discontinuous) and AICs, plain and grouped, as HoDoKu 2.2.0's
// TablingSolver finds them for NICE_LOOP and GROUPED_NICE_LOOP (getNiceLoops: checkNiceLoops on
// the on- and off-tables, checkAics on the off-tables, one step per elimination set, the steps
// sorted by SolutionStep.compareTo; read in hodoku-py solver/tabling.py). Without ALS nodes
// (HoDoKu's default "allow ALS in tabling" is off).
#include <algorithm>
#include <map>
#include <string>

#include "rate/step_score/step.hpp"
#include "rate/step_score/tabling.hpp"

namespace gridforge::hodoku {

namespace {

using tabling::CellSet;
using tabling::FoundStep;
using tabling::Tables;

class LoopSearch {
public:
    LoopSearch(const CandidateGrid& grid, bool grouped) : grid_(grid), tables_(grid, grouped) {}

    std::optional<Step> run() {
        Tables::Table table;
        for (int pass = 0; pass < 2; ++pass) {  // on-tables, then off-tables
            for (int c = 0; c < 81; ++c) {
                for (int d = 1; d <= 9; ++d) {
                    if (!grid_.has(c, d)) continue;
                    tables_.expand(Tables::normal_id(c, d, pass == 0), table);
                    for (int j = 1; j < static_cast<int>(table.node.size()); ++j) {
                        const int id = table.node[j];
                        if (!tables_.is_group(id) && tables_.cell(id) == c) check_nice_loop(table, j);
                    }
                }
            }
        }
        for (int c = 0; c < 81; ++c) {
            for (int d = 1; d <= 9; ++d) {
                if (!grid_.has(c, d)) continue;
                tables_.expand(Tables::normal_id(c, d, false), table);
                check_aics(table);
            }
        }
        if (steps_.empty()) return std::nullopt;
        std::stable_sort(steps_.begin(), steps_.end(), [](const FoundStep& a, const FoundStep& b) {
            return compare(a, b) < 0;
        });
        Step step;
        step.kind = static_cast<Kind>(steps_.front().kind);
        step.eliminations = steps_.front().eliminations;
        return step;
    }

private:
    static int compare(const FoundStep& a, const FoundStep& b) {
        const int count = static_cast<int>(b.eliminations.size()) - static_cast<int>(a.eliminations.size());
        if (count != 0) return count;
        const bool equivalent = a.kind == b.kind && a.eliminations == b.eliminations;
        if (!equivalent) return tabling::index_sum(a.eliminations) - tabling::index_sum(b.eliminations);
        return a.chain_length - b.chain_length;
    }

    /// HoDoKu's addChain for loops and AICs: the chain from premise to end, or empty when it is
    /// a lasso (a cell visited again; a loop may come back to its start cell only at the end).
    std::vector<int> forward_chain(const Tables::Table& table, int index, bool aic) {
        std::vector<int> back = Tables::chain_back(table, index);
        if (!aic && back.size() > 1 && tables_.cell(back[0]) == tables_.cell(back[1])) return {};
        CellSet lasso;
        int last_cell = -1, last_node = -1;
        const int first_cell = tables_.cell(back.back());
        std::vector<int> chain;
        for (int i = static_cast<int>(back.size()) - 1; i >= 0; --i) {
            const int node = back[i];
            const int cell = tables_.cell(node);
            if (lasso.has(cell)) return {};
            if (last_cell != -1 && (last_cell != first_cell || aic)) tables_.add_cells(lasso, last_node);
            last_cell = cell;
            last_node = node;
            chain.push_back(node);
        }
        return chain;
    }

    bool has_group(const std::vector<int>& chain) const {
        return std::any_of(chain.begin(), chain.end(), [&](int id) { return tables_.is_group(id); });
    }

    void add_step(Kind kind, std::vector<std::pair<int, int>> elims, int chain_length) {
        tabling::sort_by_elimination_key(elims);
        std::string key = std::to_string(static_cast<int>(kind));
        for (const auto& [c, d] : elims) key += "," + std::to_string(c * 10 + d);
        auto it = seen_.find(key);
        if (it != seen_.end() && steps_[it->second].chain_length <= chain_length) return;
        seen_[key] = static_cast<int>(steps_.size());
        steps_.push_back(FoundStep{static_cast<int>(kind), std::move(elims), {}, chain_length});
    }

    void check_nice_loop(const Tables::Table& table, int j) {
        if (table.depth[j] <= 1) return;
        const std::vector<int> chain = forward_chain(table, j, false);
        if (chain.empty()) return;
        if (tables_.cell(chain[0]) == tables_.cell(chain[1])) return;
        const int premise = table.node[0];
        const int end = table.node[j];
        const bool first_strong = Tables::is_on(table.node[1]);
        const bool last_strong = Tables::is_on(end);
        const int start_digit = tables_.digit(premise);
        const int end_digit = tables_.digit(end);
        const int start = tables_.cell(premise);
        std::vector<std::pair<int, int>> elims;
        Kind kind = Kind::discontinuous_nice_loop;
        if (!first_strong && !last_strong && start_digit == end_digit) {
            elims.emplace_back(start, start_digit);
        } else if (first_strong && last_strong && start_digit == end_digit) {
            for (int d = 1; d <= 9; ++d)
                if (d != start_digit && grid_.has(start, d)) elims.emplace_back(start, d);
        } else if (first_strong != last_strong && start_digit != end_digit) {
            elims.emplace_back(start, first_strong ? end_digit : start_digit);
        } else if ((!first_strong && !last_strong && classic::popcount(grid_.candidates[start]) == 2 &&
                    start_digit != end_digit) ||
                   (first_strong && last_strong && start_digit != end_digit) ||
                   (first_strong != last_strong && start_digit == end_digit)) {
            kind = Kind::continuous_nice_loop;
            continuous_eliminations(chain, start, start_digit, end_digit, first_strong, last_strong, elims);
        } else {
            return;
        }
        if (elims.empty()) return;
        if (has_group(chain))
            kind = kind == Kind::continuous_nice_loop ? Kind::grouped_continuous_nice_loop
                                                      : Kind::grouped_discontinuous_nice_loop;
        add_step(kind, std::move(elims), static_cast<int>(chain.size()));
    }

    void continuous_eliminations(const std::vector<int>& chain, int start, int start_digit, int end_digit,
                                 bool first_strong, bool last_strong, std::vector<std::pair<int, int>>& elims) {
        CellSet chain_cells;
        for (int id : chain) tables_.add_cells(chain_cells, id);
        const int last = static_cast<int>(chain.size()) - 1;
        auto cell = [&](int i) { return tables_.cell(chain[i]); };
        auto strong = [&](int i) { return Tables::is_on(chain[i]); };
        for (int i = 0; i <= last; ++i) {
            // a cell entered and left by strong links keeps only the two link digits
            if ((i == 0 && first_strong && last_strong) ||
                (i > 0 && strong(i) && i <= last - 2 && cell(i - 1) != cell(i))) {
                if (i == 0 || (!strong(i + 1) && cell(i) == cell(i + 1) && strong(i + 2) && cell(i + 1) != cell(i + 2))) {
                    const int c1 = i == 0 ? start_digit : tables_.digit(chain[i]);
                    const int c2 = i == 0 ? end_digit : tables_.digit(chain[i + 2]);
                    const int c = cell(i);
                    for (int d = 1; d <= 9; ++d)
                        if (grid_.has(c, d) && d != c1 && d != c2) elims.emplace_back(c, d);
                }
            }
            // a weak link between two cells removes its digit from cells seeing both ends
            if (i > 0 && !strong(i) && cell(i - 1) != cell(i)) {
                const int d = tables_.digit(chain[i]);
                const CellSet a = tables_.buddies(chain[i - 1]);
                const CellSet b = tables_.buddies(chain[i]);
                for (int c = 0; c < 81; ++c) {
                    if (!a.has(c) || !b.has(c)) continue;
                    if (chain_cells.has(c) || c == start || !grid_.has(c, d)) continue;
                    elims.emplace_back(c, d);
                }
            }
        }
    }

    void check_aics(const Tables::Table& table) {
        const int premise = table.node[0];
        const int start = tables_.cell(premise);
        const int start_digit = tables_.digit(premise);
        const CellSet start_buddies = tables_.buddies(premise);
        for (int j = 1; j < static_cast<int>(table.node.size()); ++j) {
            const int id = table.node[j];
            if (tables_.is_group(id) || !Tables::is_on(id) || tables_.cell(id) == start) continue;
            const int end = tables_.cell(id);
            const int end_digit = tables_.digit(id);
            if (start_digit == end_digit) {
                const CellSet end_buddies = tables_.buddies(id);
                int common = 0;
                for (int c = 0; c < 81; ++c)
                    if (start_buddies.has(c) && end_buddies.has(c) && grid_.has(c, start_digit))
                        ++common;
                if (common >= 2) check_aic(table, j);
            } else {
                if (!start_buddies.has(end)) continue;
                if (grid_.has(end, start_digit) && grid_.has(start, end_digit)) check_aic(table, j);
            }
        }
    }

    void check_aic(const Tables::Table& table, int j) {
        if (table.depth[j] <= 1) return;
        const int premise = table.node[0];
        const int id = table.node[j];
        const int start = tables_.cell(premise), end = tables_.cell(id);
        const int start_digit = tables_.digit(premise), end_digit = tables_.digit(id);
        std::vector<std::pair<int, int>> elims;
        if (start_digit == end_digit) {
            const CellSet a = tables_.buddies(premise), b = tables_.buddies(id);
            std::vector<int> common;
            for (int c = 0; c < 81; ++c)
                if (a.has(c) && b.has(c) && grid_.has(c, start_digit)) common.push_back(c);
            if (common.size() > 1)
                for (int c : common)
                    if (c != start) elims.emplace_back(c, start_digit);
        } else {
            if (grid_.has(start, end_digit)) elims.emplace_back(start, end_digit);
            if (grid_.has(end, start_digit)) elims.emplace_back(end, start_digit);
        }
        if (elims.empty()) return;
        const std::vector<int> chain = forward_chain(table, j, true);
        if (chain.empty()) return;
        add_step(has_group(chain) ? Kind::grouped_aic : Kind::aic, std::move(elims), static_cast<int>(chain.size()));
    }

    const CandidateGrid& grid_;
    Tables tables_;
    std::vector<FoundStep> steps_;
    std::map<std::string, int> seen_;
};

}  // namespace

std::optional<Step> find_nice_loop(const CandidateGrid& grid) { return LoopSearch(grid, false).run(); }

std::optional<Step> find_grouped_nice_loop(const CandidateGrid& grid) { return LoopSearch(grid, true).run(); }

}  // namespace gridforge::hodoku
