import { formatBytes, formatCount, formatDuration } from '../lib/format'
import type { JournalStep } from '../lib/journal'
import { percentOf, type QueueItem, type QueueTotals } from '../lib/upload-queue/upload-queue'
import { explain } from './explain'
import { plural } from './words'

const stepWords: Record<JournalStep, string> = { upload: 'upload', register: 'registration', transfer: 'transfer' }
/** How a step is named in a sentence ("the registration failed"). */
export const stepName = (step: string) => stepWords[step as JournalStep] ?? step

const doneWords: Record<JournalStep, string> = { upload: 'uploaded', register: 'registered', transfer: 'delivered' }
/**
 * "May already be registered": a step whose request was on its way when it was stopped (by a
 * cancel, or a closed page), and whose answer is not known. The one phrase for both.
 */
export const mayAlreadyBe = (step: string) => `May already be ${doneWords[step as JournalStep] ?? 'done'}`
/** "2 may already be registered" */
const mayBeDone = (step: string, n: number) => `${formatCount(n)} ${mayAlreadyBe(step).toLowerCase()}`
const againWords: Record<JournalStep, string> = {
  upload: 'Upload it again',
  register: 'Register it again',
  transfer: 'Send the transfer again',
}
/** The person's choice to make a step in doubt again (it may make a second one on the server). */
export const doAgain = (step: string) => againWords[step as JournalStep] ?? 'Retry'

/** One short sentence for where a file is; `now` drives the "retrying in N s" countdown. */
export function describeItem(item: QueueItem, now: number): string {
  switch (item.state) {
    case 'queued':
      if (item.waiting === 'network')
        return `Offline: the ${stepName(item.step)} goes on by itself when this browser is back online.`
      return item.retryAt !== undefined
        ? `Failed (${explain(item.error)}) Retrying the ${stepName(item.step)} in ${Math.max(0, Math.ceil((item.retryAt - now) / 1000))} s (attempt ${item.attempts + 1}).`
        : 'Waiting to upload.'
    case 'uploading':
      return `Uploading: ${percentOf(item.sent, item.total)}%.`
    case 'processing':
      return item.result ? 'Uploaded; verifying the checksum…' : 'All bytes sent; the server is processing…'
    case 'running':
      return item.step === 'transfer' ? 'Sending the transfer…' : 'Registering the consignment…'
    case 'done':
      return item.results.transfer ? 'Sent.' : item.results.register ? 'Registered.' : 'Uploaded.'
    case 'failed':
      return `The ${stepName(item.step)} failed: ${explain(item.error)}`
    case 'cancelled':
      if (item.doubt)
        return `${mayAlreadyBe(item.doubt)}: the ${stepName(item.doubt)} was on its way when you cancelled. If its answer comes, it is used; it is made again only if you choose.`
      if (item.step === 'register') return 'Uploaded; cancelled before the registration.'
      if (item.step === 'transfer') return 'Registered; cancelled before the transfer.'
      return 'Cancelled.'
  }
}

const stoppedWords: Record<JournalStep, (n: number) => string> = {
  upload: (n) => `${plural(n, 'file')} stopped`,
  register: (n) => `${formatCount(n)} uploaded but not registered`,
  transfer: (n) => `${formatCount(n)} registered but not transferred`,
}

/**
 * After a cancel, what was stopped (and how far each got) and what may have happened anyway (a
 * request already on its way); empty when nothing was cancelled.
 */
export function describeCancelled(items: readonly QueueItem[]) {
  const stopped = new Map<string, number>()
  const doubts = new Map<string, number>()
  for (const item of items) {
    if (item.state !== 'cancelled') continue
    const counts = item.doubt ? doubts : stopped
    const step = item.doubt ?? item.step
    counts.set(step, (counts.get(step) ?? 0) + 1)
  }
  if (stopped.size === 0 && doubts.size === 0) return ''
  const parts = [
    ...[...stopped].map(([step, n]) => (stoppedWords[step as JournalStep] ?? stoppedWords.upload)(n)),
    ...[...doubts].map(([step, n]) => mayBeDone(step, n)),
  ]
  return doubts.size
    ? `Cancelled: ${parts.join('; ')} (that request was on its way: its answer is used if it comes, and it is made again only if you choose).`
    : `Cancelled: ${parts.join('; ')}.`
}

/** "1.2 MB of 3.4 MB · 512 KB/s · 4 s left" for what is moving; empty when nothing is. */
export function describeRate(sent: number, total: number, speed: number, etaSeconds: number | null) {
  const parts = [`${formatBytes(sent)} of ${formatBytes(total)}`]
  if (speed > 0) parts.push(`${formatBytes(speed)}/s`)
  if (etaSeconds !== null) parts.push(`${formatDuration(etaSeconds)} left`)
  return parts.join(' · ')
}

export function describeCounts(t: QueueTotals) {
  const parts = [`${t.done} of ${t.files} done`]
  if (t.active) parts.push(`${t.active} in progress`)
  if (t.queued) parts.push(`${t.queued} waiting`)
  if (t.failed) parts.push(`${t.failed} failed`)
  const cancelled = t.files - t.done - t.active - t.queued - t.failed
  if (cancelled) parts.push(`${cancelled} cancelled`)
  return parts.join(', ')
}

/**
 * The upload manager's count: uploads as uploads (a file past its upload counts as uploaded,
 * whatever came after), and a registration or transfer that failed named as such.
 */
export function describeUploadCounts(items: readonly QueueItem[]) {
  let uploaded = 0
  let uploading = 0
  let waiting = 0
  let failed = 0
  let cancelled = 0
  const add = (counts: Map<string, number>, step: string) => counts.set(step, (counts.get(step) ?? 0) + 1)
  /** steps after an upload that failed, or were cancelled, by step */
  const laterFailed = new Map<string, number>()
  const laterCancelled = new Map<string, number>()
  const doubts = new Map<string, number>()
  for (const item of items) {
    // An upload is counted as an upload: done once its bytes are accepted, whatever came after.
    const uploadDone = item.step !== 'upload' || item.state === 'done'
    if (item.state === 'cancelled' && item.doubt) add(doubts, item.doubt)
    else if (item.state === 'cancelled' && !uploadDone) cancelled += 1
    if (uploadDone) {
      uploaded += 1
      if (item.state === 'failed') add(laterFailed, item.step)
      else if (item.state === 'cancelled' && !item.doubt) add(laterCancelled, item.step)
    } else if (item.state === 'failed') failed += 1
    else if (item.state === 'queued') waiting += 1
    else if (item.state !== 'cancelled') uploading += 1
  }
  const steps = (step: string, n: number) => `${n} ${n === 1 ? stepName(step) : `${stepName(step)}s`}`
  const parts = [`${uploaded} of ${items.length} done`]
  if (uploading) parts.push(`${uploading} in progress`)
  if (waiting) parts.push(`${waiting} waiting`)
  if (failed) parts.push(`${failed} failed`)
  if (cancelled) parts.push(`${cancelled} cancelled`)
  for (const [step, n] of doubts) parts.push(mayBeDone(step, n))
  for (const [step, n] of laterFailed) parts.push(`${steps(step, n)} failed`)
  for (const [step, n] of laterCancelled) parts.push(`${steps(step, n)} cancelled`)
  return parts.join(', ')
}
