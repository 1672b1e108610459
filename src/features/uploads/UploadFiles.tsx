import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { ProgressBar } from '../../components/ProgressBar'
import { VirtualList } from '../../components/VirtualList'
import { useFormat } from '../../components/use-format'
import { visibleName } from '../../lib/format'
import { anyMoving, computeTotals, percentOf, type QueueItem, type UploadQueue } from '../../lib/upload-queue/upload-queue'
import { useNow } from '../../lib/use-now'
import { describeCounts, describeRate } from '../../components/queue-summary-words'
import { UploadItemRow } from './UploadItemRow'
import type { Draft } from './draft-list'
import { Card } from '../../components/Card'
import { QueueBulkActions } from '../../components/QueueBulkActions'
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
  const { t, i18n } = useLingui()
  const f = useFormat()
  const rows: Row[] = [...drafts.map((draft) => ({ draft })), ...items.map((item) => ({ item }))]
  const totals = computeTotals(
    items,
    items.reduce((sum, i) => sum + i.speed, 0),
  )
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  const moving = anyMoving(totals)
  const expanded = items.length <= 3
  return (
    <Card id="upload-files-heading" className="upload-files" title={<Trans>Files</Trans>} headingRef={headingRef}>
      <p>
        <Listed listed={rows.length} ready={drafts.length} readySize={f.bytes(drafts.reduce((s, d) => s + d.file.size, 0))} />
      </p>
      {items.length > 0 && (
        <div className="upload-summary">
          <ProgressBar value={percentOf(totals.sent, totals.total, !moving)} max={100} label={t`All uploads on this page`} />
          <p>{describeCounts(i18n, totals)}.</p>
          {moving && <p className="muted">{describeRate(i18n, totals.sent, totals.total, totals.speed, totals.etaSeconds)}</p>}
        </div>
      )}
      <div className="actions">
        <QueueBulkActions items={items} totals={totals} queue={queue} retryLabel={<Trans>Retry all failed</Trans>} />
        {drafts.length > 0 && (
          <button type="button" className="link-button" onClick={onClearDrafts}>
            <Trans>Remove all not uploaded</Trans>
          </button>
        )}
      </div>
      {rows.length > 0 && (
        <VirtualList
          rows={rows}
          label={t`Files to upload and uploads`}
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
    </Card>
  )
}

/** "3 files listed (2 ready to upload, 1.5 kB).": how many files the list holds, and how many are not sent yet. */
function Listed({ listed, ready, readySize }: { listed: number; ready: number; readySize: string }) {
  if (ready === 0)
    return (
      <Plural
        value={listed}
        one={
          <Trans>
            <strong data-testid="queue-total-files">#</strong> file listed.
          </Trans>
        }
        other={
          <Trans>
            <strong data-testid="queue-total-files">#</strong> files listed.
          </Trans>
        }
      />
    )
  return (
    <Trans>
      <Plural
        value={listed}
        one={
          <Trans>
            <strong data-testid="queue-total-files">#</strong> file listed
          </Trans>
        }
        other={
          <Trans>
            <strong data-testid="queue-total-files">#</strong> files listed
          </Trans>
        }
      />{' '}
      (<Plural value={ready} one="# ready to upload" other="# ready to upload" />, {readySize}).
    </Trans>
  )
}

function DraftRow({ draft, onRemove }: { draft: Draft; onRemove: (key: string) => void }) {
  const { t } = useLingui()
  const f = useFormat()
  const name = visibleName(draft.file.name)
  const size = f.bytes(draft.file.size)
  return (
    <div className="upload-row draft-row">
      <span className="upload-name">{name}</span>
      <span className="muted">{t`${size} · ready`}</span>
      <button type="button" className="link-button" onClick={() => onRemove(draft.key)} aria-label={t`Remove ${name}`}>
        <Trans>Remove</Trans>
      </button>
    </div>
  )
}
