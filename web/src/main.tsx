// Entry point: starts the engine worker (its warm-up runs while the page renders), mounts the app
// and, in the built site, registers the service worker that keeps it working offline.

import { render } from 'preact';
import { engine } from './engine/splitEngine';
import { GameStore, type KeyValueStore } from './game/storage';
import { App } from './ui/App';
import './ui/styles.css';

declare global {
  interface Window {
    /** For the browser tests: the app's engine client. */
    gridforge: { engine: typeof engine };
  }
}

window.gridforge = { engine };
void engine.ready;

/** localStorage, or a page-long memory where the browser refuses it (sandboxed frames). */
function browserStore(): KeyValueStore {
  try {
    const probe = '__gridforge_probe__';
    localStorage.setItem(probe, '1');
    localStorage.removeItem(probe);
    return localStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
}

render(<App engine={engine} store={new GameStore(browserStore())} />, document.getElementById('app')!);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('./sw.js').catch(() => {
    /* no offline copy this time; the site still works online */
  });
}
