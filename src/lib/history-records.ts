import type { ConsignmentRequest, TransferRequest, UploadResult } from '../api/schemas'
import { wholeNumber } from './format'
import { historyDb, type SendRecord } from './history-db'
import { newJournalFile, type JournalFile } from './journal'
import { openJournal, type Journal } from './journal-db'

/*
 * What each finished step leaves in this browser's history: one writer per kind of record,
 * whichever page did the step. The schema is described in history-db.ts.
 */

export async function recordUpload(item: { file: File }, result: UploadResult) {
  await historyDb.add('uploads', {
    fileId: result.fileId,
    containerId: result.containerId,
    filename: result.originalname || item.file.name,
    mime: result.mime,
    size: wholeNumber(result.size) ?? item.file.size,
    checksum: result.checksum,
    createdAt: Date.now(),
  })
}

/** `sendId` when a send of the Send page registered it. */
export async function recordConsignment(id: string, request: ConsignmentRequest, sendId?: string) {
  await historyDb.add('consignments', { ...request, id, ...(sendId ? { sendId } : {}), createdAt: Date.now() })
}

/**
 * `filename` when the caller knows it, else the name this browser registered the consignment
 * under; `sendId` when a send of the Send page made it.
 */
export async function recordTransfer(
  id: string,
  consignmentId: string,
  transfer: TransferRequest,
  { filename, sendId }: { filename?: string; sendId?: string } = {},
) {
  const name = filename ?? (await historyDb.list('consignments')).find((c) => c.id === consignmentId)?.filename
  await historyDb.add('transfers', {
    id,
    consignmentId,
    filename: name,
    recipients: transfer.target_emails,
    message: transfer.message?.trim() || undefined,
    expiration: transfer.expiration,
    ...(sendId ? { sendId } : {}),
    createdAt: Date.now(),
  })
}

/** Random, and available outside secure contexts too (crypto.randomUUID is not). */
function newSendId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `send-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

type SendDetails = { target_emails: string[]; message?: string; expiration?: number; co_authors: string[] }
export type SendOptions = {
  sender?: string
  nameOf?: (file: File) => string
  journal?: boolean
  expiresAt?: Date | null
  /** uploads of the Upload page, with its fields: journaled so they resume too, not shown as a send */
  uploads?: { store: boolean; source: string }
}

/**
 * One press of Send: its details kept once, in a `sends` record, with the send's journal
 * (journal-db.ts): each file's identity and steps, written as they go. Files given up front
 * are listed from the start, so one that never uploads still shows; others join the send as
 * they upload (they have no journal entry).
 */
export function startSend(details: SendDetails, files: readonly File[] = [], options: SendOptions = {}) {
  const nameOf = options.nameOf ?? ((file: File) => file.name)
  const id = newSendId()
  const record: SendRecord = {
    id,
    createdAt: Date.now(),
    sender: options.sender || undefined,
    expiresAt: options.expiresAt?.getTime(),
    ...(options.uploads && { kind: 'upload' as const, uploadFields: options.uploads }),
    recipients: [...details.target_emails],
    message: details.message?.trim() || undefined,
    expiration: details.expiration,
    coAuthors: [...details.co_authors],
    files: files.map((file) => ({ name: nameOf(file), size: file.size })),
  }
  const entries = files.map((file, i) => newJournalFile(id, i, file, nameOf(file), !!options.uploads))
  return continueSend(openJournal(record, entries, files, options.journal ?? true), nameOf)
}

/** A send whose journal is open: started now, or resumed from an earlier page. */
export function continueSend(journal: Journal, nameOf = (file: File) => file.name) {
  const record = journal.record
  /** files that joined the send as they uploaded (no journal entry): their place in `record.files` */
  const joined = new Map<File, number>()
  return {
    id: record.id,
    journal,
    /**
     * The file's upload finished (again, after a retry: with a new file id). `more` goes into
     * its journal entry in the same write (the next step's start, say).
     */
    uploaded(file: File, fileId: string, sender?: string, more: Partial<JournalFile> = {}) {
      const i = journal.indexOf(file)
      if (i === undefined) {
        const at = joined.get(file) ?? record.files.push({ name: nameOf(file), size: file.size }) - 1
        joined.set(file, at)
        record.files[at] = { ...record.files[at]!, fileId }
      } else record.files[i] = { ...record.files[i]!, fileId }
      record.sender ??= sender
      journal.touchSend()
      if (i === undefined) return journal.flush()
      // The copy goes once the upload's result is written, not before: a crash between the two
      // would leave a file neither uploaded in the journal nor kept.
      return journal.update(i, more).then(() => journal.dropCopy(i))
    },
  }
}
export type StartedSend = ReturnType<typeof continueSend>

/** Runs a history write; false when it failed, which the page tells (history is a convenience). */
export async function keptInHistory(write: () => Promise<void>): Promise<boolean> {
  try {
    await write()
    return true
  } catch {
    return false
  }
}
