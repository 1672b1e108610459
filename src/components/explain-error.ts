import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../api/errors'

/*
 * What a failed call to the service says to a person, in the language shown: src/api hands over
 * the kind, the status and the server's own words (shown as they came); the sentences are here.
 * Kept apart from explain.ts, which knows the upload queue's errors too: the first page's alerts
 * need only this.
 */

const statusWords: Record<number, MessageDescriptor> = {
  400: msg`The request was refused`,
  401: msg`Not signed in: the credential is missing or wrong`,
  402: msg`Quota or payment required`,
  403: msg`Not allowed with this credential`,
  404: msg`Not found`,
  413: msg`The file is too large for the server`,
  422: msg`Required information is missing`,
  429: msg`Too many requests; try again shortly`,
  500: msg`The server had an unexpected error`,
  502: msg`The server is unreachable (bad gateway)`,
  503: msg`The service is unavailable`,
  504: msg`The server took too long (gateway timeout)`,
}

/** What an HTTP status means, in a few words ("Not found"). */
export function describeStatus(i18n: I18n, status: number): string {
  const known = statusWords[status]
  if (known) return i18n._(known)
  return status >= 500 ? i18n._(msg`The server had an error`) : i18n._(msg`The request failed`)
}

/** A sentence a person can act on, for a failed call (an ApiError) or any other error. */
export function explainError(i18n: I18n, error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : i18n._(msg`Something went wrong.`)
  const reason = describeStatus(i18n, error.status)
  const status = String(error.status)
  switch (error.kind) {
    case 'network':
      return i18n._(msg`Could not reach the server. Check your connection and try again.`)
    case 'timeout':
      return i18n._(msg`The server did not answer in time. Try again.`)
    case 'aborted':
      return i18n._(msg`Cancelled.`)
    case 'redirected':
      return i18n._(
        msg`The server sent this request on to another address. Your credentials are not sent there: the service's address may have changed.`,
      )
    case 'unreadable':
      return error.status
        ? i18n._(msg`The server answered ${status} with something that is not JSON. ${reason}.`)
        : i18n._(msg`The server answered with something that is not JSON. ${reason}.`)
    case 'shape': {
      const where = error.message
      return i18n._(msg`The server's answer was not in the expected form (unexpected ${where}).`)
    }
    case 'http': {
      // The server's own words, as it said them, after what the status means (unless they are the same).
      const said = error.message
      if (!said || said === reason)
        return i18n._(msg({ message: `${reason}.`, comment: 'reason: what the HTTP status means ("Not found")' }))
      return i18n._(
        msg({
          message: `${reason}: ${said}`,
          comment: 'reason: what the HTTP status means ("Not found"); said: the server’s own words, as it wrote them',
        }),
      )
    }
  }
}
