import type { ExpirationUnit } from '../config/schema'

/** A preset number of days from now, or a calendar date (yyyy-mm-dd, the date input's value). */
export type ExpirationChoice = { days: number } | { date: string }

const DAY_MS = 86_400_000

function parseDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(y, m - 1, d, 23, 59, 59, 999)
  // Rejects 2025-02-31 and the like, which Date would roll over into March.
  return date.getMonth() === m - 1 && date.getDate() === d ? date : null
}

/** When the transfer ends: a preset counts from now; a date means the end of that day, local time. */
export function expiresAt(choice: ExpirationChoice, now: Date): Date | null {
  if ('days' in choice) return new Date(now.getTime() + choice.days * DAY_MS)
  return parseDate(choice.date)
}

/** A custom date must be a real date after today. */
export function isFutureDate(value: string, now: Date): boolean {
  const end = parseDate(value)
  if (!end) return false
  const endOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999)
  return end.getTime() > endOfToday.getTime()
}

/**
 * The `expiration` number the service expects, for every `expirationUnit` of docs/contract.md.
 * Durations are whole numbers (at least 1) because the contract does not say fractions are
 * accepted; absolute times are exact.
 */
export function toExpiration(choice: ExpirationChoice, unit: ExpirationUnit, now: Date): number {
  const end = expiresAt(choice, now)
  // The form lets no such date through: this says which one got past it, to a developer.
  if (!end) throw new RangeError(`invalid expiration date: ${'date' in choice ? choice.date : ''}`)
  const ms = end.getTime() - now.getTime()
  const whole = (n: number) => Math.max(1, Math.round(n))
  switch (unit) {
    case 'days':
      return 'days' in choice ? choice.days : whole(ms / DAY_MS)
    case 'hours':
      return whole(ms / 3_600_000)
    case 'seconds':
      return whole(ms / 1000)
    case 'unix-seconds':
      return Math.floor(end.getTime() / 1000)
    case 'unix-ms':
      return end.getTime()
  }
}
