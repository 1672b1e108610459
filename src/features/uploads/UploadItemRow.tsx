import { Trans, useLingui } from '@lingui/react/macro'
import {
  canCancel,
  ChecksumMismatchError,
  itemEta,
  percentOf,
  type QueueItem,
  type UploadQueue,
} from '../../lib/upload-queue/upload-queue'
import { ErrorAlert } from '../../components/Alert'
import { explain } from '../../components/explain'
import { CancelRetryButtons } from '../../components/CancelRetryButtons'
import { describeRate } from '../../components/queue-summary-words'
import { describeItem } from '../../components/queue-words'
import { ProgressBar } from '../../components/ProgressBar'
import { visibleName } from '../../lib/format'
import { useFormat } from '../../components/use-format'
import { UploadResultView } from './UploadResultView'

/** One file: name, progress, where it is, what can be done, and once stored what the server said. */
export function UploadItemRow({
  item,
  queue,
  now,
  expanded,
}: {
  item: QueueItem
  queue: UploadQueue
  now: number
  expanded: boolean
}) {
  const { t, i18n } = useLingui()
  const f = useFormat()
  const name = visibleName(item.file.name)
  const finished = item.state === 'done' || (item.state === 'failed' && item.step !== 'upload')
  const pct = percentOf(item.sent, item.total, finished || item.state === 'processing')
  const mismatch = item.error instanceof ChecksumMismatchError
  const failedTitle = () => {
    if (mismatch) return t`Checksum mismatch: ${name} did not arrive intact`
    switch (item.step) {
      case 'upload':
        return t`The upload of ${name} failed`
      case 'register':
        return t`The registration of ${name} failed`
      case 'transfer':
        return t`The transfer of ${name} failed`
    }
  }
  return (
    <article className={`upload-row state-${item.state}`} aria-label={name}>
      <div className="upload-row-head">
        <strong className="upload-name">{name}</strong>
        <span className="muted">{f.bytes(item.total)}</span>
        <span className="upload-pct" aria-hidden="true">
          {f.percent(pct)}
        </span>
      </div>
      <ProgressBar value={pct} max={100} label={t`Upload of ${name}`} />
      {item.state !== 'failed' && (
        <p className="upload-status">
          {/* Shown, not said: every file's state spoken made a stream; the send's one voice speaks for them. */}
          {item.state === 'uploading' ? t`Uploading…` : describeItem(i18n, item, now)}
        </p>
      )}
      {item.state === 'uploading' && (
        <p className="muted upload-rate">{describeRate(i18n, item.sent, item.total, item.speed, itemEta(item))}</p>
      )}
      {item.state === 'failed' && <ErrorAlert error={item.error} explain={explain} title={failedTitle()} live={false} />}
      <div className="actions">
        <CancelRetryButtons item={item} name={name} queue={queue} cancelClass="danger" retryClass="secondary" retryNow />
        {!canCancel(item) && (
          <button
            type="button"
            className="link-button"
            onClick={() => queue.remove([item.id])}
            aria-label={t`Remove ${name} from the list`}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      {item.result && (
        <details className="upload-details" open={expanded || mismatch}>
          <summary>
            <Trans>What the server returned</Trans>
          </summary>
          <UploadResultView result={item.result} checksum={item.checksum} />
        </details>
      )}
    </article>
  )
}
