import * as z from 'zod/mini'
import { isFutureDate, type ExpirationChoice } from './expiration'
import { isValidEmail } from './recipients'

/** Form fields every transfer has, shared by the Transfer and Send forms. */

export const recipientsField = z.array(z.string()).check(
  z.superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one recipient e-mail address' })
    const invalid = list.filter((a) => !isValidEmail(a))
    if (invalid.length)
      ctx.addIssue({
        code: 'custom',
        message: `${invalid.length === 1 ? 'This address is' : `${invalid.length} addresses are`} not valid: ${invalid.join(', ')}. Correct or remove ${invalid.length === 1 ? 'it' : 'them'}.`,
      })
  }),
)

/** The expiration: a preset number of days, or 'date' with a calendar date. */
export const presetChoices = ['1', '7', '14', '30'] as const

export const expirationShape = {
  expiration: z.enum([...presetChoices, 'date']),
  expirationDate: z.string(),
}

export type ExpirationValues = { expiration: (typeof presetChoices)[number] | 'date'; expirationDate: string }

export function checkExpiration(values: ExpirationValues, ctx: z.core.$RefinementCtx<ExpirationValues>) {
  if (values.expiration !== 'date') return
  const message = values.expirationDate ? 'Choose a date after today' : 'Choose the date the transfer ends'
  if (!isFutureDate(values.expirationDate, new Date())) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message })
}

export function choiceOf(values: ExpirationValues): ExpirationChoice {
  return values.expiration === 'date' ? { date: values.expirationDate } : { days: Number(values.expiration) }
}
