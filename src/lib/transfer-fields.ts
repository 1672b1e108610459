import * as z from 'zod/mini'
import { isFutureDate, type ExpirationChoice } from './expiration'

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

const DAY_MS = 86_400_000

/**
 * The expiration an earlier send chose, offered for sending its files again: its preset number of
 * days (counted from now again), or its date while that is still ahead; none when neither is known.
 */
export function expirationAsBefore(createdAt: number, expiresAt: number | undefined, now: Date): ExpirationValues | undefined {
  if (expiresAt === undefined) return undefined
  const days = (expiresAt - createdAt) / DAY_MS
  // A preset counts from the moment Send was pressed, a few milliseconds before the send's record.
  const preset = presetChoices.find((p) => Math.abs(Number(p) - days) < 0.001)
  if (preset) return { expiration: preset, expirationDate: '' }
  const end = new Date(expiresAt)
  const date = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`
  return isFutureDate(date, now) ? { expiration: 'date', expirationDate: date } : undefined
}
