import type { ConsignmentRequest, TransferRequest, UploadResult } from '../api/schemas'
import { wholeNumber } from './format'
import { historyDb, type SendRecord } from './history-db'

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

/**
 * One press of Send: its details kept once, in a `sends` record whose files gain their file id
 * as each upload finishes. Files given up front are listed from the start, so one that never
 * uploads still shows; others join the send as they upload. Written only once there is a file.
 */
export function startSend(details: SendDetails, files: readonly File[] = [], nameOf = (file: File) => file.name) {
  const record: SendRecord = {
    id: newSendId(),
    createdAt: Date.now(),
    recipients: [...details.target_emails],
    message: details.message?.trim() || undefined,
    expiration: details.expiration,
    coAuthors: [...details.co_authors],
    files: files.map((file) => ({ name: nameOf(file), size: file.size })),
  }
  const index = new Map(files.map((file, i) => [file, i]))
  // One write at a time, of the record as it is by then: a burst of finished uploads costs one
  // or two writes, not one per file (each write holds every file of the send).
  let writing: Promise<void> | null = null
  let dirty = false
  const save = () => {
    dirty = true
    writing ??= (async () => {
      try {
        while (dirty) {
          dirty = false
          await historyDb.add('sends', record)
        }
      } finally {
        writing = null
      }
    })()
    return writing
  }
  if (files.length) save().catch(() => undefined)
  return {
    id: record.id,
    /** The file's upload finished (again, after a retry: with a new file id). */
    uploaded(file: File, fileId: string, sender?: string) {
      let i = index.get(file)
      if (i === undefined) {
        i = record.files.push({ name: nameOf(file), size: file.size }) - 1
        index.set(file, i)
      }
      record.files[i] = { ...record.files[i]!, fileId }
      record.sender ??= sender
      return save()
    },
  }
}

/** Runs a history write; says what to tell the person when it failed (history is a convenience). */
export async function keptInHistory(write: () => Promise<void>): Promise<string | undefined> {
  try {
    await write()
  } catch {
    return 'It could not be kept in this browser’s history, so note the id.'
  }
}
