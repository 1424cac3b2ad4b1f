# gridforge_print (src/print, a module of cmake/gridforge_modules.cmake): puzzles and booklets
# drawn with Cairo (libcairo2-dev, found with pkg-config). Native builds only: the web player draws
# in the browser.
find_package(PkgConfig REQUIRED)
pkg_check_modules(CAIRO REQUIRED IMPORTED_TARGET cairo)
target_link_libraries(gridforge_print PUBLIC PkgConfig::CAIRO)
