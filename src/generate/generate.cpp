#include <stdexcept>
#include <string>

#include "gridforge/generate.hpp"

namespace gridforge {

GenerationError::GenerationError(Level level, int attempts, const GenerationStats& stats)
    : std::runtime_error("no " + std::string(level_name(level)) + " puzzle found in " + std::to_string(attempts) +
                         " attempts; try another --seed or more --attempts"),
      stats_(stats) {}

Generated generate(const GenerateOptions& options) {
    if (options.attempts < 1) {
        throw std::invalid_argument("generate: attempts must be at least 1, got " + std::to_string(options.attempts));
    }
    const Puzzle empty_puzzle = Puzzle::classic(Grid(Geometry(options.size).size()));
    GenerationStats stats;
    for (int attempt = 0; attempt < options.attempts; ++attempt) {
        stats.attempts = attempt + 1;
        Generated result = generate_attempt(empty_puzzle, derive_seed(options.seed, static_cast<std::uint64_t>(attempt)),
                                            options.symmetry, options.level, stats);
        if (!options.level || result.level == *options.level) {
            stats.winning_attempt = attempt;
            result.stats = stats;
            return result;
        }
    }
    throw GenerationError(*options.level, options.attempts, stats);
}

}  // namespace gridforge
