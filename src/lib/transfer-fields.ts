import * as z from 'zod/mini'
import type { ExpirationChoice } from './expiration'

/**
 * Form fields every transfer has, shared by the Transfer and Send forms. Their checks, which
 * word what is wrong, are the interface's: components/form-checks.ts.
 */

/** The expiration: a preset number of days, or 'date' with a calendar date. */
export const presetChoices = ['1', '7', '14', '30'] as const
/** The expiration a form starts with, on every page that sends a transfer. */
export const defaultExpiration: (typeof presetChoices)[number] = '7'

/** Made by the form's checks when they are built (on first use), not when this module is evaluated. */
export const expirationShape = () => ({
  expiration: z.enum([...presetChoices, 'date']),
  expirationDate: z.string(),
})

export type ExpirationValues = { expiration: (typeof presetChoices)[number] | 'date'; expirationDate: string }

export function choiceOf(values: ExpirationValues): ExpirationChoice {
  return values.expiration === 'date' ? { date: values.expirationDate } : { days: Number(values.expiration) }
}
