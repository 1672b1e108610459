import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'
import { e2ePorts } from './e2e/ports'
import { devServer, mockServer, nginxServer, previewServer } from './e2e/servers'

const ports = e2ePorts()
const dev = `http://127.0.0.1:${ports.dev}`
const preview = `http://127.0.0.1:${ports.preview}`
const nginx = `http://127.0.0.1:${ports.nginx}`
const away = `http://127.0.0.1:${ports.away}`

export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  // Two on CI's 2 cores: a third made every test slower (the dev tests' sum rose from 405 to
  // 635 s) and the run 20 s longer, though the cores were 15-20 % idle with two.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // A bound against a hang, not a speed check: on 7 Dec, with Debian's Chromium 156.0.8078.129 and
  // two workers on 2 cores, a dev page's first load (~190 modules) or a query's three retries
  // took over 10 s in tests that pass in 2–5 s alone.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The projects limited to one worker first: Playwright hands out tests in this order, and the
  // preview project's one worker is the longest line (about 480 s of CI's tests, languages.spec
  // half of it). Listed last, it began once the dev tests were done and ran alone for 420 s
  // while the other worker waited; first, it runs beside them.
  projects: [
    {
      name: 'preview',
      // languages.spec.ts: every language's journey on the built app, its catalogs compiled as shipped.
      testMatch: /(preview\..*|languages)\.spec\.ts/,
      // One shared `npm run mock:server` holds these specs' state and faults: one at a time.
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: preview },
    },
    {
      name: 'nginx',
      testMatch: /nginx\..*spec\.ts/,
      // The production build behind deploy/'s nginx configuration, with a mock server of its own.
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: nginx },
    },
    {
      name: 'away',
      // The closed-tab sends with the service on another origin: mostly waiting on a mock slowed
      // to 2.5 s a request, so on a mock server and build copy of their own, beside the others.
      testMatch: /away\..*spec\.ts/,
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: away },
    },
    {
      name: 'dev',
      testIgnore: /((preview|nginx|away)\..*|languages)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: dev },
    },
  ],
  webServer: [
    devServer(ports.dev),
    mockServer(ports.mock),
    previewServer(ports.preview, ports.mock),
    mockServer(ports.nginxMock, 'nginx mock'),
    nginxServer(ports.nginx, ports.nginxMock),
    mockServer(ports.awayMock, 'away mock'),
    previewServer(ports.away, ports.awayMock, 'away'),
  ],
})
