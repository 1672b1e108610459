import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { KnownAlgorithm } from '../../lib/digest'
import { explain, notComparableHint } from '../../components/explain'
import { describeCancelled, describeItem, describeRate, doAgain, stepName } from '../../components/queue-words'
import { useServices } from '../../shared/services'
import { sameItems } from '../../lib/store'
import { useQueue, useQueueState } from '../../shared/upload-queue'
import { useRunningSends } from '../../shared/sends'
import { ProgressBar } from '../../components/ProgressBar'
import { formatBytes, formatCount } from '../../lib/format'
import { plural } from '../../components/words'
import {
  canCancel,
  canRetry,
  computeTotals,
  retriedByBulk,
  useNow,
  type QueueItem,
  type QueueSnapshot,
  UnverifiedUploadError,
} from '../../lib/upload-queue/upload-queue'
import { SEND_STEPS, type JournalStep } from '../../lib/journal'
import { journalTrouble } from '../../lib/send/journal-log'
import { sendPercent, stepProgress } from '../../lib/send/steps'
import { Notify, useFinishedNotice } from './notify'
import { SendSummary } from './SendSummary'
import { useTitleProgress } from './title-progress'
import { displayPath } from './staged-files'

const SHOWN = 200
const stepLabels: Record<JournalStep, string> = { upload: 'Upload', register: 'Register', transfer: 'Transfer' }

const stepStatus: Record<ReturnType<typeof stepProgress>, string> = {
  done: 'done',
  now: 'in progress',
  todo: 'not yet',
  retrying: 'trying again',
  failed: 'failed',
  cancelled: 'cancelled',
  doubt: 'may already be done',
}

const rank = (item: QueueItem) => (item.state === 'failed' ? 0 : item.state === 'done' ? 2 : 1)

/**
 * The send while it goes (overall progress, speed, time left, each file's steps, a retry from
 * the step that failed) and, once nothing is left in flight, its summary with the links.
 */
export function SendProgress({ onSendMore }: { onSendMore: () => void }) {
  const { i18n } = useLingui()
  const { config } = useServices()
  const queue = useQueue()
  const { sends, running, ids: batch } = useRunningSends('send')
  const items = useQueueState(
    useCallback((snapshot: QueueSnapshot) => snapshot.items.filter((i) => batch.has(i.id)), [batch]),
    sameItems,
  )
  const notes = running.map((s) => s.note)
  const unkept = journalTrouble.use()
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  const totals = computeTotals(
    items,
    items.reduce((sum, i) => sum + i.speed, 0),
  )
  const { done, failed } = totals
  const moving = totals.active + totals.queued > 0
  const finished = items.length > 0 && items.every((i) => i.state === 'done' || i.state === 'cancelled')
  const percent = sendPercent(items)
  useTitleProgress(moving ? { percent, files: items.length } : null)
  useFinishedNotice(items.length > 0 && !moving, done, failed)
  if (items.length === 0) return null

  const shown = [...items].sort((a, b) => rank(a) - rank(b)).slice(0, SHOWN)
  const delivered = items.filter((i) => i.state === 'done' && i.result)
  const sendMore = () => {
    sends.clear('send')
    onSendMore()
  }

  const allDelivered = finished && delivered.length === items.length
  const list = (
    <ul className="send-items">
      {shown.map((item) => (
        <li key={item.id} className={`send-item ${item.state}`} aria-label={displayPath(item.file)}>
          <div className="send-item-head">
            <strong className="staged-name">{displayPath(item.file)}</strong>
            <span className="muted">{formatBytes(item.total)}</span>
          </div>
          <ol className="steps" aria-label="Steps">
            {SEND_STEPS.map((step) => {
              const label = stepLabels[step]
              const s = stepProgress(item, step)
              return (
                <li key={step} className={`step step-${s}`}>
                  {label}
                  <span className="visually-hidden">: {stepStatus[s]}</span>
                </li>
              )
            })}
          </ol>
          {/* A failure is told in the alert below. */}
          {item.state !== 'failed' && <p className="muted">{describeItem(i18n, item, now)}</p>}
          {item.state === 'uploading' && (
            <ProgressBar value={item.sent} max={item.total} label={`Upload of ${displayPath(item.file)}`} />
          )}
          {item.checksum.state === 'not-comparable' && (
            <p className="muted">
              {notComparableHint(i18n, item.checksum.serverAlgorithm as KnownAlgorithm, config.checksumAlgorithm)}
            </p>
          )}
          {item.state === 'failed' && (
            <div role="alert" className="alert alert-error">
              <p>{explain(i18n, item.error)}</p>
              <button type="button" onClick={() => queue.retry([item.id])}>
                {item.error instanceof UnverifiedUploadError ? 'Send it unverified' : `Retry ${stepName(i18n, item.step)}`}
              </button>
            </div>
          )}
          {canCancel(item) && (
            <button type="button" className="link-button" onClick={() => queue.cancel([item.id])}>
              Cancel
            </button>
          )}
          {canRetry(item) && item.state !== 'failed' && (
            <button type="button" className="link-button" onClick={() => queue.retry([item.id])}>
              {item.doubt ? doAgain(i18n, item.doubt) : item.state === 'cancelled' ? 'Retry' : 'Retry now'}
            </button>
          )}
          {item.results.transfer && (
            <p>
              Transfer id: <code>{item.results.transfer}</code>
            </p>
          )}
        </li>
      ))}
    </ul>
  )

  return (
    <>
      {!moving && delivered.length > 0 && (
        <SendSummary delivered={[...notes.flatMap((n) => n.earlier), ...delivered]} notes={notes} onSendMore={sendMore} />
      )}
      <section aria-labelledby="progress-heading" className="card">
        <h2 id="progress-heading" tabIndex={-1}>
          {moving ? 'Sending' : 'Each file'}
        </h2>
        {/* First under the heading: nothing above it changes while the send goes, so it stays
            put under the pointer while the bar and the rate below move. */}
        {moving && <Notify />}
        {unkept && moving && (
          <p className="alert alert-info">
            This browser is not keeping a record of this send (its storage is unavailable or full): if this tab closes or reloads
            before the send ends, what is still going will be lost.
          </p>
        )}
        <p role="status" aria-live="polite" data-testid="send-summary">
          {formatCount(done)} of {plural(items.length, 'file')} sent
          {failed > 0 && `, ${formatCount(failed)} failed`}.
        </p>
        <p role="status" data-testid="send-cancelled">
          {describeCancelled(i18n, items)}
        </p>
        {moving && (
          <div className="upload-summary">
            <ProgressBar value={percent} max={100} label="This send" />
            <p className="muted" data-testid="send-rate">
              {describeRate(i18n, totals.sent, totals.total, totals.speed, totals.etaSeconds)}
            </p>
          </div>
        )}
        <div className="actions">
          {failed > 0 && (
            <button type="button" onClick={() => queue.retry(items.filter(retriedByBulk).map((i) => i.id))}>
              Retry failed
            </button>
          )}
          {finished && delivered.length === 0 && (
            <button type="button" className="secondary" onClick={sendMore}>
              Clear this list
            </button>
          )}
        </div>
        {allDelivered ? (
          // Everything went: the summary above says it all; each file's steps stay on demand.
          <details>
            <summary>Each file’s steps and transfer id</summary>
            {list}
          </details>
        ) : (
          list
        )}
        {items.length > SHOWN && (
          <p className="muted">and {formatCount(items.length - SHOWN)} more (failed files are listed first)</p>
        )}
      </section>
    </>
  )
}
