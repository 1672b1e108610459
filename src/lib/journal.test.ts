import { describe, expect, it } from 'vitest'
import type { SendRecord } from './history-db'
import { isUnfinished, JOURNAL_VERSION, matchPicked, newJournalFile, readJournalFile, type JournalFile } from './journal'
import { journalEntry, journalResult } from '../test/journal-entries'

describe('readJournalFile', () => {
  it('reads an entry of this version as it was written', () => {
    const file = new File(['0123456789'], 'a.txt', { type: 'text/plain', lastModified: 1_700_000_000_000 })
    const written = newJournalFile('s1', 2, file, 'dir/a.txt')
    expect(written).toEqual({
      sendId: 's1',
      index: 2,
      name: 'dir/a.txt',
      size: 10,
      type: 'text/plain',
      lastModified: 1_700_000_000_000,
      steps: { upload: 'todo', register: 'todo', transfer: 'todo' },
    })
    expect(readJournalFile(structuredClone(written))).toEqual(written)

    const through: JournalFile = {
      ...written,
      steps: { upload: 'done', register: 'done', transfer: 'failed' },
      result: journalResult,
      checksum: { state: 'match', local: 'abc', server: 'abc', hashed: 10 },
      consignmentId: 'cons-1',
      transferId: 'tr-1',
      settled: 'left-out',
    }
    expect(readJournalFile(structuredClone(through))).toEqual(through)
    expect(JOURNAL_VERSION).toBe(1)
  })

  it('reads junk as null', () => {
    for (const junk of [
      null,
      undefined,
      'entry',
      3,
      [],
      {},
      { sendId: 's1' },
      { index: 0 },
      { sendId: 1, index: 0 },
      { sendId: 's1', index: '0' },
    ])
      expect(readJournalFile(junk)).toBeNull()
  })
})

describe('matchPicked', () => {
  const t0 = new Date(2026, 10, 20, 9, 30).getTime()
  const t1 = new Date(2026, 10, 22, 16, 5).getTime()
  const needed = (index: number, name: string, size: number, lastModified = t0): JournalFile => ({
    ...journalEntry({}),
    index,
    name,
    size,
    lastModified,
  })
  const picked = (name: string, size: number, lastModified = t0) => new File([new Uint8Array(size)], name, { lastModified })

  it('matches a file of the same name, size and date', () => {
    const file = picked('a.txt', 10)
    const outcome = matchPicked([needed(0, 'b.txt', 10), needed(1, 'a.txt', 10)], [file])
    expect([...outcome.matched]).toEqual([[1, file]])
    expect(outcome.refused).toEqual([])
  })

  it('refuses the same name at another size, naming both sizes', () => {
    const outcome = matchPicked([needed(0, 'a.txt', 2048)], [picked('a.txt', 10)])
    expect(outcome.matched.size).toBe(0)
    expect(outcome.refused).toEqual([{ kind: 'other-size', name: 'a.txt', size: 10, neededSize: 2048 }])
  })

  it('refuses the same name and size changed since, naming both dates', () => {
    const outcome = matchPicked([needed(0, 'a.txt', 10, t0)], [picked('a.txt', 10, t1)])
    expect(outcome.matched.size).toBe(0)
    expect(outcome.refused).toEqual([{ kind: 'changed', name: 'a.txt', lastModified: t1, neededLastModified: t0 }])
  })

  it('refuses a file the send does not need', () => {
    const outcome = matchPicked([needed(0, 'a.txt', 10)], [picked('other.txt', 10)])
    expect(outcome.matched.size).toBe(0)
    expect(outcome.refused).toEqual([{ kind: 'not-needed', name: 'other.txt' }])
  })

  it('matches a file of a dropped folder by its own name', () => {
    const file = picked('a.txt', 10)
    const outcome = matchPicked([needed(3, 'dir/sub/a.txt', 10)], [file])
    expect(outcome.matched.get(3)).toBe(file)
    expect(outcome.refused).toEqual([])
    // a name that only ends the same is another file
    expect(matchPicked([needed(3, 'dir/ba.txt', 10)], [file]).matched.size).toBe(0)
  })

  it('tells two needed files of one name apart by their size', () => {
    const small = picked('a.txt', 10)
    const big = picked('a.txt', 20)
    const outcome = matchPicked([needed(0, 'x/a.txt', 20), needed(1, 'y/a.txt', 10)], [small, big])
    expect(outcome.matched.get(0)).toBe(big)
    expect(outcome.matched.get(1)).toBe(small)
    expect(outcome.refused).toEqual([])
  })

  it('does not match one needed file twice', () => {
    const outcome = matchPicked([needed(0, 'a.txt', 10)], [picked('a.txt', 10), picked('a.txt', 10)])
    expect(outcome.matched.size).toBe(1)
    expect(outcome.refused).toHaveLength(1)
  })
})

describe('isUnfinished', () => {
  const send = (more: Partial<SendRecord>): SendRecord => ({
    id: 's1',
    createdAt: 1,
    recipients: [],
    coAuthors: [],
    files: [],
    ...more,
  })
  it('is a journaled send still active, nothing else', () => {
    expect(isUnfinished(send({ journal: 1, status: 'active' }))).toBe(true)
    expect(isUnfinished(send({ journal: 1, status: 'finished' }))).toBe(false)
    expect(isUnfinished(send({ journal: 1, status: 'discarded' }))).toBe(false)
    expect(isUnfinished(send({ status: 'active' }))).toBe(false)
    expect(isUnfinished(send({}))).toBe(false)
  })
})
