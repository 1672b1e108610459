import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { speak } from '../../test/lingui'
import { emptySendForm, sendFormSchema, splitCoAuthors, toSendDetails } from './send-form'

const askForAddress = 'Enter your e-mail address (the storage service records who uploaded)'
const senderError = (schema: ReturnType<typeof sendFormSchema>) =>
  schema
    .safeParse({ ...emptySendForm, recipients: ['a@b.co'], senderEmail: 'nope' })
    .error?.issues.find((issue) => issue.path[0] === 'senderEmail')?.message

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

  it('words its checks in the language shown, the checks made once per language', () => {
    const english = sendFormSchema(i18n)
    expect(sendFormSchema(i18n)).toBe(english)
    expect(senderError(english)).toBe(askForAddress)

    speak('de', { [askForAddress]: 'Geben Sie Ihre E-Mail-Adresse ein' })
    const german = sendFormSchema(i18n)
    expect(german).not.toBe(english)
    expect(senderError(german)).toBe('Geben Sie Ihre E-Mail-Adresse ein')

    speak('en')
    expect(sendFormSchema(i18n)).toBe(english)
  })
})
