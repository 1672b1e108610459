export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unreadable' | 'shape' | 'aborted' | 'redirected'

/**
 * Everything that can go wrong with a call, as one type the UI can explain: its kind, the HTTP
 * status and what the server said (`message`, `context`), as data; the interface phrases it
 * (src/components/explain-error.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly context = '',
    /** how long the server asked to wait before trying again (its Retry-After), in ms */
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isAuth() {
    return this.status === 401 || this.status === 403
  }

  /**
   * Network failures, timeouts, 5xx, 408 (request timeout) and 429 (too many requests) may pass
   * on their own; another 4xx will not.
   */
  get isTransient() {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind !== 'shape' && (this.status >= 500 || this.status === 408 || this.status === 429))
    )
  }
}

/** A Retry-After header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}
