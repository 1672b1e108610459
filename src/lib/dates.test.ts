import { describe, expect, it } from 'vitest'
import { formatLongDate, formatRelative, formatShortDate } from './dates'

// Intl puts a narrow no-break space before AM/PM and inside some dates; people read a space.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')
const date = new Date(2026, 10, 29, 14, 39)

describe('dates in the language shown', () => {
  it('writes English by hand exactly as Intl writes en-US, at every hour of two weeks and in every month', () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' })
    const short = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    for (let i = 0; i < 24 * 14; i++) {
      const at = new Date(2026, i % 12, 1 + (i % 28), i % 24, (i * 7) % 60)
      expect(formatLongDate(at, 'en')).toBe(plain(long.format(at)))
      expect(formatShortDate(at, 'en')).toBe(plain(short.format(at)))
    }
  })

  it('writes English as before Intl wrote it (en-US), midnight and noon as 12', () => {
    expect(plain(formatLongDate(date, 'en'))).toBe('Sunday, November 29, 2026 at 2:39 PM')
    expect(plain(formatShortDate(date, 'en'))).toBe('Nov 29, 2026, 2:39 PM')
    expect(plain(formatLongDate(new Date(2026, 10, 29, 0, 5), 'en'))).toBe('Sunday, November 29, 2026 at 12:05 AM')
    expect(plain(formatShortDate(new Date(2026, 10, 29, 12, 0), 'en'))).toBe('Nov 29, 2026, 12:00 PM')
  })

  it('writes German, Polish and Japanese dates as those languages do (24-hour clock, their order and words)', () => {
    expect(formatLongDate(date, 'de')).toBe('Sonntag, 29. November 2026 um 14:39')
    expect(formatShortDate(date, 'de')).toBe('29.11.2026, 14:39')
    expect(formatLongDate(date, 'pl')).toContain('29 listopada 2026')
    expect(formatLongDate(date, 'ja')).toContain('2026年11月29日日曜日')
    expect(formatLongDate(date, 'zh-Hans')).toContain('2026年11月29日星期日')
  })

  it('writes Arabic month and weekday names', () => {
    const ar = formatLongDate(date, 'ar')
    expect(ar).toContain('نوفمبر')
    expect(ar).toContain('الأحد')
  })

  it('writes the pseudo-locale as English', () => {
    expect(formatShortDate(date, 'pseudo')).toBe(formatShortDate(date, 'en'))
  })

  it('says how far a time is, in the largest unit that fits, in the language shown', () => {
    const now = new Date(2026, 10, 24, 12, 0)
    expect(formatRelative(new Date(2026, 11, 1, 12, 0), now, 'en')).toBe('next week')
    expect(formatRelative(new Date(2026, 10, 27, 12, 0), now, 'en')).toBe('in 3 days')
    expect(formatRelative(new Date(2026, 10, 24, 9, 0), now, 'en')).toBe('3 hours ago')
    expect(formatRelative(new Date(2026, 10, 24, 9, 0), now, 'de')).toBe('vor 3 Stunden')
    expect(formatRelative(new Date(2026, 10, 25, 12, 0), now, 'fr')).toBe('demain')
  })
})
