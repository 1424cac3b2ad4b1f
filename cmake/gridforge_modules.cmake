# The engine's modules and the dependencies the architecture allows (docs/library.md), written
# once: CMakeLists.txt builds one static library gridforge_<module> per module from src/<module>/
# and links it to exactly these, and cmake/check_includes.cmake (run by every build) refuses a
# quoted #include that crosses to a module not listed here, naming the file, the line and the edge.
#
#   gridforge_module(<module> USES <module>... HEADERS <public header>... [BORROWS <header>...])
#
# USES: the modules below this one that it may include and link (what they use is allowed too).
# HEADERS: the public headers of include/gridforge/ that the module implements ("deduce/" is a
#   folder); every public header has exactly one module.
# BORROWS: headers of a module *above* this one that it may include all the same, each with its
#   reason; the library then links that module too, a cycle CMake repeats on the link line (static
#   libraries only). Kept to the rules' own techniques and generator decorations, see below.
#
# The layers: core <- rules <- solve <- logic <- rate <- generate <- api; format over rules; deduce
# over core and sat (the CaDiCaL wrapper); apps/ include public headers only.

set(GRIDFORGE_MODULES "")
macro(gridforge_module name)
  cmake_parse_arguments(_gridforge_module "" "" "USES;HEADERS;BORROWS" ${ARGN})
  list(APPEND GRIDFORGE_MODULES ${name})
  set(GRIDFORGE_${name}_USES ${_gridforge_module_USES})
  set(GRIDFORGE_${name}_HEADERS ${_gridforge_module_HEADERS})
  set(GRIDFORGE_${name}_BORROWS ${_gridforge_module_BORROWS})
endmacro()

# Cells, digit sets, grids, the seeded Rng, board transforms; the vocabulary every family shares:
# InputError, a CNF formula as data, the cooperative deadline and scoped thread-local settings.
gridforge_module(core
  HEADERS bits.hpp candidates.hpp checked_json.hpp cnf_formula.hpp deadline.hpp digit_set.hpp geometry.hpp grid.hpp
          input_error.hpp rng.hpp scoped_value.hpp text_wrap.hpp transform.hpp utf8.hpp)

# The CaDiCaL wrapper (internal: src/sat/sat_solver.hpp), shared by the SAT solver and deduce; it
# reads the caller's deadline (core) to end a solve.
gridforge_module(sat
  USES core)

# The rule interface, the puzzle (geometry + givens + rules) with its topology and peer table, the
# sketch every rule draws into, and every rule.
#
# Borrowed (DESIGN.md idea 2: "everything else about a rule lives with it: its JSON keys, CNF
# clauses, drawing, generator decoration and human techniques"):
#  - the logic vocabulary its techniques are written in (Rule::find_step returns a Step read off a
#    LogicState; the sentences use the catalogue's wording and step helpers);
#  - the generator's variant vocabulary its RuleKind decorates with (Decoration, VariantRecipe,
#    symmetry_images, grow_cages, ... and the decorators of the four original kinds).
# Moving that vocabulary below the rules is the clean fix; it is left for its own change (it drags
# logic/step_text.cpp's use of the technique table and generate's AttemptFailed with it).
gridforge_module(rules
  USES core
  HEADERS peers.hpp puzzle.hpp rule.hpp sketch.hpp variants.hpp
  BORROWS gridforge/logic/step.hpp gridforge/logic/state.hpp logic/techniques.hpp logic/wording.hpp
          gridforge/generate_variants.hpp generate/decorations.hpp)

# The solver contract, its registry and the solvers; the puzzle's CNF encoding and DIMACS.
gridforge_module(solve
  USES rules sat
  HEADERS classic_count.hpp cnf.hpp solve.hpp)

# Techniques, steps and the logic solver (its known-solution guard counts with the solvers).
gridforge_module(logic
  USES rules solve
  HEADERS logic.hpp logic/)

# Search level, technique rating, SE and HoDoKu ratings.
gridforge_module(rate
  USES logic solve
  HEADERS hodoku_rating.hpp rate.hpp rating.hpp scale.hpp se_rating.hpp)

# Full grids, digging, the exact-level loop, variant recipes, the daily puzzle.
gridforge_module(generate
  USES rate
  HEADERS daily.hpp generate.hpp generate_stream.hpp generate_variants.hpp)

# Readers and writers of the puzzle forms; the terminal drawing and the SVG.
gridforge_module(format
  USES rules
  HEADERS drawing.hpp format.hpp svg.hpp)

# Canonical forms: classic minlex, and the key that stores equivalent puzzles once (puzzle banks).
gridforge_module(canon
  USES rules
  HEADERS canon.hpp)

# The deduction grids, the second family.
gridforge_module(deduce
  USES core sat
  HEADERS deduce/)

# JSON in, JSON out: the request/result schema every front end shares.
gridforge_module(api
  USES generate format deduce
  HEADERS api.hpp)

# Puzzle books: sketches and deduction grids drawn with Cairo, PDF and SVG pages. Native builds
# only (the web player draws in the browser), and not part of gridforge_engine: the command line
# links it beside the engine (cmake/print.cmake adds Cairo).
gridforge_module(print
  USES rules deduce
  HEADERS booklet.hpp print_cairo.hpp)

# Puzzle banks: an SQLite file of rated puzzles stored once per canonical form (SQLiteCpp over
# libsqlite3). Native builds only and not part of gridforge_engine, like print: the command line
# links it beside the engine (cmake/bank.cmake adds SQLiteCpp).
gridforge_module(bank
  USES api canon rules
  HEADERS bank.hpp)

# The measurements of `gridforge report` and bench/: statistics, timed series, solver, generation and
# rating measurements, the throughput runner (it forks), published figures. Native builds only,
# not part of gridforge_engine: the command line and the benchmarks link it beside the engine.
gridforge_module(report
  USES generate format
  HEADERS report/)
set(GRIDFORGE_NATIVE_ONLY_MODULES print bank report)
