import 'fake-indexeddb/auto'
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { authRequired } from '../api/auth-required'
import { changeCredentials } from '../api/credentials'
import { historyDb } from '../lib/history-db'
import { historyScope } from '../lib/history-scope'
import { availableLocales } from '../lib/locale'
import { journalTrouble } from '../lib/send/journal-log'
import { persistence } from '../lib/storage-persistence'
import { setTheme } from '../lib/theme-choice'
import { mockStore, server, testAddresses } from '../mocks/node'
import { resetCatalogs } from '../shared/catalogs'
import { resetBackOnline } from '../shared/use-back-online'

// Lazy pages are transformed on first import; on a shared 2-core machine under a whole run's
// load that took over 5 s (SendPage.test's first page), and over 10 s beside the browser suites
// (CI's Node 24 run). This bounds waiting; it asserts no speed.
configure({ asyncUtilTimeout: 20_000 })

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
  // Most of the app's files share a worker's page and modules (vitest.config.ts): each test starts
  // as a file of its own would, whatever the files before it left. The page: what was rendered
  // outside Testing Library (config-error.test's root), <html lang dir data-theme>.
  document.body.replaceChildren()
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name)
  // No language's catalog loaded nor chosen: English, from the sources' own words.
  for (const { code } of availableLocales(true)) i18n.loadAndActivate({ locale: code, messages: {} })
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  resetCatalogs()
  // What the app keeps for a visit, as a first visit has it.
  changeCredentials({ token: '', publicKey: '', remember: false }, 'tab')
  setTheme('system')
  persistence.setState('unknown', true)
  journalTrouble.setState(false, true)
  resetBackOnline()
  // A test fails on any console.error: React warnings and unexpected errors are bugs.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(async () => {
  // A page a test left loading (React.lazy) arrives before the file ends: vitest fails the module
  // requests still pending when a file ends, and the lazy page would keep that failure for the
  // files after it in the worker.
  await vi.dynamicImportSettled()
  server.close()
})
