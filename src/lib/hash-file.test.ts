import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hashWithRetry, StalledError } from './hash-file'
import { createWorkerPool } from './worker-pool'

/** A stand-in worker: `answer` decides what it does with the job (nothing, for a stalled one). */
function fakeWorker(answer: (post: (data: unknown) => void) => void) {
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null,
    terminate: vi.fn(),
    postMessage: () => answer((data) => worker.onmessage?.({ data } as MessageEvent)),
  }
  return worker as unknown as Worker & { terminate: ReturnType<typeof vi.fn<() => void>> }
}

const file = new Blob(['x'])

describe('a checksum worker that stops answering', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is replaced and the file hashed again on another worker', async () => {
    const stalled = fakeWorker(() => undefined)
    const healthy = fakeWorker((post) => setTimeout(() => post({ type: 'done', hex: 'abc' }), 10))
    const workers = [stalled, healthy]
    const hashing = hashWithRetry(
      file,
      'sha256',
      {},
      createWorkerPool(1, () => workers.shift()!),
      1000,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(stalled.terminate).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10)
    await expect(hashing).resolves.toBe('abc')
  })

  it('gives up after a second stall, with an error that says so', async () => {
    const hashing = hashWithRetry(
      file,
      'sha256',
      {},
      createWorkerPool(1, () => fakeWorker(() => undefined)),
      1000,
    )
    const settled = expect(hashing).rejects.toBeInstanceOf(StalledError)
    await vi.advanceTimersByTimeAsync(2000)
    await settled
  })

  it('is not a stall while progress keeps coming, however long the file takes', async () => {
    const slow = fakeWorker((post) => {
      for (let i = 1; i <= 10; i++) setTimeout(() => post({ type: 'progress', hashed: i }), i * 500)
      setTimeout(() => post({ type: 'done', hex: 'big' }), 5500)
    })
    const onProgress = vi.fn()
    const hashing = hashWithRetry(
      file,
      'sha256',
      { onProgress },
      createWorkerPool(1, () => slow),
      1000,
    )
    await vi.advanceTimersByTimeAsync(6000)
    await expect(hashing).resolves.toBe('big')
    expect(onProgress).toHaveBeenCalledTimes(10)
    expect(slow.terminate).not.toHaveBeenCalled()
  })
})
