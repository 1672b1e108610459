import { describe, expect, it } from 'vitest'
import { emptySendForm, splitCoAuthors, toSendDetails } from './send-form'

describe('send form', () => {
  it('splits co-authors on commas, semicolons and lines, once each', () => {
    expect(splitCoAuthors(' Ann , ann; Bob\n\nCy ,')).toEqual(['Ann', 'Bob', 'Cy'])
    expect(splitCoAuthors('')).toEqual([])
  })

  it('turns the form into transfer details with the configured expiration unit', () => {
    const now = new Date(2026, 0, 10, 12, 0, 0)
    const values = { ...emptySendForm, recipients: ['a@b.co'], message: '  hi  ', coAuthors: 'X', expiration: '14' as const }
    expect(toSendDetails(values, 'days', now)).toEqual({
      co_authors: ['X'],
      target_emails: ['a@b.co'],
      message: 'hi',
      expiration: 14,
    })
    expect(toSendDetails(values, 'hours', now).expiration).toBe(14 * 24)
    expect(toSendDetails(values, 'unix-ms', now).expiration).toBe(now.getTime() + 14 * 86_400_000)
  })
})
