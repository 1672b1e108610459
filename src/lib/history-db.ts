import type { UploadResult } from '../api/schemas'
import { openDB, unwrap, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb'
import { createStore } from 'zustand/vanilla'
import { historyScope, type HistoryScope } from './history-scope'
import { yieldToBrowser } from './yield-to-browser'

/*
 * What was done in this browser (the service has no list endpoints), kept in IndexedDB
 * 'consign'. Components read it through useHistory(); one writer per kind of record lives in
 * history-records.ts. Every record of the four history stores is stamped with `service` and
 * `account` (history-scope.ts).
 *
 *  uploads       key fileId, index createdAt
 *  consignments  key id, indexes createdAt and sendId
 *  transfers     key id, indexes createdAt and sendId
 *  sends         key id, index createdAt: one press of Send — recipients, message, expiration,
 *                co-authors, sender and its files, written at its start and its end. The
 *                send's uploads, consignments and transfers carry its `sendId` and the file's
 *                `index` in it; records without a sendId (the Upload, Register and Transfer
 *                pages') are grouped per file when read (features/history/entries.ts).
 *  journal       key [sendId, index], index sendId: each file's identity and steps (journal.ts)
 *  kept          key [sendId, index], index sendId: a file's bytes or handle until its upload is
 *                confirmed; the copies of several small files share one Blob, in a record keyed
 *                below 0 that says where each file's bytes are (lib/send/kept.ts)
 *
 * Until the first release this is the one schema; from then on a change adds a version and its
 * upgrade (docs/decisions/0016).
 */
export const HISTORY_DB_NAME = 'consign'
export const HISTORY_DB_VERSION = 1

export type UploadRecord = {
  fileId: string
  /** the send of the Send page that uploaded it, and the file's place in that send's `files` */
  sendId?: string
  index?: number
  containerId: string
  filename: string
  mime: string
  size: number
  checksum: string
  createdAt: number
}
export type ConsignmentRecord = {
  id: string
  uuid: string
  filename: string
  contentType: string
  size: number
  container?: string
  checksum?: string
  /** the send that registered it */
  sendId?: string
  /** the file's place in that send's `files` */
  index?: number
  createdAt: number
}
export type TransferRecord = {
  id: string
  consignmentId: string
  filename?: string
  recipients: string[]
  message?: string
  expiration?: number
  /** the send that made it */
  sendId?: string
  /** the file's place in that send's `files` */
  index?: number
  createdAt: number
}
/**
 * A file of an earlier send sent again (no bytes, no registration): its consignment, what the
 * storage service stored, and the send it was registered by.
 */
export type Reused = { consignmentId: string; result: UploadResult; sendId?: string }
/** One file of a send, in the order chosen (its records name it by this place: `index`). */
export type SendFile = { name: string; size: number; reused?: Reused }
/** One press of Send, N files to M recipients. `expiration` as sent (config.expirationUnit). */
export type SendRecord = {
  id: string
  createdAt: number
  sender?: string
  recipients: string[]
  message?: string
  expiration?: number
  coAuthors: string[]
  files: SendFile[]
  /** when its transfers expire, as the person chose (ms since 1970), for a resumed send's summary */
  expiresAt?: number
  /** the journal format this send was written in (journal.ts); absent when the journal is off (config.sendJournal) */
  journal?: number
  /** `active` until every file is through or the person settles it */
  status?: 'active' | 'finished' | 'discarded'
  /** `upload` for uploads of the Upload page, journaled like a send (no recipients), with their form's fields */
  kind?: 'send' | 'upload'
  uploadFields?: { store: boolean; source: string }
  /** when the service worker took the send on, its page gone (decision 0018) */
  carriedAt?: number
  /** the person has seen that it went on without its page */
  carriedSeen?: boolean
}

/** Which service and account a record belongs to (see `scope`). */
type Scoped = { service?: string; account?: string }
type Store<T, I = object> = { key: string; value: T & Scoped; indexes: { createdAt: number } & I }

/** A record keyed by its send and the file's place in it. */
type SendPart<T> = { key: [string, number]; value: T & { sendId: string; index: number }; indexes: { sendId: string } }

interface HistorySchema extends DBSchema {
  uploads: Store<UploadRecord>
  consignments: Store<ConsignmentRecord, { sendId: string }>
  transfers: Store<TransferRecord, { sendId: string }>
  sends: Store<SendRecord>
  journal: SendPart<Record<string, unknown>>
  kept: SendPart<Omit<KeptBytes, 'sendId' | 'index'>>
}
export type HistoryDatabase = IDBPDatabase<HistorySchema>
export type HistoryKind = 'uploads' | 'consignments' | 'transfers' | 'sends'
export type RecordOf<K extends HistoryKind> = Omit<HistorySchema[K]['value'], keyof Scoped>

let db: Promise<IDBPDatabase<HistorySchema>> | null = null
const kinds = ['uploads', 'consignments', 'transfers', 'sends'] as const
/** Every key of a send's records in the journal stores (keyed [sendId, index]; `kept` keeps packs below 0). */
const partsOf = (sendId: string) => IDBKeyRange.bound([sendId, -Infinity], [sendId, Infinity])
/** A send's journal stores, removed with the send. */
const parts = ['journal', 'kept'] as const

const inScope = (record: Scoped) => {
  const scope = historyScope.get()
  return record.service === scope.service && (!record.account || !scope.account || record.account === scope.account)
}

function open() {
  db ??= openDB<HistorySchema>(HISTORY_DB_NAME, HISTORY_DB_VERSION, {
    upgrade(database) {
      database.createObjectStore('uploads', { keyPath: 'fileId' }).createIndex('createdAt', 'createdAt')
      for (const name of ['consignments', 'transfers'] as const) {
        const store = database.createObjectStore(name, { keyPath: 'id' })
        store.createIndex('createdAt', 'createdAt')
        store.createIndex('sendId', 'sendId')
      }
      database.createObjectStore('sends', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('journal', { keyPath: ['sendId', 'index'] }).createIndex('sendId', 'sendId')
      database.createObjectStore('kept', { keyPath: ['sendId', 'index'] }).createIndex('sendId', 'sendId')
    },
    // A tab with a newer version is waiting for this one: let go, and open again when next needed.
    blocking(_current, _blocked, event) {
      ;(event.target as IDBDatabase).close()
      db = null
    },
    terminated() {
      db = null
    },
  })
  return db
}

/**
 * What readers of history are told (use-history.ts): `written`, each write's store as it is made
 * (a cache to drop at once); `told`, the stores changed since the last telling, at most once per
 * NOTIFY_MS (a send writes many times a second, and each reader re-reads what it shows each
 * time); `pending`, those changed and not yet told.
 */
type Changes = { written: { kind: HistoryKind } | null; pending: ReadonlySet<HistoryKind>; told: ReadonlySet<HistoryKind> }
const changes = createStore<Changes>()(() => ({ written: null, pending: new Set(), told: new Set() }))
let telling: ReturnType<typeof setTimeout> | undefined
const NOTIFY_MS = 150
function changed(...which: HistoryKind[]) {
  const stores = which.length ? which : kinds
  for (const kind of stores) changes.setState({ written: { kind } })
  changes.setState((s) => ({ pending: new Set([...s.pending, ...stores]) }))
  telling ??= setTimeout(() => {
    telling = undefined
    changes.setState((s) => ({ told: s.pending, pending: new Set() }))
  }, NOTIFY_MS)
}
// Another service or account: the same stores show other records.
historyScope.subscribe(() => changed())

/** One write of a batch, made on the batch's transaction (raw: no promise per request). */
type Write = (tx: IDBTransaction) => unknown

/**
 * Writes to `stores`, batched: every write asked for while one transaction runs goes into the
 * next, so a burst of writes (a send of many files: an upload, a consignment and a transfer
 * record per file, the journal's entries) costs a few transactions, not one per record. The
 * first write of a quiet moment waits only for the end of the current task, so writes asked
 * for together share it. `run` resolves once its writes are committed (readers are told of
 * `kinds` then) and rejects when its transaction failed; a write the browser refuses at once
 * (a value it cannot store) fails only the call that asked for it.
 */
export function batchedWrites(stores: readonly StoreNames<HistorySchema>[]) {
  type Asked = { writes: readonly Write[]; kinds: readonly HistoryKind[]; resolve: () => void; reject: (e: unknown) => void }
  let asked: Asked[] = []
  let draining: Promise<void> | null = null

  async function commit(batch: Asked[]) {
    let tx
    try {
      tx = (await open()).transaction(stores, 'readwrite')
    } catch (error) {
      batch.forEach((a) => a.reject(error))
      return
    }
    const raw = unwrap(tx)
    const refused: Array<() => void> = []
    const going = batch.filter((a) => {
      try {
        a.writes.forEach((write) => write(raw))
        return true
      } catch (error) {
        // Told once the batch is over: no call settles before the writes asked for ahead of it.
        refused.push(() => a.reject(error))
        return false
      }
    })
    try {
      await tx.done
    } catch (error) {
      going.forEach((a) => a.reject(error))
      return
    } finally {
      refused.forEach((reject) => reject())
    }
    going.forEach((a) => a.resolve())
    const told = new Set(going.flatMap((a) => a.kinds))
    if (told.size) changed(...told)
  }

  async function drain() {
    // The rest of this task first, however deep in its promises: a send asks for History's
    // record of a step and the journal's entry a few promises apart, and one transaction costs
    // the browser more than the writes in it. A message, not a timer: a hidden tab's timers
    // wait up to a second.
    await yieldToBrowser()
    while (asked.length) {
      const batch = asked
      asked = []
      // Each call is answered by commit itself; a reader's fault when told must not stop the writes.
      await commit(batch).catch(() => undefined)
    }
    draining = null
  }

  /** Settles with the last write asked for: batches commit in order, so with every write before it. */
  let last: Promise<unknown> = Promise.resolve()

  return {
    run(writes: readonly Write[], kinds: readonly HistoryKind[]) {
      const done = new Promise<void>((resolve, reject) => {
        asked.push({ writes, kinds, resolve, reject })
        draining ??= drain()
      })
      last = done.catch(() => undefined)
      return done
    },
    /** Resolves once every write asked for so far is committed or failed (not those asked for meanwhile). */
    settled: () => last,
  }
}

/** History's records and the send journal: what a send writes per file, together. */
const writes = batchedWrites(['uploads', 'consignments', 'transfers', 'sends', 'journal'])
/**
 * The copies kept for a resume, apart: a batch of copies (megabytes) would hold up the
 * journal's writes that a request waits for.
 */
const keptWrites = batchedWrites(['kept'])
/** A removal waits for the writes asked for before it: they do not land after it. */
const settled = () => Promise.all([writes.settled(), keptWrites.settled()])

/** A record of the send journal's own stores, as stored (journal.ts reads it back). */
export type StoredPart = Record<string, unknown> & { sendId: string; index: number }
/** What is kept of a file to upload it again: a copy of its bytes or a File System Access handle. */
export type KeptBytes = {
  sendId: string
  index: number
  file?: Blob
  handle?: unknown
  /** a pack (keyed below 0): `file` holds the copies of several files, each file's bytes from `start` to `end` */
  parts?: ReadonlyArray<{ index: number; start: number; end: number; type: string }>
}

/*
 * The one door to the database: every transaction is written here, and no handle to it leaves
 * this file. History's records go through add/list/remove/clear; a send's journal through the
 * send operations below (lib/send/ decides what to write and when).
 */
export const historyDb = {
  /** Adds, or replaces the record with the same key (with the other writes of the moment: see `writes`). */
  add<K extends HistoryKind>(kind: K, record: RecordOf<K>, scope: HistoryScope = historyScope.get()) {
    const { service, account } = scope
    return writes.run([(tx) => tx.objectStore(kind).put({ ...record, service, account })], [kind])
  },
  /** This service's (and account's) records, newest first. */
  async list<K extends HistoryKind>(kind: K): Promise<RecordOf<K>[]> {
    const all = (await (await open()).getAllFromIndex(kind, 'createdAt')) as (RecordOf<K> & Scoped)[]
    return all.filter(inScope).reverse()
  },
  /** Forgets the records with these keys, in one transaction (one history entry); a send takes its journal along. */
  async remove(keys: Partial<Record<HistoryKind, readonly string[]>>) {
    const stores = kinds.filter((k) => keys[k]?.length)
    if (stores.length === 0) return
    await settled()
    const tx = (await open()).transaction([...stores, ...parts], 'readwrite')
    const sends = keys.sends ?? []
    await Promise.all([
      ...stores.flatMap((k) => (keys[k] ?? []).map((key) => tx.objectStore(k).delete(key))),
      ...parts.flatMap((p) => sends.map((id) => tx.objectStore(p).delete(partsOf(id)))),
      tx.done,
    ])
    changed(...stores)
  },
  /** Forgets this service's (and account's) records of `kind`, or of every kind. */
  async clear(kind?: HistoryKind) {
    await settled()
    const database = await open()
    const gone: string[] = []
    for (const k of kind ? [kind] : kinds) {
      const tx = database.transaction(k, 'readwrite')
      for await (const cursor of tx.store)
        if (inScope(cursor.value)) {
          if (k === 'sends') gone.push(String(cursor.key))
          await cursor.delete()
        }
      await tx.done
    }
    if (gone.length) await historyDb.remove({ sends: gone })
    changed(...(kind ? [kind] : kinds))
  },
  /** Every record of every service (tests start from nothing). */
  async wipe() {
    await settled()
    const database = await open()
    for (const k of [...kinds, ...parts]) await database.clear(k)
    changed()
  },

  /** A send's record (when `send` is given) and entries of its files, in one transaction, stamped with the scope. */
  writeSend(send: SendRecord | null, entries: readonly StoredPart[], scope: HistoryScope = historyScope.get()) {
    const { service, account } = scope
    return writes.run(
      [
        (tx) => send && tx.objectStore('sends').put({ ...send, service, account }),
        (tx) => entries.forEach((entry) => tx.objectStore('journal').put(entry)),
      ],
      // Only the send's record is history's: a file's step alone re-renders no reader of it.
      send ? ['sends'] : [],
    )
  },
  /** One send's record, whatever its scope. */
  getSend: async (id: string) => (await open()).get('sends', id),
  /** The stored entries of a send's files, in no set order. */
  sendEntries: async (sendId: string): Promise<unknown[]> => (await open()).getAllFromIndex('journal', 'sendId', sendId),
  /** A send's journal can no longer be kept up to date: its entries and kept bytes go, so nothing resumes from them. */
  async forgetJournal(sendId: string) {
    await settled()
    const tx = (await open()).transaction(['journal', 'kept'], 'readwrite')
    const range = partsOf(sendId)
    await Promise.all([tx.objectStore('journal').delete(range), tx.objectStore('kept').delete(range), tx.done])
  },
  /** Keeps these files' bytes or handles, in one transaction (with the drops of the moment). */
  keep(items: readonly KeptBytes[]) {
    return keptWrites.run([(tx) => items.forEach((item) => tx.objectStore('kept').put(item))], [])
  },
  /** What was kept of a send's files (copies, packs of copies, handles). */
  keptOf: async (sendId: string): Promise<KeptBytes[]> => (await open()).getAll('kept', partsOf(sendId)),
  /** Forgets what was kept at these indexes of a send, or all it kept (with the other drops of the moment). */
  dropKept(sendId: string, indexes?: readonly number[]) {
    return keptWrites.run(
      [
        (tx) =>
          indexes
            ? indexes.forEach((index) => tx.objectStore('kept').delete([sendId, index]))
            : tx.objectStore('kept').delete(partsOf(sendId)),
      ],
      [],
    )
  },

  subscribe: (listener: (kinds: ReadonlySet<HistoryKind>) => void) =>
    changes.subscribe((now, before) => now.told !== before.told && listener(now.told)),
  /** A write to `kind` not yet told to the readers. */
  pending: (kind: HistoryKind) => changes.getState().pending.has(kind),
  /** Told of each write as it is made (a burst tells many times: keep the listener cheap). */
  onWrite: (listener: (kind: HistoryKind) => void) =>
    changes.subscribe((now, before) => now.written !== before.written && now.written && listener(now.written.kind)),
}
