import { describe, expect, it } from 'vitest'
import { expiresAt, isFutureDate, toExpiration } from './expiration'

// A fixed local time, so the tests do not depend on the day they run.
const now = new Date(2030, 5, 10, 12, 0, 0) // 10 June 2030, 12:00 local

describe('toExpiration', () => {
  it('encodes a preset of days in every unit', () => {
    const week = { days: 7 }
    expect(toExpiration(week, 'days', now)).toBe(7)
    expect(toExpiration(week, 'hours', now)).toBe(168)
    expect(toExpiration(week, 'seconds', now)).toBe(604_800)
    expect(toExpiration(week, 'unix-ms', now)).toBe(now.getTime() + 604_800_000)
    expect(toExpiration(week, 'unix-seconds', now)).toBe(Math.floor(now.getTime() / 1000) + 604_800)
  })

  it('encodes a custom date as the end of that day, in every unit', () => {
    const date = { date: '2030-06-12' } // 2 days and 11:59:59.999 after now
    const end = new Date(2030, 5, 12, 23, 59, 59, 999)
    const ms = end.getTime() - now.getTime()
    expect(toExpiration(date, 'days', now)).toBe(2)
    expect(toExpiration(date, 'hours', now)).toBe(60)
    expect(toExpiration(date, 'seconds', now)).toBe(Math.round(ms / 1000))
    expect(toExpiration(date, 'unix-ms', now)).toBe(end.getTime())
    expect(toExpiration(date, 'unix-seconds', now)).toBe(Math.floor(end.getTime() / 1000))
  })

  it('never encodes a duration as zero', () => {
    const lateNow = new Date(2030, 5, 10, 23, 0, 0)
    expect(toExpiration({ date: '2030-06-11' }, 'days', lateNow)).toBe(1)
  })

  it('refuses a value that is not a date', () => {
    expect(() => toExpiration({ date: '2030-02-31' }, 'days', now)).toThrow(RangeError)
  })
})

describe('isFutureDate', () => {
  it('accepts tomorrow and later, refuses today, the past and non-dates', () => {
    expect(isFutureDate('2030-06-11', now)).toBe(true)
    expect(isFutureDate('2031-01-01', now)).toBe(true)
    expect(isFutureDate('2030-06-10', now)).toBe(false)
    expect(isFutureDate('2029-12-31', now)).toBe(false)
    expect(isFutureDate('', now)).toBe(false)
    expect(isFutureDate('2030-13-01', now)).toBe(false)
  })
})

describe('expiresAt', () => {
  it('counts presets from now', () => {
    expect(expiresAt({ days: 1 }, now)?.getTime()).toBe(now.getTime() + 86_400_000)
  })
})
