# gridforge_report (src/report, a module of cmake/gridforge_modules.cmake): the measurements of
# `gridforge report` and bench/. Native builds only. Its data files (share/gridforge: the chart
# script and the published figures) are copied next to the command line in the build tree
# (build/share/gridforge) and installed under <prefix>/share/gridforge; the command looks for them
# in those two places relative to its own binary (apps/cli/command_report.cpp).
target_compile_definitions(gridforge_report PRIVATE GRIDFORGE_BUILD_TYPE="${CMAKE_BUILD_TYPE}")
set(gridforge_share_files report_charts.py published_figures.json)
foreach(file IN LISTS gridforge_share_files)
  configure_file(share/gridforge/${file} ${CMAKE_BINARY_DIR}/share/gridforge/${file} COPYONLY)
endforeach()
# The data sets `gridforge report` measures on, unless --test-data / --shared-data say otherwise.
target_compile_definitions(gridforge PRIVATE
  GRIDFORGE_REPORT_TEST_DATA="${CMAKE_SOURCE_DIR}/tests/data"
  GRIDFORGE_REPORT_SHARED_DATA="${CMAKE_SOURCE_DIR}/../shared/data")
