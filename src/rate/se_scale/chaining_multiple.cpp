// SE's multiple and dynamic chaining (Chaining.java getMultipleChainsHintList(ForCell),
// doBinaryChaining, doRegionChainings, createChainingOn/OffHint, createCellReductionHint,
// createRegionReductionHint): contradiction and double forcing chains (dynamic, Nishio), region
// and cell forcing chains. The "on" run of each candidate is computed once per search (SE
// recomputes it for every region it meets; the result is the same).
#include <algorithm>
#include <memory>

#include "rate/se_scale/chaining_engine.hpp"

namespace gridforge::se::chaining {

using classic::bit;
using classic::kHouseCells;

namespace {

struct Searcher {
    Engine& e;
    std::vector<Run*> on_runs;  // by cell * 9 + digit - 1
    std::vector<int> nested_seen;
    Run off_run_;

    explicit Searcher(Engine& engine) : e(engine), on_runs(729, nullptr) { e.release_runs(); }
    ~Searcher() { e.release_runs(); }

    Run& on_run(int cell, int digit) {
        auto& slot = on_runs[cell * 9 + digit - 1];
        if (!slot) {
            slot = &e.acquire_run();
            const int k = key_of(cell, digit, true);
            const int seed = e.pool.add(k, kNoCause, -1);
            slot->set(k, seed);
            slot->on_order.push_back(seed);
            e.do_chaining(*slot, seed);
        }
        return *slot;
    }

    // complexity of a hint whose chains end at `targets`
    int complexity(const std::vector<int>& targets) {
        nested_seen.clear();
        int sum = 0;
        for (const int t : targets) sum += e.ancestors(t, &nested_seen);
        return sum + e.nested_complexity(nested_seen);
    }

    void removable_for(ChainHint& h, int target_key) {
        const int c = key_cell(target_key), d = key_digit(target_key);
        if (key_on(target_key)) {
            for (int v = 1; v <= 9; ++v)
                if (v != d && e.grid.has(c, v)) h.removable.emplace_back(c, v);
        } else {
            h.removable.emplace_back(c, d);
        }
    }

    // SE createChainingOnHint (on_hint: the target's cell keeps only the target digit) or
    // createChainingOffHint (the target candidate goes).
    void binary_hint(int dst_on, int dst_off, int source_key, int target_key, bool on_hint, bool absurd) {
        ChainHint h;
        h.kind = ChainHint::kBinary;
        h.x_chain = h.y_chain = true;
        h.absurd = absurd;
        h.nishio = e.mode.nishio;
        h.sort_key = absurd ? 7 : 1;
        removable_for(h, on_hint ? (target_key | 1) : (target_key & ~1));
        if (h.removable.empty()) return;
        if (h.nishio || absurd) {
            if (!key_on(source_key)) {
                h.result_cell = key_cell(source_key);
                h.result_digit = key_digit(source_key);
            }
        } else {
            const int k = e.pool.nodes[dst_on].key;
            if (key_on(k)) {
                h.result_cell = key_cell(k);
                h.result_digit = key_digit(k);
            }
        }
        h.complexity = complexity({dst_on, dst_off});
        if (e.nested) {
            e.collect_rule_sources(dst_on, h.rule_sources, kNoCause);
            e.collect_rule_sources(dst_off, h.rule_sources, kNoCause);
        }
        e.sign_chain(h, dst_on);
        e.sign_chain(h, dst_off);
        e.finish(h);
        e.found.push_back(std::move(h));
    }

    void reduction_hint(ChainHint::Kind kind, const std::vector<int>& targets, int target_key, Cause root_cause,
                        int region_type, int region_cell, int digit) {
        ChainHint h;
        h.kind = kind;
        h.x_chain = h.y_chain = true;
        h.sort_key = kind == ChainHint::kCell ? 5 : 6;
        h.region_type = region_type;
        h.region_cell = region_cell;
        h.region_digit = digit;
        removable_for(h, target_key);
        if (h.removable.empty()) return;
        if (key_on(target_key)) {
            h.result_cell = key_cell(target_key);
            h.result_digit = key_digit(target_key);
        }
        h.complexity = complexity(targets);
        if (e.nested)
            for (const int t : targets) e.collect_rule_sources(t, h.rule_sources, root_cause);
        for (const int t : targets) e.sign_chain(h, t);
        e.finish(h);
        e.found.push_back(std::move(h));
    }

    void binary(int cell, int digit, Run& on, bool do_double, bool do_contradiction) {
        const int on_key = key_of(cell, digit, true), off_key = key_of(cell, digit, false);
        if (do_contradiction && on.absurd_on >= 0) binary_hint(on.absurd_on, on.absurd_off, on_key, on_key, false, true);
        if (!do_contradiction && !do_double) return;
        const Pool::Mark mark = e.pool.mark();
        const size_t nested_mark = e.pool.nested.size();
        Run& off = off_run_;
        off.reset();
        const int seed = e.pool.add(off_key, kNoCause, -1);
        off.set(off_key, seed);
        off.off_order.push_back(seed);
        e.do_chaining(off, seed);
        if (do_contradiction && off.absurd_on >= 0) binary_hint(off.absurd_on, off.absurd_off, off_key, off_key, true, true);
        if (do_double) {
            for (const int n : on.on_order) {
                const int k = e.pool.nodes[n].key;
                if (off.has(k)) binary_hint(n, off.node_of[k], on_key, k, true, false);
            }
            for (const int n : on.off_order) {
                const int k = e.pool.nodes[n].key;
                if (off.has(k)) binary_hint(n, off.node_of[k], off_key, k, false, false);
            }
        }
        e.pool.rewind(mark);
        e.pool.nested.resize(nested_mark);
    }

    void regions(int cell, int digit, Run& own) {
        const classic::Mask b = bit(digit);
        for (int type = 0; type < 3; ++type) {
            const int house = se_house(type, cell);
            int positions[9];
            int count = 0;
            for (const std::uint8_t c : kHouseCells[house])
                if (e.grid.candidates[c] & b) positions[count++] = c;
            if (!(count == 2 || (e.mode.multiple && count > 2))) continue;
            if (positions[0] != cell) continue;
            std::vector<Run*> runs;
            for (int i = 0; i < count; ++i) runs.push_back(positions[i] == cell ? &own : &on_run(positions[i], digit));
            for (int side = 0; side < 2; ++side) {
                const std::vector<int>& order = side == 0 ? own.on_order : own.off_order;
                for (const int n : order) {
                    const int k = e.pool.nodes[n].key;
                    bool all = true;
                    for (const Run* r : runs) all = all && r->has(k);
                    if (!all) continue;
                    std::vector<int> targets;
                    for (const Run* r : runs) targets.push_back(r->node_of[k]);
                    reduction_hint(ChainHint::kRegion, targets, k, region_cause(type), type, cell, digit);
                }
            }
        }
    }

    void run() {
        const CandidateGrid& g = e.grid;
        for (int cell = 0; cell < 81; ++cell) {
            if (g.value[cell] != 0) continue;
            const int card = classic::popcount(g.candidates[cell]);
            if (!(card > 2 || (card > 1 && e.mode.dynamic))) continue;
            std::vector<Run*> value_runs;
            std::vector<int> digits;
            for (int digit = 1; digit <= 9; ++digit) {
                if (!g.has(cell, digit)) continue;
                Run& on = on_run(cell, digit);
                const bool do_double = card >= 3 && !e.mode.nishio && e.mode.dynamic;
                const bool do_contradiction = e.mode.dynamic || e.mode.nishio;
                binary(cell, digit, on, do_double, do_contradiction);
                if (!e.mode.nishio) regions(cell, digit, on);
                value_runs.push_back(&on);
                digits.push_back(digit);
            }
            if (e.mode.nishio || !(card == 2 || (e.mode.multiple && card > 2))) continue;
            Run& first = *value_runs.front();
            for (int side = 0; side < 2; ++side) {
                const std::vector<int>& order = side == 0 ? first.on_order : first.off_order;
                for (const int n : order) {
                    const int k = e.pool.nodes[n].key;
                    bool all = true;
                    for (const Run* r : value_runs) all = all && r->has(k);
                    if (!all) continue;
                    std::vector<int> targets;
                    for (const Run* r : value_runs) targets.push_back(r->node_of[k]);
                    reduction_hint(ChainHint::kCell, targets, k, kNakedSingle, 0, cell, 0);
                }
            }
        }
    }
};

}  // namespace

void Engine::multiple_search() {
    Searcher searcher(*this);
    searcher.run();
}

}  // namespace gridforge::se::chaining
