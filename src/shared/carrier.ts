import { createStore } from 'zustand/vanilla'
import { getCredentials } from '../api/credentials'
import type { Fetch } from '../api/http'
import type { AppConfig } from '../config/schema'
import type { SendRecord } from '../lib/history-db'
import { historyScope } from '../lib/history-scope'
import { carriedForm, carrierDb, keyOf, responseOf, type CarrierMessage, type CarrierReply } from '../lib/send/carrier'
import type { SendCarrier } from '../lib/send/sends'

/*
 * The page's side of a send the service worker carries on once the page is gone (decision 0018):
 * the lease the worker needs (kept from the send's start to its end), the send's requests handed
 * to the worker so their answers outlive the page, and which sends the worker would carry.
 */

/**
 * Uploads up to this size leave through the worker, whose fetch reports no progress: a file this
 * small shows little of one anyway. Larger ones go from the page, with their progress bar; if the
 * page closes during one, the worker uploads it again from the copy kept (decision 0008).
 */
export const WORKER_UPLOAD_MAX_BYTES = 8 * 1024 * 1024

/** How often a page running a send tells the worker again (each message holds it for at most four minutes). */
export const CARRY_RENEW_MS = 30_000

/** The sends the worker will carry on if this page goes (their lease is written). */
export const carriedSends = createStore<ReadonlySet<string>>()(() => new Set())
const setCarried = (sendId: string, on: boolean) =>
  carriedSends.setState((now) => {
    const next = new Set(now)
    if (on) next.add(sendId)
    else next.delete(sendId)
    return next
  }, true)

/** The app's own worker controls this page (never the development mock's). */
function appWorker(): ServiceWorker | null {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  return controller && new URL(controller.scriptURL).pathname.endsWith('/sw.js') ? controller : null
}

/** A request made by the worker, answered to this page on a port of its own. */
const throughWorker =
  (worker: ServiceWorker, key: string, sendId: string): Fetch =>
  (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = ({ data }: MessageEvent<CarrierReply>) => {
        channel.port1.close()
        try {
          resolve(responseOf(data))
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      }
      const body = init.body instanceof FormData ? carriedForm(init.body) : (init.body as string | undefined)
      const headers = Object.fromEntries(new Headers(init.headers).entries())
      const message: CarrierMessage = { type: 'request', key, sendId, url, method: init.method ?? 'GET', headers, body }
      worker.postMessage(message, [channel.port2])
      init.signal?.addEventListener('abort', () => worker.postMessage({ type: 'abort', key } satisfies CarrierMessage), {
        once: true,
      })
    })

/**
 * Whether this browser's engine keeps the app's worker running once the last page of the app is
 * gone, for as long as the worker waits on its work: where the worker can carry a send on.
 *  - Chromium (Blink): yes, proven with the only tab closed mid-send (e2e/background.ts).
 *  - Firefox (Gecko): yes, proven the same way in Firefox 153 ESR (e2e/engines/journeys.engines.ts).
 *  - WebKit (Safari, every browser on iOS, WebKitGTK): no. It stops an origin's service workers
 *    10 s after the origin's last page goes, whatever they wait on; only a push or notification
 *    event being handled keeps one (WebKit's SWServer, `defaultTerminationDelay`). Seen in
 *    WebKitGTK 2.50: the worker got the send's lock as the window closed and was stopped 10 s
 *    later; of three files, the uploads already on their way arrived, nothing more.
 * No feature test tells these apart: WebKit's worker has every API the carrying uses (Web Locks
 * included); what differs is how long the engine lets it live. So the engine is told by
 * `navigator.vendor`, which each engine sets for all its browsers ("Google Inc." in Blink, "" in
 * Gecko, "Apple Computer, Inc." in WebKit), not by the user-agent string (Chromium's names
 * AppleWebKit too; browsers on iOS rewrite theirs). An engine not named here is not known to
 * carry a send: its page says to keep the tab open.
 */
export function workerOutlivesPages(nav: Pick<Navigator, 'vendor'>): boolean {
  return nav.vendor === 'Google Inc.' || nav.vendor === ''
}

/**
 * The carrier of this page's sends, or undefined where the worker cannot carry one (the
 * development mock, no service worker in control yet, no Web Locks, an engine that stops the
 * worker with its last page: workerOutlivesPages). `titleOf` names a send for the browser's
 * notification.
 */
export function createPageCarrier(config: AppConfig, titleOf: (send: SendRecord) => string): SendCarrier | undefined {
  if (
    config.mock ||
    typeof navigator === 'undefined' ||
    !navigator.locks ||
    !('serviceWorker' in navigator) ||
    !workerOutlivesPages(navigator)
  )
    return undefined
  const renewals = new Map<string, ReturnType<typeof setInterval>>()
  return {
    carry(journal) {
      const worker = appWorker()
      if (!worker || !config.sendJournal) return
      const sendId = journal.id
      const { token, publicKey } = getCredentials()
      const lease = {
        sendId,
        config,
        credentials: { token, publicKey },
        scope: historyScope.get(),
        title: titleOf(journal.record),
      }
      const tell = () => appWorker()?.postMessage({ type: 'carry', sendId } satisfies CarrierMessage)
      void carrierDb.lease(lease).then(
        () => {
          // Ended while the lease was written: nothing of it stays.
          if (!renewals.has(sendId)) return void carrierDb.forget(sendId).catch(() => undefined)
          tell()
          setCarried(sendId, true)
        },
        () => undefined,
      )
      renewals.set(sendId, setInterval(tell, CARRY_RENEW_MS))
    },
    via(sendId, index, step, size) {
      const worker = appWorker()
      if (!worker || !renewals.has(sendId) || (step === 'upload' && size > WORKER_UPLOAD_MAX_BYTES)) return undefined
      return throughWorker(worker, keyOf(sendId, index, step), sendId)
    },
    ended(sendId) {
      clearInterval(renewals.get(sendId))
      renewals.delete(sendId)
      setCarried(sendId, false)
      void carrierDb.forget(sendId).catch(() => undefined)
    },
  }
}
