#include <stdexcept>

#include "gridforge/generate.hpp"
#include "solve/propagation.hpp"

namespace gridforge {

Grid random_full_grid(const Puzzle& empty_puzzle, Rng& rng) {
    CountResult first = count_by_propagation(empty_puzzle, PropagationOptions{1, nullptr, &rng});
    if (!first.solution) throw std::runtime_error("random_full_grid: the rules admit no full grid");
    return *first.solution;
}

}  // namespace gridforge
