# Refuses an #include the architecture forbids: cmake -DGRIDFORGE_ROOT=<source tree> -P check_includes.cmake
#
# Reads the module table of <root>/cmake/gridforge_modules.cmake and every quoted include of
#  - src/<module>/**: allowed to name its own module, the modules it USES (transitively) and the
#    headers it BORROWS; a folder of src/ that is no module is refused;
#  - include/gridforge/**: public headers name public headers only (never src/), under the same
#    rule as the module that owns them; a public header no module owns is refused;
#  - apps/**: public headers (gridforge/...) and the app's own headers only.
# An include without a folder ("links.hpp") is the including file's neighbour. Prints one line per
# forbidden include, "src/core/grid.cpp:3: core may not include "gridforge/api.hpp" (module api, and
# core uses nothing)", and fails; prints nothing and succeeds when all are allowed.
# The build runs it before compiling the engine (target gridforge_include_check).

cmake_minimum_required(VERSION 3.25)  # script mode: the policies of the project (IN_LIST)
if(NOT GRIDFORGE_ROOT)
  message(FATAL_ERROR "usage: cmake -DGRIDFORGE_ROOT=<source tree> -P check_includes.cmake")
endif()
include("${GRIDFORGE_ROOT}/cmake/gridforge_modules.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/module_graph.cmake")

set(problems "")

# The 1-based line of `file` whose text is `line`.
function(line_number out file line)
  file(STRINGS "${file}" lines)
  set(number 0)
  foreach(text IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(text STREQUAL line)
      set(${out} ${number} PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "?" PARENT_SCOPE)
endfunction()

# Appends to `problems` one line per include of `file` (relative to the root) that `module` may
# not write; `public_only`: only gridforge/... and neighbours (apps, public headers).
function(check_file file module public_only)
  if(module)
    gridforge_reachable_modules(allowed "${module}")
    set(uses "${GRIDFORGE_${module}_USES}")
    if(NOT uses)
      set(uses "nothing")
    endif()
    string(REPLACE ";" ", " uses "${uses}")
  endif()
  file(STRINGS "${GRIDFORGE_ROOT}/${file}" include_lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(include_line IN LISTS include_lines)
    if(NOT include_line MATCHES "\"([^\"]+)\"")
      continue()
    endif()
    set(included "${CMAKE_MATCH_1}")
    if(NOT included MATCHES "/")
      continue()  # the file's neighbour, same folder and module
    endif()
    set(why "")
    gridforge_module_of_include(owner "${included}")
    if(public_only AND NOT included MATCHES "^gridforge/")
      set(why "may include public headers (gridforge/...) only")
    elseif(NOT owner)
      set(why "includes a header of no module")
    elseif(module AND NOT owner IN_LIST allowed AND NOT included IN_LIST GRIDFORGE_${module}_BORROWS)
      set(why "${module} may not include it (module ${owner}, and ${module} uses ${uses})")
    endif()
    if(why)
      line_number(number "${GRIDFORGE_ROOT}/${file}" "${include_line}")
      list(APPEND problems "${file}:${number}: \"${included}\": ${why}")
    endif()
  endforeach()
  set(problems "${problems}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE sources RELATIVE "${GRIDFORGE_ROOT}" "${GRIDFORGE_ROOT}/src/*.cpp" "${GRIDFORGE_ROOT}/src/*.hpp")
foreach(file IN LISTS sources)
  string(REGEX MATCH "^src/([^/]+)/" folder "${file}")
  set(module "${CMAKE_MATCH_1}")
  if(NOT module IN_LIST GRIDFORGE_MODULES)
    list(APPEND problems "${file}: src/${module}/ is no module of cmake/gridforge_modules.cmake")
    continue()
  endif()
  check_file("${file}" "${module}" FALSE)
endforeach()

file(GLOB_RECURSE headers RELATIVE "${GRIDFORGE_ROOT}/include" "${GRIDFORGE_ROOT}/include/gridforge/*.hpp")
foreach(header IN LISTS headers)
  gridforge_module_of_include(module "${header}")
  if(NOT module)
    list(APPEND problems "include/${header}: no module of cmake/gridforge_modules.cmake lists it in HEADERS")
    continue()
  endif()
  check_file("include/${header}" "${module}" TRUE)
endforeach()

file(GLOB_RECURSE app_files RELATIVE "${GRIDFORGE_ROOT}" "${GRIDFORGE_ROOT}/apps/*.cpp" "${GRIDFORGE_ROOT}/apps/*.hpp"
     "${GRIDFORGE_ROOT}/apps/*.c" "${GRIDFORGE_ROOT}/apps/*.h")
foreach(file IN LISTS app_files)
  check_file("${file}" "" TRUE)
endforeach()

if(problems)
  foreach(problem IN LISTS problems)
    message(NOTICE "${problem}")
  endforeach()
  list(LENGTH problems count)
  message(FATAL_ERROR "${count} include(s) that the module table (cmake/gridforge_modules.cmake) forbids")
endif()
