import type { UploadFields } from '../../api/storage-api'
import { recordConsignment, recordTransfer, uploadRecord } from '../history-records'
import type { SendRecord } from '../history-db'
import { needOf, newJournalFile, type JournalFile } from '../journal'
import { createStore } from '../store'
import type { FollowStep, QueueEvent, QueueItem, ResumePoint, UploadQueue } from '../upload-queue/upload-queue'
import { openJournal, type Journal, type UnfinishedSend } from './journal-log'
import { afterError, consignmentOf, SendStepError, transferOf, type SendDetails, type SendRequests } from './steps'
import { named, type Choice } from './unfinished'

/*
 * A send, owned in one place (docs/architecture.md, decision 0011): what happens next to each of
 * its files, from its details and files or from its journal. A file is uploaded by the queue
 * (transport only), then registered and transferred here; each step is journaled before its
 * request leaves, recorded in History once done, and the send is finished here. Uploads of the
 * Upload page are sends of one step. A resume is the same path as a first run, started from
 * each file's recorded step.
 */

export type SendKind = 'send' | 'upload'

/** A file of a send that reached its recipients: in the queue, or before a resume. */
export type DeliveredFile = Pick<QueueItem, 'id' | 'file' | 'result'>

/** What one press of Send said, shown on its summary once its files are through. */
export type SendNote = Readonly<{
  recipients: readonly string[]
  message: string
  expiresAt: Date | null
  /** a resumed send's files delivered before it was interrupted */
  earlier: readonly DeliveredFile[]
}>

/** A send running in this tab (or through, and not yet cleared by the person). */
export type RunningSend = Readonly<{ id: string; kind: SendKind; ids: readonly string[]; note: SendNote }>

export type SendStart =
  | {
      kind: 'send'
      files: readonly File[]
      details: SendDetails
      sender: string
      expiresAt: Date | null
      /** the name a file is shown and journaled under (its place in a dropped folder) */
      nameOf?: (file: File) => string
    }
  | { kind: 'upload'; files: readonly File[]; fields: UploadFields }

export type SendsOptions = {
  queue: UploadQueue
  requests: SendRequests
  /** a consignment was registered (the count changed) */
  registered?: () => void
  /** config.sendJournal: false keeps only the History record (bench: the journal's cost) */
  keepJournal?: boolean
  /** copies of files kept for a resume, at most (config.resumeStorageBudgetMb) */
  keepBytes?: number
}

export type Sends = ReturnType<typeof createSends>

/** Another File of the same bytes, name, date and folder path (react-dropzone's `path`). */
function copyOf(file: File): File {
  const copy = new File([file], file.name, { type: file.type, lastModified: file.lastModified })
  const path = (file as File & { path?: string }).path
  if (path) Object.defineProperty(copy, 'path', { value: path, configurable: true })
  return copy
}

/** Random, and available outside secure contexts too (crypto.randomUUID is not). */
function newSendId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `send-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

const uploadFieldsOf = (send: SendRecord): UploadFields =>
  send.kind === 'upload'
    ? {
        email: send.sender ?? '',
        store: send.uploadFields?.store ?? true,
        source: (send.uploadFields?.source ?? 'transfer') as UploadFields['source'],
      }
    : { email: send.sender ?? '', store: true, source: 'transfer' }

const detailsOf = (send: SendRecord): SendDetails => ({
  target_emails: send.recipients,
  message: send.message ?? '',
  expiration: send.expiration ?? 0,
  co_authors: send.coAuthors,
})

const stoppedStates: ReadonlySet<QueueItem['state']> = new Set(['done', 'failed', 'cancelled'])

/** A file of a running send: its journal, its place in it, whether it has stopped moving, and its send's other files. */
type Place = { journal: Journal; index: number; kind: SendKind; stopped: boolean; batch: readonly Place[] }

export function createSends({ queue, requests, registered, keepJournal = true, keepBytes = 0 }: SendsOptions) {
  const state = createStore<readonly RunningSend[]>([])
  /**
   * Each file of a running send, by the File the queue was given: known before the queue runs
   * its first step (a resumed file's steps start inside queue.add, before its id is returned).
   */
  const places = new WeakMap<File, Place>()
  const journals = new Map<string, Journal>()

  // One refresh of the count after a burst of registrations, not one per file.
  let refresh: ReturnType<typeof setTimeout> | undefined
  const countChanged = () => {
    clearTimeout(refresh)
    refresh = setTimeout(() => registered?.(), 250)
  }

  /** Persistence listens to the queue: an upload confirmed is journaled and kept in History. */
  queue.listen((event: QueueEvent) => {
    const place = places.get(event.item.file)
    if (!place) return
    const { journal, index } = place
    if (event.type === 'uploaded') {
      const { item } = event
      const result = item.result!
      // The send's record names the upload, and History keeps it, in one write (within a second).
      // History is a convenience: an upload never fails because IndexedDB is unavailable.
      journal.uploaded(index, result.fileId, uploadRecord({ file: item.file }, result))
      // Its copy kept for a resume goes once this is written (journal.step).
      void journal
        .step(index, 'upload', 'done', { result, checksum: item.checksum })
        .then(() => (place.kind === 'upload' ? journal.finishIfThrough() : undefined))
      return
    }
    place.stopped = stoppedStates.has(event.item.state) && !event.item.doubt
    // Uploads of the Upload page: once none of them can move by itself (uploaded, cancelled or
    // refused) and no answer is awaited, nothing is left to resume after a crash.
    if (place.kind === 'upload' && place.batch.every((p) => p.stopped)) void journal.settle('finished')
  })

  /**
   * Register, then transfer: each one's start journaled before its request leaves. Cancelled
   * before it leaves, it is still to do; once it left, the queue no longer aborts it, and what
   * it answers (or not) is journaled as for any request.
   */
  function stepsOf(journal: Journal): FollowStep[] {
    const details = detailsOf(journal.record)
    const sendId = journal.id
    const indexOf = (item: QueueItem) => places.get(item.file)?.index
    /**
     * The request of `step` for the file at `i`, journaled: in flight before it leaves (cancelled
     * while that was being written, the request never leaves and the step is still to do), and
     * what its failure means after. Its answer, the id, is the caller's to journal.
     */
    const journaled = async (
      step: 'register' | 'transfer',
      i: number | undefined,
      signal: AbortSignal,
      leaving: () => void,
      request: () => Promise<string>,
    ) => {
      await journal.step(i, step, 'in-flight')
      if (signal.aborted) {
        void journal.step(i, step, 'todo')
        signal.throwIfAborted()
      }
      leaving()
      try {
        return await request()
      } catch (error) {
        void journal.step(i, step, afterError(error))
        throw error
      }
    }
    return [
      {
        name: 'register',
        run: async (item, signal, leaving) => {
          const consignment = consignmentOf(item.file.name, item.result, details.co_authors)
          const i = indexOf(item)
          const id = await journaled('register', i, signal, leaving, () => requests.register(consignment, signal))
          void journal.step(i, 'register', 'done', { consignmentId: id })
          countChanged()
          // Not waited for: the transfer's start goes at once, and its journal write carries the registration's end.
          const of = i === undefined ? undefined : { sendId, index: i }
          void recordConsignment(id, consignment, of).catch(() => undefined)
          return id
        },
      },
      {
        name: 'transfer',
        run: async (item, signal, leaving) => {
          const consignmentId = item.results.register
          if (!consignmentId) throw new SendStepError('missing-consignment', item.file.name)
          const transfer = transferOf(details)
          const i = indexOf(item)
          const id = await journaled('transfer', i, signal, leaving, () => requests.transfer(consignmentId, transfer, signal))
          void journal.step(i, 'transfer', 'done', { transferId: id }).then(() => journal.finishIfThrough())
          const kept = { filename: item.result?.originalname, sendId, index: i }
          await recordTransfer(id, consignmentId, transfer, kept).catch(() => undefined)
          return id
        },
      },
    ]
  }

  /**
   * Runs a send's files through the queue, each from its step: `from[i]` past its upload (no
   * bytes needed), else from the upload. The one path of a first run and of a resume.
   */
  function run(journal: Journal, going: ReadonlyArray<{ index: number; file: File; from?: ResumePoint }>, note: SendNote) {
    const kind = journal.record.kind ?? 'send'
    journals.set(journal.id, journal)
    const batch: Place[] = []
    // A File already running (the same one given twice) goes as a copy: each file its own place.
    const files = going.map(({ file }) => (places.has(file) ? copyOf(file) : file))
    going.forEach(({ index }, n) => {
      const place = { journal, index, kind, stopped: false, batch }
      batch.push(place)
      places.set(files[n]!, place)
    })
    const ids = queue.add(
      files,
      uploadFieldsOf(journal.record),
      kind === 'send' ? stepsOf(journal) : [],
      going.map((g) => g.from),
    )
    if (ids.length === 0) {
      void journal.finishIfThrough()
      return ids
    }
    state.set((running) => [...running, { id: journal.id, kind, ids, note }])
    return ids
  }

  return {
    /** Starts a send (or uploads of the Upload page) of these files; returns the queue's ids. */
    start(start: SendStart) {
      const nameOf = (start.kind === 'send' && start.nameOf) || ((file: File) => file.name)
      const id = newSendId()
      const { files } = start
      const record: SendRecord =
        start.kind === 'send'
          ? {
              id,
              createdAt: Date.now(),
              sender: start.sender || undefined,
              expiresAt: start.expiresAt?.getTime(),
              recipients: [...start.details.target_emails],
              message: start.details.message.trim() || undefined,
              expiration: start.details.expiration,
              coAuthors: [...start.details.co_authors],
              files: files.map((file) => ({ name: nameOf(file), size: file.size })),
            }
          : {
              id,
              createdAt: Date.now(),
              sender: start.fields.email || undefined,
              kind: 'upload',
              uploadFields: { store: start.fields.store, source: start.fields.source },
              recipients: [],
              coAuthors: [],
              files: files.map((file) => ({ name: file.name, size: file.size })),
            }
      const entries = files.map((file, i) => newJournalFile(id, i, file, nameOf(file), start.kind === 'upload'))
      const journal = openJournal(record, entries, files, { enabled: keepJournal })
      void journal.keep(keepBytes)
      const note: SendNote = {
        recipients: record.recipients,
        message: record.message ?? '',
        expiresAt: start.kind === 'send' ? start.expiresAt : null,
        earlier: [],
      }
      return run(
        journal,
        files.map((file, index) => ({ index, file })),
        note,
      )
    },

    /**
     * Continues an unfinished send in this tab: each file from its step, with the same details,
     * in the same journal. Steps known done are never made again; a step in doubt only as the
     * person chose. Returns the queue's ids.
     */
    resume(unfinished: UnfinishedSend, choices: ReadonlyMap<number, Choice>, bytes: ReadonlyMap<number, File>) {
      const { send } = unfinished
      // The entries as stored; what was kept of each file's bytes is the `kept` store's to say.
      const entries: JournalFile[] = unfinished.files.map(({ kept, ...entry }) => entry)
      const kept = unfinished.files.filter((f) => f.kept !== 'none').map((f) => f.index)
      const going: Array<{ index: number; file: File; from?: ResumePoint }> = []
      const files: File[] = []
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
          if (file) going.push({ index: entry.index, file: (files[entry.index] = file) })
          continue
        }
        // Past its upload: no bytes needed, a stand-in carries the name.
        const file = (files[entry.index] = named(new Blob([]), entry))
        const transferNext = need.kind === 'transfer' || (need.kind === 'doubt' && need.step === 'transfer')
        const from = {
          result: entry.result!,
          size: entry.size,
          checksum: entry.checksum,
          results: transferNext && entry.consignmentId ? { register: entry.consignmentId } : undefined,
        }
        going.push({ index: entry.index, file, from })
      }
      const journal = openJournal(send, entries, files, { kept })
      for (const [i, how] of settled) void journal.update(i, { settled: how })
      const earlier = entries.flatMap((entry) =>
        entry.steps.transfer === 'done' && entry.result
          ? [{ id: `${send.id}:${entry.index}`, file: named(new Blob([]), entry), result: entry.result }]
          : [],
      )
      const note: SendNote = {
        recipients: send.recipients,
        message: send.message ?? '',
        expiresAt: send.expiresAt ? new Date(send.expiresAt) : null,
        earlier,
      }
      return run(journal, going, note)
    },

    /**
     * The person is through with this tab's sends of `kind` (Send more files, Clear this list):
     * they leave the page, and their journals are finished, nothing left to resume.
     */
    clear(kind: SendKind) {
      const gone = state.get().filter((s) => s.kind === kind)
      for (const send of gone) {
        void journals.get(send.id)?.settle('finished')
        journals.delete(send.id)
      }
      state.set((running) => running.filter((s) => s.kind !== kind))
    },

    /** The sends of `kind` running in this tab (or through and not yet cleared), for React through `use`. */
    state,
  }
}
