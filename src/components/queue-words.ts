import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { percentOf, type FollowStep, type QueueItem, type Step } from '../lib/upload-queue/upload-queue'
import { explain } from './explain'
import { formatterFor } from './use-format'

/*
 * What the upload queue says of one file to a person, in the language shown (`i18n`, the active
 * one: `useLingui()` in a component); what it says of many is in `queue-summary-words.ts`. A
 * step of a send is named inside each sentence, never put into one as a word (languages inflect
 * it): one message per step, in a map typed by the model's steps, so a step added or renamed is
 * a type error until it has its words.
 */

/** The person's choice to make a step in doubt again (it may make a second one on the server). */
const doAgainWords: Record<FollowStep, MessageDescriptor> = {
  register: msg`Register it again`,
  transfer: msg`Send the transfer again`,
}
export const doAgain = (i18n: I18n, step: FollowStep) => i18n._(doAgainWords[step])

const offlineWords: Record<Step, MessageDescriptor> = {
  upload: msg`Offline: the upload goes on by itself when this browser is back online.`,
  register: msg`Offline: the registration goes on by itself when this browser is back online.`,
  transfer: msg`Offline: the transfer goes on by itself when this browser is back online.`,
}

const retryingWords: Record<Step, (reason: string, seconds: string, attempt: string) => MessageDescriptor> = {
  upload: (reason, seconds, attempt) => msg`Failed (${reason}) Retrying the upload in ${seconds} s (attempt ${attempt}).`,
  register: (reason, seconds, attempt) => msg`Failed (${reason}) Retrying the registration in ${seconds} s (attempt ${attempt}).`,
  transfer: (reason, seconds, attempt) => msg`Failed (${reason}) Retrying the transfer in ${seconds} s (attempt ${attempt}).`,
}

const failedWords: Record<Step, (reason: string) => MessageDescriptor> = {
  upload: (reason) => msg`The upload failed: ${reason}`,
  register: (reason) => msg`The registration failed: ${reason}`,
  transfer: (reason) => msg`The transfer failed: ${reason}`,
}

const mayAlreadyWords: Record<FollowStep, MessageDescriptor> = {
  register: msg`May already be registered: the registration was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.`,
  transfer: msg`May already be delivered: the transfer was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.`,
}

const cancelledWords: Record<Step, MessageDescriptor> = {
  upload: msg`Cancelled.`,
  register: msg`Uploaded; cancelled before the registration.`,
  transfer: msg`Registered; cancelled before the transfer.`,
}

/** One short sentence for where a file is; `now` drives the "retrying in N s" countdown. */
export function describeItem(i18n: I18n, item: QueueItem, now: number): string {
  switch (item.state) {
    case 'queued': {
      if (item.waiting === 'network') return i18n._(offlineWords[item.step])
      if (item.retryAt === undefined) return i18n._(msg`Waiting to upload.`)
      const reason = explain(i18n, item.error)
      const f = formatterFor(i18n.locale)
      const seconds = f.count(Math.max(0, Math.ceil((item.retryAt - now) / 1000)))
      const attempt = f.count(item.attempts + 1)
      return i18n._(retryingWords[item.step](reason, seconds, attempt))
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
    case 'failed':
      return i18n._(failedWords[item.step](explain(i18n, item.error)))
    case 'cancelled':
      return i18n._(item.doubt ? mayAlreadyWords[item.doubt] : cancelledWords[item.step])
  }
}
