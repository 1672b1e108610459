import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import type { UploadQueue } from '../lib/upload-queue/upload-queue'

const UploadManager = lazy(() => import('./UploadManager').then((m) => ({ default: m.UploadManager })))

/**
 * The strip's room, held while its code is on the way: the same boxes without the content
 * (shell.css gives them their height), so the page under it does not jump when the strip comes.
 */
function Placeholder() {
  return (
    <div className="upload-manager" aria-hidden="true">
      <div className="upload-manager-bar">
        <div className="upload-manager-text">
          <p className="upload-manager-head">
            <strong>
              <Trans>Uploads</Trans>
            </strong>
          </p>
          <p className="upload-manager-rate" />
        </div>
        <div className="progress" />
        <div className="upload-manager-actions" />
      </div>
    </div>
  )
}

/**
 * Where the upload manager goes: its code is fetched with the first upload, not with the first
 * page that could start one. The guard against leaving is here, in the first chunk, so it holds
 * from the first byte sent even while that code is still on its way.
 */
export function UploadManagerSlot({ queue }: { queue: UploadQueue }) {
  const isUsed = () => queue.getSnapshot().items.length > 0
  // The queue's `anyMoving`, written out: this file is in the first chunk, the queue's module is not.
  const isBusy = () => {
    const { totals } = queue.getSnapshot()
    return totals.active + totals.queued > 0
  }
  const used = useSyncExternalStore(queue.subscribe, isUsed, isUsed)
  const busy = useSyncExternalStore(queue.subscribe, isBusy, isBusy)

  // Closing or reloading the tab would drop uploads in flight, so the browser asks first.
  useEffect(() => {
    if (!busy) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [busy])

  return (
    used && (
      <Suspense fallback={<Placeholder />}>
        <UploadManager />
      </Suspense>
    )
  )
}
