#include "solve/triad.hpp"

#include "solve/triad_lanes.hpp"
#include "solve/triad_search.hpp"

namespace gridforge {

CountResult count_by_triad(const Puzzle& puzzle, std::int64_t limit) { return count_by_triad(puzzle.givens(), limit); }

CountResult count_by_triad(const Grid& givens, std::int64_t limit) {
#ifdef GRIDFORGE_TRIAD_HAS_VECTOR_EXTENSIONS
    return triad_search::Search<triad_lanes::NativeLanes>(limit).run(givens);
#else
    return triad_search::Search<triad_lanes::PortableLanes>(limit).run(givens);
#endif
}

CountResult count_by_triad_other_than(const Grid& givens, int cell, Digit digit) {
#ifdef GRIDFORGE_TRIAD_HAS_VECTOR_EXTENSIONS
    return triad_search::Search<triad_lanes::NativeLanes>(1).run(givens, std::pair{cell, digit});
#else
    return triad_search::Search<triad_lanes::PortableLanes>(1).run(givens, std::pair{cell, digit});
#endif
}

CountResult count_by_triad_portable(const Puzzle& puzzle, std::int64_t limit) {
    return triad_search::Search<triad_lanes::PortableLanes>(limit).run(puzzle.givens());
}

bool triad_uses_vector_lanes() {
#ifdef GRIDFORGE_TRIAD_HAS_VECTOR_EXTENSIONS
    return true;
#else
    return false;
#endif
}

}  // namespace gridforge
