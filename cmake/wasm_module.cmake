# The WebAssembly engine: apps/wasm/bindings.cpp linked with the engine into
# GRIDFORGE_WASM_OUTPUT_DIR/gridforge.mjs (an ES module whose default export is the factory
# createGridforge) and gridforge.wasm beside it. Their default place is apps/wasm/dist/, inside the
# npm package @gridforge/engine (apps/wasm/package.json) that wraps them and that the web player
# depends on. Included from the top CMakeLists.txt when GRIDFORGE_WASM is on, after the engine library.

set(GRIDFORGE_WASM_OUTPUT_DIR "${PROJECT_SOURCE_DIR}/apps/wasm/dist" CACHE PATH
    "Where gridforge.mjs and gridforge.wasm are written (the npm package apps/wasm loads them from dist/)")

add_executable(gridforge_wasm apps/wasm/bindings.cpp)
target_link_libraries(gridforge_wasm PRIVATE gridforge_engine)
set_target_properties(gridforge_wasm PROPERTIES
  OUTPUT_NAME gridforge
  SUFFIX ".mjs"
  RUNTIME_OUTPUT_DIRECTORY "${GRIDFORGE_WASM_OUTPUT_DIR}")
# MODULARIZE + EXPORT_ES6: a factory, loaded with import() from a module Web Worker; web and
# worker only: emscripten 3.1.6's Node code paths do not load as an ES module, so the package's
# Node entry (apps/wasm/node.js) reads the .wasm itself and passes its bytes. Memory grows on demand: generation and SAT sizes vary.
target_link_options(gridforge_wasm PRIVATE
  -lembind
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createGridforge
  -sENVIRONMENT=web,worker
  -sALLOW_MEMORY_GROWTH=1)
