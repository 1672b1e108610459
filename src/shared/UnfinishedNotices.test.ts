import { describe, expect, it } from 'vitest'
import { journalEntry } from '../test/journal-entries'
import { describeNeed, describeRefusal } from './UnfinishedNotices'

describe('describeNeed', () => {
  it('says each need in words', () => {
    expect(describeNeed(journalEntry({ upload: 'done', register: 'done', transfer: 'done' }))).toBe('Delivered')
    expect(describeNeed(journalEntry({}, { settled: 'left-out' }))).toBe('Left out of this send')
    expect(describeNeed(journalEntry({ upload: 'in-flight' }))).toBe('Was uploading; it will be uploaded again')
    expect(describeNeed(journalEntry({}))).toBe('Not uploaded yet')
    expect(describeNeed(journalEntry({ upload: 'done', register: 'in-flight' }))).toMatch(/^May already be registered/)
    expect(describeNeed(journalEntry({ upload: 'done', register: 'done', transfer: 'in-flight' }))).toMatch(
      /^May already be delivered/,
    )
    expect(describeNeed(journalEntry({ upload: 'done' }))).toBe('Uploaded; not registered yet')
    expect(describeNeed(journalEntry({ upload: 'done', register: 'done' }))).toBe('Uploaded and registered; not transferred yet')
  })
})

describe('describeRefusal', () => {
  const t0 = new Date(2026, 10, 20, 9, 30).getTime()
  const t1 = new Date(2026, 10, 22, 16, 5).getTime()

  it('names both sizes', () => {
    expect(describeRefusal({ kind: 'other-size', name: 'a.txt', size: 10, neededSize: 2048 })).toBe(
      '“a.txt” is 10 bytes, but the file this send needs is 2.0 kB: pick the same file.',
    )
  })

  it('names both dates', () => {
    expect(describeRefusal({ kind: 'changed', name: 'a.txt', lastModified: t1, neededLastModified: t0 })).toBe(
      '“a.txt” was changed on Nov 22, 2026, 4:05 PM, not the version this send started with (Nov 20, 2026, 9:30 AM): pick the file as it was.',
    )
  })

  it('says a file is not needed', () => {
    expect(describeRefusal({ kind: 'not-needed', name: 'other.txt' })).toBe(
      '“other.txt” is not one of the files this send still needs.',
    )
  })
})
