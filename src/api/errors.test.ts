import { describe, expect, it } from 'vitest'
import { ApiError, explainError, retryAfterMs } from './errors'

describe('explainError', () => {
  it.each([
    [
      new ApiError('http', 'Consignment quota of 3 is used up', 402, 'quota'),
      'Quota or payment required: Consignment quota of 3 is used up',
    ],
    [new ApiError('http', 'file is required', 422, 'file'), 'Required information is missing: file is required'],
    [new ApiError('http', 'Invalid size', 400, 'size'), 'The request was refused: Invalid size'],
    [new ApiError('http', '', 500), 'The server had an unexpected error.'],
    [new ApiError('http', 'The service is unavailable', 503), 'The service is unavailable.'],
    [new ApiError('http', '', 418), 'The request failed.'],
    [new ApiError('unreadable', '', 0), 'The server answered with something that is not JSON. The request failed.'],
    [new ApiError('aborted', 'cancelled'), 'Cancelled.'],
    [new Error('plain'), 'plain'],
    ['a string', 'Something went wrong.'],
  ])('%o → %s', (error, text) => {
    expect(explainError(error)).toBe(text)
  })

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
