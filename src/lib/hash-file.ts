import type { ChecksumAlgorithm } from '../config/schema'
import type { HashMessage, HashRequest } from './hash.worker'
import { createWorkerPool, type WorkerPool } from './worker-pool'

export type HashOptions = { onProgress?: (hashed: number) => void; signal?: AbortSignal; chunkSize?: number }

/**
 * Checksum workers, one per core up to four: a batch of small files hashes on every core, and
 * each worker (tens of milliseconds and megabytes to start) serves file after file.
 */
const POOL_SIZE = Math.min(4, Math.max(1, globalThis.navigator?.hardwareConcurrency || 2))
let pool: WorkerPool<Worker> | null = null
const sharedPool = () =>
  (pool ??= createWorkerPool(POOL_SIZE, () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' })))

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

/** A stalled worker is thrown away and the file hashed once more on another. */
export async function hashWithRetry(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  options: HashOptions,
  workers: WorkerPool<Worker>,
  stallMs = STALL_MS,
) {
  try {
    return await hashInWorker(file, algorithm, options, await workers.acquire(options.signal), workers, stallMs)
  } catch (error) {
    if (!(error instanceof StalledError)) throw error
    return hashInWorker(file, algorithm, options, await workers.acquire(options.signal), workers, stallMs)
  }
}

export class StalledError extends Error {
  constructor() {
    super('The checksum worker stopped answering.')
  }
}

/** One try on one worker, which goes back to the pool healthy or not. */
function hashInWorker(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  { onProgress, signal, chunkSize }: HashOptions,
  hasher: Worker,
  workers: WorkerPool<Worker>,
  stallMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined
    const finish = (healthy: boolean) => {
      clearTimeout(watchdog)
      signal?.removeEventListener('abort', abort)
      hasher.onmessage = null
      hasher.onerror = null
      workers.release(hasher, healthy)
    }
    const watch = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => {
        finish(false)
        reject(new StalledError())
      }, stallMs)
    }
    const abort = () => {
      finish(false)
      reject(new DOMException('cancelled', 'AbortError'))
    }
    signal?.addEventListener('abort', abort, { once: true })
    hasher.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data
      watch()
      if (message.type === 'progress') onProgress?.(message.hashed)
      else {
        finish(true)
        if (message.type === 'done') resolve(message.hex)
        else reject(new Error(`Checksum failed: ${message.message}`))
      }
    }
    hasher.onerror = (event) => {
      finish(false)
      reject(new Error(`Checksum worker failed: ${event.message}`))
    }
    watch()
    hasher.postMessage({ file, algorithm, chunkSize } satisfies HashRequest)
  })
}
