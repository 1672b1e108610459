import { rawHistory } from './raw-history'

type Records = { uploads?: object[]; consignments?: object[]; transfers?: object[] }

/**
 * Writes `records` into the app's history database as given, with their own `service` and
 * `account` (historyDb.add stamps the current scope's): records made against another service,
 * or by the tool pages of an earlier session.
 */
export async function seedHistory(records: Records) {
  const db = await rawHistory()
  for (const kind of ['uploads', 'consignments', 'transfers'] as const)
    for (const record of records[kind] ?? []) await db.put(kind, record)
  db.close()
}
