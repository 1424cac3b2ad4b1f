# The engine's dependencies for the WebAssembly build, under the names the native build finds:
# fmt::fmt and nlohmann_json::nlohmann_json (header-only) and CADICAL_INCLUDE_DIR/CADICAL_LIBRARY
# (CaDiCaL compiled from its sources, as Debian ships no WebAssembly library of it).
# Included from the top CMakeLists.txt when GRIDFORGE_WASM is on; scripts/build-wasm sets:
#   GRIDFORGE_CADICAL_SOURCE_DIR  an unpacked CaDiCaL source tree (Debian's source package)
#   GRIDFORGE_HOST_INCLUDE_DIR    where the fmt/ and nlohmann/ header folders are copied from

if(NOT EMSCRIPTEN)
  message(FATAL_ERROR "GRIDFORGE_WASM needs emscripten's toolchain: configure with emcmake cmake (scripts/build-wasm)")
endif()
if(GRIDFORGE_SANITIZE)
  message(FATAL_ERROR "GRIDFORGE_SANITIZE and GRIDFORGE_WASM cannot be combined")
endif()

set(GRIDFORGE_CADICAL_SOURCE_DIR "" CACHE PATH "Unpacked CaDiCaL source tree (the folder holding src/cadical.hpp)")
set(GRIDFORGE_HOST_INCLUDE_DIR "/usr/include" CACHE PATH "Folder holding the fmt/ and nlohmann/ headers")
if(NOT EXISTS "${GRIDFORGE_CADICAL_SOURCE_DIR}/src/cadical.hpp")
  message(FATAL_ERROR "GRIDFORGE_CADICAL_SOURCE_DIR='${GRIDFORGE_CADICAL_SOURCE_DIR}' holds no src/cadical.hpp")
endif()
foreach(header fmt/format.h nlohmann/json.hpp)
  if(NOT EXISTS "${GRIDFORGE_HOST_INCLUDE_DIR}/${header}")
    message(FATAL_ERROR "${GRIDFORGE_HOST_INCLUDE_DIR}/${header} is missing (libfmt-dev, nlohmann-json3-dev)")
  endif()
endforeach()

# -O2 (emscripten's usual release level) rather than CMake's -O3. CMake passes these flags to the
# link step too, where emcc needs the level as well (wasm-opt, minified JavaScript).
set(CMAKE_CXX_FLAGS_RELEASE "-O2 -DNDEBUG")
# The API layer catches every exception itself; emscripten disables catching unless asked to,
# and every object an exception passes through must be compiled with it. "js" (-fexceptions)
# routes every call that may throw through JavaScript; "wasm" (-fwasm-exceptions) uses
# WebAssembly's own exception handling (Chromium 95+, Firefox 100+, Safari 15.2+).
set(GRIDFORGE_WASM_EXCEPTIONS "js" CACHE STRING "C++ exceptions in WebAssembly: js (-fexceptions) or wasm (-fwasm-exceptions)")
set_property(CACHE GRIDFORGE_WASM_EXCEPTIONS PROPERTY STRINGS js wasm)
if(GRIDFORGE_WASM_EXCEPTIONS STREQUAL "js")
  set(wasm_exceptions_flag -fexceptions)
elseif(GRIDFORGE_WASM_EXCEPTIONS STREQUAL "wasm")
  set(wasm_exceptions_flag -fwasm-exceptions)
else()
  message(FATAL_ERROR "GRIDFORGE_WASM_EXCEPTIONS must be js or wasm, got '${GRIDFORGE_WASM_EXCEPTIONS}'")
endif()
add_compile_options(${wasm_exceptions_flag})
add_link_options(${wasm_exceptions_flag})

# A private include folder holding only the headers the engine needs: pointing em++ at the host's
# /usr/include would mix glibc and libstdc++ headers into emscripten's own.
set(wasm_include_dir "${CMAKE_BINARY_DIR}/include")
file(COPY "${GRIDFORGE_HOST_INCLUDE_DIR}/fmt" "${GRIDFORGE_HOST_INCLUDE_DIR}/nlohmann"
     "${GRIDFORGE_CADICAL_SOURCE_DIR}/src/cadical.hpp" DESTINATION "${wasm_include_dir}")

add_library(fmt::fmt INTERFACE IMPORTED)
set_target_properties(fmt::fmt PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${wasm_include_dir}"
                                          INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${wasm_include_dir}")

# CaDiCaL's library: every source but the two programs (cadical.cpp, mobical.cpp), as its
# makefile.in builds libcadical.a. NBUILD: no build.hpp is generated (version.cpp then names
# the version "sc2021", as Debian's libcadical does, which is built with NBUILD too). Not QUIET:
# that removes the "quiet" option the engine sets. Third-party code: its warnings are not ours.
file(GLOB cadical_sources "${GRIDFORGE_CADICAL_SOURCE_DIR}/src/*.cpp")
list(FILTER cadical_sources EXCLUDE REGEX "/(cadical|mobical)\\.cpp$")
add_library(cadical STATIC ${cadical_sources})
set_property(TARGET cadical PROPERTY COMPILE_OPTIONS ${wasm_exceptions_flag} -w)
# Never a unity build: CaDiCaL's sources are third-party code, built one by one upstream; merged
# into batches they would be a configuration nobody tests, and they are not ours to change.
set_property(TARGET cadical PROPERTY UNITY_BUILD OFF)
target_compile_definitions(cadical PRIVATE NBUILD NDEBUG)

set(CADICAL_INCLUDE_DIR "${wasm_include_dir}")
set(CADICAL_LIBRARY cadical)
