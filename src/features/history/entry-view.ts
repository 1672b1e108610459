import type { HistoryKind } from '../../lib/history-db'
import { plural } from '../../components/words'
import type { EntryFile, HistoryEntry } from './entries'
import { matches } from './match'

export type Tone = 'done' | 'partial' | 'failed' | 'neutral'

const delivered = (file: EntryFile) => file.transfers.length > 0

export function entryTitle(entry: HistoryEntry): string {
  const [first, ...rest] = entry.files
  if (!first) return 'Send with no file uploaded yet'
  return rest.length ? `${first.name} and ${plural(rest.length, 'more file', 'more files')}` : first.name
}

export function entryKind(entry: HistoryEntry): string {
  if (entry.kind === 'send')
    return `Send of ${plural(entry.files.length, 'file')} to ${plural(entry.recipients.length, 'recipient')}`
  return { upload: 'Upload', consignment: 'Registered consignment', transfer: 'Transfer' }[entry.kind]
}

/** A send: how many of its files reached their recipients. A file alone: its furthest step. */
export function entryStatus(entry: HistoryEntry): { text: string; tone: Tone } {
  if (entry.kind !== 'send')
    return entry.kind === 'transfer'
      ? { text: 'Delivered', tone: 'done' }
      : { text: entry.kind === 'consignment' ? 'Registered' : 'Uploaded', tone: 'neutral' }
  const total = entry.files.length
  const done = entry.files.filter(delivered).length
  if (total === 0) return { text: 'No file uploaded', tone: 'failed' }
  if (done === total) return { text: total === 1 ? 'Delivered' : `All ${total} delivered`, tone: 'done' }
  if (done === 0) return { text: 'Not delivered', tone: 'failed' }
  return { text: `${done} of ${total} delivered`, tone: 'partial' }
}

/** One file's furthest step, in words. */
export function fileStatus(file: EntryFile): string {
  if (delivered(file)) return 'Delivered'
  if (file.consignments.length) return 'Registered, not transferred'
  if (file.fileId) return 'Uploaded, not registered'
  return 'Not uploaded'
}

/** Search by file name, recipient, sender, message or any id. */
export function entryMatches(entry: HistoryEntry, query: string): boolean {
  return matches(query, [
    entry.sender,
    entry.message,
    ...entry.recipients,
    ...entry.files.flatMap((f) => [
      f.name,
      f.fileId,
      f.containerId,
      ...f.consignments.map((c) => c.id),
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
