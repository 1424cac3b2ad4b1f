// The chaining engine's shared parts (chaining_engine.hpp): SE's doChaining with its on/off rules
// (Chaining.java getOnToOff, getOffToOn, addHiddenParentsOf*), ancestor counts
// (ChainingHint.getAncestorCount, getNestedComplexity), the length increment
// (ChainingHint.getLengthDifficulty) and the hint order (Chaining.getHintList).
#include <algorithm>
#include <cstring>

#include "gridforge/bits.hpp"
#include "rate/se_scale/chaining_engine.hpp"

namespace gridforge::se::chaining {

using classic::bit;
using classic::kHouseCells;

int se_house(int region_type, int cell) {
    switch (region_type) {
        case 0: return 18 + classic::box_of(cell);
        case 1: return classic::row_of(cell);
        default: return 9 + classic::column_of(cell);
    }
}

const SeTables& se_tables() {
    static const SeTables tables = [] {
        SeTables t{};
        for (int cell = 0; cell < 81; ++cell) {
            bool added[81] = {};
            added[cell] = true;
            int n = 0;
            for (int type = 0; type < 3; ++type) {
                const int house = se_house(type, cell);
                t.house[type][cell] = static_cast<std::uint8_t>(house);
                for (int p = 0; p < 9; ++p) {
                    const int other = kHouseCells[house][p];
                    if (other == cell) t.position[type][cell] = static_cast<std::uint8_t>(p);
                    if (added[other]) continue;
                    added[other] = true;
                    t.peer[cell][n] = static_cast<std::uint8_t>(other);
                    t.peer_type[cell][n++] = static_cast<std::uint8_t>(type);
                }
            }
        }
        for (unsigned m = 0; m < 512; ++m) t.bits[m] = static_cast<std::uint8_t>(gridforge::bits::popcount(m));
        return t;
    }();
    return tables;
}


std::vector<std::pair<int, int>> hashmap_order(const std::vector<std::pair<int, int>>& insertion) {
    // distinct cells in insertion order
    std::vector<int> cells;
    for (const auto& [cell, digit] : insertion)
        if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
    int capacity = 16;
    while (static_cast<int>(cells.size()) * 4 > capacity * 3) capacity *= 2;
    std::stable_sort(cells.begin(), cells.end(),
                     [capacity](int a, int b) { return (a & (capacity - 1)) < (b & (capacity - 1)); });
    std::vector<std::pair<int, int>> out;
    for (const int cell : cells) {
        classic::Mask digits = 0;
        for (const auto& [c, d] : insertion)
            if (c == cell) digits |= bit(d);
        for (int d = 1; d <= 9; ++d)
            if (digits & bit(d)) out.emplace_back(cell, d);
    }
    return out;
}

double length_difficulty(int complexity) {
    double added = 0.0;
    int ceil = 4;
    const int length = complexity - 2;
    bool odd = false;
    while (length > ceil) {
        added += 0.1;
        ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
        odd = !odd;
    }
    return added;
}

Engine::Engine(const Mode& m, bool is_nested) : mode(m), nested(is_nested), stamp_(kKeys, 0) {}
Engine::~Engine() = default;

double Engine::base_difficulty() const {
    if (mode.level > 0) return 8.5 + 0.5 * mode.level;
    if (mode.nishio) return 7.5;
    if (mode.dynamic) return 8.5;
    return 8.0;  // multiple
}

// Starts a new walk: a key is visited in this walk when stamp_[key] == stamp_value_ (no clearing
// per walk; the table is cleared only when the counter wraps).
void Engine::new_stamp() {
    if (++stamp_value_ == 0) {
        std::fill(stamp_.begin(), stamp_.end(), 0);
        stamp_value_ = 1;
    }
}

int Engine::ancestors(int node, std::vector<int>* nested_seen) {
    new_stamp();
    work_.clear();
    work_.push_back(node);
    int count = 0;
    while (!work_.empty()) {
        const int n = work_.back();
        work_.pop_back();
        const Node& nd = pool.nodes[n];
        if (stamp_[nd.key] == stamp_value_) continue;
        stamp_[nd.key] = stamp_value_;
        ++count;
        if (nd.nested >= 0 && nested_seen) {
            // SE's getNestedComplexity counts each nested chain once, by FullChain equality
            // (content), so that equal chains found by different nested rules count once
            const ChainHint& h = *pool.nested[nd.nested];
            bool seen = false;
            for (const int s : *nested_seen)
                if (pool.nested[s]->same_chain(h)) {
                    seen = true;
                    break;
                }
            if (!seen) nested_seen->push_back(nd.nested);
        }
        for (int i = 0; i < nd.parents_count; ++i) work_.push_back(pool.parents[nd.parents_begin + i]);
    }
    return count;
}

int Engine::nested_complexity(const std::vector<int>& nested_seen) const {
    int sum = 0;
    for (const int s : nested_seen) sum += pool.nested[s]->complexity;
    return sum;
}

void Engine::collect_rule_sources(int node, std::vector<std::pair<int, Cause>>& out, Cause root_cause) {
    new_stamp();
    work_.clear();
    work_.push_back(node);
    while (!work_.empty()) {
        const int n = work_.back();
        work_.pop_back();
        const Node& nd = pool.nodes[n];
        if (stamp_[nd.key] == stamp_value_) continue;
        stamp_[nd.key] = stamp_value_;
        Cause cause = nd.cause;
        if (cause == kNoCause && nd.parents_count == 0) cause = root_cause;
        if (key_on(nd.key) && cause != kNoCause && cause != kAdvanced) {
            const std::pair<int, Cause> item{nd.key, cause};
            if (std::find(out.begin(), out.end(), item) == out.end()) out.push_back(item);
        }
        for (int i = 0; i < nd.parents_count; ++i) work_.push_back(pool.parents[nd.parents_begin + i]);
    }
}

void Engine::finish(ChainHint& h) {
    switch (h.kind) {
        case ChainHint::kCycle: h.difficulty = (h.x_chain && h.y_chain) ? 7.0 : 6.5; break;
        case ChainHint::kForcing: h.difficulty = (h.x_chain && h.y_chain) ? 7.0 : 6.6; break;
        default: h.difficulty = base_difficulty(); break;
    }
    h.difficulty += length_difficulty(h.complexity);
    if (nested) {
        // FNV-1a over the keys, then a final mix: any good spread will do, equality is exact
        std::uint64_t x = 1469598103934665603ull;
        for (const std::uint16_t k : h.chain_keys) x = (x ^ k) * 1099511628211ull;
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdull;
        x ^= x >> 33;
        h.chain_hash = x;
    }
}

void Engine::sign_chain(ChainHint& h, int target) {
    if (!nested) return;
    // SE's ChainingHint.getChain: level by level from the target, each potential (key) once,
    // parents in order; a FIFO queue visiting in push order gives the same sequence
    new_stamp();
    work_.clear();
    work_.push_back(target);
    for (size_t i = 0; i < work_.size(); ++i) {
        const Node& nd = pool.nodes[work_[i]];
        if (stamp_[nd.key] == stamp_value_) continue;
        stamp_[nd.key] = stamp_value_;
        h.chain_keys.push_back(nd.key);
        for (int j = 0; j < nd.parents_count; ++j) work_.push_back(pool.parents[nd.parents_begin + j]);
    }
    h.chain_keys.push_back(ChainHint::kChainEnd);
}

void Engine::sign_reversed_cycle(ChainHint& h, int dst_on) {
    if (!nested) return;
    // getReversedCycle: the first-parent path from dst_on, polarity flipped, linked root first,
    // so getChain of its head lists the path from the root back to dst_on
    work_.clear();
    for (int p = dst_on; p >= 0; p = pool.first_parent(p)) work_.push_back(p);
    new_stamp();
    for (size_t i = work_.size(); i-- > 0;) {
        const int k = key_flip(pool.nodes[work_[i]].key);
        if (stamp_[k] == stamp_value_) continue;
        stamp_[k] = stamp_value_;
        h.chain_keys.push_back(static_cast<std::uint16_t>(k));
    }
    h.chain_keys.push_back(ChainHint::kChainEnd);
}

namespace {

// A potential implied by one step, before it becomes a node.
struct Implied {
    int key;
    Cause cause;
    int region_type;  // for hidden parents of on potentials (-1: cell rule)
};

// SE getOnToOff: other digits of the cell (y), then the other places of the digit in its box,
// row and column (each cell once).
int on_to_off(const CandidateGrid& g, int key, bool y_enabled, Implied* out) {
    const SeTables& t = se_tables();
    const int cell = key_cell(key), digit = key_digit(key);
    int n = 0;
    if (y_enabled) {
        const classic::Mask m = g.candidates[cell];
        for (int d = 1; d <= 9; ++d)
            if (d != digit && (m & bit(d))) out[n++] = {key_of(cell, d, false), kNakedSingle, -1};
    }
    const classic::Mask b = bit(digit);
    for (int i = 0; i < 20; ++i) {
        const int other = t.peer[cell][i];
        if (g.candidates[other] & b) {
            const int type = t.peer_type[cell][i];
            out[n++] = {key_of(other, digit, false), region_cause(type), type};
        }
    }
    return n;
}

// SE getOffToOn (without hidden parents): the other digit of a bivalue cell (y), the other place
// of the digit in a box, row or column with two places (x). Duplicates dropped (first kept).
int off_to_on(const CandidateGrid& g, const classic::Mask (*places)[10], int key, bool y_enabled,
              bool x_enabled, Implied* out) {
    const SeTables& t = se_tables();
    const int cell = key_cell(key), digit = key_digit(key);
    int n = 0;
    if (y_enabled) {
        const classic::Mask m = g.candidates[cell];
        if (t.bits[m] == 2) {
            const int other = classic::first_digit(static_cast<classic::Mask>(m & ~bit(digit)));
            if (other != 0) out[n++] = {key_of(cell, other, true), kNakedSingle, -1};
        }
    }
    if (x_enabled) {
        for (int type = 0; type < 3; ++type) {
            const int house = t.house[type][cell];
            const unsigned rest = places[house][digit] & ~(1u << t.position[type][cell]);
            if (t.bits[rest] != 1) continue;
            const int k = key_of(kHouseCells[house][gridforge::bits::lowest(rest)], digit, true);
            bool dup = false;
            for (int i = 0; i < n; ++i) dup |= out[i].key == k;
            if (!dup) out[n++] = {k, region_cause(type), type};
        }
    }
    return n;
}

}  // namespace

// SE Chaining.doChaining. The run holds the seed already (node_of/on_order/off_order filled).
bool Engine::do_chaining(Run& run, int seed_node) {
    save = grid;
    const SeTables& tables = se_tables();
    if (!base_places_ok_ || base_places_of_ != grid.candidates) {
        fill_places(grid, base_places_);
        base_places_of_ = grid.candidates;
        base_places_ok_ = true;
    }
    classic::Mask places[27][10];
    std::memcpy(places, base_places_, sizeof(places));
    const bool y_enabled = !mode.nishio;
    std::vector<int>& pending_on = pending_on_;
    std::vector<int>& pending_off = pending_off_;
    pending_on.clear();
    pending_off.clear();
    size_t on_head = 0, off_head = 0;
    const int seed_key = pool.nodes[seed_node].key;
    (key_on(seed_key) ? pending_on : pending_off).push_back(seed_node);
    Implied buf[32];
    std::vector<Advanced>& advanced = advanced_;
    bool contradiction = false;
    while (true) {
        if (on_head < pending_on.size()) {
            const int p = pending_on[on_head++];
            const int n = on_to_off(grid, pool.nodes[p].key, y_enabled, buf);
            for (int i = 0; i < n; ++i) {
                const int off_key = buf[i].key;
                if (run.has(key_flip(off_key))) {
                    run.absurd_on = run.node_of[key_flip(off_key)];
                    run.absurd_off = pool.add(off_key, buf[i].cause, p);
                    contradiction = true;
                    break;
                }
                if (!run.has(off_key)) {
                    const int node = pool.add(off_key, buf[i].cause, p);
                    run.set(off_key, node);
                    run.off_order.push_back(node);
                    pending_off.push_back(node);
                }
            }
            if (contradiction) break;
            continue;
        }
        if (off_head < pending_off.size()) {
            const int p = pending_off[off_head++];
            const int pkey = pool.nodes[p].key;
            const int n = off_to_on(grid, places, pkey, y_enabled, true, buf);
            if (mode.dynamic) {
                const int pc = key_cell(pkey), pd = key_digit(pkey);
                grid.eliminate(pc, pd);
                for (int type = 0; type < 3; ++type)
                    places[tables.house[type][pc]][pd] &= static_cast<classic::Mask>(~(1u << tables.position[type][pc]));
            }
            for (int i = 0; i < n; ++i) {
                const int on_key = buf[i].key;
                const bool absurd = run.has(key_flip(on_key));
                if (!absurd && run.has(on_key)) continue;
                // materialise with hidden parents (removed since the run started)
                const int node = pool.add(on_key, buf[i].cause, p);
                const int cell = key_cell(on_key), digit = key_digit(on_key);
                if (buf[i].region_type < 0) {
                    const classic::Mask gone = save.candidates[cell] & static_cast<classic::Mask>(~grid.candidates[cell]);
                    for (int d = 1; d <= 9; ++d)
                        if (gone & bit(d)) {
                            // the off digit p itself was eliminated just above in dynamic mode;
                            // SE computed the implication before eliminating it
                            const int hk = key_of(cell, d, false);
                            if (hk == pkey) continue;
                            if (run.node_of[hk] >= 0) pool.add_parent(node, run.node_of[hk]);
                        }
                } else {
                    const int house = se_house(buf[i].region_type, cell);
                    const classic::Mask b = bit(digit);
                    for (const std::uint8_t c : kHouseCells[house]) {
                        if ((save.candidates[c] & b) && !(grid.candidates[c] & b)) {
                            const int hk = key_of(c, digit, false);
                            if (hk == pkey) continue;
                            if (run.node_of[hk] >= 0) pool.add_parent(node, run.node_of[hk]);
                        }
                    }
                }
                if (absurd) {
                    run.absurd_on = node;
                    run.absurd_off = run.node_of[key_flip(on_key)];
                    contradiction = true;
                    break;
                }
                run.set(on_key, node);
                run.on_order.push_back(node);
                pending_on.push_back(node);
            }
            if (contradiction) break;
            continue;
        }
        if (mode.level > 0) {
            advanced.clear();
            advanced_potentials(advanced, places, base_places_);
            bool added = false;
            for (const Advanced& a : advanced) {
                if (run.has(a.key)) continue;
                const int node = pool.add(a.key, kAdvanced, -1);
                for (const int pk : a.parent_keys)
                    if (run.node_of[pk] >= 0) pool.add_parent(node, run.node_of[pk]);
                pool.nodes[node].nested = a.nested;
                run.set(a.key, node);
                run.off_order.push_back(node);
                pending_off.push_back(node);
                added = true;
            }
            if (added) continue;
        }
        break;
    }
    grid = save;
    return contradiction;
}

Run& Engine::acquire_run() {
    if (runs_used_ == run_store_.size()) run_store_.push_back(std::make_unique<Run>());
    Run& run = *run_store_[runs_used_++];
    run.reset();
    return run;
}

const std::vector<ChainHint>& Engine::hints(const CandidateGrid& g, const CandidateGrid* base) {
    std::string memo_key;
    if (nested) {
        memo_key.resize(sizeof(g.value) + sizeof(g.candidates));
        std::memcpy(memo_key.data(), g.value.data(), sizeof(g.value));
        std::memcpy(memo_key.data() + sizeof(g.value), g.candidates.data(), sizeof(g.candidates));
        const auto it = memo_.find(memo_key);
        if (it != memo_.end()) return it->second;
    }
    if (!nested) trim_memo();
    grid = g;
    save = g;
    found.clear();
    pool.clear();
    if (mode.multiple || mode.dynamic) {
        multiple_search();
    } else {
        classic::Mask places[27][10];
        fill_places(g, places);
        use_base_ = false;
        if (base && nested && g.value == base->value) {
            bool reduced = true;
            for (int c = 0; c < 81; ++c) reduced = reduced && (g.candidates[c] & ~base->candidates[c]) == 0;
            if (reduced) {
                // the facts of the base are learnt once for the many grids a chain search reduces
                // it to (the same base for every chain of one search)
                if (!base_.valid || base_.value != base->value || base_.candidates != base->candidates)
                    learn_base(*base);
                use_base_ = true;
                // the "on" ends of the new links (unary_search): both candidates of a cell that
                // became bivalue, both places of a digit left in two places of a house
                std::vector<int>& x_heads = unary_.x_heads;
                std::vector<int>& y_heads = unary_.y_heads;
                x_heads.clear();
                y_heads.clear();
                for (int h = 0; h < 27; ++h)
                    for (int d = 1; d <= 9; ++d) {
                        const unsigned now = places[h][d];
                        if (classic::popcount(static_cast<classic::Mask>(now)) != 2 ||
                            classic::popcount(base_.places[h][d]) <= 2)
                            continue;
                        for (unsigned m = now; m; m &= m - 1)
                            x_heads.push_back(key_of(kHouseCells[h][gridforge::bits::lowest(m)], d, true));
                    }
                for (int c = 0; c < 81; ++c) {
                    const classic::Mask m = g.candidates[c];
                    if (classic::popcount(m) != 2 || classic::popcount(base->candidates[c]) <= 2) continue;
                    for (int d = 1; d <= 9; ++d)
                        if (m & bit(d)) y_heads.push_back(key_of(c, d, true));
                }
            }
        }
        build_unary_links(grid, places);
        unary_search(false, true);
        unary_search(true, false);
        unary_search(true, true);
        use_base_ = false;
    }
    std::stable_sort(found.begin(), found.end(), [](const ChainHint& a, const ChainHint& b) {
        if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
        if (a.complexity != b.complexity) return a.complexity < b.complexity;
        return a.sort_key < b.sort_key;
    });
    if (!nested) {
        result_ = std::move(found);
        found.clear();
        return result_;
    }
    // LinkedHashSet: hints equal by removable potentials keep the first
    std::vector<ChainHint> unique;
    for (ChainHint& h : found) {
        auto sorted_removable = h.removable;
        std::sort(sorted_removable.begin(), sorted_removable.end());
        bool dup = false;
        for (const ChainHint& u : unique) {
            if (u.removable.size() != h.removable.size()) continue;
            auto other = u.removable;
            std::sort(other.begin(), other.end());
            if (other == sorted_removable) {
                dup = true;
                break;
            }
        }
        if (!dup) unique.push_back(std::move(h));
    }
    found.clear();
    if (memo_.size() > 20000) memo_.clear();
    auto& slot = memo_[memo_key];
    slot = std::move(unique);
    return slot;
}

std::string hint_name(const ChainHint& h, const Mode& mode) {
    auto nested_suffix = [](int level) -> std::string {
        switch (level) {
            case 1: return " (+)";
            case 2: return " (+ Forcing Chains)";
            case 3: return " (+ Multiple Forcing Chains)";
            case 4: return " (+ Dynamic Forcing Chains)";
            default: return "";
        }
    };
    std::string prefix;
    if (mode.level > 0 || mode.dynamic) prefix = mode.nishio && mode.level == 0 ? "Nishio " : "Dynamic ";
    const std::string suffix = " Chains" + (mode.level >= 1 ? nested_suffix(mode.level) : std::string());
    switch (h.kind) {
        case ChainHint::kCycle:
            if (h.x_chain && h.y_chain) return "Bidirectional Cycle";
            if (h.y_chain) return "Bidirectional Y-Cycle";
            return h.distinct_cells == 4 ? "Generalized X-Wing" : "Bidirectional X-Cycle";
        case ChainHint::kForcing:
            if (h.x_chain && h.y_chain) return "Forcing Chain";
            if (h.y_chain) return "Forcing Y-Chain";
            return h.flat_ancestors == 6 ? "Turbot Fish" : "Forcing X-Chain";
        case ChainHint::kBinary:
            return prefix + (h.nishio ? "Forcing" : h.absurd ? "Contradiction Forcing" : "Double Forcing") + suffix;
        case ChainHint::kCell:
            if (!mode.dynamic && !mode.multiple) return h.x_chain ? "X-Chain" : "Y-Chain";
            return prefix + "Cell Forcing" + suffix;
        case ChainHint::kRegion:
            if (!mode.dynamic && !mode.multiple) return h.x_chain ? "X-Chain" : "Y-Chain";
            return prefix + "Region Forcing" + suffix;
    }
    return "";
}

}  // namespace gridforge::se::chaining
