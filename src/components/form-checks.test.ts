import { describe, expect, it } from 'vitest'
import { refusalOf } from './form-checks'

describe('refusalOf', () => {
  it('gives the server’s words, or names the field it refused', () => {
    expect(refusalOf({ name: 'size', field: 'size', message: 'Too large' })).toBe('Too large')
    expect(refusalOf({ name: 'recipients.root', field: 'target_emails', message: '' })).toBe(
      'The server refused this target_emails.',
    )
  })
})
