import { deleteDB, openDB } from 'idb'

type Records = { uploads?: object[]; consignments?: object[]; transfers?: object[] }

/**
 * A browser as the previous version left it: database 'consign-history' at version 1, created
 * by that version's upgrade, holding `records` as that version wrote them. The app's open
 * connection lets go when asked (history-db.ts `blocking`) and opens again on next use.
 */
export async function seedVersion1(records: Records) {
  await deleteDB('consign-history')
  const db = await openDB('consign-history', 1, {
    upgrade(database) {
      database.createObjectStore('uploads', { keyPath: 'fileId' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('consignments', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
      database.createObjectStore('transfers', { keyPath: 'id' }).createIndex('createdAt', 'createdAt')
    },
  })
  for (const kind of ['uploads', 'consignments', 'transfers'] as const)
    for (const record of records[kind] ?? []) await db.put(kind, record)
  db.close()
}
