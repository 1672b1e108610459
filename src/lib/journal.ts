import type { UploadResult } from '../api/schemas'
import type { SendRecord } from './history-db'
import type { ChecksumInfo, Step, StepState } from './send/model'

/*
 * The send journal: what a send has done, file by file, written as it goes (send/journal-log.ts), so
 * that a send interrupted by a closed tab, a crash or a reload can be finished (docs/decisions/0008).
 * This file holds the format; what a file needs next is the model's (send/model.ts `needOf`).
 */

/** The format written now (a send record's `journal`). */
export const JOURNAL_VERSION = 1

/**
 * One file of a send. Its identity is what the person's file is matched by if it must be picked
 * again. What this browser kept of its bytes is in the `kept` store alone (send/kept.ts).
 */
export type JournalFile = {
  sendId: string
  index: number
  /** the name shown (its place in a dropped folder included) */
  name: string
  size: number
  type: string
  lastModified: number
  steps: Record<Step, StepState>
  /** once the upload is confirmed: what the server stored, and the checksums compared */
  result?: UploadResult
  checksum?: ChecksumInfo
  consignmentId?: string
  transferId?: string
  /** a step in doubt settled by the person: counted `done`, or the file `left-out` of the send */
  settled?: 'done' | 'left-out'
  /** an upload of the Upload page: through once uploaded (no registration, no transfer) */
  uploadOnly?: true
}

export function newJournalFile(sendId: string, index: number, file: File, name: string, uploadOnly = false): JournalFile {
  return {
    ...(uploadOnly && { uploadOnly: true as const }),
    sendId,
    index,
    name,
    size: file.size,
    type: file.type,
    lastModified: file.lastModified,
    steps: { upload: 'todo', register: 'todo', transfer: 'todo' },
  }
}

/** A stored entry read back (this code wrote it), or null when it is not one of ours. */
export function readJournalFile(raw: unknown): JournalFile | null {
  const r = raw as Partial<JournalFile> | null
  return r && typeof r === 'object' && typeof r.sendId === 'string' && typeof r.index === 'number' && r.steps
    ? (r as JournalFile)
    : null
}

/** A send (or uploads of the Upload page) the journal can resume: written with a journal, not yet finished or discarded. */
export const isUnfinished = (send: SendRecord) =>
  typeof send.journal === 'number' && send.journal >= 1 && send.status === 'active'

/** What the journal holds: a send of the Send page, or uploads of the Upload page. */
export const kindOf = (send: SendRecord) => send.kind ?? 'send'

/** The picked file's identity: what a file of the journal is matched by. */
const sameName = (picked: File, needed: JournalFile) => needed.name === picked.name || needed.name.endsWith(`/${picked.name}`)

/**
 * Why a picked file was not taken: not one the send needs, or of a needed name but another
 * size or last-modified time (the needed file's given beside the picked one's).
 */
export type Refusal =
  | { kind: 'not-needed'; name: string }
  | { kind: 'other-size'; name: string; size: number; neededSize: number }
  | { kind: 'changed'; name: string; lastModified: number; neededLastModified: number }

export type PickOutcome = { matched: Map<number, File>; refused: Refusal[] }

/**
 * Matches files the person picked to the files a send still needs: same name, size and
 * last-modified time. A file of a needed name but another size or date is refused, saying why;
 * so is one the send does not need.
 */
export function matchPicked(needed: readonly JournalFile[], picked: readonly File[]): PickOutcome {
  const matched = new Map<number, File>()
  const refused: Refusal[] = []
  for (const file of picked) {
    const named = needed.filter((n) => sameName(file, n) && !matched.has(n.index))
    const same = named.find((n) => n.size === file.size && n.lastModified === file.lastModified)
    if (same) matched.set(same.index, file)
    else if (named.length === 0) refused.push({ kind: 'not-needed', name: file.name })
    else {
      const n = named[0]!
      refused.push(
        n.size !== file.size
          ? { kind: 'other-size', name: file.name, size: file.size, neededSize: n.size }
          : { kind: 'changed', name: file.name, lastModified: file.lastModified, neededLastModified: n.lastModified },
      )
    }
  }
  return { matched, refused }
}
