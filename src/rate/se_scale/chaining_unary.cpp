// SE's unary chaining (Chaining.java getLoopHintList, doUnaryChaining, doCycles, doForcingChains,
// createCycleHint, createForcingChainHint): bidirectional X-, Y- and XY-cycles and forcing X-/XY-
// chains from every candidate, on the unchanged grid (no hidden parents: SE's saveGrid is empty in
// this mode).
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>

#include "gridforge/bits.hpp"
#include "rate/se_scale/chaining_engine.hpp"

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
            const int p = gridforge::bits::lowest(rest);
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
            const int k = key_of(kHouseCells[house][gridforge::bits::lowest(rest)], digit, true);
            bool dup = false;
            for (int i = 0; i < n; ++i) dup |= out[i].key == k;
            if (!dup) out[n++] = {k, region_cause(type)};
        }
    }
    return n;
}

// An 81-cell set in two words (cells 0-63, 64-80), for the cycles' cancel test.
struct CellBits {
    std::uint64_t lo = 0, hi = 0;
    void set(int cell) {
        if (cell < 64) {
            lo |= std::uint64_t{1} << cell;
        } else {
            hi |= std::uint64_t{1} << (cell - 64);
        }
    }
    CellBits& operator|=(const CellBits& o) {
        lo |= o.lo;
        hi |= o.hi;
        return *this;
    }
    /// Whether this, `other` and `within` share a cell outside `outside`.
    bool meets(const CellBits& other, const CellBits& within, const CellBits& outside) const {
        return ((lo & other.lo & within.lo & ~outside.lo) | (hi & other.hi & within.hi & ~outside.hi)) != 0;
    }
};

const CellBits& peer_bits(int cell) {
    static const auto table = [] {
        std::array<CellBits, 81> t{};
        for (int c = 0; c < 81; ++c)
            for (const std::uint8_t peer : classic::kPeers[c]) t[c].set(peer);
        return t;
    }();
    return table[cell];
}

}  // namespace

void Engine::build_unary_links(const CandidateGrid& g, const classic::Mask (*places)[10]) {
    // Each key's links are written on first use (make_links): most nested searches read the links
    // of a small part of the grid only. Slots of 32 per key (at most 8 + 20 links from an on key,
    // 4 from an off key) keep the table's size fixed, so it is allocated once per engine.
    if (unary_links_.empty()) {
        unary_links_.resize(static_cast<size_t>(kKeys) * 32);
        link_count_.assign(kKeys, 0);
        link_split_.assign(kKeys, 0);
        link_stamp_.assign(kKeys, 0);
    }
    if (++links_stamp_ == 0) {
        std::fill(link_stamp_.begin(), link_stamp_.end(), 0);
        links_stamp_ = 1;
    }
    links_grid_ = &g;
    std::memcpy(links_places_, places, sizeof(links_places_));
    std::vector<int>& all_keys = unary_.all_keys;
    all_keys.clear();
    for (int cell = 0; cell < 81; ++cell) {
        const classic::Mask m = g.candidates[cell];
        for (int d = 1; d <= 9; ++d)
            if (m & bit(d)) {
                all_keys.push_back(key_of(cell, d, false));
                all_keys.push_back(key_of(cell, d, true));
            }
    }
}

void Engine::make_links(int key) {
    const CandidateGrid& g = *links_grid_;
    Step* const out = unary_links_.data() + static_cast<size_t>(key) * 32;
    int n = 0;
    if (g.has(key_cell(key), key_digit(key)))
        n = key_on(key) ? on_to_off_plain(g, links_places_, key, true, out)
                        : off_to_on_plain(g, links_places_, key, true, true, out);
    // the cell rule's links come first in both directions (naked-single cause)
    int split = 0;
    while (split < n && out[split].cause == kNakedSingle) ++split;
    link_count_[key] = static_cast<std::uint8_t>(n);
    link_split_[key] = static_cast<std::uint8_t>(split);
    link_stamp_[key] = links_stamp_;
}

void Engine::pass_components(const CandidateGrid& g, bool y_enabled, bool x_enabled, const std::vector<int>& keys,
                             bool all_roots, bool with_reach) {
    UnaryScratch& s = unary_;
    std::vector<int>& component = s.component;
    std::vector<int>& compact = s.compact;
    std::vector<int>& order = s.order;
    std::vector<int>& low = s.low;
    std::vector<char>& on_stack = s.on_stack;
    std::vector<int>& merged = s.merged;  // component whose reach set last took this one's
    if (component.empty()) {
        component.assign(kKeys, -1);
        compact.assign(kKeys, -1);
        order.assign(kKeys, -1);
        low.assign(kKeys, 0);
        on_stack.assign(kKeys, 0);
        merged.assign(kKeys, -1);
        s.frames.resize(kKeys + 1);
        s.stack.reserve(kKeys);
    }
    // only the keys of the previous call hold values: resetting them is cheaper than the tables
    for (const int k : s.taken) component[k] = compact[k] = order[k] = -1;
    for (size_t id = 0; id < s.on_keys.size(); ++id) merged[id] = -1;  // indexed by component
    s.taken = keys;
    for (size_t i = 0; i < keys.size(); ++i) compact[keys[i]] = static_cast<int>(i);
    const int words = with_reach ? static_cast<int>((keys.size() + 63) / 64) : 0;
    s.words = words;
    std::vector<std::uint64_t>& reach = s.reach;
    reach.clear();
    std::vector<int>& on_keys = s.on_keys;  // per component: how many "on" potentials it holds
    on_keys.clear();
    std::vector<int>& stack = s.stack;
    stack.clear();
    using Frame = UnaryScratch::Frame;
    Frame* const frames = s.frames.data();
    int depth = 0;
    int counter = 0;
    auto enter = [&](int key) {
        order[key] = low[key] = counter++;
        stack.push_back(key);
        on_stack[key] = 1;
        const Step* list = nullptr;
        const int n = pass_links(key, y_enabled, x_enabled, list);
        frames[depth++] = {key, list, list + n};
    };
    for (const int root : keys) {
        if (order[root] >= 0) continue;
        if (!all_roots && (!key_on(root) || classic::popcount(g.candidates[key_cell(root)]) != 2)) continue;
        enter(root);
        while (depth > 0) {
            Frame& f = frames[depth - 1];
            const int v = f.key;
            if (f.next != f.end) {
                const int w = (f.next++)->key;
                if (compact[w] < 0) continue;  // outside the keys taken
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
            if (!with_reach) {
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
                const int m = pass_links(stack[i], y_enabled, x_enabled, out);
                for (int j = 0; j < m; ++j) {
                    const int c = component[out[j].key];
                    if (c < 0 || c == id || merged[c] == id) continue;
                    merged[c] = id;
                    const std::uint64_t* const other = reach.data() + static_cast<size_t>(c) * words;
                    for (int word = 0; word < words; ++word) bits[word] |= other[word];
                }
            }
            stack.resize(first);
        }
    }
}

void Engine::learn_base(const CandidateGrid& base) {
    BaseFacts& b = base_;
    b.valid = true;
    b.value = base.value;
    b.candidates = base.candidates;
    fill_places(base, b.places);
    build_unary_links(base, b.places);
    UnaryScratch& s = unary_;
    const std::vector<int> keys = s.all_keys;
    for (int pass = 0; pass < 3; ++pass) {
        const bool x_enabled = pass != 1, y_enabled = pass != 0;
        // every key is a root here: a source of the reduced grid may be a bivalue cell there
        // and not here, and its component must be known all the same
        pass_components(base, y_enabled, x_enabled, keys, true, x_enabled);
        std::vector<int>& cyclic = b.cycle_keys[pass];
        cyclic.clear();
        for (const int k : keys)
            if (s.on_keys[s.component[k]] > 1) cyclic.push_back(k);
        bool free = true;
        if (x_enabled) {
            for (const int k : keys) {
                const int cell = key_cell(k);
                if (base.value[cell] != 0 || classic::popcount(base.candidates[cell]) <= 1) continue;
                const int t = s.compact[key_flip(k)];
                if ((s.reach[static_cast<size_t>(s.component[k]) * s.words + (t >> 6)] >> (t & 63)) & 1) {
                    free = false;
                    break;
                }
            }
        }
        b.forcing_free[pass] = free;
    }
}

void Engine::unary_search(bool y_enabled, bool x_enabled) {
    const CandidateGrid& g = grid;
    const Step* buf = nullptr;
    auto implied = [&](int key, const Step*& out) { return pass_links(key, y_enabled, x_enabled, out); };
    UnaryScratch& s = unary_;
    std::vector<int>& pending_on = s.pending_on;
    std::vector<int>& pending_off = s.pending_off;
    std::vector<int>& cycles = s.cycles;
    std::vector<int>& chains = s.chains;
    // Searches are told apart by a generation number that runs on across passes and grids, so
    // that the per-key tables need no clearing (from_key / from_cause are read only for keys met
    // in the current generation).
    std::vector<int>& gen_on = s.gen_on;
    std::vector<int>& gen_off = s.gen_off;
    std::vector<int>& seen_off = s.seen_off;  // generation in which an off node of the key was made
    std::vector<std::int16_t>& from_key = s.from_key;  // forcing chains: the key that implied a key
    std::vector<Cause>& from_cause = s.from_cause;
    if (gen_on.empty() || s.generation > (1 << 30)) {
        gen_on.assign(kKeys, -1);
        gen_off.assign(kKeys, -1);
        seen_off.assign(kKeys, -1);
        from_key.assign(kKeys, -1);
        from_cause.assign(kKeys, kNoCause);
        s.generation = 0;
    }
    int& generation = s.generation;
    std::vector<int>& path = s.path;

    // Reachability in this pass's implication graph (Tarjan's strongly connected components, then,
    // with x links on, the union of successor components' reach sets, sinks first). A forcing
    // chain from a source exists only when the source's opposite is reachable from it, and a
    // cycle only when the source's component holds another "on" potential; the searches below
    // run only then, which leaves SE's result unchanged and skips most sources.
    //
    // A nested search's grid is the grid its chain started from (the base) with candidates
    // removed. Its links are the base's links between the remaining candidates (old links), plus
    // off -> on links in cells that became bivalue and houses where a digit is left in two
    // places (new links). The graph is skew-symmetric (a -> b gives flip(b) -> flip(a); the
    // flipped new link is new too), so a path through a new link lies within F + flip(F), F being
    // what the new links' "on" ends reach: what follows the link is in F, and what precedes it
    // reaches a new link's start, whose flip is a new link's "on" end. Hence:
    // - a forcing chain here that uses old links only would be one of the base, where a forcing
    //   chain from any source is always found; when the base has none (forcing_free), every
    //   forcing chain runs through a new link, and reach sets over F + flip(F) decide them;
    // - a component here either holds a new link, and then lies within F + flip(F), or holds old
    //   links only, and then lies within one component of the base. The components that can
    //   hold a cycle (two "on" potentials) are therefore those of the graph over F + flip(F) and
    //   the keys of the base's components with two "on" potentials (cycle_keys): the graph
    //   over that set has them whole, and no component of it holds more than its true one.
    const int pass = x_enabled && y_enabled ? 2 : y_enabled ? 1 : 0;
    const bool restricted = use_base_ && (pass == 1 || base_.forcing_free[pass]);
    if (restricted) {
        std::vector<int>& region = s.region;  // F, then F + flip(F)
        std::vector<int>& mark = s.region_mark;
        if (mark.empty()) mark.assign(kKeys, 0);
        if (++s.region_stamp == 0) {
            std::fill(mark.begin(), mark.end(), 0);
            s.region_stamp = 1;
        }
        const int stamp = s.region_stamp;
        region.clear();
        auto seed = [&](const std::vector<int>& heads) {
            for (const int k : heads)
                if (mark[k] != stamp) {
                    mark[k] = stamp;
                    region.push_back(k);
                }
        };
        if (x_enabled) seed(s.x_heads);
        if (y_enabled) seed(s.y_heads);
        for (size_t i = 0; i < region.size(); ++i) {
            const int n = implied(region[i], buf);
            for (int j = 0; j < n; ++j)
                if (mark[buf[j].key] != stamp) {
                    mark[buf[j].key] = stamp;
                    region.push_back(buf[j].key);
                }
        }
        const size_t forward = region.size();
        for (size_t i = 0; i < forward; ++i) {
            const int k = key_flip(region[i]);
            if (mark[k] != stamp) {
                mark[k] = stamp;
                region.push_back(k);
            }
        }
        for (const int k : base_.cycle_keys[pass])
            if (mark[k] != stamp && g.has(key_cell(k), key_digit(k))) {
                mark[k] = stamp;
                region.push_back(k);
            }
        pass_components(g, y_enabled, x_enabled, region, true, x_enabled);
    } else {
        pass_components(g, y_enabled, x_enabled, s.all_keys, x_enabled, x_enabled);
    }
    const std::vector<int>& component = s.component;
    const std::vector<int>& compact = s.compact;
    const std::vector<int>& on_keys = s.on_keys;
    const std::vector<std::uint64_t>& reach = s.reach;
    const int words = s.words;
    auto reaches = [&](int from, int to) {
        const int t = compact[to];
        if (t < 0 || component[from] < 0) return false;  // outside F + flip(F)
        return ((reach[static_cast<size_t>(component[from]) * words + (t >> 6)] >> (t & 63)) & 1) != 0;
    };
    auto may_cycle = [&](int source) { return component[source] >= 0 && on_keys[component[source]] > 1; };

    // is `key` an ancestor (first parents) of node p, p excluded
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

    CellBits digit_bits[10];  // the cells of each digit's candidates
    for (int c = 0; c < 81; ++c)
        for (unsigned m = g.candidates[c] & 511u; m; m &= m - 1) digit_bits[gridforge::bits::lowest(m) + 1].set(c);

    // The sources in SE's order (cell, then digit). Over a restricted key set, a source with a
    // cycle or a forcing chain has a key there (the tests below read component[] of the source
    // or of its opposite): only those candidates are visited.
    std::vector<int>& sources = s.sources;  // cell * 9 + digit - 1
    sources.clear();
    if (restricted) {
        std::uint64_t marked[12] = {};  // by candidate, read back in order
        for (const int k : s.taken) marked[k >> 7] |= std::uint64_t{1} << ((k >> 1) & 63);
        for (int w = 0; w < 12; ++w)
            for (std::uint64_t m = marked[w]; m; m &= m - 1) sources.push_back(w * 64 + gridforge::bits::lowest(m));
    } else {
        for (const int k : s.all_keys)
            if (key_on(k)) sources.push_back(k >> 1);
    }
    for (const int candidate : sources) {
        const int cell = candidate / 9, digit = candidate % 9 + 1;
        {
            if (g.value[cell] != 0) continue;
            const int card = classic::popcount(g.candidates[cell]);
            if (card <= 1) continue;
            if (!x_enabled && card > 2) continue;
            const int source_key = key_of(cell, digit, true);
            // most sources have neither a cycle nor a forcing chain: they are passed over at once
            const bool cycle_here = may_cycle(source_key);
            if (!cycle_here && !(x_enabled && (reaches(source_key, key_flip(source_key)) ||
                                               reaches(key_flip(source_key), source_key))))
                continue;
            const Pool::Mark mark = pool.mark();
            cycles.clear();
            chains.clear();
            // ---- doCycles from the "on" source
            // A cycle closes through an "on" potential other than the source that the source
            // implies and that implies the source: one in the source's component. Without one
            // the search finds nothing and is skipped.
            ++generation;
            if (cycle_here) {
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
                // Most cycles found cancel nothing. The cancel set (below, in SE's order) is
                // first tested on 81-cell bit sets: the cells of the cycle, and per digit the
                // peers of its "on" and of its "off" potentials; a cycle without a candidate in
                // both peer sets, outside the cycle, is passed over.
                CellBits in_cycle, forw_bits[10], back_bits[10];
                classic::Mask on_digits = 0, off_digits = 0;
                for (int p = dst_on; pool.first_parent(p) >= 0; p = pool.first_parent(p)) {
                    const int k = pool.nodes[p].key;
                    const int c = key_cell(k), d = key_digit(k);
                    in_cycle.set(c);
                    if (key_on(k)) {
                        forw_bits[d] |= peer_bits(c);
                        on_digits |= bit(d);
                    } else {
                        back_bits[d] |= peer_bits(c);
                        off_digits |= bit(d);
                    }
                }
                bool cancels = false;
                for (int d = 1; d <= 9 && !cancels; ++d)
                    if (on_digits & off_digits & bit(d))
                        cancels = forw_bits[d].meets(back_bits[d], digit_bits[d], in_cycle);
                if (!cancels) continue;
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
                sign_chain(h, dst_on);  // CycleHint's targets: dstOn, then its reversed cycle
                sign_reversed_cycle(h, dst_on);
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
                sign_chain(h, target);
                finish(h);
                found.push_back(std::move(h));
            }
            pool.rewind(mark);
        }
    }
}

}  // namespace gridforge::se::chaining
