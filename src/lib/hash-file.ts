import type { ChecksumAlgorithm } from '../config/schema'
import type { HashMessage, HashRequest } from './hash.worker'
import { createWorkerPool, type WorkerPool } from './worker-pool'

export type HashOptions = { onProgress?: (hashed: number) => void; signal?: AbortSignal; chunkSize?: number }

/**
 * Checksum workers, one per core up to four: a batch of small files hashes on every core, and
 * each worker (tens of milliseconds and megabytes to start) serves file after file, up to four
 * small ones at once (a file's read waits on the browser process; the worker hashes another
 * meanwhile). A file over 8 MiB has its worker to itself, so memory stays one large file per
 * worker.
 */
const POOL_SIZE = Math.min(4, Math.max(1, globalThis.navigator?.hardwareConcurrency || 2))
const JOBS_PER_WORKER = 4
const SHARED_BYTES = 8 * 1024 * 1024
let pool: WorkerPool<HashWorker> | null = null
const sharedPool = () =>
  (pool ??= createWorkerPool(
    POOL_SIZE,
    () => {
      const worker: HashWorker = new HashWorker(
        new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' }),
        () => pool?.discard(worker),
      )
      return worker
    },
    { jobsPerWorker: JOBS_PER_WORKER, sharedBytes: SHARED_BYTES },
  ))

type Job = { message: (message: HashMessage) => void; lost: (error: Error) => void }
let nextJob = 1

/**
 * One checksum worker and the jobs it runs, each answer handed to the job it names. Terminated
 * (a stalled job) or crashed, it tells every job still on it that the worker is gone; crashed,
 * it also calls `crashed`, so a worker that fails with no job on it leaves the pool too.
 */
export class HashWorker {
  private readonly jobs = new Map<number, Job>()
  constructor(
    private readonly worker: Worker,
    crashed?: () => void,
  ) {
    worker.onmessage = (event: MessageEvent<HashMessage>) => this.jobs.get(event.data.id)?.message(event.data)
    worker.onerror = (event) => {
      this.end(new WorkerLostError('crashed', event.message))
      crashed?.()
    }
  }
  /** A job's id, its answers going to `job` from now on. */
  add(job: Job): number {
    const id = nextJob++
    this.jobs.set(id, job)
    return id
  }
  start(id: number, request: Omit<Extract<HashRequest, { type: 'hash' }>, 'type' | 'id'>) {
    this.worker.postMessage({ type: 'hash', id, ...request } satisfies HashRequest)
  }
  cancel(id: number) {
    this.worker.postMessage({ type: 'cancel', id } satisfies HashRequest)
  }
  forget(id: number) {
    this.jobs.delete(id)
  }
  terminate() {
    this.end(new WorkerLostError())
  }
  private end(error: Error) {
    this.worker.terminate()
    const jobs = [...this.jobs.values()]
    this.jobs.clear()
    for (const job of jobs) job.lost(error)
  }
}

/**
 * A worker that says nothing for this long has stalled: it reports progress at least every
 * 100 ms while it reads. Seen in Chromium about once in 300 small files sent at once: the
 * worker's read of the file never ends. Not shorter: on two loaded cores, a new worker starting
 * its WASM hasher and reading its first 16 MiB beside other disk work (a send's copies kept
 * for resuming) was seen to take more than 8 s, and a healthy hash was given up.
 */
export const STALL_MS = 20_000

/**
 * The file's checksum (lowercase hex), computed in a Web Worker off the main thread. A stalled
 * worker is replaced and the file hashed once more before giving up.
 * Where there are no workers (unit tests) it hashes in place with the same code.
 */
export async function hashFile(file: Blob, algorithm: ChecksumAlgorithm, options: HashOptions = {}): Promise<string> {
  if (typeof Worker === 'undefined')
    // Loaded on demand: hash-wasm stays out of the first chunk.
    return import('./hash-stream').then(({ hashBlob }) =>
      hashBlob(file, algorithm, options.onProgress, () => options.signal?.aborted ?? false, options.chunkSize),
    )
  return hashWithRetry(file, algorithm, options, sharedPool())
}

/**
 * A stalled worker is thrown away and the file hashed once more on another; a file whose worker
 * was thrown away for another file's stall is hashed again too, a few times at most.
 */
export async function hashWithRetry(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  options: HashOptions,
  workers: WorkerPool<HashWorker>,
  stallMs = STALL_MS,
): Promise<string> {
  let stalls = 0
  let lost = 0
  for (;;) {
    try {
      const hasher = await workers.acquire(options.signal, file.size)
      return await hashInWorker(file, algorithm, options, hasher, workers, stallMs)
    } catch (error) {
      if (error instanceof StalledError && ++stalls < 2) continue
      if (error instanceof WorkerLostError && ++lost < 4) continue
      throw error
    }
  }
}

/**
 * Why this browser could not compute a file's checksum: its worker stalled, was stopped while the
 * file was on it (another file's stall), crashed, or the hash itself failed; `detail` is the
 * browser's or the worker's own word, for the last two. The interface phrases it
 * (components/explain.ts); the message is for developers.
 */
export type HashFailure = 'stalled' | 'stopped' | 'crashed' | 'failed'

export class HashError extends Error {
  constructor(
    readonly code: HashFailure,
    readonly detail = '',
  ) {
    super(detail ? `hash ${code}: ${detail}` : `hash ${code}`)
    this.name = 'HashError'
  }
}

export class StalledError extends HashError {
  constructor() {
    super('stalled')
  }
}

/** The worker was terminated while this file was on it (another file's stall, a crash). */
export class WorkerLostError extends HashError {
  constructor(code: 'stopped' | 'crashed' = 'stopped', detail?: string) {
    super(code, detail)
  }
}

/**
 * One try on one worker. The job gives its place back when the worker answers (done, failed or,
 * once cancelled, stopped); a job that stays silent for `stallMs` gives the worker back broken.
 */
function hashInWorker(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  { onProgress, signal, chunkSize }: HashOptions,
  hasher: HashWorker,
  workers: WorkerPool<HashWorker>,
  stallMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined
    let settled = false
    let released = false
    const settle = (answer: () => void) => {
      if (settled) return
      settled = true
      answer()
    }
    const release = (healthy: boolean) => {
      if (released) return
      released = true
      clearTimeout(watchdog)
      signal?.removeEventListener('abort', abort)
      hasher.forget(id)
      workers.release(hasher, healthy, file.size)
    }
    const watch = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => {
        release(false)
        settle(() => reject(new StalledError()))
      }, stallMs)
    }
    // The caller stops waiting at once; the worker stops at its next slice and says so.
    const abort = () => {
      settle(() => reject(new DOMException('cancelled', 'AbortError')))
      hasher.cancel(id)
    }
    const message = (message: HashMessage) => {
      watch()
      if (message.type === 'progress') {
        if (!settled) onProgress?.(message.hashed)
        return
      }
      release(true)
      if (message.type === 'done') settle(() => resolve(message.hex))
      else if (message.type === 'error') settle(() => reject(new HashError('failed', message.message)))
      else settle(() => reject(new DOMException('cancelled', 'AbortError')))
    }
    const lost = (error: Error) => {
      release(false)
      settle(() => reject(error))
    }
    const id = hasher.add({ message, lost })
    try {
      hasher.start(id, { file, algorithm, chunkSize })
    } catch (error) {
      // Not sent (a file the browser cannot hand to a worker): the worker is fine.
      release(true)
      settle(() => reject(error))
      return
    }
    signal?.addEventListener('abort', abort, { once: true })
    watch()
    // Aborted while this job was given its worker: no abort event will come.
    if (signal?.aborted) abort()
  })
}
