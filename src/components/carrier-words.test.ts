import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { SendRecord } from '../lib/history-db'
import { carriedTitle } from './carrier-words'

const send = (files: number[], kind?: SendRecord['kind']): SendRecord => ({
  id: 's',
  createdAt: 0,
  recipients: ['ann@example.org', 'bob@example.org'],
  coAuthors: [],
  files: files.map((size, i) => ({ name: `secret-${i}.pdf`, size })),
  journal: 1,
  status: 'active',
  kind,
})

describe("the browser's notification of a carried send", () => {
  it('says how many files and how much, never to whom nor what they are called (it shows on a lock screen)', () => {
    const title = carriedTitle(i18n, send([1_048_576, 2_621_440]))
    expect(title).toBe('Sending 2 files · 3.5 MB')
    expect(carriedTitle(i18n, send([2048], 'upload'))).toBe('Uploading 1 file · 2.0 kB')
    for (const secret of ['ann@', 'bob@', 'secret-']) expect(title).not.toContain(secret)
  })
})
