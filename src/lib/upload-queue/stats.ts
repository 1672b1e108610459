import { activeStates, type QueueItem, type QueueTotals } from './types'

const WINDOW_MS = 3000
const SAMPLE_MS = 100

/**
 * Bytes per second over the last few seconds. Measured against "now", not the last event,
 * so a stalled upload's speed falls to zero instead of freezing at its last value.
 */
export class RateMeter {
  private samples: { t: number; bytes: number }[] = []

  reset(t: number, bytes = 0) {
    this.samples = [{ t, bytes }]
  }

  /** `bytes` is the running total, not a delta. */
  add(bytes: number, t: number) {
    const last = this.samples[this.samples.length - 1]
    const beforeLast = this.samples[this.samples.length - 2]
    if (last && beforeLast && t - beforeLast.t < SAMPLE_MS) {
      last.t = t
      last.bytes = bytes
    } else this.samples.push({ t, bytes })
    this.trim(t)
  }

  rate(t: number): number {
    this.trim(t)
    const first = this.samples[0]
    const last = this.samples[this.samples.length - 1]
    if (!first || !last || last === first) return 0
    return Math.max(0, (last.bytes - first.bytes) / (Math.max(250, t - first.t) / 1000))
  }

  private trim(t: number) {
    while (this.samples.length > 1 && this.samples[0]!.t < t - WINDOW_MS) this.samples.shift()
  }
}

export function computeTotals(items: readonly QueueItem[], speed: number): QueueTotals {
  let sent = 0
  let total = 0
  let remaining = 0
  let active = 0
  let queued = 0
  let done = 0
  let failed = 0
  for (const item of items) {
    if (item.state === 'cancelled') continue
    sent += item.sent
    total += item.total
    const moving = activeStates.has(item.state)
    if (moving) active += 1
    else if (item.state === 'queued') queued += 1
    else if (item.state === 'done') done += 1
    else if (item.state === 'failed') failed += 1
    if ((moving || item.state === 'queued') && item.step === 'upload') remaining += item.total - item.sent
  }
  const moving = active + queued > 0
  return {
    files: items.length,
    sent,
    total,
    speed: moving ? speed : 0,
    // Only bytes have a rate: with every byte sent, no time left is told (the steps after have none).
    etaSeconds: moving && speed > 0 && remaining > 0 ? remaining / speed : null,
    active,
    queued,
    done,
    failed,
  }
}
