import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/errors'
import { HashError, StalledError, WorkerLostError } from '../lib/hash-file'
import { ChecksumMismatchError, UnverifiedUploadError } from '../lib/upload-queue/upload-queue'
import { explain, explainHashFailure, notComparableHint } from './explain'

describe('explain', () => {
  it('phrases the upload queue’s errors from their data', () => {
    expect(explain(i18n, new ChecksumMismatchError('abc', 'ABD'))).toBe(
      'Checksum mismatch: the bytes the server stored are not the bytes of this file (here abc, server ABD). It was not sent on; upload it again.',
    )
    expect(explain(i18n, new UnverifiedUploadError('WebAssembly is not allowed'))).toBe(
      "This browser could not compute the file's checksum (WebAssembly is not allowed), so the upload cannot be verified. Send it on unverified, or remove it.",
    )
  })

  it('phrases a hash failure, the browser’s own word kept', () => {
    expect(explain(i18n, new StalledError())).toBe('The checksum worker stopped answering.')
    expect(explainHashFailure(i18n, new WorkerLostError())).toBe('The checksum worker was stopped.')
    expect(explainHashFailure(i18n, new WorkerLostError('crashed', 'boom'))).toBe('The checksum worker failed: boom')
    expect(explainHashFailure(i18n, new HashError('failed', 'NotReadableError'))).toBe('Checksum failed: NotReadableError')
  })

  it('leaves the API’s errors and the rest to explainError', () => {
    expect(explain(i18n, new ApiError('network', 'fetch failed'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    )
    expect(explain(i18n, new Error('as the browser said'))).toBe('as the browser said')
  })
})

describe('notComparableHint', () => {
  it('says which algorithm the server seems to use and how to set it', () => {
    expect(notComparableHint(i18n, 'sha256', 'md5')).toMatch(/"checksumAlgorithm": "sha256"/)
    expect(notComparableHint(i18n, 'sha384', 'sha256')).toMatch(/cannot compute SHA384/)
  })
})
