/* global VERSION, SHELL, PRECACHE, self, caches */
/**
 * The portal's service worker (issue 22: the member card opens offline, from a cold start too). Built by
 * vite-plugin-service-worker.ts, which puts the version and the files to keep in front of this text.
 *
 * - Install: keeps the app's page (`SHELL`, a login-only page: no data of anyone in it, only the club's
 *   settings and the interface strings) and the code the first page and the member card need (`PRECACHE`).
 * - Pages: the network first; without a connection the kept page, whatever the address (the app reads it).
 * - /assets/: hashed, never changing: from the cache, else the network (and kept for next time).
 * - The pictures the member card shows (its top image, shield, sponsors, the member's photo) are kept in
 *   `IMAGES` when the logged-in page asks (`keep-images`), and served from there only without a connection;
 *   logging out deletes that cache (api/session.ts).
 * - Everything else (the API, other uploads, the manifest) goes to the network untouched: no answer with anyone's
 *   data is ever kept here; the card keeps its own copy (features/member-card/rules/saved-card.ts).
 * - Updates: a new version installs beside the running one and takes over only once no page of the old one
 *   is open (no skipWaiting), so a running page never loses the code it was built with; its caches go then.
 */
const CACHE = `clubportal-${VERSION}`;
/** The card's pictures: not versioned (they belong to the login, not to the code). */
const IMAGES = 'card-images';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(PRECACHE);
      await refreshShell(cache);
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('clubportal-') && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

/** The app's page as the server gives it now (the member's language: the request carries the lang cookie). */
async function refreshShell(cache) {
  const response = await fetch(SHELL, { credentials: 'same-origin', cache: 'no-store' });
  if (response.ok) await cache.put(SHELL, response);
}

self.addEventListener('message', (event) => {
  // The card asks to keep its pictures (same-origin uploads only) for when there is no connection.
  if (event.data && event.data.type === 'keep-images' && Array.isArray(event.data.urls))
    event.waitUntil(
      caches
        .open(IMAGES)
        .then((cache) =>
          Promise.all(
            event.data.urls
              .filter((u) => typeof u === 'string' && new URL(u, self.location.origin).origin === self.location.origin)
              .map((u) => cache.add(new URL(u, self.location.origin).href).catch(() => {})),
          ),
        )
        .catch(() => {}),
    );
  // The page asks for a fresh copy of the app's page when its language changed or the copy is old.
  if (event.data && event.data.type === 'refresh-shell')
    event.waitUntil(
      caches
        .open(CACHE)
        .then(refreshShell)
        .catch(() => {}),
    );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => {
        const cache = await caches.open(CACHE);
        return (await cache.match(SHELL, { ignoreVary: true })) || Response.error();
      }),
    );
    return;
  }
  if (url.pathname.startsWith('/uploads/')) {
    // Online as always; offline, a card picture the page asked to keep.
    event.respondWith(
      fetch(request).catch(
        async () => (await caches.open(IMAGES).then((c) => c.match(url.href, { ignoreVary: true }))) || Response.error(),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const kept = await cache.match(request, { ignoreVary: true });
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
  }
});
