import { z } from 'zod'
import { isFutureDate, type ExpirationChoice } from './expiration'

/** The expiration part of a form: a preset number of days, or 'date' with a calendar date. */
export const presetChoices = ['1', '7', '14', '30'] as const

export const expirationShape = {
  expiration: z.enum([...presetChoices, 'date']),
  expirationDate: z.string(),
}

export type ExpirationValues = { expiration: (typeof presetChoices)[number] | 'date'; expirationDate: string }

export function checkExpiration(values: ExpirationValues, ctx: z.RefinementCtx) {
  if (values.expiration !== 'date') return
  const message = values.expirationDate ? 'Choose a date after today' : 'Choose the date the transfer ends'
  if (!isFutureDate(values.expirationDate, new Date())) ctx.addIssue({ code: 'custom', path: ['expirationDate'], message })
}

export function choiceOf(values: ExpirationValues): ExpirationChoice {
  return values.expiration === 'date' ? { date: values.expirationDate } : { days: Number(values.expiration) }
}
