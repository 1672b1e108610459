import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/errors'
import { refusalOf, showServerRefusal } from './form-checks'

describe('refusalOf', () => {
  it('gives the server’s words, or names the field it refused', () => {
    expect(refusalOf(i18n, { name: 'size', field: 'size', message: 'Too large' })).toBe('Too large')
    expect(refusalOf(i18n, { name: 'recipients.root', field: 'target_emails', message: '' })).toBe(
      'The server refused this target_emails.',
    )
  })
})

describe('showServerRefusal', () => {
  const fields = { size: 'size', target_emails: 'recipients' }

  it('shows the refusal on the field the error names, and focuses it', () => {
    const setError = vi.fn()
    showServerRefusal(i18n, setError, new ApiError('http', '', 400, 'target_emails'), fields)
    expect(setError).toHaveBeenCalledWith(
      'recipients',
      { type: 'server', message: 'The server refused this target_emails.' },
      { shouldFocus: true },
    )
  })

  it('leaves an error that names no field of the form alone', () => {
    const setError = vi.fn()
    showServerRefusal(i18n, setError, new ApiError('http', 'No', 400, 'elsewhere'), fields)
    showServerRefusal(i18n, setError, new Error('offline'), fields)
    expect(setError).not.toHaveBeenCalled()
  })
})
