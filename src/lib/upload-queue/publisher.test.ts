import { describe, expect, it } from 'vitest'
import { COST_SHARE, createPublisher } from './publisher'
import type { TimerHandle } from './types'

/**
 * A clock the test moves: `publish` takes `cost` ms of it (what the snapshot's readers take to
 * render, in the microtasks it sets off), and every timer asked for is kept, not run.
 */
function setup(cost: number, busy = false) {
  let t = 1_000
  let costs = cost
  const timers: number[] = []
  const due: Array<() => void> = []
  const clock = {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      timers.push(ms)
      due.push(fn)
      return undefined as unknown as TimerHandle
    },
  }
  let published = 0
  const publisher = createPublisher(clock, () => {
    published += 1
    queueMicrotask(() => (t += costs))
    return { busy }
  })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    publisher,
    timers,
    /** runs the timer set `n`th */
    fire: (n: number) => due[n]!(),
    settle,
    published: () => published,
    advance: (ms: number) => (t += ms),
    costs: (ms: number) => (costs = ms),
  }
}

describe('publishing the queue', () => {
  // [what, the cost of a publish and its renders in ms, the wait before the next publish]
  it.each([
    ['at most once per 100 ms when publishing is cheap', 2, 100 - 2],
    // 10 ms of rendering: the next publish 10 × COST_SHARE ms after the last began
    ['spaced out when one costs much: a publish takes at most 1/COST_SHARE of the time until the next', 10, 10 * COST_SHARE - 10],
    ['at least once a second however much a publish costs', 200, 1000 - 200],
  ])('publishes at once when idle, then %s', async (_what, cost, wait) => {
    const { publisher, timers, settle, published } = setup(cost)
    publisher.schedule()
    await settle()
    expect(published()).toBe(1)
    publisher.schedule()
    publisher.schedule()
    expect(timers).toEqual([wait])
  })

  it('publishes the change that ends the work at once, and only once', async () => {
    const { publisher, timers, fire, settle, published } = setup(10)
    publisher.schedule()
    await settle()
    publisher.schedule()
    expect(timers).toEqual([10 * COST_SHARE - 10])
    publisher.schedule(true)
    await settle()
    expect(published()).toBe(2)
    // The timer set for the change before finds it published: nothing twice.
    fire(0)
    await settle()
    expect(published()).toBe(2)
  })

  it('goes back to ten a second once publishing is cheap again', async () => {
    const { publisher, timers, settle, published, advance, costs } = setup(10)
    publisher.schedule()
    await settle()
    advance(1000)
    costs(1)
    publisher.schedule()
    await settle()
    expect(published()).toBe(2)
    publisher.schedule()
    expect(timers).toEqual([99])
  })
})
