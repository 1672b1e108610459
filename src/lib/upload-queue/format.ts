import type { QueueItem } from './types'

/*
 * The queue's numbers for a display; the words around them are the interface's
 * (components/queue-words.ts, queue-summary-words.ts).
 */

export function percentOf(sent: number, total: number, finished = false) {
  if (total <= 0) return finished ? 100 : 0
  return Math.min(100, Math.floor((sent / total) * 100))
}

/** Seconds left for a file that is uploading, or null when that cannot be told. */
export function itemEta(item: QueueItem) {
  return item.state === 'uploading' && item.speed > 0 ? (item.total - item.sent) / item.speed : null
}
