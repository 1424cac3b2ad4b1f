// The engine's module worker: loads the WebAssembly engine (the npm package @gridforge/engine in
// apps/wasm), warms it up (the first calls run 30-50 % slower until the JIT tiers up), then answers
// each `{id, request}` with `{id, response}` (the engine's JSON, parsed) or `{id, failure}`.
// Requests wait in a queue so that a `{cancel: id}` arriving while the engine is busy can drop a
// request nobody wants any more.

import { loadEngine, type Engine } from '@gridforge/engine';
import type { EngineRequest, FromWorker, ToWorker } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

const queue: { id: number; request: EngineRequest }[] = [];
let draining = false;

/** The page's requests pass through as JSON text: the engine, not this worker, checks them. */
function call(engine: Engine, request: EngineRequest): unknown {
  return JSON.parse(engine.handle(JSON.stringify(request)));
}

/** A small generation and a hint on it: enough calls for the hot paths to be compiled. */
function warmUp(engine: Engine): void {
  const generated = call(engine, { op: 'generate', seed: 1, level: 'easy' }) as { givens?: string };
  if (generated.givens) call(engine, { op: 'hint', puzzle: { givens: generated.givens } });
}

const engineReady: Promise<Engine> = (async () => {
  const engine = await loadEngine();
  const started = performance.now();
  warmUp(engine);
  scope.postMessage({ ready: true, warmupMs: Math.round(performance.now() - started) });
  return engine;
})();

engineReady.catch((error: unknown) => {
  scope.postMessage({ ready: false, failure: `the engine could not be loaded: ${String(error)}` });
});

/** Lets queued messages (cancels among them) arrive between two requests. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    let engine: Engine;
    try {
      engine = await engineReady;
    } catch (error) {
      for (const item of queue.splice(0)) scope.postMessage({ id: item.id, failure: `the engine could not be loaded: ${String(error)}` });
      return;
    }
    await nextTask();
    while (queue.length > 0) {
      const { id, request } = queue.shift()!;
      try {
        scope.postMessage({ id, response: call(engine, request) });
      } catch (error) {
        scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
      }
      await nextTask();
    }
  } finally {
    draining = false;
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if ('cancel' in message) {
    const index = queue.findIndex((item) => item.id === message.cancel);
    if (index >= 0) queue.splice(index, 1);
    return;
  }
  queue.push(message);
  void drain();
};
