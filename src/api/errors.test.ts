import { describe, expect, it } from 'vitest'
import { ApiError, retryAfterMs } from './errors'

describe('ApiError', () => {
  it('marks network failures, timeouts and 5xx as transient, never 4xx or a wrong shape', () => {
    expect(new ApiError('network', '').isTransient).toBe(true)
    expect(new ApiError('timeout', '').isTransient).toBe(true)
    expect(new ApiError('http', '', 503).isTransient).toBe(true)
    expect(new ApiError('unreadable', '', 502).isTransient).toBe(true)
    expect(new ApiError('http', '', 422).isTransient).toBe(false)
    expect(new ApiError('shape', '', 200).isTransient).toBe(false)
    expect(new ApiError('http', '', 403).isAuth).toBe(true)
  })
})

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0)
    expect(retryAfterMs('120', now)).toBe(120_000)
    expect(retryAfterMs(' 0 ', now)).toBe(0)
    expect(retryAfterMs('Tue, 24 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Tue, 24 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterMs('soon', now)).toBeUndefined()
    expect(retryAfterMs(null, now)).toBeUndefined()
  })
})
