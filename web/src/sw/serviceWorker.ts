// The service worker, written as one self-contained function: the build (vite.config.ts) prints it
// into dist/sw.js with the list of built files, so nothing here may refer to anything outside it.
// Why a build-time list: on the first visit the page and its assets load before the worker controls
// the page, so caching only what later passes through `fetch` would miss the engine's .wasm.

/** The parts of the service worker scope this function uses (the DOM lib has no worker types). */
interface WorkerScope {
  addEventListener(type: 'install', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: 'fetch',
    listener: (event: { request: Request; respondWith(r: Promise<Response>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { scope: string };
}

export function serviceWorkerMain(scope: WorkerScope, files: string[], version: string): void {
  const cacheName = `gridforge-${version}`;
  // Relative to the scope, so the site works from any static path.
  const urls = ['./', ...files].map((file) => new URL(file, scope.registration.scope).href);

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(cacheName)
        .then((cache) => cache.addAll(urls))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith('gridforge-') && n !== cacheName).map((n) => caches.delete(n))))
        .then(() => scope.clients.claim()),
    );
  });

  scope.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || !request.url.startsWith(scope.registration.scope)) return;
    if (request.mode === 'navigate') {
      // The page: the network first so a new build is seen at once, the cached page offline.
      event.respondWith(
        fetch(request)
          .then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(cacheName).then((cache) => cache.put(new URL('./', scope.registration.scope).href, copy));
            }
            return response;
          })
          .catch(() => caches.match(new URL('./', scope.registration.scope).href).then((hit) => hit ?? Response.error())),
      );
      return;
    }
    // Assets carry a content hash in their names: the cache first, then the network.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(cacheName).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  });
}
