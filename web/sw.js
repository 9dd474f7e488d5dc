// The page's service worker (written into the bundle by web/offline.mjs, which fills in
// VERSION and FILES): after the first visit every file of the bundle is kept, so that
// the page loads and plays with the network off. The page itself is asked of the
// network first (a new version shows as soon as it is online) and taken from the kept
// files when the network fails; the other files of the bundle come from the kept ones.
// Trunk names the script and the module after their contents, so a page always loads
// the script and module of its own version: a new version never mixes with the old.
// The files of a version are kept under its own name, and an older version's are
// dropped when the new worker takes over.
const VERSION = '__VERSION__';
const FILES = ['__FILES__'];
const CACHE = `plateau-${VERSION}`;
const scope = new URL(self.registration.scope);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new URL(file, scope))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('plateau-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(new URL('index.html', scope))).then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  const file = url.pathname.slice(scope.pathname.length);
  if (FILES.includes(file)) {
    event.respondWith(caches.open(CACHE).then((cache) => cache.match(url.href)).then((kept) => kept ?? fetch(request)));
  }
});
