import { useLingui } from '@lingui/react/macro'
import { doAgain } from './queue-words'
import { canCancel, canRetry, type FollowStep, type QueueItem, type UploadQueue } from '../lib/upload-queue/upload-queue'

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
  const { t, i18n } = useLingui()
  const doubt = item.doubt
  const again = doubt ? doAgain(i18n, doubt) : undefined
  // One message per step (typed by the model's steps): the button's name says what it makes again.
  const againOf: Record<FollowStep, string> = {
    register: t`Register it again: ${name}`,
    transfer: t`Send the transfer again: ${name}`,
  }
  return (
    <>
      {canCancel(item) && (
        <button type="button" className={cancelClass} onClick={() => queue.cancel([item.id])} aria-label={t`Cancel ${name}`}>
          {t({ message: 'Cancel', comment: 'button: stops this file' })}
        </button>
      )}
      {canRetry(item) && (
        <button
          type="button"
          className={retryClass}
          onClick={() => queue.retry([item.id])}
          aria-label={doubt ? againOf[doubt] : t`Retry ${name}`}
        >
          {again ?? (retryNow && item.retryAt !== undefined ? t`Retry now` : t`Retry`)}
        </button>
      )}
    </>
  )
}
