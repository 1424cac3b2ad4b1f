#include "gridforge/grid.hpp"

#include <algorithm>

namespace gridforge {

int Grid::filled_count() const {
    return static_cast<int>(std::count_if(values_.begin(), values_.end(), [](std::uint8_t v) { return v != 0; }));
}

}  // namespace gridforge
