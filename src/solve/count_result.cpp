#include <stdexcept>

#include "gridforge/solve.hpp"

namespace gridforge {

Outcome CountResult::outcome() const {
    if (count == 0) return Outcome::no_solution;
    if (count == 1) return Outcome::unique;
    return Outcome::several_solutions;
}

void apply(const TraceEvent& event, Grid& grid) {
    switch (event.action) {
        case TraceEvent::Action::place:
            if (!grid.empty_at(event.cell)) throw std::logic_error("trace: place on a filled cell");
            grid.set(event.cell, event.digit);
            return;
        case TraceEvent::Action::undo:
            if (grid.at(event.cell) != event.digit) throw std::logic_error("trace: undo of a digit not placed");
            grid.clear(event.cell);
            return;
        case TraceEvent::Action::solved:
            if (!grid.full()) throw std::logic_error("trace: solved mark on a grid that is not full");
            return;
    }
}

}  // namespace gridforge
