import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HashWorker, hashWithRetry, StalledError } from './hash-file'
import type { HashMessage, HashRequest } from './hash.worker'
import { createWorkerPool } from './worker-pool'

type Answer = (request: HashRequest, post: (message: HashMessage) => void) => void

/** A stand-in worker: `answer` decides what it does with each request (nothing, for a stalled one). */
function fakeWorker(answer: Answer) {
  const requests: HashRequest[] = []
  const worker = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null,
    terminate: vi.fn(),
    postMessage: (request: HashRequest) => {
      requests.push(request)
      answer(request, (data) => worker.onmessage?.({ data } as MessageEvent))
    },
  }
  return { raw: worker, requests, hasher: new HashWorker(worker as unknown as Worker) }
}

/** Answers every job `ms` after it came, with a digest named after the file's contents. */
const answersAfter =
  (ms: number): Answer =>
  (request, post) => {
    if (request.type !== 'hash') return
    void request.file.text().then((text) => setTimeout(() => post({ id: request.id, type: 'done', hex: `hex-${text}` }), ms))
  }
const silent: Answer = () => undefined

const file = new Blob(['x'])

describe('the checksum workers', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('replace a worker that stops answering and hash the file again on another', async () => {
    const stalled = fakeWorker(silent)
    const healthy = fakeWorker(answersAfter(10))
    const workers = [stalled, healthy]
    const hashing = hashWithRetry(
      file,
      'sha256',
      {},
      createWorkerPool(1, () => workers.shift()!.hasher),
      1000,
    )
    await vi.advanceTimersByTimeAsync(1000)
    expect(stalled.raw.terminate).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(10)
    await expect(hashing).resolves.toBe('hex-x')
  })

  it('give up after a second stall, with an error that says so', async () => {
    const pool = createWorkerPool(1, () => fakeWorker(silent).hasher)
    const hashing = hashWithRetry(file, 'sha256', {}, pool, 1000)
    const settled = expect(hashing).rejects.toBeInstanceOf(StalledError)
    await vi.advanceTimersByTimeAsync(2000)
    await settled
  })

  it('do not call it a stall while progress keeps coming, however long the file takes', async () => {
    const slow = fakeWorker((request, post) => {
      if (request.type !== 'hash') return
      for (let i = 1; i <= 10; i++) setTimeout(() => post({ id: request.id, type: 'progress', hashed: i }), i * 500)
      setTimeout(() => post({ id: request.id, type: 'done', hex: 'big' }), 5500)
    })
    const onProgress = vi.fn()
    const hashing = hashWithRetry(
      file,
      'sha256',
      { onProgress },
      createWorkerPool(1, () => slow.hasher),
      1000,
    )
    await vi.advanceTimersByTimeAsync(6000)
    await expect(hashing).resolves.toBe('big')
    expect(onProgress).toHaveBeenCalledTimes(10)
    expect(slow.raw.terminate).not.toHaveBeenCalled()
  })

  it('hash several small files on one worker at once, each answer going to its own file', async () => {
    const only = fakeWorker(answersAfter(50))
    const pool = createWorkerPool(1, () => only.hasher, { jobsPerWorker: 4, sharedBytes: 1024 })
    const names = ['a', 'b', 'c', 'd', 'e']
    const hashing = Promise.all(names.map((name) => hashWithRetry(new Blob([name]), 'sha256', {}, pool, 1000)))
    await vi.advanceTimersByTimeAsync(0)
    // Four at once on the one worker; the fifth waits for a place.
    expect(only.requests.filter((r) => r.type === 'hash')).toHaveLength(4)
    expect(pool.counts()).toMatchObject({ working: 4, workers: 1, waiting: 1 })
    await vi.advanceTimersByTimeAsync(100)
    await expect(hashing).resolves.toEqual(names.map((name) => `hex-${name}`))
    expect(pool.counts()).toMatchObject({ working: 0, idle: 1, waiting: 0 })
  })

  it('hash again, on a fresh worker, the files that shared a worker thrown away for another file', async () => {
    // The first worker stalls on "b" only; "a" and "c" would have been answered, but too late.
    const first = fakeWorker((request, post) => {
      if (request.type !== 'hash') return
      void request.file.text().then((text) => {
        if (text !== 'b') setTimeout(() => post({ id: request.id, type: 'done', hex: `late-${text}` }), 5000)
      })
    })
    const made = [first, fakeWorker(answersAfter(10)), fakeWorker(answersAfter(10))]
    const pool = createWorkerPool(1, () => made.shift()!.hasher, { jobsPerWorker: 4, sharedBytes: 1024 })
    const hashing = Promise.all(['a', 'b', 'c'].map((name) => hashWithRetry(new Blob([name]), 'sha256', {}, pool, 1000)))
    await vi.advanceTimersByTimeAsync(1000)
    expect(first.raw.terminate).toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1100)
    await expect(hashing).resolves.toEqual(['hex-a', 'hex-b', 'hex-c'])
  })

  it('on cancel, stop waiting at once, tell the worker, and keep the worker for the next file', async () => {
    const worker = fakeWorker((request, post) => {
      // The worker stops the cancelled job at its next slice, 30 ms later.
      if (request.type === 'cancel') setTimeout(() => post({ id: request.id, type: 'cancelled' }), 30)
    })
    const pool = createWorkerPool(1, () => worker.hasher)
    const controller = new AbortController()
    const hashing = hashWithRetry(file, 'sha256', { signal: controller.signal }, pool, 1000)
    const rejected = expect(hashing).rejects.toThrow('cancelled')
    await vi.advanceTimersByTimeAsync(0)
    controller.abort()
    await rejected
    const started = worker.requests.find((r) => r.type === 'hash')!
    expect(worker.requests).toContainEqual({ type: 'cancel', id: started.id })
    // Its place is given back once the worker has stopped, and the worker is not terminated.
    expect(pool.counts().working).toBe(1)
    await vi.advanceTimersByTimeAsync(30)
    expect(pool.counts()).toMatchObject({ working: 0, idle: 1 })
    expect(worker.raw.terminate).not.toHaveBeenCalled()
  })
})
