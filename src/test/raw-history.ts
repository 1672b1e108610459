import { openDB } from 'idb'
import { HISTORY_DB_NAME, historyDb } from '../lib/history-db'

/**
 * The history database as stored, for a test to read what the app wrote. The app itself goes
 * through lib/history-db.ts only; the app opens it first, so the schema is the app's.
 */
export async function rawHistory() {
  await historyDb.list('sends')
  return openDB(HISTORY_DB_NAME)
}
