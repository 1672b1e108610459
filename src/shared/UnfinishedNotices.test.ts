import { describe, expect, it } from 'vitest'
import type { UploadResult } from '../api/schemas'
import type { JournalFile, StepState } from '../lib/journal'
import { describeNeed, describeRefusal } from './UnfinishedNotices'

type Steps = { upload: StepState; register: StepState; transfer: StepState }

const result = { fileId: 'f-1', size: '10' } as UploadResult

/** A file entry: `steps` as given, with the upload's result and consignment id where the steps say they are known. */
function entry(steps: Partial<Steps>, more: Partial<JournalFile> = {}): JournalFile {
  const all: Steps = { upload: 'todo', register: 'todo', transfer: 'todo', ...steps }
  return {
    sendId: 's1',
    index: 0,
    name: 'a.txt',
    size: 10,
    type: 'text/plain',
    lastModified: 1_700_000_000_000,
    kept: 'none',
    steps: all,
    ...(all.upload === 'done' ? { result } : {}),
    ...(all.register === 'done' ? { consignmentId: 'cons-1' } : {}),
    ...more,
  }
}

describe('describeNeed', () => {
  it('says each need in words', () => {
    expect(describeNeed(entry({ upload: 'done', register: 'done', transfer: 'done' }))).toBe('Delivered')
    expect(describeNeed(entry({}, { settled: 'left-out' }))).toBe('Left out of this send')
    expect(describeNeed(entry({ upload: 'in-flight' }))).toBe('Was uploading; it will be uploaded again')
    expect(describeNeed(entry({}))).toBe('Not uploaded yet')
    expect(describeNeed(entry({ upload: 'done', register: 'in-flight' }))).toMatch(/^May already be registered/)
    expect(describeNeed(entry({ upload: 'done', register: 'done', transfer: 'in-flight' }))).toMatch(/^May already be delivered/)
    expect(describeNeed(entry({ upload: 'done' }))).toBe('Uploaded; not registered yet')
    expect(describeNeed(entry({ upload: 'done', register: 'done' }))).toBe('Uploaded and registered; not transferred yet')
  })
})

describe('describeRefusal', () => {
  const t0 = new Date(2026, 10, 20, 9, 30).getTime()
  const t1 = new Date(2026, 10, 22, 16, 5).getTime()

  it('names both sizes', () => {
    expect(describeRefusal({ kind: 'other-size', name: 'a.txt', size: 10, neededSize: 2048 })).toBe(
      '“a.txt” is 10 bytes, but the file this send needs is 2.0 KB: pick the same file.',
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
