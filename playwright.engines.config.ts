import { defineConfig } from '@playwright/test'
import { e2ePorts, freePort } from './e2e/ports'
import { devServer, mockServer, previewServer } from './e2e/servers'

/**
 * The cross-engine suite (`npm run test:engines`): e2e/engines/journeys.engines.ts in Firefox
 * and in WebKit, against the built app and `npm run mock:server`, and the in-browser mock of
 * `npm run dev`. How each engine is driven: README.md, "Browsers".
 */
const ports = e2ePorts()
const dev = `http://127.0.0.1:${ports.dev}`
process.env.ENGINES_DEV_URL = dev
/**
 * Each engine has its own mock server (every test starts by resetting it) and its own copy of the
 * build pointed at it. The two engines at once took 1.8 min instead of 2.7, but in one CI run of
 * three WebKit's page of the shared dev server stayed at "Loading…" for 20 s while Firefox loaded
 * the same: one engine at a time until that is understood.
 */
const engines = ['firefox', 'webkit'] as const
const own = Object.fromEntries(
  engines.map((engine) => {
    const port = (name: string) => Number((process.env[`E2E_${engine.toUpperCase()}_${name}_PORT`] ??= String(freePort())))
    return [engine, { preview: port('PREVIEW'), mock: port('MOCK') }]
  }),
) as Record<(typeof engines)[number], { preview: number; mock: number }>

export default defineConfig({
  testDir: 'e2e/engines',
  testMatch: /\.engines\.ts$/,
  outputDir: 'test-results/engines',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/engines/per-engine-reporter.ts'], ['json', { outputFile: 'reports/engines.json' }]],
  projects: engines.map((engine) => ({
    name: engine,
    use: { baseURL: `http://127.0.0.1:${own[engine].preview}` },
    metadata: { mock: `http://127.0.0.1:${own[engine].mock}` },
  })),
  webServer: [
    devServer(ports.dev),
    ...engines.flatMap((engine) => [
      mockServer(own[engine].mock, `mock-${engine}`),
      previewServer(own[engine].preview, own[engine].mock, `engines-${engine}`),
    ]),
  ],
})
