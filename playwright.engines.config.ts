import { defineConfig } from '@playwright/test'
import { freePort } from './e2e/ports'
import { devServer, mockServer, previewServer } from './e2e/servers'

/**
 * The cross-engine suite (`npm run test:engines`): e2e/engines/journeys.engines.ts in Firefox
 * and in WebKit, against the built app and `npm run mock:server`, and the in-browser mock of
 * `npm run dev`. How each engine is driven: README.md, "Browsers".
 */
/**
 * The two engines side by side, one worker each: each has its own mock server (every test starts
 * by resetting it), its own copy of the build pointed at it, and its own dev server. Sharing one
 * dev server, in one CI run of three WebKit's page stayed at "Loading…" for 20 s while Firefox
 * loaded the same (not understood; both pages on a server pre-bundling at once is a guess). One
 * engine at a time took 2.7 min where the two at once take 1.8.
 */
const engines = ['firefox', 'webkit'] as const
const own = Object.fromEntries(
  engines.map((engine) => {
    const port = (name: string) => Number((process.env[`E2E_${engine.toUpperCase()}_${name}_PORT`] ??= String(freePort())))
    return [engine, { preview: port('PREVIEW'), mock: port('MOCK'), dev: port('DEV') }]
  }),
) as Record<(typeof engines)[number], { preview: number; mock: number; dev: number }>

export default defineConfig({
  testDir: 'e2e/engines',
  testMatch: /\.engines\.ts$/,
  outputDir: 'test-results/engines',
  workers: engines.length,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/engines/per-engine-reporter.ts'], ['json', { outputFile: 'reports/engines.json' }]],
  projects: engines.map((engine) => ({
    name: engine,
    use: { baseURL: `http://127.0.0.1:${own[engine].preview}` },
    metadata: { mock: `http://127.0.0.1:${own[engine].mock}`, dev: `http://127.0.0.1:${own[engine].dev}` },
  })),
  webServer: [
    ...engines.flatMap((engine) => [
      devServer(own[engine].dev, `dev-${engine}`),
      mockServer(own[engine].mock, `mock-${engine}`),
      previewServer(own[engine].preview, own[engine].mock, `engines-${engine}`),
    ]),
  ],
})
