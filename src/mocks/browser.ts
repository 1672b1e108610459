import { openDB } from 'idb'
import { setupWorker } from 'msw/browser'
import type { AppConfig } from '../config/schema'
import { createHandlers } from './handlers/create'
import { createMockStore, type MockState, type MockStore } from './store'

const DB = 'consign-mock'
const KEY = 'state'

async function openState() {
  return openDB(DB, 1, { upgrade: (db) => db.createObjectStore('kv') })
}

/**
 * The dev mock: MSW's service worker (behind public/mock-sw.js, which keeps Web Workers' scripts
 * away from it), with the mock's state kept in IndexedDB across reloads.
 */
export async function startBrowserMock(config: AppConfig): Promise<MockStore> {
  const db = await openState().catch(() => null)
  const saved = (await db?.get('kv', KEY).catch(() => undefined)) as MockState | undefined
  const store = createMockStore(config.checksumAlgorithm, saved)
  let pending: ReturnType<typeof setTimeout> | undefined
  store.onChange(() => {
    clearTimeout(pending)
    pending = setTimeout(() => void db?.put('kv', store.state, KEY).catch(() => undefined), 100)
  })
  const worker = setupWorker(...createHandlers(store, config))
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mock-sw.js` },
  })
  return store
}
