import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { ProgressBar } from '../../components/ProgressBar'
import { VirtualList } from '../../components/VirtualList'
import { formatBytes, formatCount, visibleName } from '../../lib/format'
import { computeTotals, percentOf, type QueueItem, type UploadQueue, useNow } from '../../lib/upload-queue/upload-queue'
import { describeCounts, describeRate } from '../../components/queue-words'
import { UploadItemRow } from './UploadItemRow'
import type { Draft } from './draft-list'
type Row = { draft: Draft } | { item: QueueItem }

/** Files chosen but not yet sent, then the uploads started here, in one list. */
export function UploadFiles({
  drafts,
  items,
  queue,
  onRemoveDraft,
  onClearDrafts,
  headingRef,
}: {
  drafts: readonly Draft[]
  items: readonly QueueItem[]
  queue: UploadQueue
  onRemoveDraft: (key: string) => void
  onClearDrafts: () => void
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { i18n } = useLingui()
  const rows: Row[] = [...drafts.map((draft) => ({ draft })), ...items.map((item) => ({ item }))]
  const totals = computeTotals(
    items,
    items.reduce((sum, i) => sum + i.speed, 0),
  )
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  const moving = totals.active + totals.queued > 0
  const expanded = items.length <= 3
  return (
    <section className="card upload-files" aria-labelledby="upload-files-heading">
      <h2 id="upload-files-heading" ref={headingRef} tabIndex={-1}>
        Files
      </h2>
      <p>
        <strong data-testid="queue-total-files">{formatCount(rows.length)}</strong> {rows.length === 1 ? 'file' : 'files'} listed
        {drafts.length > 0 &&
          ` (${formatCount(drafts.length)} ready to upload, ${formatBytes(drafts.reduce((s, d) => s + d.file.size, 0))})`}
        .
      </p>
      {items.length > 0 && (
        <div className="upload-summary">
          <ProgressBar value={percentOf(totals.sent, totals.total, !moving)} max={100} label="All uploads on this page" />
          <p role="status">{describeCounts(i18n, totals)}.</p>
          {moving && <p className="muted">{describeRate(i18n, totals.sent, totals.total, totals.speed, totals.etaSeconds)}</p>}
        </div>
      )}
      <div className="actions">
        {moving && (
          <button type="button" className="danger" onClick={() => queue.cancel(items.map((i) => i.id))}>
            Cancel all
          </button>
        )}
        {totals.failed > 0 && (
          <button
            type="button"
            className="secondary"
            onClick={() => queue.retry(items.filter((i) => i.state === 'failed').map((i) => i.id))}
          >
            Retry all failed
          </button>
        )}
        {totals.done > 0 && (
          <button type="button" className="link-button" onClick={() => queue.removeFinished(items.map((i) => i.id))}>
            Clear finished
          </button>
        )}
        {drafts.length > 0 && (
          <button type="button" className="link-button" onClick={onClearDrafts}>
            Remove all not uploaded
          </button>
        )}
      </div>
      {rows.length > 0 && (
        <VirtualList
          rows={rows}
          label="Files to upload and uploads"
          rowKey={(row) => ('draft' in row ? row.draft.key : row.item.id)}
          renderRow={(row) =>
            'draft' in row ? (
              <DraftRow draft={row.draft} onRemove={onRemoveDraft} />
            ) : (
              <UploadItemRow item={row.item} queue={queue} now={now} expanded={expanded} />
            )
          }
        />
      )}
    </section>
  )
}

function DraftRow({ draft, onRemove }: { draft: Draft; onRemove: (key: string) => void }) {
  const name = visibleName(draft.file.name)
  return (
    <div className="upload-row draft-row">
      <span className="upload-name">{name}</span>
      <span className="muted">{formatBytes(draft.file.size)} · ready</span>
      <button type="button" className="link-button" onClick={() => onRemove(draft.key)} aria-label={`Remove ${name}`}>
        Remove
      </button>
    </div>
  )
}
