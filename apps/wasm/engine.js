// The one wrapper around the emscripten module, shared by the browser entry (index.js) and the
// Node entry (node.js): they differ only in how the .wasm bytes are found.
import createGridforge from './dist/gridforge.mjs';

/**
 * Instantiates the WebAssembly engine. `moduleOptions` go to the emscripten factory unchanged
 * (`wasmBinary`, `locateFile`, ...).
 */
export async function instantiate(moduleOptions) {
  const module = await createGridforge(moduleOptions);
  const handle = (requestText) => {
    if (typeof requestText !== 'string') throw new TypeError('handle() takes the request as JSON text');
    return module.handle(requestText);
  };
  const request = (requestObject) => JSON.parse(handle(JSON.stringify(requestObject)));
  const { version } = request({ op: 'version' });
  return Object.freeze({ version, handle, request });
}

/** True when an answer is the API's error object (docs/api.md, "Errors"). */
export function isErrorAnswer(answer) {
  return typeof answer === 'object' && answer !== null && typeof answer.error === 'string';
}
