import type { TimerHandle } from './types'

type Clock = {
  now: () => number
  setTimer: (fn: () => void, ms: number) => TimerHandle
}

const MIN_INTERVAL_MS = 100
const MAX_INTERVAL_MS = 1000
const HEARTBEAT_MS = 1000
/**
 * A publish and what its readers do at once (React renders the progress in microtasks set off
 * by the store) may take at most 1/COST_SHARE of the time until the next: the browser still
 * lays out and paints what changed, and the sends themselves need the main thread.
 */
export const COST_SHARE = 30

/**
 * Coalesces changes into at most one publish per 100 ms, so 5,000 files finishing in a burst
 * cost React ten renders a second, not thousands. A publish that costs more (a send of many
 * small files, a slow or busy machine) spaces the next one out, up to one a second, so showing
 * progress never takes much from the work it shows. While uploads run, a heartbeat
 * re-publishes once a second so speed and time left stay honest when bytes stop flowing.
 * The change that ends the work (`schedule(true)`: no file moves any more) is published at
 * once: there is nothing left for showing it to take time from, and "all sent" should not wait
 * out a spacing of up to a second. `publish` sets the queue's snapshot store (whose readers are
 * told) and says whether anything still moves.
 */
export function createPublisher(clock: Clock, publish: () => { busy: boolean }) {
  let pending = false
  let last = -Infinity
  let interval = MIN_INTERVAL_MS
  let heartbeat = false
  /** a publish at the end of this task is asked for */
  let soon = false

  const flush = () => {
    // Published already (the work ended meanwhile): the timer set for this one has nothing to do,
    // or, if a change came since, publishes that one a little before its spacing is up.
    if (!pending) return
    pending = false
    const start = (last = clock.now())
    const { busy } = publish()
    // Readers re-render in microtasks queued by publish: this one runs after them.
    queueMicrotask(() => {
      interval = Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, (clock.now() - start) * COST_SHARE))
    })
    if (busy && !heartbeat) {
      heartbeat = true
      clock.setTimer(() => {
        heartbeat = false
        schedule()
      }, HEARTBEAT_MS)
    }
  }

  /** `ended`: this change leaves nothing moving; it is published at the end of this task. */
  const schedule = (ended = false) => {
    if (ended && !soon) {
      soon = true
      pending = true
      void Promise.resolve().then(() => {
        soon = false
        flush()
      })
    }
    if (pending) return
    pending = true
    const wait = last + interval - clock.now()
    if (wait <= 0) void Promise.resolve().then(flush)
    else clock.setTimer(flush, wait)
  }

  return { schedule }
}
