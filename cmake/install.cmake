# cmake --install <build> [--prefix P]: the engine's static libraries and public headers, the CMake
# package gridforge (find_package(gridforge 0.2 CONFIG); target gridforge::gridforge), the command
# line and its man page. cpack -G DEB (in the build folder) packs the same tree as gridforge_<v>_<arch>.deb.
# Included from the top CMakeLists.txt, after the targets (not for the WebAssembly build).
include(CMakePackageConfigHelpers)

set(gridforge_module_targets "")
foreach(module IN LISTS GRIDFORGE_MODULES)
  list(APPEND gridforge_module_targets gridforge_${module})
endforeach()
install(TARGETS ${gridforge_module_targets} gridforge_engine EXPORT gridforgeTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/gridforge DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS gridforge RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES docs/man/gridforge.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# `gridforge report`'s chart script and published figures (cmake/report.cmake).
list(TRANSFORM gridforge_share_files PREPEND share/gridforge/ OUTPUT_VARIABLE gridforge_share_paths)
install(FILES ${gridforge_share_paths} DESTINATION ${CMAKE_INSTALL_DATADIR}/gridforge)

set(gridforge_package_dir ${CMAKE_INSTALL_LIBDIR}/cmake/gridforge)
install(EXPORT gridforgeTargets NAMESPACE gridforge:: DESTINATION ${gridforge_package_dir})
configure_package_config_file(cmake/gridforgeConfig.cmake.in gridforgeConfig.cmake
                              INSTALL_DESTINATION ${gridforge_package_dir})
# SameMinorVersion: while the version is 0.y, a new y may change the API (semantic versioning's
# rule for 0.y), so find_package(gridforge 0.2) accepts 0.2.z only; AnyNewerVersion would hand a
# program written for 0.2 a 0.3 it may not compile against.
write_basic_package_version_file(gridforgeConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gridforgeConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/gridforgeConfigVersion.cmake
        DESTINATION ${gridforge_package_dir})

# The Debian package: the same files under /usr. dpkg-shlibdeps reads the CLI's shared libraries
# (libstdc++, libc, libfmt; CaDiCaL is linked statically) for Depends; the headers and the CMake
# package need the -dev packages of the libraries their targets name. Cairo and SQLite are opened by
# the CLI when print, report or bank first call them (apps/cli/lazy_library.hpp), so dpkg-shlibdeps
# does not see them: their runtime packages are named here.
set(CPACK_PACKAGE_NAME gridforge)
set(CPACK_PACKAGE_VENDOR "gridforge")
set(CPACK_PACKAGE_CONTACT "gridforge maintainers <gridforge@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)  # with the other Sudoku programs (qqwing, gnome-sudoku)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libcairo2, libsqlite3-0, libfmt-dev, nlohmann-json3-dev, libcadical-dev, libcairo2-dev, pkg-config, libsqlitecpp-dev")
# The extended description; CPack puts CPACK_PACKAGE_DESCRIPTION_SUMMARY before it and indents it.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "The gridforge command line (solve, count, rate, explain, hint, generate, convert,
show, cnf, deduce, api, print, report) with its man page, and the engine as static C++20 libraries with headers
and a CMake package: find_package(gridforge 0.2 CONFIG), target gridforge::gridforge.")
set(CPACK_GENERATOR DEB)
include(CPack)
