import { describe, expect, it } from 'vitest'
import { createStagedList } from './staged-files'

const file = (name: string, body = 'x', lastModified = 1) => new File([body], name, { lastModified })
const withPath = (f: File, path: string) => Object.assign(f, { path })

describe('staged files', () => {
  it('keeps a file once by path, size and date, across slices and drops', () => {
    const list = createStagedList()
    list.take([file('a.txt'), file('b.txt')], true)
    // Same name, size and date in the next slice of the same drop: skipped, and counted.
    list.take([file('a.txt'), file('a.txt', 'xy'), file('a.txt', 'x', 2)], false)
    expect(list.view().files.map((f) => `${f.name}:${f.size}:${f.lastModified}`)).toEqual([
      'a.txt:1:1',
      'b.txt:1:1',
      'a.txt:2:1',
      'a.txt:1:2',
    ])
    expect(list.view().skipped).toBe(1)
    // A new drop counts its own duplicates afresh.
    list.take([file('b.txt'), withPath(file('b.txt'), './photos/b.txt')], true)
    expect(list.view()).toMatchObject({ skipped: 1 })
    expect(list.view().files).toHaveLength(5)
  })

  it('takes a removed file again, and starts over after clear', () => {
    const list = createStagedList()
    const a = file('a.txt')
    list.take([a, file('b.txt')], true)
    list.remove(a)
    list.take([file('a.txt')], true)
    expect(list.view()).toMatchObject({ skipped: 0 })
    expect(list.view().files.map((f) => f.name)).toEqual(['b.txt', 'a.txt'])
    list.clear()
    list.take([file('b.txt')], true)
    expect(list.view()).toMatchObject({ files: [expect.objectContaining({ name: 'b.txt' })], skipped: 0 })
  })

  it('gives React a copy that later slices do not change', () => {
    const list = createStagedList()
    list.take([file('a.txt')], true)
    const seen = list.view().files
    list.take([file('b.txt')], false)
    expect(seen).toHaveLength(1)
  })
})
