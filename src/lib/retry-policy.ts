import { ApiError } from '../api/errors'

/*
 * When a failed request is tried again by itself. An outage of a few minutes (a server
 * restarting, a gateway answering 502, a phone between networks) must not fail a send for good,
 * and many files must not hammer a server that is coming back: exponential backoff, capped, with
 * jitter, for a bounded time; the server's Retry-After wins. A refusal (4xx but 408 and 429)
 * is never repeated by itself: it would only be refused again.
 */

export type RetryPolicy = Readonly<{
  /** the first wait */
  firstMs: number
  /** no wait is longer (but the server's Retry-After, which is honoured within `forMs`) */
  capMs: number
  /** how long after the first failure of a step it is still tried again by itself */
  forMs: number
}>

/** The server answered no (4xx): it did nothing, and asking again the same would be refused again. */
export const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500

export const defaultRetryPolicy: RetryPolicy = { firstMs: 1000, capMs: 60_000, forMs: 10 * 60_000 }

/**
 * The wait before try number `attempt + 1` of a step whose first failure was `elapsedMs` ago,
 * or null when it is not to be tried again by itself. The wait is the backoff with "equal
 * jitter" (between half and all of it), so files that failed together do not come back together.
 */
export function nextRetry(
  error: unknown,
  attempt: number,
  elapsedMs: number,
  policy: RetryPolicy = defaultRetryPolicy,
  random: () => number = Math.random,
): number | null {
  if (!(error instanceof ApiError) || !error.isTransient) return null
  const backoff = Math.min(policy.capMs, policy.firstMs * 2 ** Math.max(0, attempt - 1))
  const wait = error.retryAfterMs ?? backoff * (0.5 + 0.5 * random())
  if (elapsedMs + wait > policy.forMs) return null
  return Math.round(wait)
}
