import { Trans } from '@lingui/react/macro'
import { useStore } from 'zustand'
import { credentialsKept } from '../../api/credentials'
import type { QueueItem } from '../../lib/upload-queue/upload-queue'
import { carriedSends, largeCarried, WORKER_UPLOAD_MAX_BYTES, workerWakes } from '../../shared/page-carrier'

/**
 * Whether the person may close the tab while a send runs: yes once the service worker will carry
 * every running send on (its lease written), the browser would start the worker again should it
 * stop it (`workerWakes`), and each file still to upload is one the worker or the browser's
 * Background Fetch sends; otherwise what the tab leaves may stop with it, and is offered to
 * resume at the next visit.
 */
export function TabNote({ sendIds, items }: { sendIds: readonly string[]; items: readonly QueueItem[] }) {
  const carried = useStore(carriedSends)
  const large = useStore(largeCarried)
  const wakes = useStore(workerWakes)
  const canClose =
    wakes &&
    sendIds.length > 0 &&
    sendIds.every((id) => carried.has(id)) &&
    items.every(
      (item) => item.steps.upload === 'done' || item.state === 'cancelled' || large || item.file.size <= WORKER_UPLOAD_MAX_BYTES,
    )
  if (!canClose)
    return (
      <p className="muted" data-testid="tab-note">
        <Trans>Keep this tab open until the send ends.</Trans>
      </p>
    )
  return (
    <p className="muted" data-testid="tab-note">
      <Trans>You can close this tab: the send goes on.</Trans>{' '}
      {credentialsKept() !== 'device' && (
        <Trans>This browser keeps your access token and storage key until the send ends, then forgets them.</Trans>
      )}
    </p>
  )
}
