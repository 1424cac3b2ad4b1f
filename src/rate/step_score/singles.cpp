// HoDoKu's queue-driven singles (singles.hpp; HoDoKu SimpleSolver).
#include "rate/step_score/singles.hpp"

namespace gridforge::hodoku {

namespace {

Step placement(Kind kind, int cell, int digit) {
    Step step;
    step.kind = kind;
    step.placements.emplace_back(cell, digit);
    return step;
}

}  // namespace

std::optional<Step> find_full_house(const Board& board) {
    for (const auto& [cell, digit] : board.naked_queue) {
        if (board.grid.value[cell] != 0) continue;
        for (const std::uint8_t house : classic::kCellHouses[cell]) {
            bool last = true;
            for (int d = 1; d <= 9 && last; ++d) {
                if (d != digit && board.free[house][d] != 0) last = false;
            }
            if (last) return placement(Kind::full_house, cell, digit);
        }
    }
    return std::nullopt;
}

std::optional<Step> find_naked_single(Board& board) {
    while (!board.naked_queue.empty()) {
        const auto [cell, digit] = board.naked_queue.front();
        board.naked_queue.pop_front();
        if (board.grid.value[cell] == 0) return placement(Kind::naked_single, cell, digit);
    }
    return std::nullopt;
}

std::optional<Step> find_hidden_single(Board& board) {
    while (!board.hidden_queue.empty()) {
        const auto [cell, digit] = board.hidden_queue.front();
        board.hidden_queue.pop_front();
        if (board.grid.value[cell] != 0) continue;
        for (const std::uint8_t house : classic::kCellHouses[cell]) {
            if (board.free[house][digit] == 1) return placement(Kind::hidden_single, cell, digit);
        }
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace gridforge::hodoku
