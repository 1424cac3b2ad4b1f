#include <algorithm>
#include <map>
#include <numeric>
#include <stdexcept>

#include "deduce/generation.hpp"
#include "gridforge/deadline.hpp"
#include "gridforge/deduce/difficulty.hpp"

namespace gridforge::deduce::detail {
namespace {

/// The masks a clue's truth table is judged on (see the file comment of generate.hpp).
std::vector<Mask> signature_masks(const Board& board) {
    std::vector<Mask> masks;
    if (board.cells() <= 12) {
        for (Mask m = 0; m <= board.full(); ++m) masks.push_back(m);
        return masks;
    }
    Rng rng(0x51607e);
    for (int i = 0; i < 1024; ++i) masks.push_back(static_cast<Mask>(rng.next()) & board.full());
    return masks;
}

}  // namespace

WeightWindow weight_window(const std::string& band) {
    if (band.empty()) return {};
    (void)parse_band(band);
    if (band == "easy") return {0, 2, 1};  // simple clues only (difficulty.hpp: w <= 2)
    if (band == "medium") return {0, 3.5, 2};
    if (band == "tricky") return {0, 4.5, 3};
    // Hard and brutal paths come from minimal sets of clues of every weight: a pool of heavy clues
    // only settles people in small steps (4x5: no step of 4 or more in 20 seeds); pruning still
    // keeps the heavy ones first.
    if (band == "hard") return {0, 10, 4};
    return {0, 10, 5};  // brutal
}

std::vector<Candidate> make_pool(const DeducePuzzle& puzzle, Rng& rng, const WeightWindow& window) {
    const Board& board = puzzle.board;
    const Mask full = board.full();
    std::vector<Candidate> all;
    for (const Clue& clue : all_clues(board, puzzle.people)) {
        const double weight = clue_info(clue.type).weight;
        if (weight < window.low || weight > window.high) continue;
        CompiledClue compiled = compile(clue, board, puzzle.people);
        if (eval(compiled, puzzle.solution, full)) all.push_back({clue, std::move(compiled), weight});
    }
    rng.shuffle(all);
    std::stable_sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) { return a.weight < b.weight; });
    const std::vector<Mask> masks = signature_masks(board);
    std::map<std::vector<std::uint64_t>, bool> seen;
    std::vector<Candidate> pool;
    for (Candidate& candidate : all) {
        check_deadline();  // the caller's (gridforge/deadline.hpp): the pool of a 5x5 board takes ~0.1 s
        std::vector<std::uint64_t> signature((masks.size() + 63) / 64);
        bool tautology = true;
        for (std::size_t i = 0; i < masks.size(); ++i) {
            const bool value = eval(candidate.compiled, masks[i], full);
            tautology = tautology && value;
            if (value) signature[i / 64] |= std::uint64_t{1} << (i % 64);
        }
        if (tautology || !seen.emplace(std::move(signature), true).second) continue;
        pool.push_back(std::move(candidate));
    }
    return pool;
}

std::vector<std::size_t> pruning_order(const std::vector<Clue>& clues, const WeightWindow& window) {
    std::vector<std::size_t> order(clues.size());
    std::iota(order.begin(), order.end(), 0);
    const auto distance = [&](std::size_t i) { return std::abs(clue_info(clues[i].type).weight - window.target); };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return distance(a) > distance(b); });
    return order;
}

}  // namespace gridforge::deduce::detail
