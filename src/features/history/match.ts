import { formatShortDate } from '../../lib/dates'
import type { ExpirationUnit } from '../../config/schema'

/** Case-insensitive: does any of the record's fields contain every word of the query? */
export function matches(query: string, fields: Array<string | undefined>): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fields.filter(Boolean).join('\n').toLowerCase()
  return words.every((w) => haystack.includes(w))
}

export function formatDate(ms: number): string {
  return formatShortDate(new Date(ms))
}

/** The number sent is only meaningful with the unit it was encoded in (config.expirationUnit). */
export function formatExpiration(value: number, unit: ExpirationUnit, sentAt: number): string {
  const hours = { days: 24, hours: 1, seconds: 1 / 3600 } as const
  if (unit === 'unix-seconds') return formatDate(value * 1000)
  if (unit === 'unix-ms') return formatDate(value)
  return `${formatDate(sentAt + value * hours[unit] * 3_600_000)} (${value} ${unit} after sending)`
}
