import type { ChecksumAlgorithm } from '../config/schema'
import type { HashMessage, HashRequest } from './hash.worker'

export type HashOptions = { onProgress?: (hashed: number) => void; signal?: AbortSignal; chunkSize?: number }

/**
 * The file's checksum (lowercase hex), computed in a Web Worker off the main thread.
 * Where there are no workers (unit tests) it hashes in place with the same code.
 */
export function hashFile(file: Blob, algorithm: ChecksumAlgorithm, { onProgress, signal, chunkSize }: HashOptions = {}): Promise<string> {
  if (typeof Worker === 'undefined')
    // Loaded on demand: hash-wasm stays out of the first chunk.
    return import('./hash-stream').then(({ hashBlob }) =>
      hashBlob(file, algorithm, onProgress, () => signal?.aborted ?? false, chunkSize),
    )
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('cancelled', 'AbortError'))
    const worker = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' })
    const finish = () => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
    }
    const abort = () => {
      finish()
      reject(new DOMException('cancelled', 'AbortError'))
    }
    signal?.addEventListener('abort', abort, { once: true })
    worker.onmessage = (event: MessageEvent<HashMessage>) => {
      const message = event.data
      if (message.type === 'progress') onProgress?.(message.hashed)
      else {
        finish()
        if (message.type === 'done') resolve(message.hex)
        else reject(new Error(`Checksum failed: ${message.message}`))
      }
    }
    worker.onerror = (event) => {
      finish()
      reject(new Error(`Checksum worker failed: ${event.message}`))
    }
    worker.postMessage({ file, algorithm, chunkSize } satisfies HashRequest)
  })
}
