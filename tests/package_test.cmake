# ctest's package_consumer (label package): installs the build into a fresh prefix, then configures,
# builds and runs tests/consumer against it the way a user would (find_package(gridforge 0.2 CONFIG)),
# checks what the installed tree holds and that the version file refuses another minor version.
#   cmake -DBUILD_DIR=<build> -DSOURCE_DIR=<source> -DWORK_DIR=<scratch> -DCXX=<compiler> -P package_test.cmake

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "failed (${status}): ${ARGN}\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(prefix "${WORK_DIR}/prefix")
run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${prefix}")

foreach(installed bin/gridforge include/gridforge/api.hpp include/gridforge/deduce/puzzle.hpp
                  share/man/man1/gridforge.1 lib/libgridforge_core.a lib/libgridforge_api.a
                  lib/cmake/gridforge/gridforgeConfig.cmake lib/cmake/gridforge/gridforgeConfigVersion.cmake
                  lib/cmake/gridforge/gridforgeTargets.cmake)
  if(NOT EXISTS "${prefix}/${installed}")
    message(FATAL_ERROR "cmake --install left no ${installed} in ${prefix}")
  endif()
endforeach()
file(GLOB_RECURSE source_headers "${prefix}/include/*/src/*")
if(source_headers)
  message(FATAL_ERROR "installed headers from src/: ${source_headers}")
endif()

set(consumer_flags -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX})
run(${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/consumer" -B "${WORK_DIR}/consumer" ${consumer_flags})
run(${CMAKE_COMMAND} --build "${WORK_DIR}/consumer" -j 2)
run("${WORK_DIR}/consumer/consumer")
string(CONCAT expected
  "^solutions: 1\n"
  "solution: 4[1-9]+\n"        # the givens kept: 81 digits starting with the first given
  "generated: [1-9.]+\n"
  "level: easy\n"
  "unique: 1\n$")
if(NOT run_output MATCHES "${expected}")
  message(FATAL_ERROR "consumer printed:\n${run_output}\nexpected to match:\n${expected}")
endif()
string(REGEX MATCH "solution: ([1-9]+)" _ "${run_output}")
string(LENGTH "${CMAKE_MATCH_1}" solution_length)
if(NOT solution_length EQUAL 81)
  message(FATAL_ERROR "the solution has ${solution_length} digits, not 81:\n${run_output}")
endif()

# SameMinorVersion: a program asking for 0.1 or 0.3 is refused.
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SOURCE_DIR}/tests/consumer" -B "${WORK_DIR}/consumer-0.1"
                        ${consumer_flags} -DGRIDFORGE_WANTED_VERSION=0.1
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0 OR NOT err MATCHES "version: 0\\.2\\.")
  message(FATAL_ERROR "find_package(gridforge 0.1) was not refused with the installed version named:\n${out}\n${err}")
endif()
message(STATUS "package_consumer: installed, built and ran tests/consumer:\n${run_output}")
