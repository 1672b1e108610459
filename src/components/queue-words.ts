import type { I18n } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import { percentOf, type QueueItem } from '../lib/upload-queue/upload-queue'
import { explain } from './explain'
import { formatterFor } from './use-format'

/*
 * What the upload queue says of one file to a person, in the language shown (`i18n`, the active
 * one: `useLingui()` in a component); what it says of many is in `queue-summary-words.ts`. A
 * step of a send is named inside each sentence (an ICU `select`), never put into one as a word:
 * languages inflect it.
 */

/** The person's choice to make a step in doubt again (it may make a second one on the server). */
export const doAgain = (i18n: I18n, step: string) =>
  i18n._(
    msg`${select(step, {
      upload: 'Upload it again',
      register: 'Register it again',
      transfer: 'Send the transfer again',
      other: 'Retry',
    })}`,
  )

/** One short sentence for where a file is; `now` drives the "retrying in N s" countdown. */
export function describeItem(i18n: I18n, item: QueueItem, now: number): string {
  switch (item.state) {
    case 'queued': {
      const step = item.step
      if (item.waiting === 'network')
        return i18n._(
          msg`${select(step, {
            upload: 'Offline: the upload goes on by itself when this browser is back online.',
            register: 'Offline: the registration goes on by itself when this browser is back online.',
            other: 'Offline: the transfer goes on by itself when this browser is back online.',
          })}`,
        )
      if (item.retryAt === undefined) return i18n._(msg`Waiting to upload.`)
      const reason = explain(i18n, item.error)
      const f = formatterFor(i18n.locale)
      const seconds = f.count(Math.max(0, Math.ceil((item.retryAt - now) / 1000)))
      const attempt = f.count(item.attempts + 1)
      return i18n._(
        msg`${select(step, {
          upload: `Failed (${reason}) Retrying the upload in ${seconds} s (attempt ${attempt}).`,
          register: `Failed (${reason}) Retrying the registration in ${seconds} s (attempt ${attempt}).`,
          other: `Failed (${reason}) Retrying the transfer in ${seconds} s (attempt ${attempt}).`,
        })}`,
      )
    }
    case 'uploading': {
      const percent = formatterFor(i18n.locale).count(percentOf(item.sent, item.total))
      return i18n._(msg`Uploading: ${percent}%.`)
    }
    case 'processing':
      return item.result ? i18n._(msg`Uploaded; verifying the checksum…`) : i18n._(msg`All bytes sent; the server is processing…`)
    case 'running':
      return item.step === 'transfer' ? i18n._(msg`Sending the transfer…`) : i18n._(msg`Registering the consignment…`)
    case 'done':
      if (item.results.transfer) return i18n._(msg`Sent.`)
      return item.results.register ? i18n._(msg`Registered.`) : i18n._(msg`Uploaded.`)
    case 'failed': {
      const step = item.step
      const reason = explain(i18n, item.error)
      return i18n._(
        msg`${select(step, {
          upload: `The upload failed: ${reason}`,
          register: `The registration failed: ${reason}`,
          other: `The transfer failed: ${reason}`,
        })}`,
      )
    }
    case 'cancelled': {
      const doubt = item.doubt
      if (doubt)
        return i18n._(
          msg`${select(doubt, {
            upload:
              'May already be uploaded: the upload was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.',
            register:
              'May already be registered: the registration was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.',
            other:
              'May already be delivered: the transfer was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.',
          })}`,
        )
      if (item.step === 'register') return i18n._(msg`Uploaded; cancelled before the registration.`)
      if (item.step === 'transfer') return i18n._(msg`Registered; cancelled before the transfer.`)
      return i18n._(msg`Cancelled.`)
    }
  }
}
