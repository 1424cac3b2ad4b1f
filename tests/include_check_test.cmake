# ctest's include_check (label unit): cmake/check_includes.cmake accepts the source tree, and over a
# small tree of its own it refuses each kind of forbidden include, naming file, line and edge.
#   cmake -DSOURCE_DIR=<source> -DWORK_DIR=<scratch> -P include_check_test.cmake

set(checker "${SOURCE_DIR}/cmake/check_includes.cmake")

function(check root out_status out_text)
  execute_process(COMMAND ${CMAKE_COMMAND} -DGRIDFORGE_ROOT=${root} -P "${checker}"
                  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(${out_status} "${status}" PARENT_SCOPE)
  set(${out_text} "${out}${err}" PARENT_SCOPE)
endfunction()

check("${SOURCE_DIR}" status text)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the source tree breaks the module table:\n${text}")
endif()

# A tree with the real module table and one allowed include per layer.
set(tree "${WORK_DIR}/include_check_tree")
file(REMOVE_RECURSE "${tree}")
file(COPY "${SOURCE_DIR}/cmake/gridforge_modules.cmake" DESTINATION "${tree}/cmake")
file(WRITE "${tree}/include/gridforge/grid.hpp" "#pragma once\n")
file(WRITE "${tree}/include/gridforge/api.hpp" "#pragma once\n#include \"gridforge/grid.hpp\"\n")
file(WRITE "${tree}/src/core/grid.cpp" "#include \"gridforge/grid.hpp\"\n#include \"core/check_limit.hpp\"\n")
file(WRITE "${tree}/src/rules/rule.cpp" "#include \"gridforge/grid.hpp\"\n#include \"logic/wording.hpp\"\n")
file(WRITE "${tree}/apps/cli/main.cpp" "#include \"gridforge/api.hpp\"\n#include \"options.hpp\"\n")
check("${tree}" status text)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "a tree of allowed includes (a borrowed header among them) was refused:\n${text}")
endif()

# One planted include of each kind; each must be named with its file, line and reason.
file(WRITE "${tree}/src/core/grid.cpp" "#include \"gridforge/grid.hpp\"\n\n#include \"gridforge/api.hpp\"\n")
file(WRITE "${tree}/src/rules/rule.cpp" "#include \"logic/links.hpp\"\n")
file(WRITE "${tree}/include/gridforge/api.hpp" "#pragma once\n#include \"api/request.hpp\"\n")
file(WRITE "${tree}/include/gridforge/orphan.hpp" "#pragma once\n")
file(WRITE "${tree}/src/nowhere/thing.cpp" "\n")
file(WRITE "${tree}/apps/cli/main.cpp" "#include \"solve/dlx.hpp\"\n")
check("${tree}" status text)
if(status EQUAL 0)
  message(FATAL_ERROR "planted includes were not refused:\n${text}")
endif()
foreach(expected
    "src/core/grid.cpp:3: \"gridforge/api.hpp\": core may not include it \\(module api, and core uses nothing\\)"
    "src/rules/rule.cpp:1: \"logic/links.hpp\": rules may not include it \\(module logic, and rules uses core\\)"
    "include/gridforge/api.hpp:2: \"api/request.hpp\": may include public headers \\(gridforge/...\\) only"
    "include/gridforge/orphan.hpp: no module of cmake/gridforge_modules.cmake lists it in HEADERS"
    "src/nowhere/thing.cpp: src/nowhere/ is no module"
    "apps/cli/main.cpp:1: \"solve/dlx.hpp\": may include public headers"
    "6 include\\(s\\) that the module table")
  if(NOT text MATCHES "${expected}")
    message(FATAL_ERROR "the checker's report lacks '${expected}':\n${text}")
  endif()
endforeach()
