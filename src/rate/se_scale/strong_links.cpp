// Sudoku Explainer's strong-link patterns (hint.hpp: find_strong_links), after SE's StrongLinks.java
// and StrongLinksHint.java (SukakuExplainer): n strong links on one digit chained by weak links,
// which covers the turbot fish family for n = 2 (skyscraper, 2-string kite, turbot fish, empty
// rectangle as a grouped box link), 3 and 4 links, and the X-loop closed by a region shared by the
// two chain ends.
//
// A strong link is a block, row or column where the digit has
//  - exactly two candidates (a block's two may not share a line: that is the line's link), or
//  - 3..6 candidates split into two groups: for a block, the first of SE's 15 configurations whose
//    "empty area" holds no candidate (9 crosses around a heart cell, then 6 pairs of block lines,
//    the latter only with 4+ candidates); for a line, two of its three block segments. A group may
//    carry up to two support cells (and a block cross its heart cell), which chain checks and
//    eliminations must also see.
// Links of pairwise disjoint candidate cells are chained in every order SE tries (QuickPerm order,
// kept when the order is not greater than its reverse) and both directions per link; consecutive
// links must meet in a shared column, row or block (tested in that order). Candidates seeing both
// chain ends, outside the link regions and the shared regions, are removed; an X-loop also removes
// around each weak link. SE collects all hints of every link-type combination (block 0, row 1,
// column 2; non-decreasing tuples in SE's order) and digit, sorts them by difficulty, eliminations
// (most first; a loop counts a candidate once per weak link that removes it) and name suffix, stably,
// and the accumulator takes the first. Link forms, shared regions and naming: strong_links_parts.
// Throws std::invalid_argument for a link count other than 2, 3 or 4 (SE's default producers).
// Names and ratings (StrongLinksHint): base 4.0 / 5.4 / 5.8 for 2 / 3 / 4 links, +0.1 with a
// column or block link, +0.2 with both, +0.3 with a grouped link.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "gridforge/bits.hpp"
#include "rate/se_scale/hint.hpp"
#include "rate/se_scale/strong_links_parts.hpp"

namespace gridforge::se {
namespace {

using namespace strong_links;

struct Found {
    double difficulty;
    int total;
    std::string suffix;
    Hint hint;
};

const std::array<Cells, 81>& peer_sets() {
    static const std::array<Cells, 81> sets = [] {
        std::array<Cells, 81> s{};
        for (int c = 0; c < 81; ++c)
            for (const auto p : classic::kPeers[c]) s[c].set(p);
        return s;
    }();
    return sets;
}

const Cells& region_set(const Region& r) {
    static const std::array<Cells, 27> sets = [] {
        std::array<Cells, 27> all{};
        for (int type = 0; type < 3; ++type)
            for (int index = 0; index < 9; ++index)
                for (const auto c : Region{type, index}.cells()) all[static_cast<std::size_t>(type * 9 + index)].set(c);
        return all;
    }();
    return sets[static_cast<std::size_t>(r.type * 9 + r.index)];
}

// Every strong link of one digit, by region, with the shared regions of their ends memoized.
class DigitLinks {
public:
    DigitLinks(const CandidateGrid& grid, int digit) : digit_(digit) {
        for (int type = 0; type < 3; ++type) {
            for (int index = 0; index < 9; ++index) {
                const int begin = static_cast<int>(links_.size());
                for (const Link& link : region_links(grid, digit, Region{type, index}, candidates_[type][index]))
                    links_.push_back(link);
                range_[type][index] = {begin, static_cast<int>(links_.size())};
            }
        }
        meet_state_.assign(4 * links_.size() * links_.size(), 0);
        meet_.resize(meet_state_.size());
        // Links meeting another link at some ends: only they can be part of a chain.
        const int count = static_cast<int>(links_.size());
        adjacent_.assign(links_.size() * links_.size(), 0);
        useful_.assign(links_.size(), 0);
        for (int a = 0; a < count; ++a)
            for (int b = 0; b < count; ++b) {
                if (a == b) continue;
                bool any = false;
                for (int sa = 0; sa < 2 && !any; ++sa)
                    for (int sb = 0; sb < 2 && !any; ++sb) any = meet(a, sa, b, sb).has_value();
                adjacent_[static_cast<std::size_t>(a * count + b)] = any ? 1 : 0;
                if (any) useful_[static_cast<std::size_t>(a)] = 1;
            }
    }

    int digit() const { return digit_; }
    const Link& link(int id) const { return links_[static_cast<std::size_t>(id)]; }
    std::pair<int, int> range(int type, int index) const { return range_[type][index]; }
    const Cells& candidates(int type, int index) const { return candidates_[type][index]; }
    bool useful(int id) const { return useful_[static_cast<std::size_t>(id)] != 0; }
    bool adjacent(int a, int b) const { return adjacent_[static_cast<std::size_t>(a) * links_.size() + static_cast<std::size_t>(b)] != 0; }

    /// The region shared by end `side1` of link `id1` and end `side2` of link `id2`.
    const std::optional<Region>& meet(int id1, int side1, int id2, int side2) const {
        const std::size_t ends = 2 * links_.size();
        const std::size_t key = static_cast<std::size_t>(2 * id1 + side1) * ends + static_cast<std::size_t>(2 * id2 + side2);
        if (!meet_state_[key]) {
            meet_[key] = shared_region(link(id1).side[side1], link(id2).side[side2]);
            meet_state_[key] = 1;
        }
        return meet_[key];
    }

private:
    int digit_;
    std::vector<Link> links_;
    std::array<std::array<std::pair<int, int>, 9>, 3> range_{};
    std::array<std::array<Cells, 9>, 3> candidates_{};
    mutable std::vector<std::uint8_t> meet_state_;
    mutable std::vector<std::optional<Region>> meet_;
    std::vector<std::uint8_t> adjacent_;
    std::vector<std::uint8_t> useful_;
};

class StrongLinkSearch {
public:
    StrongLinkSearch(const CandidateGrid& grid, const DigitLinks& links, std::vector<int> types,
                     std::vector<Found>& out)
        : grid_(grid), all_(links), types_(std::move(types)), n_(static_cast<int>(types_.size())), out_(out) {}

    void run() { build(0, 0); }

private:
    const Link& chosen(int k) const { return all_.link(ids_[static_cast<std::size_t>(k)]); }

    void build(int depth, int previous) {
        const int type = types_[depth];
        const int first = depth > 0 && types_[depth - 1] == type ? previous + 1 : 0;
        for (int i = first; i < 9; ++i) {
            const auto [begin, end] = all_.range(type, i);
            if (begin == end) continue;
            // Links may not share a candidate cell.
            const Cells& candidates = all_.candidates(type, i);
            bool overlap = false;
            for (int d = 0; d < depth; ++d) overlap = overlap || (used_[d] & candidates).any();
            if (overlap) continue;
            used_[depth] = candidates;
            for (int id = begin; id < end; ++id) {
                if (!all_.useful(id)) continue;
                ids_[depth] = id;
                if (depth + 1 < n_) build(depth + 1, i);
                else chain_orders();
            }
        }
    }

    static bool not_after_reverse(const std::array<int, 4>& q, int n) {
        for (int k = 0; k < n; ++k) {
            if (q[k] != q[n - 1 - k]) return q[k] < q[n - 1 - k];
        }
        return true;
    }

    // SE's QuickPerm over link orders, keeping those not after their reverse.
    void chain_orders() {
        // A chain visits every link: their meeting graph must be connected.
        unsigned reached = 1;
        for (int round = 0; round < n_; ++round)
            for (int a = 0; a < n_; ++a)
                if (reached & (1u << a))
                    for (int b = 0; b < n_; ++b)
                        if (all_.adjacent(ids_[static_cast<std::size_t>(a)], ids_[static_cast<std::size_t>(b)])) reached |= 1u << b;
        if (reached != (1u << n_) - 1) return;
        base_.reset();
        for (int k = 0; k < n_; ++k) base_ |= region_set(chosen(k).region);
        std::array<int, 4> q{};
        std::array<int, 5> r{};
        for (int s = 0; s < n_; ++s) q[s] = r[s] = s;
        r[n_] = n_;
        if (not_after_reverse(q, n_)) directions(q);
        int s = 1;
        while (s < n_) {
            --r[s];
            const int t = (s % 2) * r[s];
            std::swap(q[t], q[s]);
            if (not_after_reverse(q, n_)) directions(q);
            s = 1;
            while (r[s] == 0) {
                r[s] = s;
                ++s;
            }
        }
    }

    const std::optional<Region>& meet(int k1, int side1, int k2, int side2) const {
        return all_.meet(ids_[k1], side1, ids_[k2], side2);
    }

    // Directions in SE's order (u[0] slowest), depth first so that a failed weak link prunes.
    void directions(const std::array<int, 4>& q) {
        std::array<int, 4> u{};
        auto visit = [&](auto&& self, int w) -> void {
            for (int side = 0; side < 2; ++side) {
                u[w] = side;
                if (w > 0 && !meet(q[w - 1], 1 - u[w - 1], q[w], side)) continue;
                if (w + 1 < n_) self(self, w + 1);
                else try_chain(q, u);
            }
        };
        visit(visit, 0);
    }

    static Cells sees_end(const End& end, bool grouped) {
        const auto& peers = peer_sets();
        Cells s = peers[end.cell];
        if (grouped && end.support1 >= 0) {
            s &= peers[end.support1];
            if (end.support2 >= 0) s &= peers[end.support2];
        }
        return s;
    }

    void try_chain(const std::array<int, 4>& q, const std::array<int, 4>& u) {
        const int digit = all_.digit();
        std::array<Region, 3> shared;
        std::array<std::pair<End, End>, 3> bridges;
        for (int w = 0; w + 1 < n_; ++w) {
            shared[w] = *meet(q[w], 1 - u[w], q[w + 1], u[w + 1]);
            bridges[w] = {chosen(q[w]).side[1 - u[w]], chosen(q[w + 1]).side[u[w + 1]]};
        }
        const Link& first = chosen(q[0]);
        const Link& last = chosen(q[n_ - 1]);
        const End& start = first.side[u[0]];
        const End& end = last.side[1 - u[n_ - 1]];
        const auto& ring = meet(q[0], u[0], q[n_ - 1], 1 - u[n_ - 1]);
        Cells victims = sees_end(start, first.grouped) & sees_end(end, last.grouped);
        victims.reset(static_cast<std::size_t>(start.cell));
        victims.reset(static_cast<std::size_t>(end.cell));
        victims &= ~base_;
        int total = 0;
        Cells removed;
        auto remove = [&](const Cells& v) {
            for (int c = 0; c < 81; ++c)
                if (v[static_cast<std::size_t>(c)] && grid_.has(c, digit)) {
                    removed.set(static_cast<std::size_t>(c));
                    ++total;
                }
        };
        if (ring) {
            // SE lists a loop once: from its lowest-numbered region, first direction.
            int lowest = chosen(0).region.full_number();
            for (int k = 1; k < n_; ++k) lowest = std::min(lowest, chosen(k).region.full_number());
            if (first.region.full_number() != lowest || u[0] != 0) return;
            remove(victims);
            for (int w = 0; w + 1 < n_; ++w) {
                const auto& [exit, entry] = bridges[w];
                Cells v = sees_end(exit, true) & sees_end(entry, true);
                v.reset(static_cast<std::size_t>(exit.cell));
                v.reset(static_cast<std::size_t>(entry.cell));
                remove(v & ~base_);
            }
        } else {
            for (int w = 0; w + 1 < n_; ++w) victims &= ~region_set(shared[w]);
            remove(victims);
        }
        if (total == 0) return;
        int grouped_links = 0;
        for (int k = 0; k < n_; ++k) grouped_links += chosen(k).grouped ? 1 : 0;
        std::vector<int> seq(static_cast<std::size_t>(n_));
        for (int w = 0; w < n_; ++w) seq[static_cast<std::size_t>(w)] = types_[static_cast<std::size_t>(q[w])];
        Found f;
        f.suffix = suffix(seq, grouped_links);
        f.total = total;
        f.difficulty = hint_difficulty(f.suffix, n_, grouped_links);
        f.hint.name = hint_name(f.suffix, n_, grouped_links, ring.has_value());
        f.hint.difficulty = f.difficulty;
        for (int c = 0; c < 81; ++c)
            if (removed[static_cast<std::size_t>(c)]) f.hint.eliminations.emplace_back(c, digit);
        out_.push_back(std::move(f));
    }

    const CandidateGrid& grid_;
    const DigitLinks& all_;
    std::vector<int> types_;
    int n_;
    std::vector<Found>& out_;
    std::vector<int> ids_ = std::vector<int>(4);
    std::vector<Cells> used_ = std::vector<Cells>(4);
    Cells base_;
};

}  // namespace

std::optional<Hint> find_strong_links(const CandidateGrid& grid, int links) {
    if (links < 2 || links > 4) throw std::invalid_argument("find_strong_links: 2, 3 or 4 links");
    std::vector<DigitLinks> digits;
    digits.reserve(9);
    for (int digit = 1; digit <= 9; ++digit) digits.emplace_back(grid, digit);
    std::vector<Found> found;
    // SE's link-type tuples: bit sets of `links` of 3 * links bits in increasing order, bit k of
    // tuple position k % links naming type k / links; each tuple is searched digit by digit.
    for (unsigned bits = 0; bits < (1u << (3 * links)); ++bits) {
        if (gridforge::bits::popcount(bits) != links) continue;
        std::vector<int> types;
        bool valid = true;
        for (int k = 0; k < 3 * links; ++k) {
            if (!(bits & (1u << k))) continue;
            if (k % links != static_cast<int>(types.size())) valid = false;
            types.push_back(k / links);
        }
        if (!valid) continue;
        for (const DigitLinks& digit_links : digits) StrongLinkSearch(grid, digit_links, types, found).run();
    }
    if (found.empty()) return std::nullopt;
    std::stable_sort(found.begin(), found.end(), [](const Found& x, const Found& y) {
        if (x.difficulty != y.difficulty) return x.difficulty < y.difficulty;
        if (x.total != y.total) return x.total > y.total;
        return x.suffix < y.suffix;
    });
    return found.front().hint;
}

}  // namespace gridforge::se
