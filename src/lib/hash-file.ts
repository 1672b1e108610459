import type { ChecksumAlgorithm } from '../config/schema'
import type { HashMessage, HashRequest } from './hash.worker'

export type HashOptions = { onProgress?: (hashed: number) => void; signal?: AbortSignal; chunkSize?: number }

/**
 * Workers kept between files: starting one costs tens of milliseconds and megabytes, which
 * adds up over thousands of small files. A worker that was cancelled mid-file is not reused.
 */
const idle: Worker[] = []
const KEEP_IDLE = 4

function takeWorker() {
  return idle.pop() ?? new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' })
}

function giveBack(worker: Worker) {
  worker.onmessage = null
  worker.onerror = null
  if (idle.length < KEEP_IDLE) idle.push(worker)
  else worker.terminate()
}

/**
 * A worker that says nothing for this long has stalled: it reports progress at least every
 * 100 ms while it reads. Seen in Chromium about once in 300 small files sent at once: the
 * worker's read of the file never ends.
 */
export const STALL_MS = 8_000

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
  return hashWithRetry(file, algorithm, options, takeWorker)
}

/** A stalled worker is thrown away and the file hashed once more on another. */
export async function hashWithRetry(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  options: HashOptions,
  worker: () => Worker,
  stallMs = STALL_MS,
) {
  try {
    return await hashInWorker(file, algorithm, options, worker, stallMs)
  } catch (error) {
    if (!(error instanceof StalledError)) throw error
    return hashInWorker(file, algorithm, options, worker, stallMs)
  }
}

export class StalledError extends Error {
  constructor() {
    super('The checksum worker stopped answering.')
  }
}

/** One try on one worker; `stallMs` and `worker` are injectable for tests. */
export function hashInWorker(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  { onProgress, signal, chunkSize }: HashOptions,
  worker: () => Worker,
  stallMs = STALL_MS,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('cancelled', 'AbortError'))
    const hasher = worker()
    let watchdog: ReturnType<typeof setTimeout> | undefined
    const finish = (reusable: boolean) => {
      clearTimeout(watchdog)
      signal?.removeEventListener('abort', abort)
      if (reusable) giveBack(hasher)
      else hasher.terminate()
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
