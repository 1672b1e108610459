export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unreadable' | 'shape' | 'aborted'

/** Everything that can go wrong with a call, as one type the UI can explain. */
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

const statusText: Record<number, string> = {
  400: 'The request was refused',
  401: 'Not signed in: the credential is missing or wrong',
  402: 'Quota or payment required',
  403: 'Not allowed with this credential',
  404: 'Not found',
  413: 'The file is too large for the server',
  422: 'Required information is missing',
  429: 'Too many requests; try again shortly',
  500: 'The server had an unexpected error',
  502: 'The server is unreachable (bad gateway)',
  503: 'The service is unavailable',
  504: 'The server took too long (gateway timeout)',
}

export function describeStatus(status: number) {
  return statusText[status] ?? (status >= 500 ? 'The server had an error' : 'The request failed')
}

/** A sentence a person can act on. */
export function explainError(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Something went wrong.'
  switch (error.kind) {
    case 'network':
      return 'Could not reach the server. Check your connection and try again.'
    case 'timeout':
      return 'The server did not answer in time. Try again.'
    case 'aborted':
      return 'Cancelled.'
    case 'unreadable':
      return `The server answered ${error.status || ''} with something that is not JSON. ${describeStatus(error.status)}.`.replace(
        /\s+/g,
        ' ',
      )
    case 'shape':
      return `The server's answer was not in the expected form (${error.message}).`
    case 'http': {
      const head = describeStatus(error.status)
      return error.message && error.message !== head ? `${head}: ${error.message}` : `${head}.`
    }
  }
}
