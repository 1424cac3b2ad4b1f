#include "solve/triad.hpp"

#include <stdexcept>
#include <string>

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

CountResult count_classic_cells(const ClassicCells& cells, std::int64_t limit) {
    if (limit < 1) throw std::invalid_argument("count_classic_cells: the limit must be at least 1, not " + std::to_string(limit));
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
        if (cells[cell] > 9) {
            throw std::invalid_argument("count_classic_cells: r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) +
                                        " holds " + std::to_string(cells[cell]) + ", not 0-9");
        }
    }
#ifdef GRIDFORGE_TRIAD_HAS_VECTOR_EXTENSIONS
    return triad_search::Search<triad_lanes::NativeLanes>(limit).run(cells);
#else
    return triad_search::Search<triad_lanes::PortableLanes>(limit).run(cells);
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
