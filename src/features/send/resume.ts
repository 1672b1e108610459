import type { QueryClient } from '@tanstack/react-query'
import type { PublicApi } from '../../api/public-api'
import { continueSend } from '../../lib/history-records'
import { needOf, type JournalFile } from '../../lib/journal'
import { openJournal, type UnfinishedSend } from '../../lib/journal-db'
import { named, type Choice } from '../../lib/journal-resume'
import type { ResumePoint, UploadQueue } from '../../lib/upload-queue/upload-queue'
import { sendBatch, sendNotes } from './send-batch'
import { stepsOf } from './send-steps'
import { displayPath } from './staged-files'

export { blockers, gatherBytes, type Choice } from '../../lib/journal-resume'

/**
 * Continues an unfinished send in this tab: each file from its step, with the same recipients,
 * message, expiration and co-authors, in the same journal. Steps known done are never made
 * again; a step in doubt only as the person chose. Returns the queue's ids.
 */
export function resumeSend(
  unfinished: UnfinishedSend,
  choices: ReadonlyMap<number, Choice>,
  bytes: ReadonlyMap<number, File>,
  deps: { api: PublicApi; client: QueryClient; queue: UploadQueue },
): string[] {
  const { send } = unfinished
  const entries = unfinished.files.map((entry) => ({ ...entry }))
  const files: File[] = []
  const from: (ResumePoint | undefined)[] = []
  const settled: Array<[number, JournalFile['settled']]> = []
  for (const entry of entries) {
    const need = needOf(entry)
    const choice = choices.get(entry.index)
    if (need.kind === 'nothing') continue
    if (choice === 'left' || (need.kind === 'doubt' && choice === 'done')) {
      settled.push([entry.index, choice === 'left' ? 'left-out' : 'done'])
      continue
    }
    if (need.kind === 'upload') {
      const file = bytes.get(entry.index)
      if (!file) continue
      files[entry.index] = file
      from[entry.index] = undefined
      continue
    }
    // Past its upload: no bytes needed, a stand-in carries the name.
    files[entry.index] = named(new Blob([]), entry)
    const transferNext = need.kind === 'transfer' || (need.kind === 'doubt' && need.step === 'transfer')
    from[entry.index] = {
      result: entry.result!,
      size: entry.size,
      checksum: entry.checksum,
      consignmentId: transferNext ? entry.consignmentId : undefined,
    }
  }
  const journal = openJournal(send, entries, files)
  for (const [i, how] of settled) void journal.update(i, { settled: how })
  const started = continueSend(journal, displayPath)
  const details = {
    target_emails: send.recipients,
    message: send.message ?? '',
    expiration: send.expiration ?? 7,
    co_authors: send.coAuthors,
  }
  const going = [...files.keys()].filter((i) => files[i])
  const ids = deps.queue.add(
    going.map((i) => files[i]!),
    { email: send.sender ?? '', store: true, source: 'transfer' },
    stepsOf(deps.api, deps.client, details, started),
    going.map((i) => from[i]),
  )
  if (ids.length === 0) {
    void journal.finishIfThrough()
    return ids
  }
  sendBatch.add(ids)
  sendNotes.add({
    recipients: send.recipients,
    message: send.message ?? '',
    expiresAt: send.expiresAt ? new Date(send.expiresAt) : null,
    journal,
    earlier: entries.flatMap((entry) =>
      entry.steps.transfer === 'done' && entry.result
        ? [{ id: `${send.id}:${entry.index}`, file: named(new Blob([]), entry), result: entry.result }]
        : [],
    ),
  })
  return ids
}
