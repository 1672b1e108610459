import { createStore } from '../store'
import { adoptKept, dropKept, keepFiles, keptHow, type BytesKept } from './kept'
import { historyDb, type SendRecord, type UploadRecord } from '../history-db'
import { uploadRecord } from '../history-records'
import { wholeNumber } from '../format'
import { askPersistence } from '../storage-persistence'
import { isUnfinished, JOURNAL_VERSION, kindOf, readJournalFile, type JournalFile } from '../journal'
import type { QueueItem } from '../upload-queue/upload-queue'
import { needOf } from './model'

/*
 * The send journal in IndexedDB (the history database's `sends`, `journal` and `kept` stores):
 * each file's model state as the journal keeps it, saved after each step (`save` resolves once
 * written; the queue sends a request only then, so what the journal calls `todo` never reached
 * the server). One write at a time, of everything changed by then, so a burst of steps costs one
 * transaction, not one per file. The send's own record lists every file; the id each upload got
 * is added to it at most once a second (SEND_RECORD_MS), not rewritten per file.
 */

/** How often, at most, the send's record is rewritten for the ids of uploads finished since. */
export const SEND_RECORD_MS = 1000

/** Set once a journal write failed: this browser keeps no unfinished work (private mode, quota). */
export const journalTrouble = createStore(false)

/** Sends this tab is running: a running send is not offered to resume (also where Web Locks are missing). */
const runningHere = new Set<string>()
const lockName = (sendId: string) => `consign-send:${sendId}`

export type Journal = ReturnType<typeof openJournal>

/**
 * Keeps `send` and its files' entries, writing every change. `files[i]` is the file of the entry whose `index` is i
 * (its bytes, or a stand-in when resumed without them). Holds a Web Lock named after the send
 * while it runs, so other tabs know it is not interrupted. `enabled: false` (config sendJournal)
 * writes only the send's record; `kept`: the files an earlier tab kept bytes of (a resume).
 */
export function openJournal(
  send: SendRecord,
  entries: JournalFile[],
  files: readonly (File | undefined)[],
  { enabled = true, kept = [] }: { enabled?: boolean; kept?: Iterable<number> } = {},
) {
  // Switched off (config sendJournal): only the send's record, for History, as before the journal.
  const record: SendRecord = enabled ? { ...send, journal: JOURNAL_VERSION, status: send.status ?? 'active' } : send
  // Each entry under its file's index (the entries read back may not be numbered without a gap).
  const at: JournalFile[] = []
  entries.forEach((e) => (at[e.index] = e))
  const index = new Map<File, number>()
  files.forEach((file, i) => file && index.set(file, i))
  const dirty = new Set<number>(enabled ? entries.map((e) => e.index) : [])
  /** the files whose bytes are kept (by this tab, or an earlier one), until their upload's end is written */
  const copies = new Set(kept)
  /** the files whose upload's end is written: their bytes are needed no more */
  const uploaded = new Set<number>()
  let sendDirty = true
  // Uploads a closed tab named only in its entries: History keeps them now.
  for (const upload of unrecorded.get(send) ?? []) void historyDb.add('uploads', upload).catch(() => undefined)
  let sendWrittenAt = -Infinity
  let sendTimer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> | null = null
  /** a write failed: nothing more is written of this send's journal */
  let broken = false
  let release: () => void = () => undefined
  /**
   * The copies being written (keep), or an earlier tab's read (a resume): a copy is dropped, and
   * a send's end drops them all, once that is through.
   */
  let keeping: Promise<unknown> = copies.size
    ? adoptKept(record.id, (i) => at[i]?.steps.upload !== 'done').catch(() => undefined)
    : Promise.resolve()
  /** No copy of file `i` is worth writing: its upload's end is written, the send is over, or its journal given up. */
  const needless = (i: number) => uploaded.has(i) || record.status !== 'active' || broken
  const uploadWritten = (i: number) => {
    uploaded.add(i)
    if (copies.delete(i)) void keeping.then(() => dropKept(record.id, i)).catch(() => undefined)
  }
  runningHere.add(record.id)
  if (enabled && typeof navigator !== 'undefined' && navigator.locks)
    void navigator.locks
      .request(lockName(record.id), () => new Promise<void>((resolve) => (release = resolve)))
      .catch(() => undefined)

  const write = async () => {
    while (sendDirty || dirty.size) {
      // Given up: the entries were dropped and stay dropped, or a resume would trust them.
      const parts = broken ? [] : [...dirty].map((i) => ({ ...at[i]! }))
      const sendToo = sendDirty
      if (sendToo) {
        sendWrittenAt = Date.now()
        clearTimeout(sendTimer)
        sendTimer = undefined
      }
      dirty.clear()
      sendDirty = false
      await historyDb.writeSend(sendToo ? record : null, parts)
    }
  }
  /**
   * Not kept: the send goes on in memory, and the person is told once (journalTrouble). What was
   * written is out of date from here on: its entries are dropped (deleting works where a full
   * disk refuses writes), so it is never offered to resume steps done since.
   */
  const giveUp = () => {
    if (broken) return
    broken = true
    dirty.clear()
    journalTrouble.set(true)
    void historyDb.forgetJournal(record.id).catch(() => undefined)
  }
  /** Resolves once everything changed so far is written, or writing failed (the send goes on in memory). */
  const flush = (): Promise<void> =>
    (writing ??= write()
      .catch(giveUp)
      .finally(() => {
        writing = null
        // Changed between the end of the last write and now: written by another round. Given
        // up, the send's record still is (History), or nothing would write it again: `uploaded`
        // and `settle` leave a record already due to the write under way.
        if (sendDirty || (!broken && dirty.size)) void flush()
      }))
  const settle = (status: 'finished' | 'discarded') => {
    if (record.status !== 'active') return Promise.resolve()
    record.status = status
    sendDirty = true
    runningHere.delete(record.id)
    // The lock goes once the send's end is written: no tab finds it active and unlocked meanwhile.
    return flush()
      .then(() => keeping)
      .then(() => dropKept(record.id))
      .finally(release)
  }
  /** Changes file `i`'s entry; resolves once it is written. */
  async function update(i: number | undefined, change: Partial<JournalFile>) {
    const entry = at[i ?? -1]
    if (!entry || i === undefined) return
    Object.assign(entry, change)
    if (!enabled || broken) return
    dirty.add(i)
    // A write in progress holds what was dirty when it began: wait for it, then ours. A database
    // that never answers must not hold the send: past the limit it goes on in memory.
    const limit = timeLimit(WRITE_LIMIT_MS)
    try {
      while (dirty.has(i) && !broken) if ((await Promise.race([flush(), limit.passed])) === LATE) giveUp()
    } finally {
      limit.clear()
    }
  }

  const throughAll = () => entries.every((e) => needOf(e).kind === 'nothing')
  /** When every file is delivered or settled: the send is finished. */
  const finishIfThrough = () => (throughAll() && record.status === 'active' ? settle('finished') : Promise.resolve())
  // Written from the start (once there is a file), so a send that dies before any step still shows.
  if (entries.length) void flush()
  // Something worth keeping now: the browser is asked not to delete it by itself.
  if (enabled && entries.length) void askPersistence()

  return {
    id: record.id,
    record,
    entries: entries as readonly JournalFile[],
    indexOf: (file: File) => index.get(file),
    /** Changes file `i`'s entry; resolves once it is written. */
    update,
    /** Also the send's own record (History lists its files), now. */
    touchSend() {
      sendDirty = true
      void flush()
    },
    /**
     * File `i` was uploaded as `fileId`: History keeps `upload` now (with the other writes of the
     * moment: history-db batches them), whatever becomes of the journal; the send's record names
     * it in its next write (at most SEND_RECORD_MS after the last: a record that lists a thousand
     * files is not rewritten a thousand times), at the latest when the send ends. A tab that
     * closes first leaves the ids in the journal's entries.
     */
    uploaded(i: number, fileId: string, upload: UploadRecord) {
      const file = record.files[i]
      if (file) record.files[i] = { ...file, fileId }
      // History is a convenience: an upload never fails because IndexedDB is unavailable.
      void historyDb.add('uploads', upload).catch(() => undefined)
      if (sendDirty) return
      // A send already settled (a file retried after the others stopped) writes at once: no
      // write of its end is coming to carry it.
      const ended = record.status === 'finished' || record.status === 'discarded'
      const wait = ended ? 0 : sendWrittenAt + SEND_RECORD_MS - Date.now()
      if (sendTimer !== undefined && wait > 0) return
      clearTimeout(sendTimer)
      sendTimer = undefined
      if (wait <= 0) {
        sendDirty = true
        void flush()
        return
      }
      sendTimer = setTimeout(() => {
        sendTimer = undefined
        sendDirty = true
        void flush()
      }, wait)
    },
    /**
     * What the journal keeps of file `i` is now what its model says (`item`); resolves once
     * written. Its copy kept for a resume goes once its upload's end is written, not before: a
     * crash between the two would leave a file neither uploaded in the journal nor kept. A file
     * through ends the send once every file is.
     */
    async save(i: number, item: QueueItem) {
      const entry = at[i]
      if (!entry) return
      const uploaded = item.steps.upload === 'done'
      await update(i, {
        steps: { ...item.steps },
        ...(item.result && { result: item.result }),
        ...(uploaded && { checksum: item.checksum }),
        ...(item.results.register && { consignmentId: item.results.register }),
        ...(item.results.transfer && { transferId: item.results.transfer }),
      })
      if (uploaded) uploadWritten(i)
      if (needOf(entry).kind === 'nothing') await finishIfThrough()
    },
    finishIfThrough,
    settle,
    flush,
    /** Keeps each file's bytes or handle for a later resume, within `budgetBytes` of copies. */
    keep(budgetBytes: number) {
      if (!enabled) return keeping
      keeping = keepFiles(record.id, files, needless, budgetBytes, (i) => copies.add(i)).catch(() => undefined)
      return keeping
    },
  }
}
/** How long a step waits for its start to be written before the send goes on without its journal. */
export const WRITE_LIMIT_MS = 10_000
const LATE = Symbol('late')
function timeLimit(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const passed = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), ms)))
  return { passed, clear: () => clearTimeout(timer) }
}

/** Still to resume: active, and no tab holds its lock (checked again at the person's click: another tab may have taken it). */
export async function stillUnfinished(sendId: string): Promise<boolean> {
  const held = (await navigator.locks?.query().catch(() => undefined))?.held ?? []
  if (held.some((lock) => lock.name === lockName(sendId)) || runningHere.has(sendId)) return false
  const send = await historyDb.getSend(sendId)
  return !!send && isUnfinished(send)
}

/** A file of an unfinished send: its entry, and what this browser kept of its bytes (the `kept` store). */
export type ListedFile = JournalFile & { kept: BytesKept }

/** An unfinished send as read back: its record, and its files' entries in order with what this browser kept of each. */
export type UnfinishedSend = { send: SendRecord; files: ListedFile[] }

/** This service's (and account's) sends left unfinished, newest first, without those running in some tab. */
export async function listUnfinished(kind: 'send' | 'upload' = 'send'): Promise<UnfinishedSend[]> {
  const sends = (await historyDb.list('sends'))
    .filter((s) => isUnfinished(s) && kindOf(s) === kind)
    .filter((s) => !runningHere.has(s.id))
  if (sends.length === 0) return []
  const held = new Set(((await navigator.locks?.query().catch(() => undefined))?.held ?? []).map((lock) => lock.name))
  const out: UnfinishedSend[] = []
  for (const send of sends) {
    if (held.has(lockName(send.id))) continue
    const raw = await historyDb.sendEntries(send.id)
    const entries = raw.flatMap((r) => readJournalFile(r) ?? []).sort((a, b) => a.index - b.index)
    if (entries.length === 0) continue
    const kept = await keptHow(send.id)
    const files = entries.map((entry): ListedFile => ({ ...entry, kept: kept.get(entry.index) ?? 'none' }))
    out.push({ send: namingUploads(send, files), files })
  }
  return out
}

/**
 * The send's record naming every upload its entries know: a tab that closed within a second of
 * an upload had not written its id to the record yet (SEND_RECORD_MS). Resumed or discarded, the
 * record is written so: History joins the file's consignment and transfer to it.
 */
function namingUploads(send: SendRecord, entries: readonly JournalFile[]): SendRecord {
  const late = entries.filter((e) => e.result?.fileId && !send.files[e.index]?.fileId)
  if (late.length === 0) return send
  const ids = new Map(late.map((e) => [e.index, e.result!.fileId] as const))
  const named = { ...send, files: send.files.map((f, i) => (ids.has(i) ? { ...f, fileId: ids.get(i) } : f)) }
  // Their History records were to go with that write too: rebuilt from the entries, written with the record.
  unrecorded.set(
    named,
    late.map((e) => ({
      ...uploadRecord({ file: new File([], e.name, { type: e.type }) }, e.result!),
      size: wholeNumber(e.result!.size) ?? e.size,
    })),
  )
  return named
}

/** History's records of the uploads `namingUploads` added to a send's record, written on resume or discard. */
const unrecorded = new WeakMap<SendRecord, UploadRecord[]>()

/** The person gave up an unfinished send (after a confirmation): it stays in History, nothing resumes it. */
export async function discardSend(send: SendRecord) {
  await Promise.all([
    historyDb.add('sends', { ...send, status: 'discarded' }),
    ...(unrecorded.get(send) ?? []).map((upload) => historyDb.add('uploads', upload)),
  ])
  await dropKept(send.id)
}
