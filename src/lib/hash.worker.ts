/// <reference lib="webworker" />
import type { ChecksumAlgorithm } from '../config/schema'
import { hashBlob } from './hash-stream'

export type HashRequest = { file: Blob; algorithm: ChecksumAlgorithm; chunkSize?: number }
export type HashMessage =
  { type: 'progress'; hashed: number } | { type: 'done'; hex: string } | { type: 'error'; message: string }

const scope = self as unknown as DedicatedWorkerGlobalScope
let lastReport = 0

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { file, algorithm, chunkSize } = event.data
  // One worker hashes many files in turn: each file's progress starts afresh.
  lastReport = 0
  try {
    const hex = await hashBlob(
      file,
      algorithm,
      (hashed) => {
        const now = performance.now()
        if (now - lastReport > 100 || hashed === file.size) {
          lastReport = now
          scope.postMessage({ type: 'progress', hashed } satisfies HashMessage)
        }
      },
      undefined,
      chunkSize,
    )
    scope.postMessage({ type: 'done', hex } satisfies HashMessage)
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies HashMessage)
  }
}
