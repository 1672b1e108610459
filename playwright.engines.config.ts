import { defineConfig } from '@playwright/test'
import { e2ePorts } from './e2e/ports'
import { devServer, mockServer, previewServer } from './e2e/servers'

/**
 * The cross-engine suite (`npm run test:engines`): e2e/engines/journeys.engines.ts in Firefox
 * and in WebKit, against the built app and `npm run mock:server`, and the in-browser mock of
 * `npm run dev`. How each engine is driven: README.md, "Browsers".
 */
const ports = e2ePorts()
const dev = `http://127.0.0.1:${ports.dev}`
const preview = `http://127.0.0.1:${ports.preview}`
process.env.ENGINES_DEV_URL = dev
process.env.ENGINES_MOCK_URL = `http://127.0.0.1:${ports.mock}`

export default defineConfig({
  testDir: 'e2e/engines',
  testMatch: /\.engines\.ts$/,
  outputDir: 'test-results/engines',
  // One mock server holds every test's state, and the machine has two cores: one test at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/engines/per-engine-reporter.ts'], ['json', { outputFile: 'reports/engines.json' }]],
  use: { baseURL: preview },
  projects: [{ name: 'firefox' }, { name: 'webkit' }],
  webServer: [devServer(ports.dev), mockServer(ports.mock), previewServer(ports.preview, ports.mock, 'engines')],
})
