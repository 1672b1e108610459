/*
 * The app's service worker (vite-plugin-pwa builds it, Workbox inside). What it does, and above
 * all what it never does, is decision 0013:
 *  - the app's files are precached: every page's HTML with its first paint, the JS, CSS, icons;
 *    a page opens with no network, and an address with a query (?consignment=…) is its page;
 *  - config.json from the network, its last copy when there is none;
 *  - the share sheet's POST is kept (lib/shares.ts) and answered with the Send page;
 *  - nothing else is touched: calls to the service go to the network as if there were no
 *    worker, never cached, never replayed;
 *  - a new version waits until the person says Reload (the page posts SKIP_WAITING);
 *  - a send's requests the page hands over leave from here, and a send whose page is gone is
 *    carried on from its journal (worker/carry.ts, decision 0018).
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import {
  CARRY_SYNC,
  type BackgroundFetchManager,
  type BackgroundFetchRegistration,
  type CarrierLineMessage,
  type CarrierLineReply,
  type CarrierMessage,
  type WithSync,
} from '../lib/send/carrier-protocol'
import { createCarrierWorker } from './carry'
import { keepShare, readShareForm } from '../lib/shares'

declare const self: ServiceWorkerGlobalScope

const scope = new URL(self.registration.scope)
const own = (url: URL, path: string) => url.origin === scope.origin && url.pathname === scope.pathname + path

precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

const CONFIG_CACHE = 'consign-config'
registerRoute(({ url }) => own(url, 'config.json'), new NetworkFirst({ cacheName: CONFIG_CACHE }))

registerRoute(
  ({ url }) => own(url, 'share'),
  async ({ request }) => {
    // The files stay blobs from the request's body to IndexedDB: never read into memory here.
    const id = await keepShare(readShareForm(await request.formData()))
    return Response.redirect(new URL(`./?share=${id}`, scope).href, 303)
  },
  'POST',
)

/** The Static Routing API (Chromium 123+), not yet in TypeScript's lib. */
type RouterCondition = { urlPattern?: string; requestMethod?: string; not?: RouterCondition }
type InstallEvent = ExtendableEvent & {
  addRoutes?: (rules: Array<{ condition: RouterCondition; source: 'network' | 'fetch-event' }>) => Promise<void>
}

self.addEventListener('install', (event: InstallEvent) => {
  // What the worker never answers goes to the network without passing through it: above all an
  // upload's body (hundreds of MB), which a fetch event would be handed first. The share's POST
  // is the one request with a body the worker takes.
  const routes = event.addRoutes?.([
    { condition: { requestMethod: 'POST', urlPattern: new URL('share', scope).href }, source: 'fetch-event' },
    { condition: { not: { requestMethod: 'GET' } }, source: 'network' },
    { condition: { not: { urlPattern: `${scope.origin}/*` } }, source: 'network' },
  ])
  // config.json now, not at the next start: the app must open offline right after its first visit.
  const config = caches.open(CONFIG_CACHE).then((cache) => cache.add(new URL('config.json', scope).href))
  event.waitUntil(Promise.all([routes, config].map((p) => p?.catch(() => undefined))))
  // Replacing the development mock's worker (public/mock-sw.js, same scope) is no update to consent to.
  const active = self.registration.active
  if (active && active.scriptURL !== new URL('sw.js', scope).href) void self.skipWaiting()
})

type BackgroundFetchEvent = ExtendableEvent & { registration: BackgroundFetchRegistration }
const backgroundFetch = (self.registration as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManager })
  .backgroundFetch
const carrier = createCarrierWorker({ backgroundFetch })
/**
 * How long one message may hold the worker: Chromium stops a worker whose event runs past five
 * minutes, so a page that runs a send tells the worker again every CARRY_RENEW_MS.
 */
const HOLD_MS = 4 * 60_000
/** Chromium gives a sync event three minutes. */
const SYNC_HOLD_MS = 3 * 60_000 - 10_000
/** Holds the worker for at most `ms` while `work` runs; the carrier knows the worker may stop soon after. */
const atMost = (work: Promise<unknown>, ms: number) => {
  carrier.hold(Date.now() + ms)
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]).catch(() => undefined)
}

self.addEventListener('message', (event) => {
  const data = event.data as CarrierMessage | { type?: unknown } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  // A page's line: its sends' requests come on it. The page's 'carry' messages, every
  // CARRY_RENEW_MS while it sends, keep this worker running meanwhile.
  const port = event.ports[0]
  if (data?.type === 'line' && port)
    port.onmessage = ({ data: { id, message } }: MessageEvent<CarrierLineMessage>) =>
      message.type === 'ping'
        ? port.postMessage({ pong: true } satisfies CarrierLineReply)
        : void carrier.receive(message, (answer) => port.postMessage({ id, answer } satisfies CarrierLineReply))
  if (data?.type === 'carry' || data?.type === 'request' || data?.type === 'abort' || data?.type === 'revoke')
    event.waitUntil(
      atMost(
        carrier.receive(data as CarrierMessage, (answer) => event.ports[0]?.postMessage(answer)),
        HOLD_MS,
      ),
    )
})

// Uploads the browser carried for a send (Background Fetch, Chromium): their answers, then the send goes on.
for (const type of ['backgroundfetchsuccess', 'backgroundfetchfail'])
  self.addEventListener(type, (event) => {
    const fetchEvent = event as BackgroundFetchEvent
    fetchEvent.waitUntil(atMost(carrier.fetched(fetchEvent.registration), HOLD_MS))
  })
// The browser wakes the worker for a send its page registered (Background Sync, Chromium): carried
// on if no page runs it; a rejection (some of it left) has the browser wake it again later.
type SyncEvent = ExtendableEvent & { tag: string }
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (!sync.tag.startsWith(CARRY_SYNC)) return
  const until = Date.now() + SYNC_HOLD_MS
  carrier.hold(until)
  // Registered again while it runs (the send still leased), it runs again at once when this one
  // ends, or is cut with the worker. Chromium takes this only while a page of the app is open;
  // after, it retries a failed run 5 min later, then 15.
  const again = () =>
    void (self.registration as ServiceWorkerRegistration & WithSync).sync?.register(sync.tag).catch(() => undefined)
  sync.waitUntil(carrier.woken(sync.tag.slice(CARRY_SYNC.length), until, again))
})

self.addEventListener('backgroundfetchabort', (event) => {
  const fetchEvent = event as BackgroundFetchEvent
  fetchEvent.waitUntil(carrier.abandoned(fetchEvent.registration).catch(() => undefined))
})

// The first version takes the page it was installed from; a later one only after Reload.
clientsClaim()
