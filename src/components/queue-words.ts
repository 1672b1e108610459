import { formatBytes, formatDuration } from '../lib/format'
import type { JournalStep } from '../lib/journal'
import { percentOf, type QueueItem, type QueueTotals } from '../lib/upload-queue/upload-queue'
import { explain } from './explain'

const stepWords: Record<JournalStep, string> = { upload: 'upload', register: 'registration', transfer: 'transfer' }
/** How a step is named in a sentence ("the registration failed"). */
export const stepName = (step: string) => stepWords[step as JournalStep] ?? step

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
      return 'Cancelled.'
  }
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
  const later = new Map<string, number>()
  for (const item of items) {
    if (item.state === 'cancelled') cancelled += 1
    else if (item.step !== 'upload' || item.state === 'done') {
      uploaded += 1
      if (item.state === 'failed') later.set(item.step, (later.get(item.step) ?? 0) + 1)
    } else if (item.state === 'failed') failed += 1
    else if (item.state === 'queued') waiting += 1
    else uploading += 1
  }
  const parts = [`${uploaded} of ${items.length} done`]
  if (uploading) parts.push(`${uploading} in progress`)
  if (waiting) parts.push(`${waiting} waiting`)
  if (failed) parts.push(`${failed} failed`)
  if (cancelled) parts.push(`${cancelled} cancelled`)
  for (const [step, n] of later) parts.push(`${n} ${n === 1 ? stepName(step) : `${stepName(step)}s`} failed`)
  return parts.join(', ')
}
