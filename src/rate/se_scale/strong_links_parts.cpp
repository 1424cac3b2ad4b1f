// Pieces of SE's strong-links producer (strong_links_parts.hpp): SE's StrongLinks.java
// (buildLinks' link forms, shareRegionOf, isLex) and StrongLinksHint.java (suffix, name,
// difficulty).
#include "gridforge/bits.hpp"
#include "rate/se_scale/strong_links_parts.hpp"

#include <algorithm>

namespace gridforge::se::strong_links {
namespace {

// SE's block configurations: the cells (block positions) that must be empty, then the two groups.
constexpr int kBlockEmpty[15][4] = {{4, 5, 7, 8}, {3, 5, 6, 8}, {3, 4, 6, 7}, {1, 2, 7, 8}, {0, 2, 6, 8},
                                    {0, 1, 6, 7}, {1, 2, 4, 5}, {0, 2, 3, 5}, {0, 1, 3, 4}, {6, 7, 8, -1},
                                    {3, 4, 5, -1}, {0, 1, 2, -1}, {2, 5, 8, -1}, {1, 4, 7, -1}, {0, 3, 6, -1}};
constexpr int kBlockGroups[15][6] = {{3, 6, -1, 1, 2, -1}, {4, 7, -1, 0, 2, -1}, {5, 8, -1, 0, 1, -1},
                                     {0, 6, -1, 4, 5, -1}, {1, 7, -1, 3, 5, -1}, {2, 8, -1, 3, 4, -1},
                                     {0, 3, -1, 7, 8, -1}, {1, 4, -1, 6, 8, -1}, {2, 5, -1, 6, 7, -1},
                                     {0, 1, 2, 3, 4, 5},   {0, 1, 2, 6, 7, 8},   {3, 4, 5, 6, 7, 8},
                                     {0, 3, 6, 1, 4, 7},   {0, 3, 6, 2, 5, 8},   {1, 4, 7, 2, 5, 8}};

unsigned mask_of(const int* positions, int count) {
    unsigned m = 0;
    for (int i = 0; i < count; ++i)
        if (positions[i] >= 0) m |= 1u << positions[i];
    return m;
}

std::vector<int> bits_of(unsigned m) {
    std::vector<int> out;
    for (int i = 0; i < 9; ++i)
        if (m & (1u << i)) out.push_back(i);
    return out;
}

bool same_line(int a, int b) { return a / 9 == b / 9 || a % 9 == b % 9; }

// SE's rLineName: a name of the link-type sequence that is stable under swapping rows and columns.
std::string line_types_name(const std::vector<int>& seq) {
    std::string original, lines, swapped, swapped_reversed;
    bool has_row = false;
    for (const int t : seq) {
        original += std::to_string(t);
        lines += t == kColumn ? "1" : std::to_string(t);
        const std::string s = t == kRow ? "2" : t == kColumn ? "1" : std::to_string(t);
        if (t == kRow) has_row = true;
        swapped += s;
        swapped_reversed = s + swapped_reversed;
    }
    const std::string best = std::min(swapped_reversed, swapped);
    if (has_row) return original.compare(best) > 0 ? best : original;
    return lines;
}

}  // namespace

std::vector<Link> region_links(const classic::CandidateGrid& grid, int digit, const Region& region,
                               Cells& candidates) {
    std::vector<Link> out;
    candidates.reset();
    unsigned places = 0;
    for (int i = 0; i < 9; ++i)
        if (grid.has(region.cells()[i], digit)) {
            places |= 1u << i;
            candidates.set(region.cells()[i]);
        }
    const int type = region.type;
    const int count = gridforge::bits::popcount(places);
    if (count < 2 || count > 6) return out;
    // The grouped form: SE's first configuration whose empty area holds no candidate.
    bool grouped = false;
    int config = 0;
    unsigned blade1 = places, blade2 = places, heart = places;
    if (count > 2) {
        const int limit = type == kBlock ? 15 : 3;
        for (config = 0; config < limit; ++config) {
            if (config > 8 && count < 4) continue;
            const unsigned empty = type == kBlock ? mask_of(kBlockEmpty[config], 4) : 7u << (3 * config);
            blade1 = blade2 = heart = places;
            if ((places & empty) != 0) continue;
            if (type == kBlock) {
                blade1 &= mask_of(kBlockGroups[config], 3);
                blade2 &= mask_of(kBlockGroups[config] + 3, 3);
                heart &= 1u << config;
            } else {
                // The two segments other than the empty one, in order.
                blade1 = places & (config == 0 ? 0x038u : 0x007u);
                blade2 = places & (config == 2 ? 0x038u : 0x1C0u);
            }
            grouped = blade1 != 0 && blade2 != 0;
            break;
        }
        if (!grouped) return out;
    }
    for (int round = 0; round < 2; ++round) {
        Link link;
        link.region = region;
        link.grouped = grouped;
        End& a = link.side[0];
        End& b = link.side[1];
        auto cell = [&](int position) { return static_cast<int>(region.cells()[position]); };
        if (grouped) {
            const std::vector<int> g1 = bits_of(blade1);
            const std::vector<int> g2 = bits_of(blade2);
            const int n1 = static_cast<int>(g1.size());
            const int n2 = static_cast<int>(g2.size());
            const int heart_cell = config < 9 ? cell(config) : -1;
            if (n1 == 1 || n2 == 1) {
                if (round == 0) {
                    if (n1 != 1) continue;
                    a.cell = cell(g1[0]);
                    b.cell = cell(g2[0]);
                    if (type == kBlock) {
                        b.support1 = heart_cell;
                        if (n2 > 1) b.support2 = cell(g2[1]);
                    } else {
                        b.support1 = cell(g2[1]);
                        if (n2 > 2) b.support2 = cell(g2[2]);
                    }
                    if (n2 == 1) {
                        b.support1 = b.support2 = -1;
                        round = 1;
                    }
                }
                if (round == 1) {
                    if (n2 != 1) continue;
                    a = End{cell(g2[0]), -1, -1};
                    b = End{cell(g1[0]), -1, -1};
                    if (type == kBlock) {
                        b.support1 = heart_cell;
                        if (n1 > 1) b.support2 = cell(g1[1]);
                    } else {
                        b.support1 = cell(g1[1]);
                        if (n1 > 2) b.support2 = cell(g1[2]);
                    }
                }
            } else {
                a = End{cell(g1[0]), cell(g1[1]), n1 > 2 ? cell(g1[2]) : -1};
                b = End{cell(g2[0]), cell(g2[1]), n2 > 2 ? cell(g2[2]) : -1};
                const bool rectangle = config > 8 && count == 4 && same_line(a.support1, b.support1) &&
                                       same_line(a.cell, b.cell);
                if (rectangle && round == 1) {
                    // The 2x2 block rectangle grouped the other way.
                    b.cell = cell(g1[1]);
                    a.support1 = cell(g2[0]);
                }
                if (!rectangle) {
                    round = 1;
                    if (config < 9 && gridforge::bits::popcount(heart) == 1) {
                        if (n1 == 2) a.support2 = heart_cell;
                        if (n2 == 2) b.support2 = heart_cell;
                    }
                }
            }
        } else {
            round = 1;
            const std::vector<int> p = bits_of(places);
            a.cell = cell(p[0]);
            b.cell = cell(p[1]);
            if (type == kBlock && same_line(a.cell, b.cell)) continue;
        }
        out.push_back(link);
    }
    return out;
}

// SE's shareRegionOf: the column, else the row, else the block holding both ends and their supports.
namespace {

template <typename Key>
bool all_in(const End& one, const End& two, Key key) {
    const int k = key(one.cell);
    if (key(two.cell) != k) return false;
    for (const End* e : {&one, &two}) {
        if (e->support1 < 0) continue;
        if (key(e->support1) != k) return false;
        if (e->support2 >= 0 && key(e->support2) != k) return false;
    }
    return true;
}

}  // namespace

std::optional<Region> shared_region(const End& one, const End& two) {
    if (all_in(one, two, [](int c) { return c % 9; })) return Region{kColumn, one.cell % 9};
    if (all_in(one, two, [](int c) { return c / 9; })) return Region{kRow, one.cell / 9};
    if (all_in(one, two, [](int c) { return classic::box_of(c); })) return Region{kBlock, classic::box_of(one.cell)};
    return std::nullopt;
}

// SE's isLex: the sequence read forwards is not greater than read backwards.
bool not_after_reverse(const std::vector<int>& seq) {
    const std::vector<int> rev(seq.rbegin(), seq.rend());
    return !std::lexicographical_compare(rev.begin(), rev.end(), seq.begin(), seq.end());
}

std::string suffix(std::vector<int> types, int grouped_links) {
    if (!not_after_reverse(types)) std::reverse(types.begin(), types.end());
    return std::to_string(grouped_links) + line_types_name(types);
}

double hint_difficulty(const std::string& suffix, int links, int grouped_links) {
        static constexpr double kBase[] = {0, 4.0, 5.4, 5.8, 6.2, 6.6, 7.0, 7.4};
        const double base = kBase[links - 1];
        const std::string types = suffix.substr(1);
        const bool block = types.find('0') != std::string::npos;
        const bool column = types.find('2') != std::string::npos;
        if (grouped_links > 0 || types.find_first_of("3456789") != std::string::npos) return base + 0.3;
        if (!block && !column) return base;
        if (block && column) return base + 0.2;
        return base + 0.1;
    }

std::string hint_name(const std::string& suffix, int links, int grouped_links, bool ring) {
        const std::string types = suffix.substr(1);
        const bool block = types.find('0') != std::string::npos;
        const bool column = types.find('2') != std::string::npos;
        std::string result;
        if (ring) {
            result = "(" + std::to_string(links) + " Strong Links) " + (grouped_links > 0 ? "Grouped " : "") + "X-Loop";
        } else {
            if (!block && !column) result = links < 3 ? "Skyscraper" : std::to_string(links) + " Skyscrapers";
            else if (!block && links < 4) result = std::to_string(links) + "-String Kite";
            else result = std::to_string(links) + " Strong links";
            if (grouped_links > 0) result = "Grouped " + result;
        }
        return result + " " + suffix;
    }

}  // namespace gridforge::se::strong_links
