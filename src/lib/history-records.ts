import type { ConsignmentRequest, TransferRequest, UploadResult } from '../api/schemas'
import { wholeNumber } from './format'
import { historyDb, type UploadRecord } from './history-db'
import type { HistoryScope } from './history-scope'

/*
 * What each finished step leaves in this browser's history: one writer per kind of record,
 * whichever page did the step (a send's own record is written by its journal, lib/send/).
 * The schema is described in history-db.ts.
 */

/** History's record of an upload. */
export function uploadRecord(item: { file: File }, result: UploadResult): UploadRecord {
  return {
    fileId: result.fileId,
    containerId: result.containerId,
    filename: result.originalname || item.file.name,
    mime: result.mime,
    size: wholeNumber(result.size) ?? item.file.size,
    checksum: result.checksum,
    createdAt: Date.now(),
  }
}

/** `of` when a send of the Send page made it; `scope`, whose history it is when not the page's (a send the worker carries). */
export async function recordUpload(item: { file: File }, result: UploadResult, of?: OfSend, scope?: HistoryScope) {
  await historyDb.add('uploads', { ...uploadRecord(item, result), ...of }, scope)
}

/** A send of the Send page, and the place in it of the file a record is of. */
export type OfSend = { sendId: string; index: number }

/** `of` when a send of the Send page registered it. */
export async function recordConsignment(id: string, request: ConsignmentRequest, of?: OfSend, scope?: HistoryScope) {
  await historyDb.add('consignments', { ...request, id, ...of, createdAt: Date.now() }, scope)
}

/**
 * `filename` when the caller knows it, else the name this browser registered the consignment
 * under; `sendId` and `index` when a send of the Send page made it.
 */
export async function recordTransfer(
  id: string,
  consignmentId: string,
  transfer: TransferRequest,
  { filename, sendId, index }: { filename?: string; sendId?: string; index?: number } = {},
  scope?: HistoryScope,
) {
  const name = filename ?? (await historyDb.list('consignments')).find((c) => c.id === consignmentId)?.filename
  await historyDb.add(
    'transfers',
    {
      id,
      consignmentId,
      filename: name,
      recipients: transfer.target_emails,
      message: transfer.message?.trim() || undefined,
      expiration: transfer.expiration,
      ...(sendId ? { sendId } : {}),
      ...(index !== undefined ? { index } : {}),
      createdAt: Date.now(),
    },
    scope,
  )
}

/** Runs a history write; false when it failed, which the page tells (history is a convenience). */
export async function keptInHistory(write: () => Promise<void>): Promise<boolean> {
  try {
    await write()
    return true
  } catch {
    return false
  }
}
