import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatterFor } from '../../components/use-format'
import type { HistoryKind } from '../../lib/history-db'
import type { EntryFile, HistoryEntry } from '../../shared/history-entries'
import { matches } from '../../lib/matches'

/*
 * How an entry reads, in the language shown: each function is handed the active `i18n` (from
 * useLingui() in a component), so it is worded afresh when the language changes.
 */

export type Tone = 'done' | 'partial' | 'failed' | 'neutral'

const delivered = (file: EntryFile) => file.transfers.length > 0

/** A file as named in History: a transfer whose record names no file goes by its consignment. */
export function fileName(file: EntryFile, i18n: I18n): string {
  if (file.name !== undefined) return file.name
  const consignmentId = file.transfers[0]?.consignmentId ?? ''
  return i18n._(msg`Consignment ${consignmentId}`)
}

/** What an entry holds, as a string (a status message, a search); its heading is EntryTitle, whose names are isolated. */
export function entryTitle(entry: HistoryEntry, i18n: I18n): string {
  const [first, ...rest] = entry.files
  if (!first) return i18n._(msg`Send with no file uploaded yet`)
  const name = fileName(first, i18n)
  const more = rest.length
  return more ? i18n._(msg`${name} and ${plural(more, { one: '# more file', other: '# more files' })}`) : name
}

const kinds = {
  upload: msg({ message: 'Upload', context: 'history entry kind', comment: 'a file uploaded on the Upload page' }),
  consignment: msg`Registered consignment`,
  transfer: msg({ message: 'Transfer', context: 'history entry kind', comment: 'a consignment sent by the Transfer page' }),
}

export function entryKind(entry: HistoryEntry, i18n: I18n): string {
  if (entry.kind !== 'send') return i18n._(kinds[entry.kind])
  const files = entry.files.length
  const recipients = entry.recipients.length
  return i18n._(
    msg`Send of ${plural(files, { one: '# file', other: '# files' })} to ${plural(recipients, { one: '# recipient', other: '# recipients' })}`,
  )
}

/** A send: how many of its files reached their recipients. A file alone: its furthest step. */
export function entryStatus(entry: HistoryEntry, i18n: I18n): { text: string; tone: Tone } {
  if (entry.kind !== 'send')
    return entry.kind === 'transfer'
      ? { text: i18n._(msg`Delivered`), tone: 'done' }
      : { text: i18n._(entry.kind === 'consignment' ? msg`Registered` : msg`Uploaded`), tone: 'neutral' }
  const count = entry.files.length
  const done = entry.files.filter(delivered).length
  if (count === 0) return { text: i18n._(msg`No file uploaded`), tone: 'failed' }
  if (done === count) return { text: i18n._(msg`${plural(count, { one: 'Delivered', other: 'All # delivered' })}`), tone: 'done' }
  if (done === 0) return { text: i18n._(msg`Not delivered`), tone: 'failed' }
  const total = formatterFor(i18n.locale).count(count)
  return {
    text: i18n._(msg`${plural(done, { one: `# of ${total} delivered`, other: `# of ${total} delivered` })}`),
    tone: 'partial',
  }
}

/** One file's furthest step, in words. */
export function fileStatus(file: EntryFile, i18n: I18n): string {
  if (delivered(file)) return i18n._(msg`Delivered`)
  if (file.consignments.length || file.reused) return i18n._(msg`Registered, not transferred`)
  if (file.fileId) return i18n._(msg`Uploaded, not registered`)
  return i18n._(msg`Not uploaded`)
}

/** Search by file name (as shown), recipient, sender, message or any id. */
export function entryMatches(entry: HistoryEntry, query: string, i18n: I18n): boolean {
  return matches(query, [
    entry.sender,
    entry.message,
    ...entry.recipients,
    ...entry.files.flatMap((f) => [
      fileName(f, i18n),
      f.fileId,
      f.containerId,
      ...f.consignments.map((c) => c.id),
      f.reused?.consignmentId,
      ...f.transfers.flatMap((t) => [t.id, t.consignmentId, ...t.recipients]),
    ]),
  ])
}

/** The records of an entry, by store: removing them removes the entry. */
export function entryKeys(entry: HistoryEntry): Partial<Record<HistoryKind, string[]>> {
  return {
    sends: entry.sendId ? [entry.sendId] : [],
    uploads: entry.files.flatMap((f) => (f.upload ? [f.upload.fileId] : [])),
    consignments: entry.files.flatMap((f) => f.consignments.map((c) => c.id)),
    transfers: entry.files.flatMap((f) => f.transfers.map((t) => t.id)),
  }
}
