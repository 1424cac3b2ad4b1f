// SE's unary chaining (Chaining.java getLoopHintList, doUnaryChaining, doCycles, doForcingChains,
// createCycleHint, createForcingChainHint): bidirectional X-, Y- and XY-cycles and forcing X-/XY-
// chains from every candidate, on the unchanged grid (no hidden parents: SE's saveGrid is empty in
// this mode).
#include <algorithm>
#include <array>
#include <cstdint>

#include "rate/se/chaining_engine.hpp"

namespace gridforge::se::chaining {

using classic::bit;
using classic::kHouseCells;

namespace {

using Step = Implication;

// met_before[type][cell]: the positions, in the cell's house of that SE region type, of the cell
// and of the cells an earlier region type already met (SeTables::peer's order: box, row, column,
// each peer once).
struct MetBefore {
    unsigned mask[3][81];
};
const MetBefore& met_before() {
    static const MetBefore table = [] {
        const SeTables& t = se_tables();
        MetBefore m{};
        for (int cell = 0; cell < 81; ++cell) {
            bool met[81] = {};
            met[cell] = true;
            for (int type = 0; type < 3; ++type) {
                const int house = t.house[type][cell];
                unsigned bits = 0;
                for (int p = 0; p < 9; ++p)
                    if (met[kHouseCells[house][p]]) bits |= 1u << p;
                m.mask[type][cell] = bits;
                for (int p = 0; p < 9; ++p) met[kHouseCells[house][p]] = true;
            }
        }
        return m;
    }();
    return table;
}

// SE getOnToOff: the other digits of the cell (y), then the other places of the digit met through
// the box, row and column (the peers in SeTables::peer order, read from the house places).
int on_to_off_plain(const CandidateGrid& g, const classic::Mask (*places)[10], int key, bool y_enabled, Step* out) {
    const SeTables& t = se_tables();
    const MetBefore& met = met_before();
    const int cell = key_cell(key), digit = key_digit(key);
    int n = 0;
    if (y_enabled) {
        const classic::Mask m = g.candidates[cell];
        for (int d = 1; d <= 9; ++d)
            if (d != digit && (m & bit(d))) out[n++] = {key_of(cell, d, false), kNakedSingle};
    }
    for (int type = 0; type < 3; ++type) {
        const int house = t.house[type][cell];
        unsigned rest = places[house][digit] & ~met.mask[type][cell];
        const Cause cause = region_cause(type);
        while (rest) {
            const int p = __builtin_ctz(rest);
            rest &= rest - 1;
            out[n++] = {key_of(kHouseCells[house][p], digit, false), cause};
        }
    }
    return n;
}

// places[house][digit]: positions of the digit in the house
int off_to_on_plain(const CandidateGrid& g, const classic::Mask (*places)[10], int key, bool y_enabled,
                    bool x_enabled, Step* out) {
    const SeTables& t = se_tables();
    const int cell = key_cell(key), digit = key_digit(key);
    int n = 0;
    if (y_enabled && t.bits[g.candidates[cell]] == 2) {
        const int other = classic::first_digit(static_cast<classic::Mask>(g.candidates[cell] & ~bit(digit)));
        if (other != 0) out[n++] = {key_of(cell, other, true), kNakedSingle};
    }
    if (x_enabled) {
        for (int type = 0; type < 3; ++type) {
            const int house = t.house[type][cell];
            const unsigned rest = places[house][digit] & ~(1u << t.position[type][cell]);
            if (t.bits[rest] != 1) continue;
            const int k = key_of(kHouseCells[house][__builtin_ctz(rest)], digit, true);
            bool dup = false;
            for (int i = 0; i < n; ++i) dup |= out[i].key == k;
            if (!dup) out[n++] = {k, region_cause(type)};
        }
    }
    return n;
}

}  // namespace

void Engine::build_unary_links() {
    const CandidateGrid& g = grid;
    classic::Mask places[27][10];
    fill_places(g, places);
    // written in place: at most 8 + 20 links from an on key, 4 from an off key (an upper bound of
    // 32 per key keeps the table's size fixed, so it is allocated once per engine)
    unary_links_.resize(static_cast<size_t>(kKeys) * 32);
    unary_begin_.resize(kKeys + 1);
    unary_split_.resize(kKeys);
    Step* const base = unary_links_.data();
    int size = 0;
    for (int k = 0; k < kKeys; ++k) {
        unary_begin_[k] = size;
        const int cell = key_cell(k);
        int n = 0;
        Step* const out = base + size;
        if (g.has(cell, key_digit(k)))
            n = key_on(k) ? on_to_off_plain(g, places, k, true, out) : off_to_on_plain(g, places, k, true, true, out);
        // the cell rule's links come first in both directions (naked-single cause)
        int split = 0;
        while (split < n && out[split].cause == kNakedSingle) ++split;
        unary_split_[k] = size + split;
        size += n;
    }
    unary_begin_[kKeys] = size;
}

void Engine::unary_search(bool y_enabled, bool x_enabled) {
    const CandidateGrid& g = grid;
    // The implications in this pass: SE's getOnToOff(y) / getOffToOn(y, x) list the cell rule's
    // links first, so each pass reads a contiguous part of the table (on -> off: the cell rule only
    // with y; off -> on: the cell rule with y, the house rule with x).
    const Step* const links = unary_links_.data();
    const Step* buf = nullptr;
    auto implied = [&](int key, const Step*& out) {
        int b = unary_begin_[key], e = unary_begin_[key + 1];
        if (key_on(key)) {
            if (!y_enabled) b = unary_split_[key];
        } else {
            if (!y_enabled) b = unary_split_[key];
            if (!x_enabled) e = unary_split_[key];
        }
        out = links + b;
        return e - b;
    };
    UnaryScratch& s = unary_;
    std::vector<int>& pending_on = s.pending_on;
    std::vector<int>& pending_off = s.pending_off;
    std::vector<int>& cycles = s.cycles;
    std::vector<int>& chains = s.chains;
    int generation = 0;
    std::vector<int>& gen_on = s.gen_on;
    std::vector<int>& gen_off = s.gen_off;
    gen_on.assign(kKeys, -1);
    gen_off.assign(kKeys, -1);
    std::vector<std::int16_t>& from_key = s.from_key;  // forcing chains: the key that implied a key
    std::vector<Cause>& from_cause = s.from_cause;
    from_key.assign(kKeys, -1);
    from_cause.assign(kKeys, kNoCause);
    std::vector<int>& path = s.path;

    // Reachability in this pass's implication graph (Tarjan's strongly connected components, then,
    // with x links on, the union of successor components' reach sets, sinks first). A forcing
    // chain from a source exists only when the source's opposite is reachable from it, and a
    // cycle only when the source's component holds another "on" potential; the searches below
    // run only then, which leaves SE's result unchanged and skips most sources.
    // Reach sets are read by the forcing chains only (x links on); their bits are indexed by the
    // keys of the grid's candidates only (compact[key]).
    std::vector<int>& component = s.component;
    component.assign(kKeys, -1);
    std::vector<int>& compact = s.compact;
    compact.assign(kKeys, -1);
    int compact_count = 0;
    for (int k = 0; k < kKeys; ++k)
        if (g.has(key_cell(k), key_digit(k))) compact[k] = compact_count++;
    const int words = (compact_count + 63) / 64;
    std::vector<std::uint64_t>& reach = s.reach;
    reach.clear();
    std::vector<int>& on_keys = s.on_keys;  // per component: how many "on" potentials it holds
    on_keys.clear();
    {
        std::vector<int>& order = s.order;
        std::vector<int>& low = s.low;
        std::vector<int>& stack = s.stack;
        order.assign(kKeys, -1);
        low.assign(kKeys, 0);
        stack.clear();
        stack.reserve(kKeys);
        std::vector<char>& on_stack = s.on_stack;
        on_stack.assign(kKeys, 0);
        std::vector<int>& merged = s.merged;  // component whose reach set last took this one's
        merged.assign(kKeys, -1);
        using Frame = UnaryScratch::Frame;
        std::vector<Frame>& frames = s.frames;
        frames.resize(kKeys + 1);
        int depth = 0;
        int counter = 0;
        auto enter = [&](int key) {
            order[key] = low[key] = counter++;
            stack.push_back(key);
            on_stack[key] = 1;
            const Step* list = nullptr;
            const int n = implied(key, list);
            frames[depth++] = {key, list, list + n};
        };
        // Without x links only cycles are searched, from the "on" potentials of bivalue cells:
        // the components of the potentials reachable from those are enough (a component is found
        // whole from any root that reaches it).
        for (int root = 0; root < kKeys; ++root) {
            if (order[root] >= 0 || compact[root] < 0) continue;
            if (!x_enabled && (!key_on(root) || classic::popcount(g.candidates[key_cell(root)]) != 2)) continue;
            enter(root);
            while (depth > 0) {
                Frame& f = frames[depth - 1];
                const int v = f.key;
                if (f.next != f.end) {
                    const int w = (f.next++)->key;
                    if (order[w] < 0) {
                        enter(w);
                    } else if (on_stack[w]) {
                        low[v] = std::min(low[v], order[w]);
                    }
                    continue;
                }
                --depth;
                if (depth > 0) low[frames[depth - 1].key] = std::min(low[frames[depth - 1].key], low[v]);
                if (low[v] != order[v]) continue;
                const int id = static_cast<int>(on_keys.size());
                on_keys.push_back(0);
                const size_t top = stack.size();
                size_t first = top;
                do {
                    --first;
                } while (stack[first] != v);
                for (size_t i = first; i < top; ++i) {
                    const int w = stack[i];
                    on_stack[w] = 0;
                    component[w] = id;
                    on_keys[id] += key_on(w) ? 1 : 0;
                }
                if (!x_enabled) {
                    stack.resize(first);
                    continue;
                }
                reach.resize(reach.size() + static_cast<size_t>(words));  // new words are zero
                std::uint64_t* const bits = reach.data() + static_cast<size_t>(id) * words;
                for (size_t i = first; i < top; ++i) {
                    const int w = compact[stack[i]];
                    bits[w >> 6] |= std::uint64_t{1} << (w & 63);
                }
                for (size_t i = first; i < top; ++i) {
                    const Step* out = nullptr;
                    const int m = implied(stack[i], out);
                    for (int j = 0; j < m; ++j) {
                        const int c = component[out[j].key];
                        if (c == id || merged[c] == id) continue;
                        merged[c] = id;
                        const std::uint64_t* const other = reach.data() + static_cast<size_t>(c) * words;
                        for (int word = 0; word < words; ++word) bits[word] |= other[word];
                    }
                }
                stack.resize(first);
            }
        }
    }
    auto reaches = [&](int from, int to) {
        const int t = compact[to];
        return ((reach[static_cast<size_t>(component[from]) * words + (t >> 6)] >> (t & 63)) & 1) != 0;
    };

    // is `key` an ancestor (first parents) of node p, p excluded
    std::vector<int>& seen_off = s.seen_off;
    seen_off.assign(kKeys, -1);  // generation in which an off node of the key was made
    auto is_parent = [&](int p, int key) {
        if (seen_off[key] != generation) return false;
        int q = pool.first_parent(p);
        while (q >= 0) {
            if (pool.nodes[q].key == key) return true;
            q = pool.first_parent(q);
        }
        return false;
    };

    int closing_source = -1;  // the "on" source of the cycle search under way
    auto closes_cycle = [&](int off_key) {
        const Step* list = nullptr;
        const int n = implied(off_key, list);
        for (int j = 0; j < n; ++j)
            if (list[j].key == closing_source) return true;
        return false;
    };

    for (int cell = 0; cell < 81; ++cell) {
        if (g.value[cell] != 0) continue;
        const int card = classic::popcount(g.candidates[cell]);
        if (card <= 1) continue;
        for (int digit = 1; digit <= 9; ++digit) {
            if (!g.has(cell, digit)) continue;
            if (!x_enabled && card > 2) continue;
            const int source_key = key_of(cell, digit, true);
            const Pool::Mark mark = pool.mark();
            cycles.clear();
            chains.clear();
            // ---- doCycles from the "on" source
            // A cycle closes through an "on" potential other than the source that the source
            // implies and that implies the source: one in the source's component. Without one
            // the search finds nothing and is skipped.
            ++generation;
            if (on_keys[component[source_key]] > 1) {
                const int root = pool.add(source_key, kNoCause, -1);
                closing_source = source_key;
                gen_on[source_key] = generation;
                pending_on.assign(1, root);
                pending_off.clear();
                int length = 0;
                while (!pending_on.empty() || !pending_off.empty()) {
                    ++length;
                    for (size_t i = 0; i < pending_on.size(); ++i) {
                        const int p = pending_on[i];
                        const int n = implied(pool.nodes[p].key, buf);
                        for (int j = 0; j < n; ++j) {
                            // An off potential met again in this pass can only close a cycle: the
                            // first node of its key already made every "on" it implies. Nodes that
                            // cannot close one are never read, so they are not made.
                            if (seen_off[buf[j].key] == generation && !closes_cycle(buf[j].key)) continue;
                            if (is_parent(p, buf[j].key)) continue;
                            seen_off[buf[j].key] = generation;
                            pending_off.push_back(pool.add(buf[j].key, buf[j].cause, p));
                        }
                    }
                    pending_on.clear();
                    ++length;
                    for (size_t i = 0; i < pending_off.size(); ++i) {
                        const int p = pending_off[i];
                        const int n = implied(pool.nodes[p].key, buf);
                        for (int j = 0; j < n; ++j) {
                            const bool closes = length >= 4 && buf[j].key == source_key;
                            const bool fresh = gen_on[buf[j].key] != generation;
                            if (!closes && !fresh) continue;
                            const int node = pool.add(buf[j].key, buf[j].cause, p);
                            if (closes) cycles.push_back(node);
                            if (fresh) {
                                gen_on[buf[j].key] = generation;
                                pending_on.push_back(node);
                            }
                        }
                    }
                    pending_off.clear();
                }
            }
            // ---- doForcingChains from "on" then from "off"
            // SE's breadth-first search keeps the first node made for each potential. Only the chain
            // to the contradiction (the source's opposite) is ever read, and SE's search makes it
            // at the first meeting of that potential, so the search runs over keys (parent key and
            // cause per key) and stops there; the chain's nodes are then made root first.
            if (x_enabled) {
                for (int side = 0; side < 2; ++side) {
                    const int src_key = side == 0 ? source_key : key_flip(source_key);
                    const int target_key = key_flip(src_key);
                    if (!reaches(src_key, target_key)) continue;
                    ++generation;
                    pending_on.clear();
                    pending_off.clear();
                    if (side == 0) {
                        gen_on[src_key] = generation;
                        pending_on.push_back(src_key);
                    } else {
                        gen_off[src_key] = generation;
                        pending_off.push_back(src_key);
                    }
                    from_key[src_key] = -1;
                    int hit_parent = -1;
                    Cause hit_cause = kNoCause;
                    auto expand = [&](std::vector<int>& queue, std::vector<int>& next, std::vector<int>& gen) {
                        for (size_t i = 0; i < queue.size(); ++i) {
                            const int pk = queue[i];
                            const int n = implied(pk, buf);
                            for (int j = 0; j < n; ++j) {
                                const int k = buf[j].key;
                                if (k == target_key) {
                                    hit_parent = pk;
                                    hit_cause = buf[j].cause;
                                    return true;
                                }
                                if (gen[k] == generation) continue;
                                gen[k] = generation;
                                from_key[k] = static_cast<std::int16_t>(pk);
                                from_cause[k] = buf[j].cause;
                                next.push_back(k);
                            }
                        }
                        queue.clear();
                        return false;
                    };
                    while (!pending_on.empty() || !pending_off.empty()) {
                        if (expand(pending_on, pending_off, gen_off)) break;
                        if (expand(pending_off, pending_on, gen_on)) break;
                    }
                    if (hit_parent < 0) continue;
                    path.clear();
                    for (int k = hit_parent; k >= 0; k = from_key[k]) path.push_back(k);
                    int node = -1;
                    for (auto it = path.rbegin(); it != path.rend(); ++it)
                        node = pool.add(*it, node < 0 ? kNoCause : from_cause[*it], node);
                    chains.push_back(pool.add(target_key, hit_cause, node));
                }
            }
            // ---- hints
            for (const int dst_on : cycles) {
                ChainHint h;
                h.kind = ChainHint::kCycle;
                h.x_chain = x_enabled;
                h.y_chain = y_enabled;
                h.sort_key = (x_enabled && y_enabled) ? 4 : y_enabled ? 3 : 2;
                std::vector<int> cells;
                std::vector<int> chain;  // nodes from dst_on, root excluded
                for (int p = dst_on; pool.first_parent(p) >= 0; p = pool.first_parent(p)) {
                    chain.push_back(p);
                    const int c = key_cell(pool.nodes[p].key);
                    if (std::find(cells.begin(), cells.end(), c) == cells.end()) cells.push_back(c);
                }
                std::vector<std::pair<int, int>> forw, back;
                for (const int p : chain) {
                    const int k = pool.nodes[p].key;
                    const int pc = key_cell(k), d = key_digit(k);
                    for (const std::uint8_t peer : classic::kPeers[pc]) {
                        if (std::find(cells.begin(), cells.end(), peer) != cells.end() || !g.has(peer, d)) continue;
                        auto& set = key_on(k) ? forw : back;
                        const std::pair<int, int> item{peer, d};
                        if (std::find(set.begin(), set.end(), item) == set.end()) set.push_back(item);
                    }
                }
                std::vector<std::pair<int, int>> cancel;
                for (const auto& item : forw)
                    if (std::find(back.begin(), back.end(), item) != back.end()) cancel.push_back(item);
                if (cancel.empty()) continue;
                h.removable = hashmap_order(cancel);
                h.distinct_cells = static_cast<int>(cells.size());
                h.complexity = ancestors(dst_on, nullptr);
                if (nested) {
                    for (const int p : chain) {
                        const Node& nd = pool.nodes[p];
                        const std::pair<int, Cause> item{key_on(nd.key) ? nd.key : key_flip(nd.key), nd.cause};
                        if (nd.cause != kNoCause &&
                            std::find(h.rule_sources.begin(), h.rule_sources.end(), item) == h.rule_sources.end())
                            h.rule_sources.push_back(item);
                    }
                }
                finish(h);
                found.push_back(std::move(h));
            }
            for (const int target : chains) {
                ChainHint h;
                h.kind = ChainHint::kForcing;
                h.x_chain = true;
                h.y_chain = y_enabled;
                h.sort_key = y_enabled ? 4 : 2;
                const int k = pool.nodes[target].key;
                const int tc = key_cell(k), td = key_digit(k);
                if (!key_on(k)) {
                    h.removable.emplace_back(tc, td);
                } else {
                    for (int d = 1; d <= 9; ++d)
                        if (d != td && g.has(tc, d)) h.removable.emplace_back(tc, d);
                    h.result_cell = tc;
                    h.result_digit = td;
                }
                if (h.removable.empty()) continue;
                h.complexity = ancestors(target, nullptr);
                h.flat_ancestors = h.complexity;
                if (nested) collect_rule_sources(target, h.rule_sources, kNoCause);
                finish(h);
                found.push_back(std::move(h));
            }
            pool.rewind(mark);
        }
    }
}

}  // namespace gridforge::se::chaining
