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
 * The file's checksum (lowercase hex), computed in a Web Worker off the main thread.
 * Where there are no workers (unit tests) it hashes in place with the same code.
 */
export function hashFile(
  file: Blob,
  algorithm: ChecksumAlgorithm,
  { onProgress, signal, chunkSize }: HashOptions = {},
): Promise<string> {
  if (typeof Worker === 'undefined')
    // Loaded on demand: hash-wasm stays out of the first chunk.
    return import('./hash-stream').then(({ hashBlob }) =>
      hashBlob(file, algorithm, onProgress, () => signal?.aborted ?? false, chunkSize),
    )
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('cancelled', 'AbortError'))
    const worker = takeWorker()
    const finish = (reusable: boolean) => {
      signal?.removeEventListener('abort', abort)
      if (reusable) giveBack(worker)
      else worker.terminate()
    }
    const abort = () => {
      finish(false)
      reject(new DOMException('cancelled', 'AbortError'))
    }
    signal?.addEventListener('abort', abort, { once: true })
    worker.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data
      if (message.type === 'progress') onProgress?.(message.hashed)
      else {
        finish(true)
        if (message.type === 'done') resolve(message.hex)
        else reject(new Error(`Checksum failed: ${message.message}`))
      }
    }
    worker.onerror = (event) => {
      finish(false)
      reject(new Error(`Checksum worker failed: ${event.message}`))
    }
    worker.postMessage({ file, algorithm, chunkSize } satisfies HashRequest)
  })
}
