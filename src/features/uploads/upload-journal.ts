import { startSend } from '../../lib/history-records'
import { needOf } from '../../lib/journal'
import type { Journal, UnfinishedSend } from '../../lib/journal-db'
import { openJournal } from '../../lib/journal-db'
import type { Choice } from '../../lib/journal-resume'
import type { UploadQueue } from '../../lib/upload-queue/upload-queue'
import { pageUploads, type UploadForm } from './upload-form'

/**
 * The journal follows uploads of this page: each file confirmed uploaded is written as done
 * (its copy dropped); once all are, the journal is finished. Module state, not a component's:
 * it goes on while the person is on another page.
 */
function follow(queue: UploadQueue, ids: readonly string[], indexes: readonly number[], journal: Journal) {
  const waiting = new Map(ids.map((id, n) => [id, indexes[n]!]))
  const check = () => {
    for (const item of queue.getSnapshot().items) {
      const i = waiting.get(item.id)
      if (i === undefined || item.state !== 'done' || !item.result) continue
      waiting.delete(item.id)
      void journal.step(i, 'upload', 'done', { result: item.result, checksum: item.checksum }).then(() => journal.dropCopy(i))
    }
    if (waiting.size === 0) {
      stop()
      void journal.flush().then(() => journal.finishIfThrough())
    }
  }
  const stop = queue.subscribe(check)
  check()
}

/** Uploads of the Upload page, journaled like a send so a closed tab loses none. */
export function startUploads(
  queue: UploadQueue,
  files: File[],
  values: UploadForm,
  options: { journal: boolean; budgetBytes: number },
) {
  const { journal } = startSend({ target_emails: [], co_authors: [] }, files, {
    sender: values.email,
    journal: options.journal,
    uploads: { store: values.store, source: values.source },
  })
  void journal.keep(options.budgetBytes)
  const ids = queue.add(files, values)
  pageUploads.add(ids)
  follow(
    queue,
    ids,
    files.map((_, i) => i),
    journal,
  )
  return ids
}

/** Uploads a closed tab left: each file not yet confirmed is uploaded again (from the copy kept, or picked). */
export function resumeUploads(
  queue: UploadQueue,
  unfinished: UnfinishedSend,
  choices: ReadonlyMap<number, Choice>,
  bytes: ReadonlyMap<number, File>,
) {
  const { send } = unfinished
  const entries = unfinished.files.map((entry) => ({ ...entry }))
  const going = entries.filter((e) => needOf(e).kind === 'upload' && bytes.has(e.index)).map((e) => e.index)
  const files: File[] = []
  for (const i of going) files[i] = bytes.get(i)!
  const journal = openJournal(send, entries, files)
  for (const e of entries) if (choices.get(e.index) === 'left') void journal.update(e.index, { settled: 'left-out' })
  const fields = send.uploadFields ?? { store: true, source: 'transfer' }
  const ids = queue.add(
    going.map((i) => files[i]!),
    { email: send.sender ?? '', store: fields.store, source: fields.source as UploadForm['source'] },
  )
  pageUploads.add(ids)
  follow(queue, ids, going, journal)
  return ids
}
