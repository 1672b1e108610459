import { doAgain } from './queue-words'
import { canCancel, canRetry, type QueueItem, type UploadQueue } from '../lib/upload-queue/upload-queue'

/**
 * Cancel and Retry for one file of the queue, each only where it applies; `name` is the file's
 * name as shown. A step in doubt is offered as what it does again; `retryNow` says "Retry now"
 * while an automatic retry is waiting.
 */
export function CancelRetryButtons({
  item,
  name,
  queue,
  cancelClass = 'link-button',
  retryClass = 'link-button',
  retryNow = false,
}: {
  item: QueueItem
  name: string
  queue: UploadQueue
  cancelClass?: string
  retryClass?: string
  retryNow?: boolean
}) {
  return (
    <>
      {canCancel(item) && (
        <button type="button" className={cancelClass} onClick={() => queue.cancel([item.id])} aria-label={`Cancel ${name}`}>
          Cancel
        </button>
      )}
      {canRetry(item) && (
        <button
          type="button"
          className={retryClass}
          onClick={() => queue.retry([item.id])}
          aria-label={item.doubt ? `${doAgain(item.doubt)}: ${name}` : `Retry ${name}`}
        >
          {item.doubt ? doAgain(item.doubt) : retryNow && item.retryAt !== undefined ? 'Retry now' : 'Retry'}
        </button>
      )}
    </>
  )
}
