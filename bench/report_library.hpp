#pragma once
/// \file
/// The measurements bench shares with `gridforge report` live in the library module src/report
/// (gridforge/report/*.hpp: statistics, timed series, solver and generation measurements, the
/// throughput runner, the environment); bench's own code keeps naming them from namespace bench.

#include "gridforge/report/environment.hpp"
#include "gridforge/report/generation_measure.hpp"
#include "gridforge/report/puzzle_sets.hpp"
#include "gridforge/report/series_timer.hpp"
#include "gridforge/report/solver_measure.hpp"
#include "gridforge/report/statistics.hpp"
#include "gridforge/report/throughput_run.hpp"

namespace bench {
using namespace gridforge::report;
}  // namespace bench
