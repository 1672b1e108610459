import { describe, expect, it } from 'vitest'
import { formatLongDate, formatShortDate } from './dates'

describe('dates written out in English', () => {
  it('matches what Intl writes for en-US, at every hour of a day and on every weekday and month', () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' })
    const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    const normalise = (s: string) => s.replace(/\u202f/g, ' ')
    for (let i = 0; i < 24 * 14; i++) {
      const date = new Date(2026, i % 12, 1 + (i % 28), i % 24, (i * 7) % 60)
      expect(formatLongDate(date)).toBe(normalise(long.format(date)))
      expect(formatShortDate(date)).toBe(normalise(short.format(date)))
    }
  })

  it('writes midnight and noon as 12', () => {
    expect(formatLongDate(new Date(2026, 10, 29, 0, 5))).toBe('Sunday, November 29, 2026 at 12:05 AM')
    expect(formatShortDate(new Date(2026, 10, 29, 12, 0))).toBe('Nov 29, 2026, 12:00 PM')
  })
})
