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
    onerror: null as ((event: { message: string }) => void) | null,
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

  it('hash again at once, on a fresh worker, the files that shared a worker thrown away for another file', async () => {
    // The first worker keeps reporting progress on "a" and "c" and says nothing about "b".
    const first = fakeWorker((request, post) => {
      if (request.type !== 'hash') return
      void request.file.text().then((text) => {
        if (text === 'b') return
        for (let t = 200; t < 10_000; t += 200) setTimeout(() => post({ id: request.id, type: 'progress', hashed: 0 }), t)
      })
    })
    const made = [first, fakeWorker(answersAfter(10))]
    const pool = createWorkerPool(1, () => made.shift()!.hasher, { jobsPerWorker: 4, sharedBytes: 1024 })
    const done: string[] = []
    const hashing = Promise.all(
      ['a', 'b', 'c'].map((name) =>
        hashWithRetry(new Blob([name]), 'sha256', {}, pool, 1000).then((hex) => done.push(hex) && hex),
      ),
    )
    await vi.advanceTimersByTimeAsync(999)
    expect(first.raw.terminate).not.toHaveBeenCalled()
    // "b" stalls: its worker goes, and "a" and "c", still healthy there, are hashed again now,
    // not after a stall of their own.
    await vi.advanceTimersByTimeAsync(30)
    expect(first.raw.terminate).toHaveBeenCalled()
    expect(done.sort()).toEqual(['hex-a', 'hex-b', 'hex-c'])
    await expect(hashing).resolves.toEqual(['hex-a', 'hex-b', 'hex-c'])
  })

  it('hash again the files of a worker that crashed', async () => {
    const first = fakeWorker((request) => {
      if (request.type === 'hash') setTimeout(() => first.raw.onerror?.({ message: 'boom' }), 5)
    })
    const made = [first, fakeWorker(answersAfter(10))]
    const pool = createWorkerPool(1, () => made.shift()!.hasher, { jobsPerWorker: 4, sharedBytes: 1024 })
    const hashing = Promise.all(['a', 'b'].map((name) => hashWithRetry(new Blob([name]), 'sha256', {}, pool, 1000)))
    await vi.advanceTimersByTimeAsync(20)
    expect(first.raw.terminate).toHaveBeenCalled()
    await expect(hashing).resolves.toEqual(['hex-a', 'hex-b'])
  })

  it('give up, saying why, on a file that crashes every worker it is given', async () => {
    const made: Array<ReturnType<typeof fakeWorker>> = []
    const pool = createWorkerPool(1, () => {
      const fake = fakeWorker((request) => {
        if (request.type === 'hash') setTimeout(() => fake.raw.onerror?.({ message: 'boom' }), 5)
      })
      made.push(fake)
      return fake.hasher
    })
    const hashing = hashWithRetry(file, 'sha256', {}, pool, 1000)
    const settled = expect(hashing).rejects.toMatchObject({ code: 'crashed', detail: 'boom' })
    await vi.advanceTimersByTimeAsync(100)
    await settled
    // The first try and three more, each on a fresh worker.
    expect(made).toHaveLength(4)
    expect(made.every((fake) => fake.raw.terminate.mock.calls.length > 0)).toBe(true)
  })

  it('free the place of a worker that crashes with no file on it', async () => {
    const fake = fakeWorker(answersAfter(1))
    let hasher: HashWorker | undefined
    const pool = createWorkerPool(2, () => (hasher = new HashWorker(fake.raw as unknown as Worker, () => pool.discard(hasher!))))
    pool.release(await pool.acquire(), true)
    expect(pool.counts()).toMatchObject({ workers: 1, idle: 1 })
    fake.raw.onerror?.({ message: 'gone' })
    expect(pool.counts()).toMatchObject({ workers: 0, idle: 0 })
    expect(fake.raw.terminate).toHaveBeenCalled()
  })

  it('cancel a file whose signal was aborted while it was being given a worker', async () => {
    const worker = fakeWorker((request, post) => {
      if (request.type === 'cancel') post({ id: request.id, type: 'cancelled' })
    })
    const pool = createWorkerPool(1, () => worker.hasher)
    const controller = new AbortController()
    // The abort lands between the pool handing the worker over and the job starting on it.
    const racing = {
      ...pool,
      acquire: async (signal?: AbortSignal, cost?: number) => {
        const hasher = await pool.acquire(signal, cost)
        controller.abort()
        return hasher
      },
    }
    await expect(hashWithRetry(file, 'sha256', { signal: controller.signal }, racing, 1000)).rejects.toThrow('cancelled')
    expect(worker.requests.map((r) => r.type)).toEqual(['hash', 'cancel'])
    expect(pool.counts()).toMatchObject({ working: 0, idle: 1 })
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
