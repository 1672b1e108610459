import { isRedirect, type Fetch } from '../api/http'
import { createPublicApi } from '../api/public-api'
import { createStorageApi } from '../api/storage-api'
import { hashBlob } from '../lib/hash-stream'
import { createUploadQueue, stillMoving } from '../lib/upload-queue/upload-queue'
import {
  carrierDb,
  isError,
  keyOf,
  keyOfFetchId,
  responseOf,
  sendOfKey,
  type Answer,
  type BackgroundFetchManager,
  type BackgroundFetchRegistration,
  type CarrierMessage,
  type CarrierReply,
} from '../lib/send/carrier-protocol'
import { bodyOf } from '../lib/send/carried-form'
import { lockName, readUnfinished } from '../lib/send/journal-log'
import { needOf } from '../lib/send/model'
import { createSends } from '../lib/send/sends'
import { gatherBytes, type Choice } from '../lib/send/unfinished'

/*
 * The service worker's side of a send (decision 0018). While the page runs a send, the requests it
 * hands over leave from here, and each answer is kept in memory as the page hears it: a tab that
 * closes with requests on their way loses none of their answers. The worker waits for the send's
 * Web Lock, which the page holds; once the page is gone the lock is the worker's, and it carries
 * the send on from its journal with the same model and runner as the page (sends.ts), each request
 * the page had on its way answered by what the worker received, never sent twice.
 */

/** Retry-After matters only on a refusal; reading a header costs ~0.4 ms, thousands of times a send. */
const retryAfterOf = (response: Response) => (response.ok ? null : response.headers.get('Retry-After'))

/** Kept for the worker's carrying of the send: a success, or a refusal that will not change by trying again. */
const lasting = (status: number) => status < 500 && status !== 408 && status !== 429

type Locks = Pick<LockManager, 'request'>

/** How long answers wait to be written together: a send the worker runs makes many a second. */
const WRITE_BATCH_MS = 50

/**
 * The answers the worker received, as it knows them: in memory at once, and, for a send the
 * worker itself carries (or an upload the browser carried), written to its database in batches
 * (one transaction each) and read from memory first. While a page runs the send, its journal
 * keeps each answer it hears a moment later; writing it here too doubled the database's work.
 */
function createAnswerLog() {
  const known = new Map<string, Answer | null>()
  let queued = new Map<string, Answer | null>()
  let flushing: Promise<void> | null = null
  const flush = () =>
    (flushing ??= new Promise((resolve) => setTimeout(resolve, WRITE_BATCH_MS)).then(async () => {
      const batch = queued
      ;[queued, flushing] = [new Map(), null]
      await carrierDb.write(batch).catch(() => undefined)
      // Written: the database answers for them from now on.
      for (const [key, answer] of batch) if (known.get(key) === answer) known.delete(key)
    }))
  return {
    /** Keeps an answer (null: drops the one kept), written if `write`; resolves once written. */
    set(key: string, answer: Answer | null, write: boolean) {
      known.set(key, answer)
      if (!write) return Promise.resolve()
      queued.set(key, answer)
      return flush()
    },
    /** Writes what is known of a send, now that no page keeps its answers; resolves once written. */
    write(sendId: string) {
      for (const [key, answer] of known) if (sendOfKey(key) === sendId) queued.set(key, answer)
      return queued.size ? flush() : Promise.resolve()
    },
    async get(key: string): Promise<Answer | undefined> {
      if (known.has(key)) return known.get(key) ?? undefined
      return carrierDb.answerOf(key).catch(() => undefined)
    },
    /** The send is over, or left for the person: its lease and answers go. */
    async forget(sendId: string) {
      for (const map of [known, queued]) for (const key of [...map.keys()]) if (sendOfKey(key) === sendId) map.delete(key)
      await carrierDb.forget(sendId)
    },
  }
}

/** Before the worker's events run out, time for what is on its way to end: a request's timeout and some. */
const drainTime = (requestTimeoutMs: number) => requestTimeoutMs + 10_000

export function createCarrierWorker({
  fetch = globalThis.fetch,
  locks = navigator.locks,
  backgroundFetch,
  drainMs,
}: {
  fetch?: Fetch
  locks?: Locks
  backgroundFetch?: Pick<BackgroundFetchManager, 'getIds'>
  /** how long before its events run out a carried send stops starting steps (default: drainTime) */
  drainMs?: number
} = {}) {
  /**
   * Until when the events that keep this worker running hold it (sw.ts tells, at each event): the
   * browser stops the worker soon after. 0: no event said (tests), no end known.
   */
  let heldUntil = 0
  const hold = (until: number) => void (heldUntil = Math.max(heldUntil, until))
  /** The requests on their way from here, by key. */
  const pending = new Map<string, { answer: Promise<CarrierReply>; controller: AbortController }>()
  /** The sends waited on (their lock) or carried, by id. */
  const watched = new Map<string, Promise<'drained' | void>>()
  /** The sends this worker runs itself now (their page gone). */
  const carrying = new Set<string>()
  /** Sends whose person signed out: their credentials are not used again, and what runs of them stops. */
  const revoked = new Set<string>()
  const stops = new Map<string, () => void>()
  const answers = createAnswerLog()

  /** Resolves once every request of the send on its way from here has its answer. */
  const onTheirWay = (sendId: string) =>
    Promise.all([...pending].filter(([key]) => sendOfKey(key) === sendId).map(([, p]) => p.answer))

  /**
   * Makes a send's request from here. `heard` has its answer as soon as it is read; the promise
   * resolves once a lasting answer is also kept, and the worker's own run of the send awaits that
   * (`pending`), so the page is not kept waiting on the database.
   */
  function request(
    key: string,
    sendId: string,
    url: string,
    init: RequestInit,
    heard?: (answer: CarrierReply) => void,
  ): Promise<CarrierReply> {
    const controller = new AbortController()
    // A new try: an answer to an earlier one no longer stands.
    const dropped = answers.set(key, null, carrying.has(sendId))
    const answer = (async (): Promise<CarrierReply> => {
      let reply: CarrierReply
      try {
        // Never followed with the send's credentials (api/http.ts): the step fails, the person reads why.
        const response = await fetch(url, { ...init, redirect: 'manual', signal: controller.signal })
        reply = isRedirect(response)
          ? { error: 'redirected', message: 'redirected' }
          : { status: response.status, text: await response.text(), retryAfter: retryAfterOf(response) }
      } catch (error) {
        reply = {
          error: controller.signal.aborted ? 'aborted' : 'network',
          message: error instanceof Error ? error.message : String(error),
        }
      }
      heard?.(reply)
      if (!isError(reply) && lasting(reply.status)) await answers.set(key, { key, sendId, ...reply }, carrying.has(sendId))
      else await dropped
      return reply
    })()
    const entry = { answer, controller }
    pending.set(key, entry)
    void answer.finally(() => pending.get(key) === entry && pending.delete(key))
    return answer
  }

  /**
   * How the worker's own run of a send makes a request: the answer to the same request the page
   * had on its way (awaited, or kept) when there is one, else the request itself.
   */
  const replay =
    (key: string, sendId: string): Fetch =>
    async (url, init) => {
      let reply = await pending.get(key)?.answer
      if (!reply || isError(reply)) {
        const kept = await answers.get(key)
        if (kept) {
          void answers.set(key, null, true)
          reply = kept
        }
      }
      if (!reply || isError(reply)) reply = await request(key, sendId, url, init)
      return responseOf(reply)
    }

  /**
   * Carries the send on from its journal, once its page (or whoever ran it) let go of its lock.
   * Resolves to 'drained' when it stopped for lack of time, its lease kept for the next wake.
   */
  async function carry(sendId: string) {
    carrying.add(sendId)
    try {
      return await carryOn(sendId)
    } finally {
      carrying.delete(sendId)
      stops.delete(sendId)
      revoked.delete(sendId)
    }
  }

  async function carryOn(sendId: string): Promise<'drained' | void> {
    const lease = await carrierDb.leaseOf(sendId)
    // Ended by its page (its lease gone with it): what this worker heard of it goes too.
    if (!lease) return answers.forget(sendId)
    // What the page had on its way is answered first: its answer is the step's truth.
    await onTheirWay(sendId)
    const unfinished = await readUnfinished(sendId)
    if (!unfinished) return answers.forget(sendId)
    // Its page's journal no longer follows the answers: what this worker holds is written now
    // (those that come from here on are written as they come: `carrying`).
    await answers.write(sendId)
    const { config } = lease
    // Each send with its own person's credentials (two accounts' sends may be carried at once),
    // until that person signs out.
    let credentials = lease.credentials
    const publicApi = createPublicApi(config, () => credentials)
    const storage = createStorageApi(config, () => credentials)
    const queue = createUploadQueue({
      concurrency: config.uploadConcurrency,
      checksumAlgorithm: config.checksumAlgorithm,
      // No workers to hash in from a service worker: inline, slice by slice.
      hash: (file, signal, onProgress) => hashBlob(file, config.checksumAlgorithm, onProgress, () => signal.aborted),
      uploader: storage.upload,
    })
    const sends = createSends({
      queue,
      requests: {
        register: (consignment, signal, via) => publicApi.createConsignment(consignment, signal, via),
        transfer: (id, transfer, signal, via) => publicApi.createTransfer(id, transfer, signal, via),
      },
      keepJournal: config.sendJournal,
      lockHeld: true,
      scope: lease.scope,
      carrier: { carry: () => undefined, ended: () => undefined, via: (id, index, step) => replay(keyOf(id, index, step), id) },
    })
    // A step in doubt goes again only when its answer reached the worker (then it is not made
    // again: the answer is used). With no answer, the person decides at the next visit.
    const choices = new Map<number, Choice>()
    for (const entry of unfinished.files) {
      const need = needOf(entry)
      if (need.kind !== 'doubt') continue
      const key = keyOf(sendId, entry.index, need.step)
      if (await answers.get(key)) choices.set(entry.index, 'again')
    }
    const bytes = await gatherBytes(unfinished, new Map()).catch(() => new Map<number, File>())
    // An upload the browser carries (Background Fetch) is not made again: its answer comes to
    // `fetched`, which carries the send on from there.
    const carried = new Set((await backgroundFetch?.getIds().catch(() => []))?.map(keyOfFetchId))
    for (const key of carried) if (sendOfKey(key) === sendId) bytes.delete(Number(key.split('|')[1]))
    // Said when the person comes back: this send went on without its page.
    const send = { ...unfinished.send, carriedAt: Date.now() }
    // Signed out meanwhile: nothing is made with those credentials; the send is the person's at their next visit.
    if (revoked.has(sendId)) return answers.forget(sendId)
    const ids = sends.resume({ ...unfinished, send }, choices, bytes)
    stops.set(sendId, () => {
      credentials = { token: '', publicKey: '' }
      queue.cancel(ids)
    })
    // The browser stops the worker once its events run out, cutting what is on its way (each step
    // left in doubt). Before that, no new step starts; uploads stop, and registrations and transfers
    // on their way end and are kept. The send goes on at the next wake (`woken`).
    const margin = drainMs ?? drainTime(config.requestTimeoutMs)
    let drained = false
    const clock = setInterval(
      () => {
        if (drained || !heldUntil || Date.now() < heldUntil - margin) return
        drained = true
        queue.cancel(ids)
      },
      Math.min(1000, margin / 20),
    )
    if (ids.length) await settledQueue(queue, ids)
    clearInterval(clock)
    if (drained) {
      await onTheirWay(sendId)
      // Each late answer goes through the model before the journal's last writes are awaited.
      await new Promise((resolve) => setTimeout(resolve, 0))
      await sends.flush()
      return 'drained'
    }
    await sends.flush()
    // Whatever is left (refused, no bytes, in doubt) is the person's at the next visit, with their
    // own credentials; unless an upload of it is still the browser's, whose end carries it on.
    if (![...carried].some((key) => sendOfKey(key) === sendId)) await answers.forget(sendId)
  }

  /**
   * The browser woke the worker for a send (its sync event), holding it until `until`: carried on
   * if no page runs it. Rejects while the worker carried it and some is left, so that the browser
   * wakes it again; resolves when the send is over, left for its person, or a page runs it (which
   * registers the wake again). `again` registers this wake again, while the send is leased.
   */
  async function woken(sendId: string, until: number, again: () => void = () => undefined) {
    // Over (its lease gone): no wake is asked for again.
    if (!(await carrierDb.leaseOf(sendId).catch(() => undefined))) return
    again()
    const ran = await Promise.race([watch(sendId), new Promise<'held'>((r) => setTimeout(r, until - Date.now(), 'held'))])
    if (!(await carrierDb.leaseOf(sendId).catch(() => undefined))) return
    if (ran === 'held' && !carrying.has(sendId)) return
    throw new Error('carried-on-at-next-wake')
  }

  /** Waits for the send's lock, then carries it; one wait per send. */
  function watch(sendId: string): Promise<'drained' | void> {
    let watching = watched.get(sendId)
    if (!watching) {
      watching = locks
        .request(lockName(sendId), () => carry(sendId))
        .then(
          (ran) => ran,
          () => undefined,
        )
        .finally(() => watched.delete(sendId))
      watched.set(sendId, watching)
    }
    return watching
  }

  /** Carries the send on now if no page (nor this worker) holds it; else its holder goes on. */
  const carryIfFree = (sendId: string) =>
    locks.request(lockName(sendId), { ifAvailable: true }, (lock) => (lock ? carry(sendId) : undefined))

  /**
   * A background fetch ended (`backgroundfetchsuccess` or `backgroundfetchfail`): the answer of
   * each request that got one is kept as if the worker had made it, then the send goes on from
   * here if its page is gone.
   */
  async function fetched(registration: BackgroundFetchRegistration) {
    const key = keyOfFetchId(registration.id)
    const sendId = sendOfKey(key)
    for (const record of await registration.matchAll()) {
      try {
        const response = await record.responseReady
        const reply = { status: response.status, text: await response.text(), retryAfter: retryAfterOf(response) }
        if (lasting(reply.status)) await answers.set(key, { key, sendId, ...reply }, true)
      } catch {
        // No answer (the network failed): the upload is made again, by the page or by the worker.
      }
    }
    await carryIfFree(sendId)
  }

  /** The person stopped a background fetch in the browser's own interface: the send is left for their next visit. */
  const abandoned = (registration: BackgroundFetchRegistration) => {
    const sendId = sendOfKey(keyOfFetchId(registration.id))
    return locks.request(lockName(sendId), { ifAvailable: true }, (lock) => (lock ? answers.forget(sendId) : undefined))
  }

  /** A page's message; resolves once what it asked is through (for the event's waitUntil). */
  function receive(message: CarrierMessage, reply?: (answer: CarrierReply) => void): Promise<unknown> {
    switch (message.type) {
      case 'carry':
        return watch(message.sendId)
      case 'line':
      case 'ping':
        return Promise.resolve()
      case 'request': {
        // Posted by a page as it closed, and come after the worker took the send on: the worker's
        // own run makes that step (once), so this one is not made.
        if (carrying.has(message.sendId)) {
          reply?.({ error: 'aborted', message: 'the send is carried on by the service worker' })
          return Promise.resolve()
        }
        const { body, contentType } = bodyOf(message.body)
        const headers = contentType ? { ...message.headers, 'Content-Type': contentType } : message.headers
        const init = { method: message.method, headers, body }
        return request(message.key, message.sendId, message.url, init, reply)
      }
      case 'abort':
        pending.get(message.key)?.controller.abort()
        return Promise.resolve()
      case 'revoke':
        for (const sendId of message.sendIds) {
          revoked.add(sendId)
          stops.get(sendId)?.()
        }
        return Promise.resolve()
    }
  }

  return { receive, watch, carry, fetched, abandoned, woken, hold }
}

/** Resolves once none of the files `ids` is queued or on its way (each done, failed or cancelled). */
function settledQueue(queue: ReturnType<typeof createUploadQueue>, ids: readonly string[]) {
  const wanted = new Set(ids)
  return new Promise<void>((resolve) => {
    const check = () => {
      // The snapshot is published a moment after the files are added: all of them must be in it.
      const items = queue.getSnapshot().items.filter((item) => wanted.has(item.id))
      if (items.length < wanted.size || items.some((item) => stillMoving(item.state))) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = queue.subscribe(check)
    check()
  })
}
