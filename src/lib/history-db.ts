import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { historyScope } from './history-scope'

/**
 * What was done in this browser (the service has no list endpoints): uploads, consignments
 * and transfers, in IndexedDB. Components read it through useHistory().
 */
export type UploadRecord = {
  fileId: string
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
  createdAt: number
}
export type TransferRecord = {
  id: string
  consignmentId: string
  filename?: string
  recipients: string[]
  message?: string
  expiration?: number
  createdAt: number
}

/** Which service and account a record belongs to (see `scope`). */
type Scoped = { service?: string; account?: string }

interface HistorySchema extends DBSchema {
  uploads: { key: string; value: UploadRecord & Scoped; indexes: { createdAt: number } }
  consignments: { key: string; value: ConsignmentRecord & Scoped; indexes: { createdAt: number } }
  transfers: { key: string; value: TransferRecord & Scoped; indexes: { createdAt: number } }
}
export type HistoryKind = 'uploads' | 'consignments' | 'transfers'
export type RecordOf<K extends HistoryKind> = Omit<HistorySchema[K]['value'], keyof Scoped>

let db: Promise<IDBPDatabase<HistorySchema>> | null = null
const listeners = new Set<() => void>()
let version = 0
const kinds = ['uploads', 'consignments', 'transfers'] as const

const inScope = (record: Scoped) => {
  const scope = historyScope.get()
  return record.service === scope.service && (!record.account || !scope.account || record.account === scope.account)
}

function open() {
  db ??= openDB<HistorySchema>('consign-history', 1, {
    upgrade(database) {
      database.createObjectStore('uploads', { keyPath: 'fileId' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('consignments', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('transfers', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
    },
  }).then(async (database) => {
    // Records from before history was kept per service: they were made against the service
    // this app is configured for, so they join its history rather than vanish.
    for (const kind of kinds) {
      const tx = database.transaction(kind, 'readwrite')
      for await (const cursor of tx.store) {
        if (cursor.value.service === undefined) await cursor.update({ ...cursor.value, service: historyScope.get().service })
      }
      await tx.done
    }
    return database
  })
  return db
}

function changed() {
  version += 1
  listeners.forEach((l) => l())
}
// Another service or account: the same store shows other records.
historyScope.subscribe(changed)

export const historyDb = {
  async add<K extends HistoryKind>(kind: K, record: RecordOf<K>) {
    const { service, account } = historyScope.get()
    await (await open()).put(kind, { ...record, service, account } as never)
    changed()
  },
  /** This service's (and account's) records, newest first. */
  async list<K extends HistoryKind>(kind: K): Promise<RecordOf<K>[]> {
    const all = (await (await open()).getAllFromIndex(kind, 'createdAt')) as (RecordOf<K> & Scoped)[]
    return all.filter(inScope).reverse()
  },
  /** Forgets this service's (and account's) records of `kind`, or of every kind. */
  async clear(kind?: HistoryKind) {
    const database = await open()
    for (const k of kind ? [kind] : kinds) {
      const tx = database.transaction(k, 'readwrite')
      for await (const cursor of tx.store) if (inScope(cursor.value)) await cursor.delete()
      await tx.done
    }
    changed()
  },
  /** Every record of every service (tests start from nothing). */
  async wipe() {
    const database = await open()
    for (const k of kinds) await database.clear(k)
    changed()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  version: () => version,
}
