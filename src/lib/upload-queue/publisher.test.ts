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
  const clock = {
    now: () => t,
    setTimer: (_fn: () => void, ms: number) => {
      timers.push(ms)
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
    settle,
    published: () => published,
    advance: (ms: number) => (t += ms),
    costs: (ms: number) => (costs = ms),
  }
}

describe('publishing the queue', () => {
  it('publishes at once when idle, then at most once per 100 ms when publishing is cheap', async () => {
    const { publisher, timers, settle, published } = setup(2)
    publisher.schedule()
    await settle()
    expect(published()).toBe(1)
    publisher.schedule()
    publisher.schedule()
    expect(timers).toEqual([98])
  })

  it('spaces publishes out when one costs much: a publish takes at most 1/COST_SHARE of the time until the next', async () => {
    const { publisher, timers, settle, published } = setup(10)
    publisher.schedule()
    await settle()
    expect(published()).toBe(1)
    publisher.schedule()
    // 10 ms of rendering: the next publish 10 × COST_SHARE ms after the last began
    expect(timers).toEqual([10 * COST_SHARE - 10])
  })

  it('publishes at least once a second however much a publish costs', async () => {
    const { publisher, timers, settle } = setup(200)
    publisher.schedule()
    await settle()
    publisher.schedule()
    expect(timers).toEqual([1000 - 200])
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
