import { openDB, type DBSchema } from 'idb'
import { ApiError } from '../../api/errors'
import type { AppConfig } from '../../config/schema'
import type { HistoryScope } from '../history-scope'
import type { CarriedBody } from './carried-form'
import type { Step } from './model'

/*
 * What a page and the service worker share to carry a send once its page is gone (decision
 * 0018): the lease the worker carries it with (the service's settings and the credentials, kept
 * only while the send needs them) and the answers the worker received for the send's requests,
 * keyed by send, file and step. A database of its own: nothing of the credentials ever sits in the
 * journal or History, and clearing History never touches a send on its way.
 */

/** What the worker needs to carry a send with no page: kept from the send's start to its end. */
export type Lease = Readonly<{
  sendId: string
  config: AppConfig
  credentials: Readonly<{ token: string; publicKey: string }>
  scope: HistoryScope
  /** the browser's notification of a background fetch names the send with it */
  title: string
}>

/** A request's answer as the worker received it, kept until the send ends. */
export type Answer = Readonly<{ key: string; sendId: string; status: number; text: string; retryAfter: string | null }>

/** One request of a send: its file's place and the step it makes. */
export const keyOf = (sendId: string, index: number, step: Step) => `${sendId}|${index}|${step}`

/**
 * Background Fetch (Chromium), which carries a request for as long as it takes, page or no page
 * (not in TypeScript's lib): what the app uses of it.
 */
export type BackgroundFetchRecord = { request: Request; responseReady: Promise<Response> }
export type BackgroundFetchRegistration = EventTarget & {
  id: string
  uploaded: number
  uploadTotal: number
  result: '' | 'success' | 'failure'
  failureReason: string
  matchAll(): Promise<BackgroundFetchRecord[]>
  abort(): Promise<boolean>
}
export type BackgroundFetchManager = {
  fetch(
    id: string,
    requests: Request[],
    options?: { title?: string; downloadTotal?: number },
  ): Promise<BackgroundFetchRegistration>
  getIds(): Promise<string[]>
}
/**
 * The tag of the Background Sync (Chromium) a page registers for each send it runs: the browser
 * wakes the worker with it, again after a failed run (5 min later, then 15), so a send the worker
 * had to stop when its events ran out goes on.
 */
export const CARRY_SYNC = 'consign-carry:'
/** A registration with Background Sync (Chromium; not in TypeScript's lib): what the app uses of it. */
export type WithSync = { sync?: { register(tag: string): Promise<void> } }

/** A background fetch of a send's request: named by its key and when it was asked (ids must differ). */
export const fetchIdOf = (key: string, now = Date.now()) => `${key}|${now.toString(36)}`
export const keyOfFetchId = (id: string) => id.split('|').slice(0, 3).join('|')
export const sendOfKey = (key: string) => key.split('|')[0]!

/** Page → worker: a message event, or (a request, an abort) on the page's line. */
export type CarrierMessage =
  | { type: 'carry'; sendId: string }
  | { type: 'line' }
  | {
      type: 'request'
      key: string
      sendId: string
      url: string
      method: string
      headers: Record<string, string>
      body?: CarriedBody
    }
  | { type: 'abort'; key: string }
  /** the page has heard nothing for a while: the worker answers on the line if it is still there */
  | { type: 'ping' }
  /** their person signed out: the worker stops carrying these sends, and uses their credentials no more */
  | { type: 'revoke'; sendIds: string[] }

/** Worker → page, on a request's own port: its answer, or why there is none. */
export type CarrierReply =
  { status: number; text: string; retryAfter: string | null } | { error: 'network' | 'aborted' | 'redirected'; message: string }

/** On a page's line to the worker (its port): a request, numbered, and the answer under its number. */
export type CarrierLineMessage = { id: number; message: CarrierMessage }
export type CarrierLineReply = { id: number; answer: CarrierReply } | { pong: true }

interface CarrierDb extends DBSchema {
  leases: { key: string; value: Lease }
  answers: { key: string; value: Answer; indexes: { sendId: string } }
}

export const CARRIER_DB = 'consign-carrier'
let db: ReturnType<typeof openDB<CarrierDb>> | null = null
const open = () =>
  (db ??= openDB<CarrierDb>(CARRIER_DB, 1, {
    upgrade(database) {
      database.createObjectStore('leases', { keyPath: 'sendId' })
      database.createObjectStore('answers', { keyPath: 'key' }).createIndex('sendId', 'sendId')
    },
    terminated: () => void (db = null),
  }))

export const carrierDb = {
  lease: async (lease: Lease) => void (await (await open()).put('leases', lease)),
  leaseOf: async (sendId: string) => (await open()).get('leases', sendId),
  answerOf: async (key: string) => (await open()).get('answers', key),
  /**
   * Keeps these answers (or, null, drops them) in one transaction; an answer of a send whose
   * lease is gone (the send is over) is not kept.
   */
  async write(batch: ReadonlyMap<string, Answer | null>) {
    const tx = (await open()).transaction(['leases', 'answers'], 'readwrite')
    const answers = tx.objectStore('answers')
    const leased = new Map<string, Promise<boolean>>()
    const hasLease = (sendId: string) => {
      let known = leased.get(sendId)
      if (!known)
        leased.set(
          sendId,
          (known = tx
            .objectStore('leases')
            .getKey(sendId)
            .then((key) => key !== undefined)),
        )
      return known
    }
    const writes = [...batch].map(async ([key, answer]) => {
      if (!answer) return answers.delete(key)
      if (await hasLease(answer.sendId)) await answers.put(answer)
    })
    await Promise.all([...writes, tx.done])
  },
  /** The sends a lease is kept for. */
  leased: async () => (await open()).getAllKeys('leases'),
  /** Signed out: the leases made with these credentials go, with their answers; resolves to their sends. */
  async forgetLeasesOf({ token, publicKey }: Lease['credentials']) {
    const leases = await (await open()).getAll('leases')
    const theirs = leases.filter((l) => l.credentials.token === token && l.credentials.publicKey === publicKey)
    for (const lease of theirs) await carrierDb.forget(lease.sendId)
    return theirs.map((l) => l.sendId)
  },
  /** The send is over (or no longer the worker's): its lease and answers go. */
  async forget(sendId: string) {
    const tx = (await open()).transaction(['leases', 'answers'], 'readwrite')
    const answers = tx.objectStore('answers')
    const keys = await answers.index('sendId').getAllKeys(sendId)
    await Promise.all([tx.objectStore('leases').delete(sendId), ...keys.map((k) => answers.delete(k)), tx.done])
  },
}

/** What a cancelled request rejects with, as fetch does. */
export const abortError = () => new DOMException('cancelled', 'AbortError')

export const isError = (reply: CarrierReply): reply is Extract<CarrierReply, { error: string }> => 'error' in reply

/** An answer as the fetch that made the request would have given it. */
export function responseOf(reply: CarrierReply): Response {
  if (isError(reply)) {
    if (reply.error === 'aborted') throw new DOMException('cancelled', 'AbortError')
    throw reply.error === 'redirected' ? new ApiError('redirected', reply.message) : new TypeError(reply.message)
  }
  return new Response(reply.status === 204 ? null : reply.text, {
    status: reply.status,
    headers: reply.retryAfter ? { 'Retry-After': reply.retryAfter } : {},
  })
}
