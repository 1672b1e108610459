import { useLingui } from '@lingui/react/macro'
import { FileIcon } from '../components/FileIcon'
import { VirtualList } from '../components/VirtualList'
import { CancelRetryButtons } from '../components/CancelRetryButtons'
import { describeItem } from '../components/queue-words'
import { visibleName } from '../lib/format'
import { formatBytes } from '../lib/format'
import { percentOf, type QueueItem, type UploadQueue, useNow } from '../lib/upload-queue/upload-queue'

/** Compact rows: the full result of a file lives on the page that started it. */
export function UploadManagerList({ id, items, queue }: { id: string; items: readonly QueueItem[]; queue: UploadQueue }) {
  const { i18n } = useLingui()
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  return (
    <div id={id}>
      <VirtualList
        rows={items}
        label="All uploads"
        estimate={52}
        rowKey={(item) => item.id}
        renderRow={(item) => {
          const name = visibleName(item.file.name)
          return (
            <div className={`manager-row state-${item.state}`}>
              <FileIcon type={item.file.type} name={name} />
              <div className="manager-row-text">
                <span className="upload-name">{name}</span>
                <span className="muted">
                  {formatBytes(item.total)} ·{' '}
                  {item.state === 'uploading' ? `${percentOf(item.sent, item.total)}%` : describeItem(i18n, item, now)}
                </span>
              </div>
              <CancelRetryButtons item={item} name={name} queue={queue} />
            </div>
          )
        }}
      />
    </div>
  )
}
