import type { Fetch } from '../../api/http'
import type { UploadFields } from '../../api/storage-api'
import { recordConsignment, recordTransfer, recordUpload } from '../history-records'
import type { Reused, SendFile, SendRecord } from '../history-db'
import type { HistoryScope } from '../history-scope'
import { newJournalFile, type JournalFile } from '../journal'
import { createStore } from 'zustand/vanilla'
import type { QueueFollowStep, QueueItem, QueuePlan, ResumePoint, UploadQueue } from '../upload-queue/upload-queue'
import { openJournal, type Journal, type UnfinishedSend } from './journal-log'
import { needOf, resumed, type Step } from './model'
import { consignmentOf, SendStepError, transferOf, type SendDetails, type SendRequests } from './steps'
import { named, type Choice } from './unfinished'

/*
 * A send: its record and journal, the requests of its follow steps and History's records of
 * them, and this tab's running sends. What happens next to each file is the model's
 * (model.ts), run by the queue; a send gives the queue its files with a plan (the requests, and
 * the journal's save after each step) and starts a resume from each file's journaled state.
 * Uploads of the Upload page are sends of one step.
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
  /** continued from the journal (UnfinishedSends), not a press of Send */
  resumed?: boolean
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
  | {
      /** files of earlier sends, registered already, to more people: their transfers alone */
      kind: 'again'
      files: readonly ReusedFile[]
      details: SendDetails
      sender: string
      expiresAt: Date | null
    }

/** A file of an earlier send that can go to more people without its bytes. */
export type ReusedFile = SendFile & { reused: Reused }

export type SendsOptions = {
  queue: UploadQueue
  requests: SendRequests
  /** a consignment was registered (the count changed) */
  registered?: () => void
  /** config.sendJournal: false keeps only the History record (bench: the journal's cost) */
  keepJournal?: boolean
  /** copies of files kept for a resume, at most (config.resumeStorageBudgetMb) */
  keepBytes?: number
  /** the service worker, which carries a send on once its page is gone (decision 0018) */
  carrier?: SendCarrier
  /** the caller holds each send's lock already (the worker carrying it): the journal takes none */
  lockHeld?: boolean
  /** whose history the sends are written in, when not the page's (the worker carries each send for its own account) */
  scope?: HistoryScope
}

/** What a send asks of whoever carries it beyond its page (shared/page-carrier.ts, the service worker's side). */
export type SendCarrier = {
  /** the send runs from here: the worker is told, and given what it needs to go on without the page */
  carry(journal: Journal): void
  /** how file `index`'s request of `step` goes out, when not from the page itself */
  via(sendId: string, index: number, step: Step, size: number): Fetch | undefined
  /** the send is over (finished, settled, or discarded): nothing of it is kept for the worker */
  ended(sendId: string): void
}

export type Sends = ReturnType<typeof createSends>

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

/** The record of a send of the Send page (a first one, or of files sent again), as its journal starts it. */
const sendRecordOf = (
  id: string,
  { sender, expiresAt, details }: { sender: string; expiresAt: Date | null; details: SendDetails },
  files: SendFile[],
): SendRecord => ({
  id,
  createdAt: Date.now(),
  sender: sender || undefined,
  expiresAt: expiresAt?.getTime(),
  recipients: [...details.target_emails],
  message: details.message.trim() || undefined,
  expiration: details.expiration,
  coAuthors: [...details.co_authors],
  files,
})

const stoppedStates: ReadonlySet<QueueItem['state']> = new Set(['done', 'failed', 'cancelled'])

export function createSends({
  queue,
  requests,
  registered,
  keepJournal = true,
  keepBytes = 0,
  carrier,
  lockHeld,
  scope,
}: SendsOptions) {
  const state = createStore<readonly RunningSend[]>()(() => [])
  const journalOptions = { lock: !lockHeld, settled: (id: string) => carrier?.ended(id), scope }
  /** The journal saves asked for and not yet through (a file's last one writes the send's end too). */
  const saves = new Set<Promise<void>>()
  const saving = (save: Promise<void>) => {
    saves.add(save)
    void save.finally(() => saves.delete(save))
    return save
  }
  const journals = new Map<string, Journal>()

  // One refresh of the count after a burst of registrations, not one per file.
  let refresh: ReturnType<typeof setTimeout> | undefined
  const countChanged = () => {
    clearTimeout(refresh)
    refresh = setTimeout(() => registered?.(), 250)
  }

  /** The requests of a send's follow steps for the file at `indexOf(n)`; History keeps what each made. */
  function stepsOf(journal: Journal, indexOf: (n: number) => number): QueueFollowStep[] {
    const details = detailsOf(journal.record)
    const sendId = journal.id
    return [
      {
        name: 'register',
        run: async (item, signal, leaving, n) => {
          const consignment = consignmentOf(item.file.name, item.result, details.co_authors)
          leaving()
          const id = await requests.register(consignment, signal, carrier?.via(sendId, indexOf(n), 'register', 0))
          countChanged()
          // History is a convenience: a send never fails because IndexedDB is unavailable.
          void recordConsignment(id, consignment, { sendId, index: indexOf(n) }, scope).catch(() => undefined)
          return id
        },
      },
      {
        name: 'transfer',
        run: async (item, signal, leaving, n) => {
          const consignmentId = item.results.register
          if (!consignmentId) throw new SendStepError('missing-consignment', item.file.name)
          const transfer = transferOf(details)
          leaving()
          const id = await requests.transfer(consignmentId, transfer, signal, carrier?.via(sendId, indexOf(n), 'transfer', 0))
          const kept = { filename: item.result?.originalname, sendId, index: indexOf(n) }
          await recordTransfer(id, consignmentId, transfer, kept, scope).catch(() => undefined)
          return id
        },
      },
    ]
  }

  /**
   * Runs a send's files through the queue, each from its state: `from` past its upload (no
   * bytes needed), else from the upload. The one path of a first run and of a resume.
   */
  function run(journal: Journal, going: ReadonlyArray<{ index: number; file: File; from?: ResumePoint }>, note: SendNote) {
    const kind = journal.record.kind ?? 'send'
    journals.set(journal.id, journal)
    const indexOf = (n: number) => going[n]!.index
    const stopped = going.map(() => false)
    const plan: QueuePlan = {
      steps: kind === 'send' ? stepsOf(journal, indexOf) : [],
      from: going.map((g) => g.from),
      save: (item, n) => saving(journal.save(indexOf(n), item)),
      via: carrier && ((n, size) => carrier.via(journal.id, indexOf(n), 'upload', size)),
      // History keeps the upload, whatever becomes of the send; a send of the Send page names it by its place.
      uploaded: (item, n) =>
        void recordUpload(
          item,
          item.result!,
          kind === 'send' ? { sendId: journal.id, index: indexOf(n) } : undefined,
          scope,
        ).catch(() => undefined),
      changed(item, n) {
        stopped[n] = stoppedStates.has(item.state) && !item.doubt
        // Uploads of the Upload page: once none of them can move by itself (uploaded, cancelled or
        // refused) and no answer is awaited, nothing is left to resume after a crash.
        if (kind === 'upload' && stopped.every(Boolean)) void journal.settle('finished')
      },
    }
    // Told before the first request leaves, so every request of the send can leave through the worker.
    if (going.length) carrier?.carry(journal)
    const ids = queue.add(
      going.map((g) => g.file),
      uploadFieldsOf(journal.record),
      plan,
    )
    if (ids.length === 0) {
      void journal.finishIfThrough()
      return ids
    }
    state.setState((running) => [...running, { id: journal.id, kind, ids, note }], true)
    return ids
  }

  /**
   * A send of files registered before: each file's journal starts with its upload and
   * registration done, so the model's plan for it is the transfer alone.
   */
  function again(start: Extract<SendStart, { kind: 'again' }>) {
    const id = newSendId()
    const record = sendRecordOf(
      id,
      start,
      start.files.map(({ name, size, reused }) => ({ name, size, reused })),
    )
    const entries: JournalFile[] = start.files.map(({ name, size, reused }, index) => ({
      sendId: id,
      index,
      name,
      size,
      type: reused.result.mime,
      lastModified: 0,
      steps: { upload: 'done', register: 'done', transfer: 'todo' },
      result: reused.result,
      consignmentId: reused.consignmentId,
    }))
    // No bytes: a stand-in carries each file's name.
    const files = entries.map((entry) => named(new Blob([]), entry))
    const journal = openJournal(record, entries, files, { enabled: keepJournal, ...journalOptions })
    const note: SendNote = {
      recipients: record.recipients,
      message: record.message ?? '',
      expiresAt: start.expiresAt,
      earlier: [],
    }
    return run(
      journal,
      entries.map((entry) => ({
        index: entry.index,
        file: files[entry.index]!,
        from: { state: resumed(entry), size: entry.size },
      })),
      note,
    )
  }

  return {
    /** Starts a send (or uploads of the Upload page) of these files; returns the queue's ids. */
    start(start: SendStart) {
      if (start.kind === 'again') return again(start)
      const nameOf = (start.kind === 'send' && start.nameOf) || ((file: File) => file.name)
      const id = newSendId()
      const { files } = start
      const record: SendRecord =
        start.kind === 'send'
          ? sendRecordOf(
              id,
              start,
              files.map((file) => ({ name: nameOf(file), size: file.size })),
            )
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
      const journal = openJournal(record, entries, files, { enabled: keepJournal, ...journalOptions })
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
    resume(
      unfinished: UnfinishedSend,
      choices: ReadonlyMap<number, Choice>,
      bytes: ReadonlyMap<number, File>,
      /** the release of the send's lock, which the caller took before anything else (takeSendLock) */
      held?: () => void,
    ) {
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
        // A step in doubt with no choice (the service worker carrying a send) waits for the person.
        if (need.kind === 'nothing' || (need.kind === 'doubt' && !choice)) continue
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
        const from = { state: resumed(entry), size: entry.size }
        going.push({ index: entry.index, file, from })
      }
      const journal = openJournal(send, entries, files, { kept, ...journalOptions, held })
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
        resumed: true,
      }
      return run(journal, going, note)
    },

    /**
     * The person is through with this tab's sends of `kind` (Send more files, Clear this list):
     * they leave the page, and their journals are finished, nothing left to resume.
     */
    clear(kind: SendKind) {
      const gone = state.getState().filter((s) => s.kind === kind)
      for (const send of gone) {
        void journals.get(send.id)?.settle('finished')
        journals.delete(send.id)
      }
      state.setState((running) => running.filter((s) => s.kind !== kind), true)
    },

    /** Resolves once every journal save these sends asked for is through, a send's end among them. */
    async flush() {
      // A file's next save is asked for once the one before it is through: wait until none is left.
      do {
        await new Promise((resolve) => setTimeout(resolve, 0))
        await Promise.all(saves)
      } while (saves.size)
    },

    /** The sends of `kind` running in this tab (or through and not yet cleared), for React through `use`. */
    state,
  }
}
