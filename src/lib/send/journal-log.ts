import { createStore } from 'zustand/vanilla'
import { adoptKept, dropKept, keepFiles, keptHow, type BytesKept } from './kept'
import { historyDb, type SendRecord } from '../history-db'
import type { HistoryScope } from '../history-scope'
import { askPersistence } from '../storage-persistence'
import { isUnfinished, JOURNAL_VERSION, kindOf, readJournalFile, type JournalFile } from '../journal'
import type { QueueItem } from '../upload-queue/upload-queue'
import { carrierDb, keyOfFetchId, sendOfKey, type BackgroundFetchManager } from './carrier-protocol'
import { needOf } from './model'

/*
 * The send journal in IndexedDB (the history database's `sends`, `journal` and `kept` stores):
 * each file's model state as the journal keeps it, saved after each step (`save` resolves once
 * written; the queue sends a request only then, so what the journal calls `todo` never reached
 * the server). One write at a time, of everything changed by then, so a burst of steps costs one
 * transaction, not one per file. The send's own record is written at its start and its end.
 */

/** Set once a journal write failed: this browser keeps no unfinished work (private mode, quota). */
export const journalTrouble = createStore<boolean>()(() => false)

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
  {
    enabled = true,
    kept = [],
    lock = true,
    settled,
    scope,
    held,
  }: {
    enabled?: boolean
    kept?: Iterable<number>
    /** false: the caller holds the send's lock already (the service worker carrying it) */
    lock?: boolean
    /** the release of the send's lock, taken by the caller before the journal opened (a Resume): the journal lets go of it at the send's end */
    held?: () => void
    /** told once the send's end is written */
    settled?: (sendId: string) => void
    /** whose history the send is written in, when not the page's */
    scope?: HistoryScope
  } = {},
) {
  // Switched off (config sendJournal): only the send's record, for History, as before the journal.
  const record: SendRecord = enabled ? { ...send, journal: JOURNAL_VERSION, status: send.status ?? 'active' } : send
  // Each entry under its file's index (the entries read back may not be numbered without a gap).
  const at: JournalFile[] = []
  entries.forEach((e) => (at[e.index] = e))
  /** the files whose bytes are kept (by this tab, or an earlier one), until their upload's end is written */
  const copies = new Set(kept)
  /** the files whose upload's end is written: their bytes are needed no more */
  const uploaded = new Set<number>()
  /** the last write asked for: the database commits them in the order asked */
  let last: Promise<void> = Promise.resolve()
  /** a write failed: nothing more is written of this send's journal */
  let broken = false
  let release: () => void = held ?? (() => undefined)
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
  if (enabled && lock && !held && typeof navigator !== 'undefined' && navigator.locks)
    void navigator.locks
      .request(lockName(record.id), () => new Promise<void>((resolve) => (release = resolve)))
      .catch(() => undefined)

  /**
   * Not kept: the send goes on in memory, and the person is told once (journalTrouble). What was
   * written is out of date from here on: its entries are dropped (deleting works where a full
   * disk refuses writes), so it is never offered to resume steps done since.
   */
  const giveUp = () => {
    if (broken) return
    broken = true
    journalTrouble.setState(true, true)
    void historyDb.forgetJournal(record.id).catch(() => undefined)
  }
  /**
   * Writes these entries (and the send's record, `sendToo`). The history database puts what is
   * asked within one task in one transaction, in the order asked, so a burst of steps of many
   * files is one write. Given up, entries are no longer written (they were dropped, and a resume
   * would trust them); the record still is, for History. Resolves once written or given up.
   */
  const write = (parts: readonly JournalFile[], sendToo = false): Promise<void> => {
    const kept = enabled && !broken ? parts.map((e) => ({ ...e })) : []
    if (!sendToo && kept.length === 0) return last
    return (last = historyDb.writeSend(sendToo ? record : null, kept, scope).catch(giveUp))
  }
  const settle = (status: 'finished' | 'discarded') => {
    if (record.status !== 'active') return Promise.resolve()
    record.status = status
    runningHere.delete(record.id)
    // The lock goes once the send's end is written: no tab finds it active and unlocked meanwhile.
    return write([], true)
      .then(() => keeping)
      .then(() => dropKept(record.id))
      .finally(() => {
        release()
        settled?.(record.id)
      })
  }
  /** Changes file `i`'s entry; resolves once it is written. */
  async function update(i: number | undefined, change: Partial<JournalFile>) {
    const entry = at[i ?? -1]
    if (!entry || i === undefined) return
    Object.assign(entry, change)
    if (!enabled || broken) return
    // A database that never answers must not hold the send: past the limit it goes on in memory.
    const limit = timeLimit(WRITE_LIMIT_MS)
    try {
      if ((await Promise.race([write([entry]), limit.passed])) === LATE) giveUp()
    } finally {
      limit.clear()
    }
  }

  const throughAll = () => entries.every((e) => needOf(e).kind === 'nothing')
  /** When every file is delivered or settled: the send is finished. */
  const finishIfThrough = () => (throughAll() && record.status === 'active' ? settle('finished') : Promise.resolve())
  // Written from the start (once there is a file), so a send that dies before any step still shows.
  if (entries.length) void write(entries, true)
  // Something worth keeping now: the browser is asked not to delete it by itself.
  if (enabled && entries.length) void askPersistence()

  return {
    id: record.id,
    record,
    entries: entries as readonly JournalFile[],
    /** Changes file `i`'s entry; resolves once it is written. */
    update,
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
    /** Resolves once every write asked for so far is through (or given up). */
    flush: () => last,
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

/**
 * The sends going on somewhere: their lock held (by a tab, or the service worker carrying one), or
 * an upload of theirs carried by the browser (Background Fetch) while no one holds them.
 */
async function heldSends(): Promise<Set<string>> {
  const prefix = lockName('')
  const query = await navigator.locks?.query().catch(() => undefined)
  // Asked for (pending) counts too: a tab about to run it, or the worker taking it on.
  const locks = [...(query?.held ?? []), ...(query?.pending ?? [])]
  const held = new Set(locks.flatMap((lock) => (lock.name?.startsWith(prefix) ? [lock.name.slice(prefix.length)] : [])))
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const manager = (registration as { backgroundFetch?: BackgroundFetchManager } | undefined)?.backgroundFetch
    for (const id of (await manager?.getIds()) ?? []) held.add(sendOfKey(keyOfFetchId(id)))
  } catch {
    // No worker here (tests, a private window): no upload the browser carries.
  }
  return held
}

/**
 * Still to resume: active, and no tab holds its lock (checked again at the person's click: another
 * tab may have taken it). `locked`: the caller holds the lock itself (takeSendLock).
 */
export async function stillUnfinished(sendId: string, locked = false): Promise<boolean> {
  if ((!locked && (await heldSends()).has(sendId)) || runningHere.has(sendId)) return false
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
  const held = await heldSends()
  const out: UnfinishedSend[] = []
  for (const send of sends) {
    if (held.has(send.id)) continue
    const read = await readSend(send)
    if (read) out.push(read)
  }
  return out
}

/** A send's record and its files' entries as stored, with what was kept of each; null when it has none. */
async function readSend(send: SendRecord): Promise<UnfinishedSend | null> {
  const raw = await historyDb.sendEntries(send.id)
  const entries = raw.flatMap((r) => readJournalFile(r) ?? []).sort((a, b) => a.index - b.index)
  if (entries.length === 0) return null
  const kept = await keptHow(send.id)
  return { send, files: entries.map((entry): ListedFile => ({ ...entry, kept: kept.get(entry.index) ?? 'none' })) }
}

/** One send still unfinished, whoever holds its lock (the service worker, which holds it, carries it on). */
export async function readUnfinished(sendId: string): Promise<UnfinishedSend | null> {
  const send = await historyDb.getSend(sendId)
  return send && isUnfinished(send) ? readSend(send) : null
}

/** The name of the Web Lock a running send is held by: a tab's, or the service worker's carrying it. */
export { lockName }

/**
 * The send's lock, now or never: its release, or null when a tab or the worker holds it (or asks
 * for it). Where there are no Web Locks, nothing to take.
 */
export function takeSendLock(sendId: string): Promise<(() => void) | null> {
  if (typeof navigator === 'undefined' || !navigator.locks) return Promise.resolve(() => undefined)
  return new Promise((resolve) => {
    navigator.locks
      .request(lockName(sendId), { ifAvailable: true }, (lock) =>
        lock ? new Promise<void>((release) => resolve(() => release())) : resolve(null),
      )
      .catch(() => resolve(null))
  })
}

/** The person gave up an unfinished send (after a confirmation): it stays in History, nothing resumes it. */
export async function discardSend(send: SendRecord) {
  await historyDb.add('sends', { ...send, status: 'discarded' })
  await Promise.all([dropKept(send.id), carrierDb.forget(send.id).catch(() => undefined)])
}

/**
 * The leases that no send holds any more (its tab crashed, the browser was killed, the worker was
 * stopped while it carried one): their credentials go. The send waits for its person's next visit.
 */
export async function sweepLeases() {
  const [leased, held] = await Promise.all([carrierDb.leased(), heldSends()])
  await Promise.all(leased.filter((sendId) => !held.has(sendId)).map((sendId) => carrierDb.forget(sendId)))
}

/** Sends of the Send page going on elsewhere: in another tab, or carried by the service worker (their lock is held, not here). */
export async function listElsewhere(): Promise<UnfinishedSend[]> {
  const held = await heldSends()
  const sends = (await historyDb.list('sends')).filter(
    (s) => isUnfinished(s) && kindOf(s) === 'send' && !runningHere.has(s.id) && held.has(s.id),
  )
  const out: UnfinishedSend[] = []
  for (const send of sends) {
    const read = await readSend(send)
    if (read) out.push(read)
  }
  return out
}

/** Sends the service worker finished with no page open, that the person has not yet been shown. */
export async function listCarried(): Promise<UnfinishedSend[]> {
  const sends = (await historyDb.list('sends')).filter((s) => s.carriedAt && s.status === 'finished' && !s.carriedSeen)
  const out: UnfinishedSend[] = []
  for (const send of sends) {
    const read = await readSend(send)
    if (read) out.push(read)
  }
  return out
}

/** The person has seen that this send went on without its page. */
export const carriedSeen = (send: SendRecord) => historyDb.add('sends', { ...send, carriedSeen: true })
