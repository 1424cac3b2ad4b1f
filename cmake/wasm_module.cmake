# The web player's engine module: apps/wasm/bindings.cpp linked with the engine into
# GRIDFORGE_WASM_OUTPUT_DIR/gridforge.mjs (an ES module whose default export is the factory
# createGridforge) and gridforge.wasm beside it. Included from the top CMakeLists.txt when
# GRIDFORGE_WASM is on, after the engine library.

set(GRIDFORGE_WASM_OUTPUT_DIR "${PROJECT_SOURCE_DIR}/web/wasm" CACHE PATH "Where gridforge.mjs and gridforge.wasm are written")

add_executable(gridforge_wasm apps/wasm/bindings.cpp)
target_link_libraries(gridforge_wasm PRIVATE gridforge_engine)
set_target_properties(gridforge_wasm PROPERTIES
  OUTPUT_NAME gridforge
  SUFFIX ".mjs"
  RUNTIME_OUTPUT_DIRECTORY "${GRIDFORGE_WASM_OUTPUT_DIR}")
# MODULARIZE + EXPORT_ES6: a factory, loaded with import() from a module Web Worker; web and
# worker only (no Node code paths). Memory grows on demand: generation and SAT sizes vary.
target_link_options(gridforge_wasm PRIVATE
  -lembind
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createGridforge
  -sENVIRONMENT=web,worker
  -sALLOW_MEMORY_GROWTH=1)
