import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

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

interface HistorySchema extends DBSchema {
  uploads: { key: string; value: UploadRecord; indexes: { createdAt: number } }
  consignments: { key: string; value: ConsignmentRecord; indexes: { createdAt: number } }
  transfers: { key: string; value: TransferRecord; indexes: { createdAt: number } }
}
export type HistoryKind = 'uploads' | 'consignments' | 'transfers'
export type RecordOf<K extends HistoryKind> = HistorySchema[K]['value']

let db: Promise<IDBPDatabase<HistorySchema>> | null = null
const listeners = new Set<() => void>()
let version = 0

function open() {
  db ??= openDB<HistorySchema>('consign-history', 1, {
    upgrade(database) {
      database.createObjectStore('uploads', { keyPath: 'fileId' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('consignments', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('transfers', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
    },
  })
  return db
}

function changed() {
  version += 1
  listeners.forEach((l) => l())
}

export const historyDb = {
  async add<K extends HistoryKind>(kind: K, record: RecordOf<K>) {
    await (await open()).put(kind, record as never)
    changed()
  },
  /** Newest first. */
  async list<K extends HistoryKind>(kind: K): Promise<RecordOf<K>[]> {
    const all = (await (await open()).getAllFromIndex(kind, 'createdAt')) as RecordOf<K>[]
    return all.reverse()
  },
  async clear(kind?: HistoryKind) {
    const database = await open()
    for (const k of kind ? [kind] : (['uploads', 'consignments', 'transfers'] as const)) await database.clear(k)
    changed()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  version: () => version,
}
