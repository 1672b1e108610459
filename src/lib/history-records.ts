import type { ConsignmentRequest, TransferRequest, UploadResult } from '../api/schemas'
import { wholeNumber } from './format'
import { historyDb } from './history-db'

/*
 * What each finished step leaves in this browser's history: one writer per kind of record,
 * whichever page did the step.
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

export async function recordConsignment(id: string, request: ConsignmentRequest) {
  await historyDb.add('consignments', { ...request, id, createdAt: Date.now() })
}

/** `filename` when the caller knows it, else the name this browser registered the consignment under. */
export async function recordTransfer(id: string, consignmentId: string, transfer: TransferRequest, filename?: string) {
  const name = filename ?? (await historyDb.list('consignments')).find((c) => c.id === consignmentId)?.filename
  await historyDb.add('transfers', {
    id,
    consignmentId,
    filename: name,
    recipients: transfer.target_emails,
    message: transfer.message?.trim() || undefined,
    expiration: transfer.expiration,
    createdAt: Date.now(),
  })
}

/** Runs a history write; says what to tell the person when it failed (history is a convenience). */
export async function keptInHistory(write: () => Promise<void>): Promise<string | undefined> {
  try {
    await write()
  } catch {
    return 'It could not be kept in this browser’s history, so note the id.'
  }
}
