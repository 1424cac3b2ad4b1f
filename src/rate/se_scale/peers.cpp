#include "rate/se_scale/peers.hpp"

#include <array>
#include <cstddef>

#include "rate/classic/candidate_grid.hpp"

namespace gridforge::se {
namespace {

struct PeerTable {
    std::array<std::array<bool, 81>, 81> sees{};
    std::array<std::bitset<81>, 81> peers{};
    PeerTable() {
        for (int c = 0; c < 81; ++c)
            for (const auto p : classic::kPeers[c]) {
                sees[c][p] = true;
                peers[c].set(p);
            }
    }
};

const PeerTable& peer_table() {
    static const PeerTable table;
    return table;
}

}  // namespace

bool sees(int a, int b) { return peer_table().sees[a][b]; }
const std::bitset<81>& peers_of(int cell) { return peer_table().peers[static_cast<std::size_t>(cell)]; }

}  // namespace gridforge::se
