import { intlFormatter } from './format'

/*
 * Dates and times in the language shown, local time, by Intl (docs/i18n.md). Formatters are built
 * once per language and kept: the first one costs a phone milliseconds (ICU data).
 */
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => intlFormatter(Intl.DateTimeFormat, locale, options)

/*
 * English, the language of a first visit's first render, is written out by hand as Intl writes it
 * for en-US (dates.test.ts compares the two at every hour of two weeks): building an
 * Intl.DateTimeFormat costs a phone 15-60 ms the first time (ICU data), a long task on the Send
 * page's first render, which shows when a transfer would end. Other languages use Intl.
 */
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const english = (locale: string) => locale === 'en' || locale === 'pseudo'
/** A space before AM/PM (newer ICU writes a narrow no-break one: people read the same). */
function clock(date: Date): string {
  const hours = date.getHours()
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** "Sunday, November 29, 2026 at 2:39 PM" / "Sonntag, 29. November 2026 um 14:39" */
export const formatLongDate = (date: Date, locale: string) =>
  english(locale)
    ? `${weekdays[date.getDay()]}, ${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${clock(date)}`
    : dateFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(date)

/** "Nov 29, 2026, 2:39 PM" / "29.11.2026, 14:39" */
export const formatShortDate = (date: Date, locale: string) =>
  english(locale)
    ? `${months[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}, ${clock(date)}`
    : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)

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
  const rtf = intlFormatter(Intl.RelativeTimeFormat, locale, { numeric: 'auto' })
  let value = (date.getTime() - now.getTime()) / 1000
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return rtf.format(Math.round(value), unit)
    value /= size
  }
  return rtf.format(Math.round(value), 'year')
}
