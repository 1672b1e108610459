import { describe, expect, it } from 'vitest'
import { expiresAt } from './expiration'
import { expirationAsBefore } from './transfer-fields'

describe('the expiration an earlier send chose, offered again', () => {
  const pressed = new Date(2026, 11, 1, 10, 0)
  const now = new Date(2026, 11, 8, 9, 0)

  it('a preset again, counted from now: the record is written a moment after Send was pressed', () => {
    const end = expiresAt({ days: 14 }, pressed)!.getTime()
    expect(expirationAsBefore(pressed.getTime() + 5, end, now)).toEqual({ expiration: '14', expirationDate: '' })
  })

  it('a date while it is ahead, else nothing', () => {
    const end = expiresAt({ date: '2026-12-24' }, pressed)!.getTime()
    expect(expirationAsBefore(pressed.getTime(), end, now)).toEqual({ expiration: 'date', expirationDate: '2026-12-24' })
    const past = expiresAt({ date: '2026-12-08' }, pressed)!.getTime()
    expect(expirationAsBefore(pressed.getTime(), past, now)).toBeUndefined()
    expect(expirationAsBefore(pressed.getTime(), undefined, now)).toBeUndefined()
  })
})
