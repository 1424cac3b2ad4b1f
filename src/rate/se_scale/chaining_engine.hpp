#pragma once
// Internal to the SE chaining files: the implication engine of Sudoku Explainer's Chaining producer
// (SukakuExplainer diuf/sudoku/solver/rules/chaining/Chaining.java, Potential.java and the
// *Hint.java classes), written again for speed.
//
// Shapes. A potential is (cell, digit, on/off), packed as a key 0..1457 = ((cell*9 + digit-1) << 1)
// | on. Chains are kept as nodes in one pool per search: each node has a key, the cause SE records
// (naked single, hidden single in a box/row/column, "advanced" = another rule's elimination), its
// parents (the first one is the potential that implied it; the others are SE's "hidden parents":
// eliminations that made the implication possible) and, for advanced nodes, the nested chaining
// hint that produced it. A hint's complexity is SE's ancestor count (distinct potentials reached
// through parents) plus the complexities of the nested hints met on the way.
//
// Errors: none thrown for valid candidate grids; a grid without candidates simply yields no hint.

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "gridforge/bits.hpp"
#include "rate/se_scale/hint.hpp"

namespace gridforge::se::chaining {

constexpr int kKeys = 81 * 9 * 2;
inline int key_of(int cell, int digit, bool on) { return ((cell * 9 + digit - 1) << 1) | (on ? 1 : 0); }
inline int key_cell(int key) { return (key >> 1) / 9; }
inline int key_digit(int key) { return (key >> 1) % 9 + 1; }
inline bool key_on(int key) { return (key & 1) != 0; }
inline int key_flip(int key) { return key ^ 1; }

/// SE's Potential.Cause (variants dropped).
enum Cause : std::uint8_t { kNoCause, kNakedSingle, kHiddenBox, kHiddenRow, kHiddenColumn, kAdvanced };
/// SE region type index 0 box, 1 row, 2 column -> our house number.
int se_house(int region_type, int cell);
inline Cause region_cause(int region_type) { return static_cast<Cause>(kHiddenBox + region_type); }

/// places[house][digit]: the positions (bit p = kHouseCells[house][p]) of each digit in each house.
inline void fill_places(const CandidateGrid& g, classic::Mask (*places)[10]) {
    for (int h = 0; h < 27; ++h) {
        for (int d = 0; d < 10; ++d) places[h][d] = 0;
        for (int p = 0; p < 9; ++p) {
            unsigned m = g.candidates[classic::kHouseCells[h][p]] & 511u;
            while (m) {
                const int d = gridforge::bits::lowest(m) + 1;  // bit(d) = 1 << (d-1)
                m &= m - 1;
                places[h][d] |= static_cast<classic::Mask>(1u << p);
            }
        }
    }
}

/// Lookup tables in SE's scan order: the 20 peers of a cell as met through its box, row, then
/// column (each once, with the type of the region that met it), and the house and position of a
/// cell in each region type.
struct SeTables {
    std::uint8_t peer[81][20];
    std::uint8_t peer_type[81][20];
    std::uint8_t house[3][81];
    std::uint8_t position[3][81];
    std::uint8_t bits[512];
};
const SeTables& se_tables();

/// A static implication (unary chains): the potential implied and SE's cause.
struct Implication {
    int key;
    Cause cause;
};

struct Node {
    std::uint16_t key = 0;
    Cause cause = kNoCause;
    int parents_begin = 0;
    int parents_count = 0;
    int nested = -1;  // index of the nested hint (advanced nodes only)
    int first = -1;   // first parent (the potential that implied this one), -1 for an assumption
};

/// A hint of the chaining family, enough to sort it as SE does and to nest it in another chain.
struct ChainHint {
    enum Kind { kCycle, kForcing, kBinary, kCell, kRegion } kind = kForcing;
    bool x_chain = false, y_chain = false;
    bool absurd = false, nishio = false;
    int region_type = 0;   // region hints: SE region type of the region
    int region_cell = 0;   // a cell of that region
    int region_digit = 0;
    double difficulty = 0;
    int complexity = 0;
    int sort_key = 0;
    int distinct_cells = 0;       // cycles: cells of the loop (Generalized X-Wing at 4)
    int flat_ancestors = 0;       // forcing chains: ancestor count (Turbot Fish at 6)
    std::vector<std::pair<int, int>> removable;  // (cell, digit) in SE's HashMap iteration order
    int result_cell = -1, result_digit = 0;      // a hint that sets a value
    /// On-potentials of the chains with their cause (SE's collectRuleParents input), for nesting.
    std::vector<std::pair<int, Cause>> rule_sources;  // (key of an on potential, cause)
    /// Identity of a nested hint, as SE's FullChain equals: per chain target (SE's
    /// getChainsTargets order) the keys of getChain(target), the target's ancestors in
    /// breadth-first order, each list closed by kChainEnd. Only hints of nested engines fill it.
    /// An engine-local serial number would not do: nested engines of different modes number
    /// independently, and SE counts two equal chains from different rules once.
    std::vector<std::uint16_t> chain_keys;
    std::uint64_t chain_hash = 0;  // of chain_keys, computed once so comparisons are cheap
    static constexpr std::uint16_t kChainEnd = 0xFFFF;
    /// SE's FullChain equality of two nested hints.
    bool same_chain(const ChainHint& o) const {
        return this == &o || (chain_hash == o.chain_hash && chain_keys == o.chain_keys);
    }
};

struct Mode {
    bool multiple = false, dynamic = false, nishio = false;
    int level = 0;
    int nesting_limit = 0;  // level >= 4: the level of the nested dynamic chains
};

/// Orders (cell, digit) eliminations the way SE's HashMap<Cell, BitSet> iterates: cells grouped
/// by index modulo the table size, in insertion order within a bucket, digits ascending.
std::vector<std::pair<int, int>> hashmap_order(const std::vector<std::pair<int, int>>& insertion);

/// SE's ChainingHint.getLengthDifficulty.
double length_difficulty(int complexity);

class Engine;

/// Advanced (non-trivial) eliminations of SE's getAdvancedPotentials: one entry per removable
/// potential, with the off potentials that allowed it and the nested hint (or -1).
struct Advanced {
    int key;
    std::vector<int> parent_keys;
    int nested;
};

/// A pool of nodes shared by all the chains of one search.
struct Pool {
    std::vector<Node> nodes;
    std::vector<int> parents;
    std::vector<const ChainHint*> nested;  // nested hints referenced by nodes
    int add(int key, Cause cause, int parent) {
        Node n;
        n.key = static_cast<std::uint16_t>(key);
        n.cause = cause;
        n.parents_begin = static_cast<int>(parents.size());
        if (parent >= 0) {
            parents.push_back(parent);
            n.parents_count = 1;
            n.first = parent;
        }
        nodes.push_back(n);
        return static_cast<int>(nodes.size()) - 1;
    }
    void add_parent(int node, int parent) {
        // only valid while `node` is the last node with parents appended
        parents.push_back(parent);
        if (nodes[node].parents_count++ == 0) nodes[node].first = parent;
    }
    int first_parent(int node) const { return nodes[node].first; }
    /// Drops every node added after a mark (their hints keep no node references).
    struct Mark {
        size_t nodes, parents;
    };
    Mark mark() const { return {nodes.size(), parents.size()}; }
    void rewind(const Mark& m) {
        nodes.resize(m.nodes);
        parents.resize(m.parents);
    }
    void clear() {
        nodes.clear();
        parents.clear();
        nested.clear();
    }
};

/// One chaining run: the potentials implied on and off from the assumption(s), SE's LinkedSets.
struct Run {
    std::vector<int> node_of;  // key -> node, -1 when absent
    std::vector<int> on_order, off_order;
    std::vector<int> touched;  // keys set in node_of
    int absurd_on = -1, absurd_off = -1;
    void set(int key, int node) {
        node_of[key] = node;
        touched.push_back(key);
    }
    Run() : node_of(kKeys, -1) {}
    void reset() {
        for (const int k : touched) node_of[k] = -1;
        touched.clear();
        on_order.clear();
        off_order.clear();
        absurd_on = absurd_off = -1;
    }
    bool has(int key) const { return node_of[key] >= 0; }
};

/// The chaining producer for one mode; nested producers are owned and memoised per grid.
class Engine {
public:
    explicit Engine(const Mode& mode, bool nested);
    ~Engine();
    /// SE's getHintList: every hint, sorted as SE sorts them (difficulty, complexity, sort key;
    /// stable). Nested engines also drop hints equal by removable potentials (LinkedHashSet).
    /// `base`, when given, is a grid that `grid` was reduced from (same values, a superset of
    /// candidates), the grid the calling chain started from: a unary engine then searches only
    /// around the links the reduction created (unary_search); the hints are the same.
    const std::vector<ChainHint>& hints(const CandidateGrid& grid, const CandidateGrid* base = nullptr);

    // --- used by the helpers in the other chaining files ---
    Mode mode;
    bool nested;
    double base_difficulty() const;
    Pool pool;
    CandidateGrid grid;   // working grid (SE's grid, reduced by dynamic chains)
    CandidateGrid save;   // SE's saveGrid: the grid when doChaining started
    std::vector<ChainHint> found;

    /// Ancestor count of `node` (distinct keys), adding nested hints met to `nested_seen`.
    int ancestors(int node, std::vector<int>* nested_seen);
    /// Complexity contribution of nested hints (distinct) in `nested_seen`.
    int nested_complexity(const std::vector<int>& nested_seen) const;
    void collect_rule_sources(int node, std::vector<std::pair<int, Cause>>& out, Cause root_cause);
    /// Appends getChain(target) of node `target` to h.chain_keys (nested engines only).
    void sign_chain(ChainHint& h, int target);
    /// Appends the chain of SE's getReversedCycle(dstOn) for a cycle whose on end is `dst_on`.
    void sign_reversed_cycle(ChainHint& h, int dst_on);
    void finish(ChainHint& h);  // difficulty + chain_hash

    // engine parts (chaining_unary.cpp, chaining_multiple.cpp, chaining_advanced.cpp)
    /// The static implications of every candidate of `g` with both rules on, for unary_search.
    void build_unary_links(const CandidateGrid& g, const classic::Mask (*places)[10]);
    void unary_search(bool y_enabled, bool x_enabled);
    void multiple_search();
    /// SE's doChaining: completes `run` from its seeds; returns true on contradiction.
    bool do_chaining(Run& run, int seed_node);
    /// `places` / `saved`: fill_places of `grid` / `save` (do_chaining keeps both).
    void advanced_potentials(std::vector<Advanced>& out, const classic::Mask (*places)[10],
                             const classic::Mask (*saved)[10]);
    /// Drops memoised nested results (between top-level searches, when they grow large).
    void trim_memo();
    /// A cleared run from the engine's store (valid until release_runs()).
    Run& acquire_run();
    void release_runs() { runs_used_ = 0; }

private:
    /// unary_search's working storage, kept between calls so that nested engines (which search
    /// many grids) do not allocate it again each time.
    struct UnaryScratch {
        struct Frame {
            int key;
            const Implication* next;  // the key's links not yet followed
            const Implication* end;
        };
        std::vector<int> pending_on, pending_off, cycles, chains, path;
        std::vector<int> gen_on, gen_off, seen_off;
        std::vector<std::int16_t> from_key;
        std::vector<Cause> from_cause;
        // pass_components' results: component[key] (-1 outside the keys taken), the "on"
        // potentials per component, and per component `words` words of reach set over
        // compact[key], the index of a key among the keys taken (-1 outside)
        std::vector<int> component, on_keys, order, low, stack, merged;
        std::vector<char> on_stack;
        std::vector<std::uint64_t> reach;
        std::vector<int> compact;
        int words = 0;
        std::vector<int> taken;  // the keys of the last pass_components (reset by the next)
        std::vector<Frame> frames;
        // the keys of the grid's candidates; the restricted key set of a pass and its marks
        std::vector<int> all_keys, region;
        std::vector<int> region_mark;
        int region_stamp = 0;
        std::vector<int> x_heads, y_heads;  // "on" ends of the links the reduction created
        std::vector<int> sources;           // unary_search's sources, cell * 9 + digit - 1
        int generation = 0;
    };
    UnaryScratch unary_;
    /// What unary_search needs to know of the grid a nested search's grid was reduced from, per
    /// pass (0: x links only, 1: y links only, 2: both): the keys whose component holds two "on"
    /// potentials (where a cycle may pass) and whether no forcing chain exists at all.
    struct BaseFacts {
        bool valid = false;
        std::array<std::uint8_t, 81> value{};
        std::array<classic::Mask, 81> candidates{};
        classic::Mask places[27][10] = {};
        std::vector<int> cycle_keys[3];
        bool forcing_free[3] = {false, false, false};
    };
    BaseFacts base_;
    bool use_base_ = false;  // unary_search may rely on base_ for the grid under search
    /// The links of `key` in one pass, a contiguous part of build_unary_links' table: SE's
    /// getOnToOff(y) / getOffToOn(y, x) list the cell rule's links first (on -> off: the cell
    /// rule only with y; off -> on: the cell rule with y, the house rule with x).
    int pass_links(int key, bool y_enabled, bool x_enabled, const Implication*& out) {
        if (link_stamp_[key] != links_stamp_) make_links(key);
        int b = 0, e = link_count_[key];
        if (!y_enabled) b = link_split_[key];
        if (!key_on(key) && !x_enabled) e = link_split_[key];
        out = unary_links_.data() + static_cast<size_t>(key) * 32 + b;
        return e - b;
    }
    /// Writes the links of `key` in links_grid_ (build_unary_links).
    void make_links(int key);
    /// Tarjan's strongly connected components of one pass's graph over the keys `keys` (edges
    /// leaving them are ignored), rooted at every key or (all_roots false) only at the "on"
    /// potentials of bivalue cells of `g`; with `with_reach`, each component's reach set.
    void pass_components(const CandidateGrid& g, bool y_enabled, bool x_enabled, const std::vector<int>& keys,
                         bool all_roots, bool with_reach);
    /// Fills base_ for `base` (the links table is left holding base's links).
    void learn_base(const CandidateGrid& base);
    /// build_unary_links' table: the links of key k are unary_links_[32k .. 32k + link_count_[k]),
    /// the cell-rule (SE's "y") ones first, up to 32k + link_split_[k]; valid when link_stamp_[k]
    /// is links_stamp_ (written on first use, for the grid links_grid_ with places links_places_).
    std::vector<Implication> unary_links_;
    std::vector<std::uint8_t> link_count_, link_split_;
    std::vector<int> link_stamp_;
    int links_stamp_ = 0;
    const CandidateGrid* links_grid_ = nullptr;
    classic::Mask links_places_[27][10] = {};
    /// fill_places of the grid do_chaining last started from (most runs start from the same one).
    classic::Mask base_places_[27][10] = {};
    std::array<classic::Mask, 81> base_places_of_{};
    bool base_places_ok_ = false;
    std::vector<int> stamp_;
    int stamp_value_ = 0;
    void new_stamp();
    std::vector<int> work_;
    std::vector<int> pending_on_, pending_off_;
    std::vector<Advanced> advanced_;
    std::vector<std::unique_ptr<Engine>> other_rules_;
    std::vector<std::unique_ptr<Run>> run_store_;
    size_t runs_used_ = 0;  // nested chaining producers
    std::unordered_map<std::string, std::vector<ChainHint>> memo_;
    std::vector<ChainHint> result_;
};

/// Builds the SE name of a hint produced in `mode`.
std::string hint_name(const ChainHint& h, const Mode& mode);

}  // namespace gridforge::se::chaining
