// The classroom site's service worker: after the first visit, every page, the lessons'
// Python, the wheels and the printables come from this browser, with or without a network.
// scripts/site/offline.py writes the two lines below at each build from every file of the
// site, so a page or wheel added to the site is kept offline without editing this file.
const VERSION = '__VERSION__';
const FILES = __FILES__;

const PREFIX = 'mancala-site-';
const CACHE = PREFIX + VERSION;
const BATCH = 6;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const kept = new Set((await cache.keys()).map((r) => r.url));
    const todo = FILES.map((f) => new URL(f, self.registration.scope).href)
      .filter((url) => !kept.has(url));
    // A few at a time, each checked with the server (a file the page has just fetched
    // comes back as "not modified": nothing is downloaded twice).
    for (let i = 0; i < todo.length; i += BATCH) {
      await Promise.all(todo.slice(i, i + BATCH).map(async (url) => {
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await cache.put(url, response);
      }));
      tell({ saving: Math.min(i + BATCH, todo.length), of: todo.length });
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    // A new build replaces the old one whole: its cache goes.
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
    tell({ ready: VERSION });
  })());
});

async function tell(message) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage({ mancalaOffline: message });
  }
}

self.addEventListener('message', (event) => {
  if (event.data === 'mancala-offline?') {
    event.source.postMessage({ mancalaOffline: { ready: VERSION } });
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (!['GET', 'HEAD'].includes(request.method)) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    let key = url.href.split('#')[0];
    if (key.endsWith('/')) key += 'index.html';
    const found = await cache.match(key, { ignoreMethod: true }) ||
      await cache.match(key, { ignoreMethod: true, ignoreSearch: true });
    return found || fetch(request);
  })());
});
