/**
 * Dates in the app's one language, English, written out by hand: `Intl.DateTimeFormat` costs a
 * phone 15–60 ms the first time it is built (ICU data), a long task on the first paint of the
 * Send page. Local time, 12-hour clock, as en-US writes it.
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

function clock(date: Date): string {
  const hours = date.getHours()
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** "Sunday, November 29, 2026 at 2:39 PM" */
export function formatLongDate(date: Date): string {
  return `${weekdays[date.getDay()]}, ${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${clock(date)}`
}

/** "Nov 29, 2026, 2:39 PM" */
export function formatShortDate(date: Date): string {
  return `${months[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}, ${clock(date)}`
}
