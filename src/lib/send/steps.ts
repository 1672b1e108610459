import type { Fetch } from '../../api/http'
import type { ConsignmentRequest, TransferRequest, UploadResult } from '../../api/schemas'
import { wholeNumber } from '../format'
import type { QueueItem } from '../upload-queue/upload-queue'
import { STEPS } from './model'

/** What one press of Send asks for every file of it (the public API's fields). */
export type SendDetails = {
  co_authors: string[]
  target_emails: string[]
  message: string
  expiration: number
}

/** The public API's two requests a send makes per file, as the app calls them (with its auth notice). */
export type SendRequests = {
  register: (consignment: ConsignmentRequest, signal: AbortSignal, via?: Fetch) => Promise<string>
  transfer: (consignmentId: string, transfer: TransferRequest, signal: AbortSignal, via?: Fetch) => Promise<string>
}

/**
 * A step that cannot be asked of the server: `size` when the upload's answer gives no whole
 * number of bytes (`value` is what it gave), `missing-upload` / `missing-consignment` when what
 * the step builds on is not known. The interface phrases it (a code, not a sentence).
 */
export class SendStepError extends Error {
  constructor(
    readonly code: 'size' | 'missing-upload' | 'missing-consignment',
    /** the file's name as shown */
    readonly file: string,
    readonly value?: string,
  ) {
    super(`send step: ${code}`)
    this.name = 'SendStepError'
  }
}

/** The consignment registered for an uploaded file: filled from what the storage service answered. */
export function consignmentOf(file: string, result: UploadResult | undefined, coAuthors: readonly string[]): ConsignmentRequest {
  if (!result) throw new SendStepError('missing-upload', file)
  const size = wholeNumber(result.size)
  if (size === null) throw new SendStepError('size', file, String(result.size).slice(0, 40))
  return {
    uuid: result.fileId,
    container: result.containerId,
    filename: result.originalname,
    contentType: result.mime || 'application/octet-stream',
    size,
    checksum: result.checksum,
    co_authors: [...coAuthors],
  }
}

/** The transfer of each file of a send: its recipients, its message when there is one, its expiration. */
export const transferOf = (details: SendDetails): TransferRequest => ({
  target_emails: details.target_emails,
  ...(details.message ? { message: details.message } : {}),
  expiration: details.expiration,
})

/**
 * How far a send is, in whole percent, counting every step of every file alike (an upload by its
 * bytes): 100 only once the last transfer is done, not when the last byte is sent.
 */
export function sendPercent(items: readonly QueueItem[]): number {
  const counted = items.filter((item) => item.state !== 'cancelled')
  if (counted.length === 0) return 0
  let steps = 0
  for (const item of counted) {
    if (item.state === 'done') {
      steps += STEPS.length
      continue
    }
    const at = STEPS.indexOf(item.step)
    steps += Math.max(0, at)
    if (at === 0) steps += item.total > 0 ? Math.min(1, item.sent / item.total) : 0
  }
  return Math.floor((100 * steps) / (STEPS.length * counted.length))
}
