import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import type { KnownAlgorithm } from '../../lib/digest'
import { explain, notComparableHint } from '../../components/explain'
import { describeCancelled, describeRate } from '../../components/queue-summary-words'
import { describeItem, doAgain } from '../../components/queue-words'
import { useServices } from '../../shared/services'
import { useQueue, useQueueState } from '../../shared/upload-queue'
import { useRunningSends } from '../../shared/sends'
import { ProgressBar } from '../../components/ProgressBar'
import { useFormat } from '../../components/use-format'
import {
  anyMoving,
  canCancel,
  canRetry,
  computeTotals,
  retriedByBulk,
  type QueueItem,
  type QueueSnapshot,
  UnverifiedUploadError,
} from '../../lib/upload-queue/upload-queue'
import { useNow } from '../../lib/use-now'
import { STEPS, stepProgress, type Step } from '../../lib/send/model'
import { journalTrouble } from '../../lib/send/journal-log'
import { sendPercent } from '../../lib/send/steps'
import { Notify, useFinishedNotice } from './notify'
import { TabNote } from './TabNote'
import { SendSummary } from './SendSummary'
import { useNavigate } from '../../shared/routing'
import { useTitleProgress } from './title-progress'
import { displayPath } from './staged-files'

const SHOWN = 200
const stepLabels: Record<Step, MessageDescriptor> = {
  upload: msg({ message: 'Upload', context: 'step', comment: 'a step of a send: moving the file to storage' }),
  register: msg({ message: 'Register', context: 'step', comment: 'a step of a send: registering the file as a consignment' }),
  transfer: msg({ message: 'Transfer', context: 'step', comment: 'a step of a send: the transfer to the recipients' }),
}

/** Read out after the step's name ("Upload: done"). */
const stepStatus: Record<ReturnType<typeof stepProgress>, MessageDescriptor> = {
  done: msg({ message: 'done', comment: 'a step of a send, read out after its name' }),
  now: msg({ message: 'in progress', comment: 'a step of a send, read out after its name' }),
  todo: msg({ message: 'not yet', comment: 'a step of a send, read out after its name' }),
  retrying: msg({ message: 'trying again', comment: 'a step of a send, read out after its name' }),
  failed: msg({ message: 'failed', comment: 'a step of a send, read out after its name' }),
  cancelled: msg({ message: 'cancelled', comment: 'a step of a send, read out after its name' }),
  doubt: msg({ message: 'may already be done', comment: 'a step of a send, read out after its name' }),
}

/** The button that makes a failed step again. */
const retryLabels: Record<Step, MessageDescriptor> = {
  upload: msg`Retry upload`,
  register: msg`Retry registration`,
  transfer: msg`Retry transfer`,
}
const retryLabel = (step: Step) => retryLabels[step]

const rank = (item: QueueItem) => (item.state === 'failed' ? 0 : item.state === 'done' ? 2 : 1)

/** A delivered file's transfer, by its id. */
function TransferId({ id }: { id: string }) {
  return (
    <p>
      <Trans>
        Transfer id: <code>{id}</code>
      </Trans>
    </p>
  )
}

/**
 * The send while it goes (overall progress, speed, time left, each file's steps, a retry from
 * the step that failed) and, once nothing is left in flight, its summary with the links.
 */
export function SendProgress({ onSendMore }: { onSendMore: () => void }) {
  const { config } = useServices()
  const { t, i18n } = useLingui()
  const f = useFormat()
  const queue = useQueue()
  const navigate = useNavigate()
  const { sends, running, ids: batch } = useRunningSends('send')
  const items = useQueueState(useShallow((snapshot: QueueSnapshot) => snapshot.items.filter((i) => batch.has(i.id))))
  const notes = running.map((s) => s.note)
  const unkept = useStore(journalTrouble)
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  const totals = computeTotals(
    items,
    items.reduce((sum, i) => sum + i.speed, 0),
  )
  const { done, failed } = totals
  const moving = anyMoving(totals)
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
  const sendAgain = () => {
    const again = running.map((s) => s.id)
    sends.clear('send')
    navigate('/', { state: { again } })
  }

  const allDelivered = finished && delivered.length === items.length
  const total = items.length
  const sent = f.count(done)
  const failures = f.count(failed)
  const hidden = items.length - SHOWN
  const list = (
    <ul className="send-items">
      {shown.map((item) => {
        const name = displayPath(item.file)
        return (
          <li key={item.id} className={`send-item ${item.state}`} aria-label={name}>
            <div className="send-item-head">
              <strong className="staged-name">{name}</strong>
              <span className="muted">{f.bytes(item.total)}</span>
            </div>
            <ol className="steps" aria-label={t`Steps`}>
              {STEPS.map((step) => {
                const label = i18n._(stepLabels[step])
                const s = stepProgress(item, step)
                const status = i18n._(stepStatus[s])
                return (
                  <li key={step} className={`step step-${s}`}>
                    <Trans comment="a step of a send and where it is: Upload: done">
                      {label}
                      <span className="visually-hidden">: {status}</span>
                    </Trans>
                  </li>
                )
              })}
            </ol>
            {/* A failure is told in the alert below. */}
            {item.state !== 'failed' && <p className="muted">{describeItem(i18n, item, now)}</p>}
            {item.state === 'uploading' && <ProgressBar value={item.sent} max={item.total} label={t`Upload of ${name}`} />}
            {item.checksum.state === 'not-comparable' && (
              <p className="muted">
                {notComparableHint(i18n, item.checksum.serverAlgorithm as KnownAlgorithm, config.checksumAlgorithm)}
              </p>
            )}
            {/* Not an alert: the send's one voice names the file, once, with what to do. */}
            {item.state === 'failed' && (
              <div className="alert alert-error">
                <p>{explain(i18n, item.error)}</p>
                <button type="button" onClick={() => queue.retry([item.id])}>
                  {item.error instanceof UnverifiedUploadError ? t`Send it unverified` : i18n._(retryLabel(item.step))}
                </button>
              </div>
            )}
            {canCancel(item) && (
              <button type="button" className="link-button" onClick={() => queue.cancel([item.id])}>
                <Trans>Cancel</Trans>
              </button>
            )}
            {canRetry(item) && item.state !== 'failed' && (
              <button type="button" className="link-button" onClick={() => queue.retry([item.id])}>
                {item.doubt ? doAgain(i18n, item.doubt) : item.state === 'cancelled' ? t`Retry` : t`Retry now`}
              </button>
            )}
            {item.results.transfer && <TransferId id={item.results.transfer} />}
          </li>
        )
      })}
    </ul>
  )

  return (
    <>
      {!moving && delivered.length > 0 && (
        <SendSummary
          delivered={[...notes.flatMap((n) => n.earlier), ...delivered]}
          notes={notes}
          onSendMore={sendMore}
          onSendAgain={sendAgain}
        />
      )}
      <section aria-labelledby="progress-heading" className="card">
        <h2 id="progress-heading" tabIndex={-1}>
          {moving ? <Trans>Sending</Trans> : <Trans>Each file</Trans>}
        </h2>
        {/* First under the heading: nothing above it changes while the send goes, so it stays
            put under the pointer while the bar and the rate below move. */}
        {moving && <Notify />}
        {moving && <TabNote sendIds={running.map((s) => s.id)} items={items} />}
        {unkept && moving && (
          <p className="alert alert-info">
            <Trans>
              This browser is not keeping a record of this send (its storage is unavailable or full): if this tab closes or
              reloads before the send ends, what is still going will be lost.
            </Trans>
          </p>
        )}
        {/* Not a live region: the send's one voice (app/SendAnnouncer) says its milestones. */}
        <p data-testid="send-summary">
          {failed > 0 ? (
            <Trans>
              {sent} of <Plural value={total} one="# file" other="# files" /> sent, {failures} failed.
            </Trans>
          ) : (
            <Trans>
              {sent} of <Plural value={total} one="# file" other="# files" /> sent.
            </Trans>
          )}
        </p>
        <p role="status" data-testid="send-cancelled">
          {describeCancelled(i18n, items)}
        </p>
        {moving && (
          <div className="upload-summary">
            <ProgressBar value={percent} max={100} label={t`This send`} />
            <p className="muted" data-testid="send-rate">
              {describeRate(i18n, totals.sent, totals.total, totals.speed, totals.etaSeconds)}
            </p>
          </div>
        )}
        <div className="actions">
          {/* Not offered when it would retry nothing (the only failures are unverified uploads). */}
          {failed > 0 && items.some(retriedByBulk) && (
            <button type="button" onClick={() => queue.retry(items.filter(retriedByBulk).map((i) => i.id))}>
              <Trans>Retry failed</Trans>
            </button>
          )}
          {finished && delivered.length === 0 && (
            <button type="button" className="secondary" onClick={sendMore}>
              <Trans>Clear this list</Trans>
            </button>
          )}
        </div>
        {allDelivered ? (
          // Everything went: the summary above says it all; each file's steps stay on demand.
          <details>
            <summary>
              <Trans>Each file’s steps and transfer id</Trans>
            </summary>
            {list}
          </details>
        ) : (
          list
        )}
        {hidden > 0 && (
          <p className="muted">
            <Plural value={hidden} other="and # more (failed files are listed first)" />
          </p>
        )}
      </section>
    </>
  )
}
