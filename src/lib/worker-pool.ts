export type WorkerPoolOptions = {
  /**
   * Jobs one worker may run at once (default 1). Several small files read at once go faster:
   * each Blob read waits on the browser process, and the worker hashes one file while it waits
   * for the next.
   */
  jobsPerWorker?: number
  /**
   * A worker already at work takes another job only while the bytes of its jobs stay within
   * this (default: no bound). A job larger than this runs alone on its worker, so sharing never
   * adds a large file's memory to another's.
   */
  sharedBytes?: number
}

type Slot<W> = { worker: W; jobs: number; bytes: number }

/**
 * At most `size` workers; each runs up to `jobsPerWorker` jobs at once within `sharedBytes`.
 * Jobs that fit nowhere wait their turn, first come first served. A worker given back healthy
 * takes the next jobs waiting (or stays idle for later ones); one given back broken (stalled)
 * is terminated, its place freed, and a fresh worker started for the jobs waiting.
 */
export function createWorkerPool<W extends { terminate(): void }>(
  size: number,
  create: () => W,
  { jobsPerWorker = 1, sharedBytes = Infinity }: WorkerPoolOptions = {},
) {
  const limit = Math.max(1, size)
  const perWorker = Math.max(1, jobsPerWorker)
  const slots: Array<Slot<W>> = []
  const waiting: Array<{ cost: number; take: (worker: W) => void }> = []

  /** Where a job of `cost` bytes may run now: an idle worker, a new one, or a shared one. */
  const place = (cost: number): Slot<W> | undefined => {
    const idle = slots.find((slot) => slot.jobs === 0)
    if (idle) return idle
    if (slots.length < limit) {
      const slot = { worker: create(), jobs: 0, bytes: 0 }
      slots.push(slot)
      return slot
    }
    const shared = slots
      .filter((slot) => slot.jobs < perWorker && slot.bytes + cost <= sharedBytes)
      .sort((a, b) => a.jobs - b.jobs)[0]
    return shared
  }
  const take = (slot: Slot<W>, cost: number) => {
    slot.jobs += 1
    slot.bytes += cost
    return slot.worker
  }
  const slotOf = (worker: W) => slots.find((slot) => slot.worker === worker)
  /** A broken or dead worker: terminated, its place freed. */
  const drop = (slot: Slot<W>) => {
    slots.splice(slots.indexOf(slot), 1)
    slot.worker.terminate()
  }
  const serveWaiting = () => {
    while (waiting.length > 0) {
      const slot = place(waiting[0]!.cost)
      if (!slot) return
      const next = waiting.shift()!
      next.take(take(slot, next.cost))
    }
  }

  return {
    /** A worker for a job of `cost` bytes (the file's size), once one has room for it. */
    acquire(signal?: AbortSignal, cost = 0): Promise<W> {
      if (signal?.aborted) return Promise.reject(new DOMException('cancelled', 'AbortError'))
      const slot = waiting.length === 0 ? place(cost) : undefined
      if (slot) return Promise.resolve(take(slot, cost))
      return new Promise((resolve, reject) => {
        const entry = {
          cost,
          take: (worker: W) => {
            signal?.removeEventListener('abort', cancel)
            resolve(worker)
          },
        }
        const cancel = () => {
          waiting.splice(waiting.indexOf(entry), 1)
          reject(new DOMException('cancelled', 'AbortError'))
          serveWaiting()
        }
        signal?.addEventListener('abort', cancel, { once: true })
        waiting.push(entry)
      })
    },
    /** The job of `cost` bytes is over on `worker`; a broken worker is terminated. */
    release(worker: W, healthy: boolean, cost = 0) {
      const slot = slotOf(worker)
      // Already dropped for another of its jobs: its place is free already.
      if (slot) {
        slot.jobs -= 1
        slot.bytes -= cost
        if (!healthy) drop(slot)
      }
      serveWaiting()
    },
    /** A worker that died on its own (crashed with no job on it): its place is freed. */
    discard(worker: W) {
      const slot = slotOf(worker)
      if (slot) drop(slot)
      serveWaiting()
    },
    /** for tests and the bench: jobs running, workers started and idle, jobs waiting */
    counts: () => ({
      working: slots.reduce((sum, slot) => sum + slot.jobs, 0),
      workers: slots.length,
      idle: slots.filter((slot) => slot.jobs === 0).length,
      waiting: waiting.length,
    }),
  }
}

export type WorkerPool<W extends { terminate(): void }> = ReturnType<typeof createWorkerPool<W>>
