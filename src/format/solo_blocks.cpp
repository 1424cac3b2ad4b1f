#include "format/solo_blocks.hpp"

#include <numeric>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

namespace gridforge::format_detail {
namespace {

/// The two cells on either side of edge `position` (solo_blocks.hpp: horizontal neighbours first).
std::pair<int, int> edge_cells(int position, int side) {
    const int per_line = side - 1;
    if (position < side * per_line) {
        const int row = position / per_line, column = position % per_line;
        return {row * side + column, row * side + column + 1};
    }
    const int column = position / per_line - side, row = position % per_line;
    return {row * side + column, (row + 1) * side + column};
}

int root(std::vector<int>& parent, int cell) {
    while (parent[static_cast<std::size_t>(cell)] != cell) {
        parent[static_cast<std::size_t>(cell)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(cell)])];
        cell = parent[static_cast<std::size_t>(cell)];
    }
    return cell;
}

}  // namespace

std::vector<int> read_solo_blocks(std::string_view text, std::size_t& at, int side) {
    const int edges = 2 * side * (side - 1);
    std::vector<int> parent(static_cast<std::size_t>(side * side));
    std::iota(parent.begin(), parent.end(), 0);
    int position = 0;
    while (at < text.size() && text[at] != ',') {
        const char c = text[at];
        if (c == 'z') throw std::invalid_argument(fmt::format("block structure letter 'z' at position {} is read differently by Solo versions", at));
        if (c != '_' && (c < 'a' || c > 'y')) {
            throw std::invalid_argument(fmt::format("block structure character '{}' at position {} is not a-y or '_'", c, at));
        }
        ++at;
        int repeat = 0;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9' && repeat < 10000) repeat = repeat * 10 + (text[at++] - '0');
        for (int time = 0; time < std::max(repeat, 1); ++time) {
            for (int joined = c == '_' ? 0 : c - 'a' + 1; joined > 0; --joined, ++position) {
                if (position >= edges) throw std::invalid_argument("the block structure has more data than the board has edges");
                const auto [first, second] = edge_cells(position, side);
                parent[static_cast<std::size_t>(root(parent, first))] = root(parent, second);
            }
            if (++position > edges + 1) throw std::invalid_argument("the block structure has more data than the board has edges");
        }
    }
    if (position != edges + 1) throw std::invalid_argument("the block structure ends before the last edge of the board");
    std::vector<int> number(parent.size(), -1), block_of(parent.size());
    int next = 0;
    for (int cell = 0; cell < side * side; ++cell) {
        int& n = number[static_cast<std::size_t>(root(parent, cell))];
        if (n < 0) n = next++;
        block_of[static_cast<std::size_t>(cell)] = n;
    }
    return block_of;
}

std::string write_solo_blocks(const std::vector<int>& block_of, int side) {
    const int edges = 2 * side * (side - 1);
    std::string text;
    int run = 0;
    for (int position = 0; position <= edges; ++position) {
        bool border = true;  // the virtual edge after the last
        if (position < edges) {
            const auto [first, second] = edge_cells(position, side);
            border = block_of[static_cast<std::size_t>(first)] != block_of[static_cast<std::size_t>(second)];
        }
        if (!border) {
            ++run;
            continue;
        }
        if (run > 25) throw std::invalid_argument("a Solo block structure with a run of more than 25 joined cells (Solo versions read 'z' differently)");
        text.push_back(run == 0 ? '_' : static_cast<char>('a' + run - 1));
        run = 0;
    }
    return text;
}

}  // namespace gridforge::format_detail
