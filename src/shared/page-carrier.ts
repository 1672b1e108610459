import { createStore } from 'zustand/vanilla'
import { getCredentials } from '../api/credentials'
import type { Fetch } from '../api/http'
import type { AppConfig, ChecksumAlgorithm } from '../config/schema'
import type { SendRecord } from '../lib/history-db'
import { historyScope } from '../lib/history-scope'
import {
  abortError,
  carrierDb,
  fetchIdOf,
  keyOf,
  responseOf,
  type BackgroundFetchManager,
  type CarrierLineMessage,
  type CarrierLineReply,
  type CarrierMessage,
  type CarrierReply,
  type Lease,
  type WithSync,
  CARRY_SYNC,
} from '../lib/send/carrier-protocol'
import { carriedForm } from '../lib/send/carried-form'
import { hasWebDigest, webDigest } from '../lib/web-digest'
import type { SendCarrier } from '../lib/send/sends'

/*
 * The page's side of a send the service worker carries on once the page is gone (decision 0018):
 * the lease the worker needs (kept from the send's start to its end), the send's requests handed
 * to the worker so their answers outlive the page, and which sends the worker would carry.
 */

/**
 * Uploads up to this size leave through the worker, whose fetch reports no progress: a file this
 * small shows little of one anyway. Larger ones go by the browser's Background Fetch where it has
 * one and the storage service is on the app's origin (it reports progress, and carries the upload
 * for as long as it takes); elsewhere from the page, with their progress bar, and the tab must
 * stay open until they are through.
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

/** Uploads over WORKER_UPLOAD_MAX_BYTES are carried too (Background Fetch, the service on this origin). */
export const largeCarried = createStore<boolean>()(() => false)

/**
 * The browser starts the worker again for a send it had to stop (Background Sync: Chromium). Where
 * it cannot (Firefox), the worker still carries a send whose tab closed, for as long as its last
 * event holds it (minutes), then leaves the rest for the next visit: the page promises nothing.
 */
export const workerWakes = createStore<boolean>()(() => false)

/** The app's own worker controls this page (never the development mock's). */
function appWorker(): ServiceWorker | null {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  return controller && new URL(controller.scriptURL).pathname.endsWith('/sw.js') ? controller : null
}

/**
 * One line to the worker per page: a port of its own, given with a message event, that every
 * request of the page's sends and its answer travel on. A message event per request (and a
 * channel each) cost the worker more than the request itself on a send of many small files.
 *
 * The port dies with the worker's instance, and the browser stops an idle worker (Chromium: ~30 s
 * after its last event; messages on a port are no event and wake nothing). So a line nobody
 * waits on is given up when a send starts (`restartLine`), and while requests wait the page pings
 * the worker: unheard for LINE_DEAD_MS, the line is dead and each request on it fails as a network
 * failure would (the step "may already be done", tried again by the send's retry rules).
 */
type Line = {
  worker: ServiceWorker
  port: MessagePort
  waiting: Map<number, (answer: CarrierReply) => void>
  last: number
  heard: number
  pinging?: ReturnType<typeof setInterval>
}
export const LINE_PING_MS = 2_000
export const LINE_DEAD_MS = 8_000
let line: Line | null = null
/** Told when a new line is made (a new worker instance may be behind it): what it must know again. */
let onNewLine: (() => void) | undefined

function dropLine(dead: Line, why: string) {
  if (line === dead) line = null
  clearInterval(dead.pinging)
  dead.port.close()
  for (const settle of dead.waiting.values()) settle({ error: 'network', message: why })
  dead.waiting.clear()
}

/** A send starts: a line that waits on nothing may lead to a worker the browser has stopped since. */
function restartLine() {
  if (line && line.waiting.size === 0) dropLine(line, 'line-restarted')
}

function lineTo(worker: ServiceWorker): Line {
  if (line?.worker === worker) return line
  if (line) dropLine(line, 'worker-replaced')
  const channel = new MessageChannel()
  const waiting = new Map<number, (answer: CarrierReply) => void>()
  const made: Line = { worker, port: channel.port1, waiting, last: 0, heard: Date.now() }
  channel.port1.onmessage = ({ data }: MessageEvent<CarrierLineReply>) => {
    made.heard = Date.now()
    if (!('answer' in data)) return
    const answered = waiting.get(data.id)
    waiting.delete(data.id)
    answered?.(data.answer)
  }
  worker.postMessage({ type: 'line' } satisfies CarrierMessage, [channel.port2])
  made.pinging = setInterval(() => {
    if (waiting.size === 0) return
    if (Date.now() - made.heard > LINE_DEAD_MS) return dropLine(made, 'worker-stopped')
    made.port.postMessage({ id: 0, message: { type: 'ping' } } satisfies CarrierLineMessage)
  }, LINE_PING_MS)
  line = made
  onNewLine?.()
  return made
}

/**
 * A request made by the worker, answered to this page on its line. An upload hashed with
 * `algorithm` (one WebCrypto has) gets its file's checksum from the bytes read for the worker.
 */
export function throughWorker(worker: ServiceWorker, key: string, sendId: string, algorithm?: ChecksumAlgorithm): Fetch {
  let digested: ((hex: Promise<string>) => void) | undefined
  const sentChecksum = algorithm && new Promise<string>((resolve) => (digested = resolve))
  const read =
    algorithm &&
    ((bytes: ArrayBuffer) => {
      digested?.(webDigest(bytes, algorithm))
      digested = undefined
    })
  const send: Fetch = async (url, init) => {
    const { body, transfer } =
      init.body instanceof FormData ? await carriedForm(init.body, read) : { body: init.body as string | undefined, transfer: [] }
    // A body with no file in it: no checksum will come of it.
    digested?.(Promise.reject(new Error('the upload carried no file')))
    // Cancelled while its file was read: it never leaves.
    if (init.signal?.aborted) throw abortError()
    return new Promise<Response>((resolve, reject) => {
      const to = lineTo(worker)
      const id = ++to.last
      // Nothing heard for a while before this request: heard from now, as the worker may be starting.
      if (to.waiting.size === 0) to.heard = Date.now()
      to.waiting.set(id, (data) => {
        try {
          resolve(responseOf(data))
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
      // The app's requests name their headers in a plain object: no Headers to build for each.
      const plain = init.headers && !(init.headers instanceof Headers) && !Array.isArray(init.headers)
      const headers = plain
        ? { ...(init.headers as Record<string, string>) }
        : Object.fromEntries(new Headers(init.headers).entries())
      const message: CarrierMessage = { type: 'request', key, sendId, url, method: init.method ?? 'GET', headers, body }
      to.port.postMessage({ id, message } satisfies CarrierLineMessage, transfer)
      // Cancelled, or timed out: settled here at once, whether or not the worker is there to hear it.
      init.signal?.addEventListener(
        'abort',
        () => {
          to.port.postMessage({ id: 0, message: { type: 'abort', key } } satisfies CarrierLineMessage)
          to.waiting.get(id)?.({ error: 'aborted', message: 'cancelled' })
          to.waiting.delete(id)
        },
        { once: true },
      )
    })
  }
  return Object.assign(send, { sentChecksum })
}

/**
 * An upload carried by the browser (Background Fetch): it goes on whatever becomes of the page,
 * reports its progress, and its answer reaches the worker too (`backgroundfetchsuccess`).
 */
const throughBackgroundFetch =
  (manager: BackgroundFetchManager, key: string, title: string): Fetch =>
  async (url, init, progress) => {
    const request = new Request(url, { method: init.method, headers: init.headers, body: init.body })
    let fetched
    try {
      fetched = await manager.fetch(fetchIdOf(key), [request], { title, downloadTotal: 0 })
    } catch (error) {
      throw new TypeError(error instanceof Error ? error.message : String(error))
    }
    const registration = fetched
    const [record] = await registration.matchAll()
    init.signal?.addEventListener('abort', () => void registration.abort(), { once: true })
    return new Promise<Response>((resolve, reject) => {
      registration.addEventListener('progress', () => {
        progress?.(registration.uploaded, registration.uploadTotal)
        if (registration.result !== 'failure') return
        reject(init.signal?.aborted ? abortError() : new TypeError(registration.failureReason))
      })
      if (!record) return reject(new TypeError('background fetch: no record'))
      // Its answer once the browser has it; read by the worker first, it is the one the worker kept.
      record.responseReady.then(resolve, async () => {
        const kept = await carrierDb.answerOf(key).catch(() => undefined)
        if (kept) resolve(responseOf(kept))
        else reject(new TypeError(registration.failureReason || 'background fetch: no answer'))
      })
    })
  }

/**
 * Signing out: the sends carried with these credentials lose them (their leases go) and the worker
 * stops carrying them; each stays unfinished, offered at the person's next visit.
 */
export async function revokeCarried(credentials: Lease['credentials']) {
  const sendIds = await carrierDb.forgetLeasesOf(credentials).catch(() => [])
  if (sendIds.length) appWorker()?.postMessage({ type: 'revoke', sendIds } satisfies CarrierMessage)
}

const sameOrigin = (url: string) => new URL(url, location.href).origin === location.origin

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
 * notification of a background fetch.
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
  const titles = new Map<string, string>()
  let backgroundFetch: BackgroundFetchManager | undefined
  void navigator.serviceWorker.ready.then(
    (registration) => {
      workerWakes.setState('sync' in registration, true)
      // Background Fetch sends no CORS preflight: only a service on the app's own origin can take it.
      if (!sameOrigin(config.storageUrl)) return
      backgroundFetch = (registration as { backgroundFetch?: BackgroundFetchManager }).backgroundFetch
      largeCarried.setState(!!backgroundFetch, true)
    },
    () => undefined,
  )
  const tell = (sendId: string) => {
    appWorker()?.postMessage({ type: 'carry', sendId } satisfies CarrierMessage)
    // A wake the browser keeps (Chromium's Background Sync): should the worker be stopped while it
    // carries the send, the browser starts it again. Registered again while its event runs, it
    // runs again once that one ends: one is always pending while the page sends.
    void navigator.serviceWorker.ready
      .then((registration) => (registration as WithSync).sync?.register(CARRY_SYNC + sendId))
      .catch(() => undefined)
  }
  // A new line may lead to a new instance of the worker, which waits on no send's lock yet.
  onNewLine = () => renewals.forEach((_, sendId) => tell(sendId))
  return {
    carry(journal) {
      if (!appWorker() || !config.sendJournal) return
      restartLine()
      const sendId = journal.id
      const { token, publicKey } = getCredentials()
      const title = titleOf(journal.record)
      titles.set(sendId, title)
      const lease = { sendId, config, credentials: { token, publicKey }, scope: historyScope.get(), title }
      void carrierDb.lease(lease).then(
        () => {
          // Ended while the lease was written: nothing of it stays.
          if (!renewals.has(sendId)) return void carrierDb.forget(sendId).catch(() => undefined)
          tell(sendId)
          setCarried(sendId, true)
        },
        () => undefined,
      )
      renewals.set(sendId, setInterval(tell, CARRY_RENEW_MS, sendId))
    },
    via(sendId, index, step, size) {
      const worker = appWorker()
      if (!worker || !renewals.has(sendId)) return undefined
      const key = keyOf(sendId, index, step)
      if (step !== 'upload') return throughWorker(worker, key, sendId)
      if (size <= WORKER_UPLOAD_MAX_BYTES)
        return throughWorker(worker, key, sendId, hasWebDigest(config.checksumAlgorithm) ? config.checksumAlgorithm : undefined)
      return backgroundFetch && throughBackgroundFetch(backgroundFetch, key, titles.get(sendId) ?? '')
    },
    ended(sendId) {
      clearInterval(renewals.get(sendId))
      renewals.delete(sendId)
      titles.delete(sendId)
      setCarried(sendId, false)
      void carrierDb.forget(sendId).catch(() => undefined)
    },
  }
}
