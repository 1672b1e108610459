import { online as browserOnline } from '../online'
import { createStore } from 'zustand/vanilla'
import { createEntry, type Entry, type SlotPool } from './entry'
import { createPublisher } from './publisher'
import { computeTotals, RateMeter } from './stats'
import {
  activeStates,
  finishedStates,
  stillMoving,
  type QueueState,
  type QueueSnapshot,
  type UploadQueue,
  type UploadQueueOptions,
} from './types'

/*
 * The upload queue's one public surface: code outside this folder imports only this file
 * (npm run lint refuses the rest).
 */
export type * from './types'
export { anyMoving, ChecksumMismatchError, canCancel, canRetry, retriedByBulk, stillMoving, UnverifiedUploadError } from './types'
export { STEPS, type Step, type FollowStep } from '../send/model'
export { computeTotals } from './stats'
export { itemEta, percentOf } from './format'

/**
 * Requests of files past their upload at once: the connections a browser opens to one server
 * over HTTP/1.1. More would wait inside the browser, their time limit running.
 */
export const REQUEST_SLOTS = 6

const slotLine = (size: number) => ({ size, waiting: [] as string[], head: 0, slots: 0 })

/** Unique across queues, so an id never names two files in one page's memory. */
let nextId = 1

/** Uploads outside React: a store read with useSyncExternalStore, living as long as the app. */
export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const now = options.now ?? (() => Date.now())
  const setTimer = (fn: () => void, ms: number) => setTimeout(fn, ms)
  const concurrency = Math.max(1, options.concurrency)
  const entries = new Map<string, Entry>()
  let order: string[] = []
  /**
   * The files waiting for a slot, in order, per kind: uploads `concurrency` at a time; files
   * taken up past their upload (a resume, a send again) have slots of their own, so they never
   * wait behind a long upload, and make their requests REQUEST_SLOTS at a time.
   */
  const lines = { upload: slotLine(concurrency), request: slotLine(REQUEST_SLOTS) }
  /** set during a bulk operation, so no waiting file starts in the middle of it */
  let holding = false
  let dirty = false
  const totalMeter = new RateMeter()
  let totalBytes = 0
  const snapshot = createStore<QueueSnapshot>()(() => ({ items: [], totals: computeTotals([], 0) }))

  const publisher = createPublisher({ now, setTimer }, () => {
    const t = now()
    for (const entry of entries.values()) entry.measure(t)
    const speed = Math.round(totalMeter.rate(t))
    if (dirty || speed !== snapshot.getState().totals.speed) {
      dirty = false
      const items = order.map((id) => entries.get(id)!.item())
      snapshot.setState({ items, totals: computeTotals(items, speed) }, true)
    }
    return { busy: snapshot.getState().totals.active > 0 }
  })
  /** files queued or on their way (not done, cancelled or failed): at 0 the work has ended */
  let moving = 0
  const changed = (before?: QueueState, now?: QueueState) => {
    const stopped = !!before && !!now && stillMoving(before) && !stillMoving(now)
    if (before && now && stillMoving(before) !== stillMoving(now)) moving += stillMoving(now) ? 1 : -1
    dirty = true
    // Only the step down to none moving is the end: late answers after a Cancel all are spaced as ever.
    publisher.schedule(stopped && moving === 0)
  }
  const network = options.online ?? browserOnline
  /** the person said to try now, whatever the browser says: true while that one try starts */
  let tryAnyway = false
  const online = () => tryAnyway || network.get()
  const wakeAll = () => {
    holding = true
    try {
      for (const entry of entries.values()) entry.wake()
    } finally {
      holding = false
    }
    pump()
  }
  network.subscribe(() => {
    // Back online: what waited goes at once, not after the rest of its backoff.
    if (network.get()) wakeAll()
  })

  function pump() {
    if (holding || !online()) return
    for (const pool of ['upload', 'request'] as const) {
      const line = lines[pool]
      while (line.slots < line.size && line.head < line.waiting.length) {
        const entry = entries.get(line.waiting[line.head++] ?? '')
        if (!entry?.waiting()) continue
        line.slots += 1
        entry.slot(pool)
      }
      if (line.head > 1000 && line.head * 2 > line.waiting.length) {
        line.waiting = line.waiting.slice(line.head)
        line.head = 0
      }
    }
  }

  const context = {
    options,
    now,
    random: options.random ?? Math.random,
    online,
    changed,
    enqueue(entry: Entry) {
      lines[entry.item().step === 'upload' ? 'upload' : 'request'].waiting.push(entry.id)
      pump()
    },
    released(pool: SlotPool) {
      lines[pool].slots -= 1
      pump()
    },
    progressed(delta: number) {
      totalBytes += delta
      totalMeter.add(totalBytes, now())
    },
  } satisfies Parameters<typeof createEntry>[4]

  /**
   * One operation over many files. Waiting files go first and nothing new starts until the
   * end, so cancelling a running file never hands its slot to a file about to be cancelled.
   */
  function bulk(ids: Iterable<string>, act: (entry: Entry) => void) {
    const chosen = [...new Set(ids)].flatMap((id) => entries.get(id) ?? [])
    const inFlight = (entry: Entry) => Number(activeStates.has(entry.item().state))
    holding = true
    try {
      chosen.sort((a, b) => inFlight(a) - inFlight(b)).forEach(act)
    } finally {
      holding = false
    }
    pump()
  }

  function drop(gone: ReadonlySet<string>) {
    if (gone.size === 0) return
    gone.forEach((id) => {
      if (stillMoving(entries.get(id)?.item().state ?? 'done')) moving -= 1
      entries.delete(id)
    })
    order = order.filter((id) => !gone.has(id))
    changed()
  }

  return {
    add(files, fields, plan = {}) {
      const added = files.map((file, n) =>
        createEntry(`upload-${nextId++}`, file, fields, { ...plan, n }, context, plan.from?.[n]),
      )
      added.forEach((entry) => entries.set(entry.id, entry))
      const ids = added.map((entry) => entry.id)
      order = order.concat(ids)
      // every entry starts queued
      moving += ids.length
      changed()
      holding = true
      try {
        added.forEach((entry) => entry.start())
      } finally {
        holding = false
      }
      pump()
      return ids
    },
    cancel: (ids) => bulk(ids, (entry) => entry.cancel()),
    retryNow() {
      // One try, not a mode: what fails again while the browser says offline waits for the network.
      tryAnyway = true
      wakeAll()
      tryAnyway = false
    },
    retry: (ids) => bulk(ids, (entry) => entry.retry()),
    remove(ids) {
      const gone = new Set(ids)
      bulk(gone, (entry) => entry.cancel())
      drop(new Set([...gone].filter((id) => entries.has(id))))
    },
    removeFinished(ids = order) {
      drop(new Set([...ids].filter((id) => finishedStates.has(entries.get(id)?.item().state ?? 'queued'))))
    },
    subscribe: (listener) => snapshot.subscribe(() => listener()),
    getSnapshot: snapshot.getState,
    snapshot,
  }
}
