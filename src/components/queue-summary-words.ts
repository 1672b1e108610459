import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { FollowStep, QueueItem, QueueTotals, Step } from '../lib/upload-queue/upload-queue'
import { formatterFor } from './use-format'

/*
 * What the upload queue says of many files at once, in the language shown: its counts, its rate,
 * and what a cancel stopped. What it says of one file is in `queue-words.ts`.
 */

/*
 * One message per step, in maps typed by the model's steps: a step added or renamed is a type
 * error until it has its words.
 */
type Counted = (n: number) => MessageDescriptor

/** "2 may already be registered" */
const mayBeDoneWords: Record<FollowStep, Counted> = {
  register: (n) => msg`${plural(n, { one: '# may already be registered', other: '# may already be registered' })}`,
  transfer: (n) => msg`${plural(n, { one: '# may already be delivered', other: '# may already be delivered' })}`,
}
const mayBeDone = (i18n: I18n, step: FollowStep, n: number) => i18n._(mayBeDoneWords[step](n))

/** What was stopped at a step, by how far it got: "2 files stopped", "1 uploaded but not registered". */
const stoppedWords: Record<Step, Counted> = {
  upload: (n) => msg`${plural(n, { one: '# file stopped', other: '# files stopped' })}`,
  register: (n) => msg`${plural(n, { one: '# uploaded but not registered', other: '# uploaded but not registered' })}`,
  transfer: (n) => msg`${plural(n, { one: '# registered but not transferred', other: '# registered but not transferred' })}`,
}
const stopped = (i18n: I18n, step: Step, n: number) => i18n._(stoppedWords[step](n))

/**
 * After a cancel, what was stopped (and how far each got) and what may have happened anyway (a
 * request already on its way); empty when nothing was cancelled.
 */
export function describeCancelled(i18n: I18n, items: readonly QueueItem[]) {
  const stoppedAt = new Map<Step, number>()
  const doubts = new Map<FollowStep, number>()
  for (const item of items) {
    if (item.state !== 'cancelled') continue
    if (item.doubt) doubts.set(item.doubt, (doubts.get(item.doubt) ?? 0) + 1)
    else stoppedAt.set(item.step, (stoppedAt.get(item.step) ?? 0) + 1)
  }
  if (stoppedAt.size === 0 && doubts.size === 0) return ''
  const separator = i18n._(
    msg({ message: '; ', comment: 'between the parts of what was cancelled: "1 file stopped; 2 may already be registered"' }),
  )
  const what = [
    ...[...stoppedAt].map(([step, n]) => stopped(i18n, step, n)),
    ...[...doubts].map(([step, n]) => mayBeDone(i18n, step, n)),
  ].join(separator)
  return doubts.size
    ? i18n._(
        msg`Cancelled: ${what} (that request was on its way: its answer is used if it comes, and it is made again only if you choose).`,
      )
    : i18n._(msg`Cancelled: ${what}.`)
}

/** "1.2 MB of 3.4 MB · 512 KB/s · 4 s left" for what is moving; empty when nothing is. */
export function describeRate(i18n: I18n, sent: number, total: number, speed: number, etaSeconds: number | null) {
  const f = formatterFor(i18n.locale)
  const done = f.bytes(sent)
  const size = f.bytes(total)
  const parts = [i18n._(msg({ message: `${done} of ${size}`, comment: 'sizes: what was sent of the whole' }))]
  if (speed > 0) parts.push(f.speed(speed))
  if (etaSeconds !== null) {
    const time = f.duration(etaSeconds)
    parts.push(i18n._(msg`${time} left`))
  }
  return parts.join(' · ')
}

/** "3 in progress", "1 waiting"…: each count of the queue's items, the counts joined as a list. */
function countWords(
  i18n: I18n,
  counts: { done: number; files: number; active: number; queued: number; failed: number; cancelled: number },
) {
  const files = formatterFor(i18n.locale).count(counts.files)
  const parts = [i18n._(msg`${plural(counts.done, { one: `# of ${files} done`, other: `# of ${files} done` })}`)]
  if (counts.active) parts.push(i18n._(msg`${plural(counts.active, { one: '# in progress', other: '# in progress' })}`))
  if (counts.queued) parts.push(i18n._(msg`${plural(counts.queued, { one: '# waiting', other: '# waiting' })}`))
  if (counts.failed) parts.push(i18n._(msg`${plural(counts.failed, { one: '# failed', other: '# failed' })}`))
  if (counts.cancelled) parts.push(i18n._(msg`${plural(counts.cancelled, { one: '# cancelled', other: '# cancelled' })}`))
  return parts
}

export function describeCounts(i18n: I18n, t: QueueTotals) {
  const cancelled = t.files - t.done - t.active - t.queued - t.failed
  const parts = countWords(i18n, {
    done: t.done,
    files: t.files,
    active: t.active,
    queued: t.queued,
    failed: t.failed,
    cancelled,
  })
  return formatterFor(i18n.locale).list(parts, 'unit')
}

/** A step that failed or was cancelled once its file was uploaded, by step: "2 registrations failed". */
const laterStepWords: Record<'failed' | 'cancelled', Record<Step, Counted>> = {
  failed: {
    upload: (n) => msg`${plural(n, { one: '# upload failed', other: '# uploads failed' })}`,
    register: (n) => msg`${plural(n, { one: '# registration failed', other: '# registrations failed' })}`,
    transfer: (n) => msg`${plural(n, { one: '# transfer failed', other: '# transfers failed' })}`,
  },
  cancelled: {
    upload: (n) => msg`${plural(n, { one: '# upload cancelled', other: '# uploads cancelled' })}`,
    register: (n) => msg`${plural(n, { one: '# registration cancelled', other: '# registrations cancelled' })}`,
    transfer: (n) => msg`${plural(n, { one: '# transfer cancelled', other: '# transfers cancelled' })}`,
  },
}

/**
 * The upload manager's count: uploads as uploads (a file past its upload counts as uploaded,
 * whatever came after), and a registration or transfer that failed named as such.
 */
export function describeUploadCounts(i18n: I18n, items: readonly QueueItem[]) {
  let uploaded = 0
  let uploading = 0
  let waiting = 0
  let failed = 0
  let cancelled = 0
  const add = <S extends Step>(counts: Map<S, number>, step: S) => counts.set(step, (counts.get(step) ?? 0) + 1)
  /** steps after an upload that failed, or were cancelled, by step */
  const later = { failed: new Map<Step, number>(), cancelled: new Map<Step, number>() }
  const doubts = new Map<FollowStep, number>()
  for (const item of items) {
    // An upload is counted as an upload: done once its bytes are accepted, whatever came after.
    const uploadDone = item.step !== 'upload' || item.state === 'done'
    if (item.state === 'cancelled' && item.doubt) add(doubts, item.doubt)
    else if (item.state === 'cancelled' && !uploadDone) cancelled += 1
    if (uploadDone) {
      uploaded += 1
      if (item.state === 'failed' || (item.state === 'cancelled' && !item.doubt)) add(later[item.state], item.step)
    } else if (item.state === 'failed') failed += 1
    else if (item.state === 'queued') waiting += 1
    else if (item.state !== 'cancelled') uploading += 1
  }
  const parts = countWords(i18n, {
    done: uploaded,
    files: items.length,
    active: uploading,
    queued: waiting,
    failed,
    cancelled,
  })
  for (const [step, n] of doubts) parts.push(mayBeDone(i18n, step, n))
  for (const state of ['failed', 'cancelled'] as const)
    for (const [step, n] of later[state]) parts.push(i18n._(laterStepWords[state][step](n)))
  return formatterFor(i18n.locale).list(parts, 'unit')
}
