import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { defaultRetryPolicy, nextRetry } from './retry-policy'

const network = new ApiError('network', 'down')
const policy = { firstMs: 1000, capMs: 60_000, forMs: 600_000 }

describe('retry policy', () => {
  it('waits longer each time, doubling from the first wait up to the cap, with the jitter within half of it', () => {
    const waits = (random: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => nextRetry(network, n, 0, policy, () => random))
    expect(waits(0.999999)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000])
    expect(waits(0)).toEqual([500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
    for (let n = 1; n < 12; n++) {
      const wait = nextRetry(network, n, 0, policy)!
      const full = Math.min(60_000, 1000 * 2 ** (n - 1))
      expect(wait).toBeGreaterThanOrEqual(full / 2)
      expect(wait).toBeLessThanOrEqual(full)
    }
  })

  it('goes on for minutes, not seconds, and stops once the next wait would pass the bound', () => {
    expect(defaultRetryPolicy.forMs).toBeGreaterThanOrEqual(5 * 60_000)
    // a step failing for 20 s is still tried
    expect(nextRetry(network, 6, 20_000, policy, () => 1)).toBe(32_000)
    expect(nextRetry(network, 20, 540_000, policy, () => 1)).toBe(60_000)
    expect(nextRetry(network, 20, 540_001, policy, () => 1)).toBeNull()
  })

  it("honours the server's Retry-After, in seconds or as a date, over the backoff", () => {
    expect(nextRetry(new ApiError('http', '', 429, '', 7000), 1, 0, policy)).toBe(7000)
    expect(nextRetry(new ApiError('http', '', 503, '', 120_000), 9, 0, policy)).toBe(120_000)
    // but not past the bound
    expect(nextRetry(new ApiError('http', '', 503, '', 3_600_000), 1, 0, policy)).toBeNull()
  })

  it('retries what may pass by itself (network, timeout, 5xx, 408, 429), never a refusal or a cancel', () => {
    const retried = (error: unknown) => nextRetry(error, 1, 0, policy, () => 0.5) !== null
    expect(retried(network)).toBe(true)
    expect(retried(new ApiError('timeout', ''))).toBe(true)
    for (const status of [500, 502, 503, 504, 408, 429]) expect(retried(new ApiError('http', '', status)), `${status}`).toBe(true)
    expect(retried(new ApiError('unreadable', '', 502))).toBe(true)
    for (const status of [400, 401, 403, 404, 409, 413, 422])
      expect(retried(new ApiError('http', '', status)), `${status}`).toBe(false)
    expect(retried(new ApiError('aborted', 'cancelled'))).toBe(false)
    expect(retried(new ApiError('shape', 'unexpected body', 200))).toBe(false)
    expect(retried(new Error('not an API error'))).toBe(false)
  })
})
