import { intlLocale } from './format'

/*
 * Dates and times in the language shown, local time, by Intl (docs/i18n.md). Formatters are built
 * once per language and kept: the first one costs a phone milliseconds (ICU data).
 */
const cache = new Map<string, Intl.DateTimeFormat>()
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let found = cache.get(key)
  if (!found) cache.set(key, (found = new Intl.DateTimeFormat(intlLocale(locale), options)))
  return found
}

/** "Sunday, November 29, 2026 at 2:39 PM" / "Sonntag, 29. November 2026 um 14:39" */
export const formatLongDate = (date: Date, locale: string) =>
  dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date)

/** "Nov 29, 2026, 2:39 PM" / "29.11.2026, 14:39" */
export const formatShortDate = (date: Date, locale: string) =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)

const relative = new Map<string, Intl.RelativeTimeFormat>()
const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
]

/** How far `date` is from `now`, in the largest unit that fits: "in 7 days", "3 hours ago", "vor 3 Stunden". */
export function formatRelative(date: Date, now: Date, locale: string): string {
  let rtf = relative.get(locale)
  if (!rtf) relative.set(locale, (rtf = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' })))
  let value = (date.getTime() - now.getTime()) / 1000
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return rtf.format(Math.round(value), unit)
    value /= size
  }
  return rtf.format(Math.round(value), 'year')
}
