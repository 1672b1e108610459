import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { anyMoving, retriedByBulk, type QueueItem, type QueueTotals, type UploadQueue } from '../lib/upload-queue/upload-queue'

const ids = (items: readonly QueueItem[]) => items.map((i) => i.id)

/**
 * Cancel all, Retry all and Clear finished over a set of the queue's files (`totals` are theirs),
 * each only while it applies. The upload manager and the Upload page offer them alike, so the
 * rule of what each one touches is written once: Retry all leaves out an unverified upload
 * (`retriedByBulk`), which goes on only by its own choice. `retryLabel` is the place's own words.
 */
export function QueueBulkActions({
  items,
  totals,
  queue,
  retryLabel,
  cancelClassName = 'danger',
  retryClassName = 'secondary',
  clearClassName = 'link-button',
}: {
  items: readonly QueueItem[]
  totals: QueueTotals
  queue: UploadQueue
  retryLabel: ReactNode
  cancelClassName?: string
  retryClassName?: string
  clearClassName?: string
}) {
  return (
    <>
      {anyMoving(totals) && (
        <button type="button" className={cancelClassName} onClick={() => queue.cancel(ids(items))}>
          <Trans>Cancel all</Trans>
        </button>
      )}
      {/* Not offered when it would retry nothing (the only failures are unverified uploads). */}
      {totals.failed > 0 && items.some(retriedByBulk) && (
        <button type="button" className={retryClassName} onClick={() => queue.retry(ids(items.filter(retriedByBulk)))}>
          {retryLabel}
        </button>
      )}
      {totals.done > 0 && (
        <button type="button" className={clearClassName} onClick={() => queue.removeFinished(ids(items))}>
          <Trans>Clear finished</Trans>
        </button>
      )}
    </>
  )
}
