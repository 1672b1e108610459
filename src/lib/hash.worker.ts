/// <reference lib="webworker" />
import type { ChecksumAlgorithm } from '../config/schema'
import { hashBlob } from './hash-stream'

/** A job to hash a file, or the word that its caller no longer waits for it. */
export type HashRequest =
  { type: 'hash'; id: number; file: Blob; algorithm: ChecksumAlgorithm; chunkSize?: number } | { type: 'cancel'; id: number }
/** Every answer names its job: one worker hashes several files at once. */
export type HashMessage = { id: number } & (
  | { type: 'progress'; hashed: number }
  | { type: 'done'; hex: string }
  | { type: 'error'; message: string }
  | { type: 'cancelled' }
)

const scope = self as unknown as DedicatedWorkerGlobalScope
const running = new Set<number>()
const cancelled = new Set<number>()
const post = (message: HashMessage) => scope.postMessage(message)

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const request = event.data
  if (request.type === 'cancel') {
    // A job already answered has nothing left to stop.
    if (running.has(request.id)) cancelled.add(request.id)
    return
  }
  const { id, file, algorithm, chunkSize } = request
  running.add(id)
  let lastReport = 0
  try {
    const hex = await hashBlob(
      file,
      algorithm,
      (hashed) => {
        const now = performance.now()
        if (now - lastReport > 100 || hashed === file.size) {
          lastReport = now
          post({ id, type: 'progress', hashed })
        }
      },
      () => cancelled.has(id),
      chunkSize,
    )
    post(cancelled.has(id) ? { id, type: 'cancelled' } : { id, type: 'done', hex })
  } catch (error) {
    if (cancelled.has(id)) post({ id, type: 'cancelled' })
    else post({ id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  } finally {
    running.delete(id)
    cancelled.delete(id)
  }
}
