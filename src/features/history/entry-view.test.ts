import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { TransferRecord } from '../../lib/history-db'
import { groupHistory, type EntryFile, type HistoryEntry } from '../../shared/history-entries'
import { entryKind, entryMatches, entryStatus, entryTitle } from './entry-view'
import { formatExpiration } from './match'

const transfer = (id: string, consignmentId: string, filename?: string): TransferRecord => ({
  id,
  consignmentId,
  filename,
  recipients: ['ann@example.com'],
  createdAt: 1,
})
const file = (name: string, delivered: boolean): EntryFile => ({
  name,
  consignments: [],
  transfers: delivered ? [transfer(`t-${name}`, `k-${name}`, name)] : [],
})
const send = (files: EntryFile[], recipients: string[]): HistoryEntry => ({ key: 's', kind: 'send', at: 1, files, recipients })

describe('how a History entry reads', () => {
  it('counts with the plural the number needs', () => {
    const one = send([file('a.txt', true)], ['ann@example.com'])
    expect(entryKind(one, i18n)).toBe('Send of 1 file to 1 recipient')
    expect(entryStatus(one, i18n)).toEqual({ text: 'Delivered', tone: 'done' })
    expect(entryTitle(one, i18n)).toBe('a.txt')

    const two = send([file('a.txt', true), file('b.txt', true)], ['ann@example.com', 'bob@example.org'])
    expect(entryKind(two, i18n)).toBe('Send of 2 files to 2 recipients')
    expect(entryStatus(two, i18n)).toEqual({ text: 'All 2 delivered', tone: 'done' })
    expect(entryTitle(two, i18n)).toBe('a.txt and 1 more file')
  })

  it('names a transfer whose record names no file by its consignment, and finds it by that name', () => {
    const [entry] = groupHistory({ uploads: [], consignments: [], transfers: [transfer('t9', 'k-9')], sends: [] })
    expect(entry!.files[0]!.name).toBeUndefined()
    expect(entryTitle(entry!, i18n)).toBe('Consignment k-9')
    expect(entryMatches(entry!, 'consignment K-9', i18n)).toBe(true)
    expect(entryMatches(entry!, 'consignment k-8', i18n)).toBe(false)
  })

  it('writes counts as the language shown writes numbers', async () => {
    await i18n.loadAndActivate({ locale: 'de', messages: {} })
    const files = Array.from({ length: 1500 }, (_, i) => file(`f${i}.txt`, i < 1000))
    const partial = send(
      files,
      Array.from({ length: 1200 }, (_, i) => `p${i}@example.com`),
    )
    // The catalogs are not translated yet: the English words, with German numbers.
    expect(entryStatus(partial, i18n).text).toBe('1.000 of 1.500 delivered')
    expect(entryKind(partial, i18n)).toBe('Send of 1.500 files to 1.200 recipients')
    expect(entryTitle(partial, i18n)).toBe('f0.txt and 1.499 more files')
  })

  it('says when a transfer expires in the language’s date, with the days in their plural', async () => {
    const sentAt = Date.UTC(2025, 0, 4, 12)
    const day = 86_400_000
    const date = (ms: number, locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms))
    expect(formatExpiration(1, 'days', sentAt, i18n)).toBe(`${date(sentAt + day, 'en')} (1 day after sending)`)
    expect(formatExpiration(7, 'days', sentAt, i18n)).toBe(`${date(sentAt + 7 * day, 'en')} (7 days after sending)`)
    await i18n.loadAndActivate({ locale: 'de', messages: {} })
    expect(formatExpiration(2, 'hours', sentAt, i18n)).toBe(`${date(sentAt + 2 * 3_600_000, 'de')} (2 hours after sending)`)
    expect(formatExpiration(sentAt / 1000, 'unix-seconds', 0, i18n, sentAt - 3 * day)).toBe(`${date(sentAt, 'de')} (in 3 Tagen)`)
    expect(formatExpiration(sentAt, 'unix-ms', 0, i18n, sentAt + 2 * 3_600_000)).toBe(`${date(sentAt, 'de')} (vor 2 Stunden)`)
  })
})
