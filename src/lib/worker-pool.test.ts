import { describe, expect, it, vi } from 'vitest'
import { createWorkerPool } from './worker-pool'

const factory = () => {
  const made: Array<{ id: number; terminate: ReturnType<typeof vi.fn<() => void>> }> = []
  return { made, create: () => made[made.push({ id: made.length + 1, terminate: vi.fn<() => void>() }) - 1]! }
}

type Worker = ReturnType<ReturnType<typeof factory>['create']>
type Pool = ReturnType<typeof createWorkerPool<Worker>>

/** A job asking the pool for a worker: `got` stays null until it is `given` one. */
type Job = { got: Worker | null; given: Promise<Worker> }

function ask(pool: Pool, signal?: AbortSignal, cost?: number): Job {
  const job: Job = { got: null, given: pool.acquire(signal, cost).then((w) => (job.got = w)) }
  return job
}

/** `job` is kept waiting until `release` gives a worker back, and is then given that `worker`. */
async function expectHandedOn(job: Job, release: () => void, worker: Worker) {
  await Promise.resolve()
  expect(job.got).toBeNull()
  release()
  await Promise.resolve()
  expect(job.got).toBe(worker)
}

describe('the checksum worker pool', () => {
  it('runs at most `size` jobs at once; the rest wait and get a worker handed back', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(2, create)
    const a = await pool.acquire()
    const b = await pool.acquire()
    const third = ask(pool)
    await Promise.resolve()
    expect(third.got).toBeNull()
    expect(pool.counts()).toEqual({ working: 2, workers: 2, idle: 0, waiting: 1 })
    pool.release(a, true)
    await third.given
    expect(third.got).toBe(a)
    expect(made).toHaveLength(2)
    pool.release(b, true)
    pool.release(a, true)
    expect(pool.counts()).toEqual({ working: 0, workers: 2, idle: 2, waiting: 0 })
  })

  it('reuses idle workers across files instead of starting new ones', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(4, create)
    for (let i = 0; i < 10; i++) pool.release(await pool.acquire(), true)
    expect(made).toHaveLength(1)
  })

  it('terminates a broken worker and starts a fresh one for the next job waiting', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(1, create)
    const broken = await pool.acquire()
    const next = pool.acquire()
    pool.release(broken, false)
    expect(broken.terminate).toHaveBeenCalled()
    expect(await next).not.toBe(broken)
    expect(made).toHaveLength(2)
  })

  it('lets a waiting job be cancelled', async () => {
    const pool = createWorkerPool(1, factory().create)
    await pool.acquire()
    const controller = new AbortController()
    const waiting = pool.acquire(controller.signal)
    controller.abort()
    await expect(waiting).rejects.toThrow('cancelled')
    expect(pool.counts().waiting).toBe(0)
  })

  it('shares a worker between small jobs, up to its number of jobs and its bytes, and prefers an idle one', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(2, create, { jobsPerWorker: 3, sharedBytes: 100 })
    const first = await pool.acquire(undefined, 10)
    const second = await pool.acquire(undefined, 10)
    // Two workers, one job each: the third goes to one of them, the least busy.
    expect(second).not.toBe(first)
    await pool.acquire(undefined, 10)
    await pool.acquire(undefined, 10)
    expect(pool.counts()).toEqual({ working: 4, workers: 2, idle: 0, waiting: 0 })
    // Three jobs on each at most.
    await pool.acquire(undefined, 10)
    await pool.acquire(undefined, 10)
    await expectHandedOn(ask(pool, undefined, 10), () => pool.release(first, true, 10), first)
    expect(made).toHaveLength(2)
  })

  it('runs a job larger than the shared bytes alone on its worker, and keeps others off it', async () => {
    const pool = createWorkerPool(1, factory().create, { jobsPerWorker: 4, sharedBytes: 100 })
    const worker = await pool.acquire(undefined, 500)
    await expectHandedOn(ask(pool, undefined, 1), () => pool.release(worker, true, 500), worker)
    // And a large one waits for the worker to be free of small ones too.
    await expectHandedOn(ask(pool, undefined, 500), () => pool.release(worker, true, 1), worker)
  })

  it('serves waiting jobs first come, first served: a small job does not overtake a large one', async () => {
    const pool = createWorkerPool(1, factory().create, { jobsPerWorker: 4, sharedBytes: 100 })
    const worker = await pool.acquire(undefined, 10)
    const order: string[] = []
    void pool.acquire(undefined, 500).then(() => order.push('large'))
    void pool.acquire(undefined, 10).then(() => order.push('small'))
    await Promise.resolve()
    expect(order).toEqual([])
    pool.release(worker, true, 10)
    await Promise.resolve()
    expect(order).toEqual(['large'])
  })

  it('frees the place of a broken worker once, however many of its jobs give it back', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(1, create, { jobsPerWorker: 3, sharedBytes: 100 })
    const worker = await pool.acquire(undefined, 10)
    await pool.acquire(undefined, 10)
    pool.release(worker, false, 10)
    expect(worker.terminate).toHaveBeenCalledTimes(1)
    // Its other job, told the worker is gone, gives it back too: nothing more to free.
    pool.release(worker, false, 10)
    expect(worker.terminate).toHaveBeenCalledTimes(1)
    expect(pool.counts()).toEqual({ working: 0, workers: 0, idle: 0, waiting: 0 })
    expect(await pool.acquire(undefined, 10)).not.toBe(worker)
    expect(made).toHaveLength(2)
  })

  it('lets the jobs behind a cancelled waiting one start at once', async () => {
    const pool = createWorkerPool(1, factory().create, { jobsPerWorker: 4, sharedBytes: 100 })
    const worker = await pool.acquire(undefined, 10)
    const controller = new AbortController()
    const large = pool.acquire(controller.signal, 500)
    const small = ask(pool, undefined, 10)
    await Promise.resolve()
    expect(small.got).toBeNull()
    controller.abort()
    await expect(large).rejects.toThrow('cancelled')
    expect(small.got).toBe(worker)
    expect(pool.counts()).toMatchObject({ working: 2, waiting: 0 })
  })
})
