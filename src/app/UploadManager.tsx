import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { ProgressBar } from '../components/ProgressBar'
import { anyMoving, percentOf, type QueueSnapshot } from '../lib/upload-queue/upload-queue'
import { QueueBulkActions } from '../components/QueueBulkActions'
import { describeUploadCounts, describeRate } from '../components/queue-summary-words'
import { UploadManagerList } from './UploadManagerList'
import { useQueue, useQueueState } from '../shared/upload-queue'
import { useBackOnline, useOnline } from '../shared/use-back-online'

const whole = (snapshot: QueueSnapshot) => snapshot

/**
 * Every upload of the app, on every page: totals, bulk actions and the list on demand. A strip
 * in the page's flow under the header (shell.css), so it never covers what the page offers, and
 * of one height while uploads go: the counts and the rate keep one line each, and each button
 * has a cell of its own, so one that comes or goes moves nothing below.
 */
export function UploadManager() {
  const queue = useQueue()
  const snapshot = useQueueState(whole)
  const [open, setOpen] = useState(false)
  const { totals, items } = snapshot
  const busy = anyMoving(totals)
  const connected = useOnline()
  const back = useBackOnline()
  const { t, i18n } = useLingui()

  if (items.length === 0) return null
  const count = items.length
  return (
    <aside className="upload-manager" aria-label={t`Upload manager`}>
      {/* One height from the first byte to the last (shell.css): the page under it stays still. */}
      <div className="upload-manager-bar">
        <div className="upload-manager-text">
          <p className="upload-manager-head">
            <strong>
              <Trans>Uploads</Trans>
            </strong>{' '}
            <span data-testid="upload-manager-counts">{describeUploadCounts(i18n, items)}</span>
          </p>
          <p className="muted upload-manager-rate">
            {busy && describeRate(i18n, totals.sent, totals.total, totals.speed, totals.etaSeconds)}
          </p>
        </div>
        <ProgressBar value={percentOf(totals.sent, totals.total, !busy)} max={100} label={t`All uploads`} />
        <div className="upload-manager-actions">
          <QueueBulkActions
            items={items}
            totals={totals}
            queue={queue}
            retryLabel={<Trans>Retry all</Trans>}
            cancelClassName="danger small upload-manager-cancel"
            retryClassName="secondary small upload-manager-retry"
            clearClassName="link-button upload-manager-clear"
          />
          <button
            type="button"
            className="link-button upload-manager-toggle"
            aria-expanded={open}
            aria-controls="upload-manager-list"
            onClick={() => setOpen(!open)}
          >
            {open ? <Trans>Hide list</Trans> : <Plural value={count} one="Show all #" other="Show all #" />}
          </button>
        </div>
      </div>
      {/* Shown, not said: the send's one voice (SendAnnouncer) says offline and back while it waits. */}
      <p className="upload-manager-net">
        {!connected && busy && (
          <>
            <Trans>Offline: nothing is sent meanwhile, and it all goes on by itself when the network is back.</Trans>{' '}
            <button type="button" className="link-button" onClick={() => queue.retryNow()}>
              <Trans>Try now</Trans>
            </button>
          </>
        )}
        {connected && back && (busy ? <Trans>Back online: going on.</Trans> : <Trans>Back online.</Trans>)}
      </p>
      {open && <UploadManagerList id="upload-manager-list" items={items} queue={queue} />}
    </aside>
  )
}
