# gridforge_report (src/report, a module of cmake/gridforge_modules.cmake): the measurements of
# bench/. Native builds only.
target_compile_definitions(gridforge_report PRIVATE GRIDFORGE_BUILD_TYPE="${CMAKE_BUILD_TYPE}")
