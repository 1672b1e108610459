import type { TimerHandle } from './types'

type Clock = {
  now: () => number
  setTimer: (fn: () => void, ms: number) => TimerHandle
}

const MIN_INTERVAL_MS = 100
const HEARTBEAT_MS = 1000

/**
 * Coalesces changes into at most one publish per 100 ms, so 5,000 files finishing in a burst
 * cost React ten renders a second, not thousands. While uploads run, a heartbeat re-publishes
 * once a second so speed and time left stay honest when bytes stop flowing. `publish` sets the
 * queue's snapshot store (whose readers are told) and says whether anything still moves.
 */
export function createPublisher(clock: Clock, publish: () => { busy: boolean }) {
  let pending = false
  let last = -Infinity
  let heartbeat = false

  const flush = () => {
    pending = false
    last = clock.now()
    const { busy } = publish()
    if (busy && !heartbeat) {
      heartbeat = true
      clock.setTimer(() => {
        heartbeat = false
        schedule()
      }, HEARTBEAT_MS)
    }
  }

  const schedule = () => {
    if (pending) return
    pending = true
    const wait = last + MIN_INTERVAL_MS - clock.now()
    if (wait <= 0) void Promise.resolve().then(flush)
    else clock.setTimer(flush, wait)
  }

  return { schedule }
}
