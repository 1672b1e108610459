import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { explainError } from './explain-error'

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
    [
      new ApiError('redirected', 'redirected'),
      "The server sent this request on to another address. Your credentials are not sent there: the service's address may have changed.",
    ],
    [new Error('plain'), 'plain'],
    ['a string', 'Something went wrong.'],
  ])('%o → %s', (error, text) => {
    expect(explainError(i18n, error)).toBe(text)
  })
})

describe('explainError, from the error’s data', () => {
  it('names the status an unreadable answer came with, and the fields a wrong shape had', () => {
    expect(explainError(i18n, new ApiError('unreadable', '', 502))).toBe(
      'The server answered 502 with something that is not JSON. The server is unreachable (bad gateway).',
    )
    expect(explainError(i18n, new ApiError('shape', 'body.id, size', 200))).toBe(
      "The server's answer was not in the expected form (unexpected body.id, size).",
    )
  })
})
