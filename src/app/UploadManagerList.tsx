import { useLingui } from '@lingui/react/macro'
import { FileIcon } from '../components/FileIcon'
import { VirtualList } from '../components/VirtualList'
import { CancelRetryButtons } from '../components/CancelRetryButtons'
import { describeItem } from '../components/queue-words'
import { visibleName } from '../lib/format'
import { useFormat } from '../components/use-format'
import { percentOf, type QueueItem, type UploadQueue } from '../lib/upload-queue/upload-queue'
import { useNow } from '../lib/use-now'

/** Compact rows: the full result of a file lives on the page that started it. */
export function UploadManagerList({ id, items, queue }: { id: string; items: readonly QueueItem[]; queue: UploadQueue }) {
  const now = useNow(items.some((i) => i.retryAt !== undefined))
  const { t, i18n } = useLingui()
  const f = useFormat()
  return (
    <div id={id}>
      <VirtualList
        rows={items}
        label={t`All uploads`}
        estimate={52}
        rowKey={(item) => item.id}
        renderRow={(item) => {
          const name = visibleName(item.file.name)
          const percent = f.count(percentOf(item.sent, item.total))
          return (
            <div className={`manager-row state-${item.state}`}>
              <FileIcon type={item.file.type} name={name} />
              <div className="manager-row-text">
                <span className="upload-name">{name}</span>
                <span className="muted">
                  {f.bytes(item.total)} ·{' '}
                  {item.state === 'uploading'
                    ? t({ message: `${percent}%`, comment: 'how much of a file is uploaded' })
                    : describeItem(i18n, item, now)}
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
