import { describe, expect, it, vi } from 'vitest'
import { createWorkerPool } from './worker-pool'

const factory = () => {
  const made: Array<{ id: number; terminate: ReturnType<typeof vi.fn<() => void>> }> = []
  return { made, create: () => made[made.push({ id: made.length + 1, terminate: vi.fn<() => void>() }) - 1]! }
}

describe('the checksum worker pool', () => {
  it('runs at most `size` jobs at once; the rest wait and get a worker handed back', async () => {
    const { made, create } = factory()
    const pool = createWorkerPool(2, create)
    const a = await pool.acquire()
    const b = await pool.acquire()
    let third: unknown = null
    const waiting = pool.acquire().then((w) => (third = w))
    await Promise.resolve()
    expect(third).toBeNull()
    expect(pool.counts()).toEqual({ working: 2, idle: 0, waiting: 1 })
    pool.release(a, true)
    await waiting
    expect(third).toBe(a)
    expect(made).toHaveLength(2)
    pool.release(b, true)
    pool.release(a, true)
    expect(pool.counts()).toEqual({ working: 0, idle: 2, waiting: 0 })
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
})
