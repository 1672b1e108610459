import { i18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/errors'
import { recipientsField, refusalOf, showServerRefusal } from './form-checks'

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

describe('recipientsField', () => {
  const check = (list: string[]) => {
    const result = recipientsField(i18n).safeParse(list)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it('says one address is not valid, or how many are, and lists them', () => {
    expect(check(['ann@example.com'])).toEqual([])
    expect(check([])).toEqual(['Add at least one recipient e-mail address'])
    expect(check(['ann@example.com', 'bob'])).toEqual(['This address is not valid: bob. Correct or remove it.'])
    expect(check(['bob', 'eve', 'ann@example.com'])).toEqual(['2 addresses are not valid: bob, eve. Correct or remove them.'])
  })
})
