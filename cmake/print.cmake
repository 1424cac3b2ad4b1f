# gridforge_print: puzzles and booklets drawn with Cairo (src/print; libcairo2-dev, found with
# pkg-config). Native builds only: the web player draws in the browser.
find_package(PkgConfig REQUIRED)
pkg_check_modules(CAIRO REQUIRED IMPORTED_TARGET cairo)
file(GLOB PRINT_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/src/print/*.cpp)
add_library(gridforge_print STATIC ${PRINT_SOURCES})
target_include_directories(gridforge_print PUBLIC include PRIVATE src)
target_link_libraries(gridforge_print PUBLIC gridforge_engine PkgConfig::CAIRO fmt::fmt)
