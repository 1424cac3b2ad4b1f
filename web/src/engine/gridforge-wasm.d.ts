// The emscripten ES module that scripts/build-wasm writes to web/wasm/ (gitignored): its default
// export makes the module, whose embind `handle` is gridforge::api::handle.
declare module '*/wasm/gridforge.mjs' {
  export interface GridforgeModule {
    handle(request: string): string;
  }
  const createGridforge: (options?: Record<string, unknown>) => Promise<GridforgeModule>;
  export default createGridforge;
}
