import { ApiError } from '../api/errors'
import type { UploadFields } from '../api/storage-api'
import { defaultBackoff, recordInHistory } from './upload-queue-defaults'
import { createPublisher } from './upload-queue-publisher'
import { computeTotals, RateMeter } from './upload-queue-stats'
import { runFollowSteps, runUpload, type Entry, type Runner } from './upload-queue-run'
import {
  activeStates,
  canCancel,
  canRetry,
  finishedStates,
  type FollowStep,
  type QueueItem,
  type QueueSnapshot,
  type UploadQueue,
  type UploadQueueOptions,
} from './upload-queue-types'

export type * from './upload-queue-types'
export { ChecksumMismatchError } from './upload-queue-types'
export { defaultBackoff }

/** Unique across queues, so an id never names two files in one page's memory. */
let nextId = 1

/** Uploads outside React: a store read with useSyncExternalStore, living as long as the app. */
export function createUploadQueue(options: UploadQueueOptions): UploadQueue {
  const now = options.now ?? (() => Date.now())
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle))
  const backoff = options.backoffMs ?? defaultBackoff(options.random)
  const maxAutoRetries = options.maxAutoRetries ?? 3
  const concurrency = Math.max(1, options.concurrency)

  const entries = new Map<string, Entry>()
  let order: string[] = []
  let waiting: string[] = []
  let head = 0
  let slots = 0
  let dirty = false
  const totalMeter = new RateMeter()
  let totalBytes = 0
  let snapshot: QueueSnapshot = { items: [], totals: computeTotals([], 0) }

  const publisher = createPublisher({ now, setTimer }, () => {
    const t = now()
    for (const entry of entries.values())
      if (entry.item.state === 'uploading') {
        const speed = Math.round(entry.meter.rate(t))
        if (speed !== entry.item.speed) patch(entry, { speed })
      }
    const speed = Math.round(totalMeter.rate(t))
    if (dirty || speed !== snapshot.totals.speed) {
      dirty = false
      const items = order.map((id) => entries.get(id)!.item)
      snapshot = { items, totals: computeTotals(items, speed) }
      return { changed: true, busy: snapshot.totals.active > 0 }
    }
    return { changed: false, busy: snapshot.totals.active > 0 }
  })

  function patch(entry: Entry, change: Partial<QueueItem>) {
    entry.item = { ...entry.item, ...change }
    dirty = true
    publisher.schedule()
  }

  const release = (entry: Entry) => {
    if (!entry.slot) return
    entry.slot = false
    slots -= 1
    pump()
  }

  const runner: Runner = {
    options,
    now,
    patch,
    release,
    progressed: (delta) => {
      totalBytes += delta
      totalMeter.add(totalBytes, now())
    },
    record: options.record ?? recordInHistory,
    fail(entry, step, error) {
      release(entry)
      const transient = error instanceof ApiError && error.isTransient
      if (transient && entry.autoRetries < maxAutoRetries) {
        entry.autoRetries += 1
        const delay = backoff(entry.autoRetries)
        patch(entry, { state: 'queued', step, error, speed: 0, retryAt: now() + delay })
        entry.timer = setTimer(() => {
          entry.timer = undefined
          resume(entry)
        }, delay)
      } else patch(entry, { state: 'failed', step, error, speed: 0, retryAt: undefined })
    },
  }

  function pump() {
    while (slots < concurrency && head < waiting.length) {
      const entry = entries.get(waiting[head++] ?? '')
      if (!entry || entry.item.state !== 'queued' || entry.item.retryAt !== undefined || entry.item.step !== 'upload') continue
      entry.slot = true
      slots += 1
      void runUpload(runner, entry)
    }
    if (head > 1000 && head * 2 > waiting.length) {
      waiting = waiting.slice(head)
      head = 0
    }
  }

  function resume(entry: Entry) {
    if (entry.timer !== undefined) clearTimer(entry.timer)
    entry.timer = undefined
    if (entry.item.step === 'upload') {
      patch(entry, { state: 'queued', retryAt: undefined })
      waiting.push(entry.item.id)
      pump()
    } else void runFollowSteps(runner, entry)
  }

  const isInFlight = (id: string) => activeStates.has(entries.get(id)!.item.state)

  function cancel(id: string) {
    const entry = entries.get(id)
    if (!entry || !canCancel(entry.item)) return
    entry.run += 1
    entry.controller?.abort()
    if (entry.timer !== undefined) clearTimer(entry.timer)
    entry.timer = undefined
    patch(entry, { state: 'cancelled', speed: 0, retryAt: undefined })
    release(entry)
  }

  function retry(id: string) {
    const entry = entries.get(id)
    if (!entry || !canRetry(entry.item)) return
    entry.autoRetries = 0
    resume(entry)
  }

  return {
    add(files: File[], fields: UploadFields, steps: FollowStep[] = []) {
      const ids = files.map((file) => {
        const id = `upload-${nextId++}`
        const item: QueueItem = {
          id,
          file,
          fields,
          state: 'queued',
          step: 'upload',
          sent: 0,
          total: file.size,
          speed: 0,
          checksum: { state: 'pending', hashed: 0 },
          attempts: 0,
        }
        entries.set(id, { item, steps, stepIndex: 0, run: 0, slot: false, autoRetries: 0, meter: new RateMeter() })
        return id
      })
      order = order.concat(ids)
      waiting.push(...ids)
      dirty = true
      publisher.schedule()
      pump()
      return ids
    },
    cancel,
    // Waiting files first, so cancelling a running one does not hand its slot to the next.
    cancelAll: () => {
      const waitingFirst = [...order].sort((a, b) => Number(isInFlight(a)) - Number(isInFlight(b)))
      waitingFirst.forEach(cancel)
    },
    retry,
    retryAll: () => order.forEach((id) => entries.get(id)?.item.state === 'failed' && retry(id)),
    remove(id) {
      cancel(id)
      if (!entries.delete(id)) return
      order = order.filter((o) => o !== id)
      dirty = true
      publisher.schedule()
    },
    clearFinished() {
      const gone = new Set(order.filter((id) => finishedStates.has(entries.get(id)!.item.state)))
      if (gone.size === 0) return
      gone.forEach((id) => entries.delete(id))
      order = order.filter((id) => !gone.has(id))
      dirty = true
      publisher.schedule()
    },
    subscribe: publisher.subscribe,
    getSnapshot: () => snapshot,
  }
}
