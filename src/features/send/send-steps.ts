import type { QueryClient } from '@tanstack/react-query'
import { withAuthNotice } from '../../api/auth-required'
import { ApiError } from '../../api/errors'
import type { PublicApi } from '../../api/public-api'
import { publicQueries } from '../../api/queries'
import { wholeNumber } from '../../lib/format'
import { recordConsignment, recordTransfer, startSend, type StartedSend } from '../../lib/history-records'
import type { StepState } from '../../lib/journal'
import type { FollowStep, QueueItem } from '../../lib/upload-queue/upload-queue'
import { displayPath } from './staged-files'

export type SendDetails = {
  co_authors: string[]
  target_emails: string[]
  message: string
  expiration: number
}

function uploaded(item: QueueItem) {
  if (!item.result) throw new Error('The upload result is missing; upload the file again.')
  return item.result
}

/**
 * A request the server refused (4xx) did nothing; one that got no answer (network, timeout,
 * cancelled, an answer of the wrong shape) or a 5xx (a gateway may answer 502 after the service
 * did it) may have: the journal keeps it in doubt.
 */
const afterError = (error: unknown): StepState =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'failed' : 'in-flight'

/**
 * After each upload: register a consignment filled from the upload result, then send a
 * transfer of it. Each step is its own, so a failed transfer is retried without re-uploading.
 * Called once per press of Send: its records share one send id, so History shows one entry
 * (given `files`, it lists them all from the start, those that never upload too), and its
 * journal says what each file has done (journal-db.ts).
 */
export function sendSteps(
  api: PublicApi,
  client: QueryClient,
  details: SendDetails,
  files?: readonly File[],
  options: { sender?: string; journal?: boolean } = {},
): FollowStep[] {
  return stepsOf(api, client, details, startSend(details, files, { ...options, nameOf: displayPath }))
}

/** The follow steps of a send already started (or resumed from its journal). */
export function stepsOf(api: PublicApi, client: QueryClient, details: SendDetails, send: StartedSend): FollowStep[] {
  const { journal } = send
  // One refresh of the count after a burst of registrations, not one per file (each
  // invalidation would cancel and restart the count request).
  let refresh: ReturnType<typeof setTimeout> | undefined
  const countChanged = () => {
    clearTimeout(refresh)
    refresh = setTimeout(() => void client.invalidateQueries({ queryKey: publicQueries.all }), 250)
  }
  return [
    {
      name: 'register',
      run: async (item, signal) => {
        const r = uploaded(item)
        const size = wholeNumber(r.size)
        if (size === null)
          throw new Error(
            `The server reported a size that is not a whole number of bytes (“${String(r.size).slice(0, 40)}”), so ${item.file.name} cannot be registered.`,
          )
        const i = journal.indexOf(item.file)
        const steps = { upload: 'done', register: 'in-flight', transfer: 'todo' } as const
        // The upload confirmed and the registration about to go out: both written before it does.
        await send.uploaded(item.file, r.fileId, item.fields.email, { result: r, checksum: item.checksum, steps })
        const consignment = {
          uuid: r.fileId,
          container: r.containerId,
          filename: r.originalname,
          contentType: r.mime || 'application/octet-stream',
          size,
          checksum: r.checksum,
          co_authors: details.co_authors,
        }
        let id: string
        try {
          id = await withAuthNotice('public', () => api.createConsignment(consignment, signal))
        } catch (error) {
          void journal.step(i, 'register', afterError(error))
          throw error
        }
        void journal.step(i, 'register', 'done', { consignmentId: id })
        countChanged()
        await recordConsignment(id, consignment, send.id).catch(() => undefined)
        return { consignmentId: id }
      },
    },
    {
      name: 'transfer',
      run: async (item, signal) => {
        const consignmentId = item.consignmentId
        if (!consignmentId) throw new Error('The consignment id is missing; register the file again.')
        const transfer = {
          target_emails: details.target_emails,
          ...(details.message ? { message: details.message } : {}),
          expiration: details.expiration,
        }
        const i = journal.indexOf(item.file)
        await journal.step(i, 'transfer', 'in-flight')
        let id: string
        try {
          id = await withAuthNotice('public', () => api.createTransfer(consignmentId, transfer, signal))
        } catch (error) {
          void journal.step(i, 'transfer', afterError(error))
          throw error
        }
        void journal.step(i, 'transfer', 'done', { transferId: id }).then(() => journal.finishIfThrough())
        const kept = { filename: item.result?.originalname, sendId: send.id }
        await recordTransfer(id, consignmentId, transfer, kept).catch(() => undefined)
        return { transferId: id }
      },
    },
  ]
}
