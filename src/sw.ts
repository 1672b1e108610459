/*
 * The app's service worker (vite-plugin-pwa builds it, Workbox inside). What it does, and above
 * all what it never does, is decision 0013:
 *  - the app's files are precached: every page's HTML with its first paint, the JS, CSS, icons;
 *    a page opens with no network, and an address with a query (?consignment=…) is its page;
 *  - config.json from the network, its last copy when there is none;
 *  - the share sheet's POST is kept (lib/shares.ts) and answered with the Send page;
 *  - nothing else is touched: calls to the service go to the network as if there were no
 *    worker, never cached, never replayed;
 *  - a new version waits until the person says Reload (the page posts SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { keepShare, readShareForm } from './lib/shares'

declare const self: ServiceWorkerGlobalScope

const scope = new URL(self.registration.scope)
const own = (url: URL, path: string) => url.origin === scope.origin && url.pathname === scope.pathname + path

precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

registerRoute(({ url }) => own(url, 'config.json'), new NetworkFirst({ cacheName: 'consign-config' }))

registerRoute(
  ({ url }) => own(url, 'share'),
  async ({ request }) => {
    // The files stay blobs from the request's body to IndexedDB: never read into memory here.
    const id = await keepShare(readShareForm(await request.formData()))
    return Response.redirect(new URL(`./?share=${id}`, scope).href, 303)
  },
  'POST',
)

// Replacing the development mock's worker (mockServiceWorker.js, same scope) is no update to consent to.
self.addEventListener('install', () => {
  const active = self.registration.active
  if (active && active.scriptURL !== new URL('sw.js', scope).href) void self.skipWaiting()
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// The first version takes the page it was installed from; a later one only after Reload.
clientsClaim()
