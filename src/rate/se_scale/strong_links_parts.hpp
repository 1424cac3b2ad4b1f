#pragma once
// Internal to the strong-links producer (strong_links.cpp): the strong links of one region as SE's
// StrongLinks.buildLinks forms them, the region two link ends share (shareRegionOf), and the
// name, suffix and difficulty of StrongLinksHint.

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::se::strong_links {

using Cells = std::bitset<81>;

constexpr int kBlock = 0;
constexpr int kRow = 1;
constexpr int kColumn = 2;

struct Region {
    int type = 0;   // kBlock, kRow, kColumn (SE's region type index)
    int index = 0;  // 0..8
    const std::array<std::uint8_t, 9>& cells() const {
        return classic::kHouseCells[type == kBlock ? 18 + index : type == kRow ? index : 9 + index];
    }
    int full_number() const { return type * 10 + index + 1; }  // SE's Region.toFullNumber
};

/// One end of a link: a cell, or a group given by a cell and up to two supports (-1 = none).
struct End {
    int cell = -1;
    int support1 = -1;
    int support2 = -1;
};

struct Link {
    Region region;
    bool grouped = false;
    End side[2];
};

/// The strong links SE forms on `digit` in `region`, in its order (zero, one or two; two only for
/// a block's 2x2 rectangle grouped both ways), and the region's candidate cells.
std::vector<Link> region_links(const classic::CandidateGrid& grid, int digit, const Region& region,
                               Cells& candidates);

/// SE's shareRegionOf: the column, else the row, else the block holding both ends and supports.
std::optional<Region> shared_region(const End& one, const End& two);

/// SE's isLex: the sequence read forwards is not greater than read backwards.
bool not_after_reverse(const std::vector<int>& seq);

/// StrongLinksHint.getSuffix: grouped link count, then the link types named stably under
/// swapping rows and columns. `types` are the link types in chain order.
std::string suffix(std::vector<int> types, int grouped_links);
/// StrongLinksHint.getName and getDifficulty.
std::string hint_name(const std::string& suffix, int links, int grouped_links, bool ring);
double hint_difficulty(const std::string& suffix, int links, int grouped_links);

}  // namespace gridforge::se::strong_links
