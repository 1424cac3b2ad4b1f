// Browsers, Web Workers and bundlers (Vite, webpack, esbuild): the emscripten module finds
// gridforge.wasm beside itself through `new URL('gridforge.wasm', import.meta.url)`, which bundlers
// follow and copy; pass `locateFile` or `wasmBinary` to load it from elsewhere.
import { instantiate, isErrorAnswer } from './engine.js';

export { isErrorAnswer };

export function loadEngine(options = {}) {
  return instantiate({ ...options });
}
