import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { authRequired } from '../api/auth-required'
import { historyDb } from '../lib/history-db'
import { historyScope } from '../lib/history-scope'
import { mockStore, server, testAddresses } from '../mocks/node'

// Lazy pages are transformed on first import; on a shared 2-core machine under a whole run's
// load that took over 5 s (SendPage.test's first page). This bounds waiting; it asserts no speed.
configure({ asyncUtilTimeout: 10_000 })

// English, from the sources' own words (in a test the macros keep them); a test of another
// language activates its catalog itself.
i18n.loadAndActivate({ locale: 'en', messages: {} })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(async () => {
  mockStore.reset()
  authRequired.clear()
  // Routing reads the real (happy-dom) history: each test starts at / with no state.
  window.history.replaceState(null, '', '/')
  historyScope.setService(testAddresses.apiBaseUrl)
  historyScope.setAccount(undefined)
  await historyDb.wipe()
  sessionStorage.clear()
  localStorage.clear()
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} })
  // A test fails on any console.error: React warnings and unexpected errors are bugs.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
