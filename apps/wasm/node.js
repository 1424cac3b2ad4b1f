// Node.js: the emscripten module is built for browsers and workers (it has no Node file loading),
// so this entry reads gridforge.wasm from the package's own folder and hands it over as bytes.
import { readFile } from 'node:fs/promises';
import { instantiate, isErrorAnswer } from './engine.js';

export { isErrorAnswer };

export async function loadEngine(options = {}) {
  if (options.wasmBinary || options.locateFile) return instantiate({ ...options });
  const wasmBinary = await readFile(new URL('./dist/gridforge.wasm', import.meta.url));
  return instantiate({ ...options, wasmBinary });
}
