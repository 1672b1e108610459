import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'

const MOCK_PORT = 8787

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'dev',
      testIgnore: /preview\..*spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:5173' },
    },
    {
      name: 'preview',
      testMatch: /preview\..*spec\.ts/,
      // One shared `npm run mock:server` holds these specs' state and faults: one at a time.
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], baseURL: 'http://127.0.0.1:4173' },
    },
  ],
  webServer: [
    {
      command: 'exec node_modules/.bin/vite --host 127.0.0.1',
      url: 'http://127.0.0.1:5173',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `PORT=${MOCK_PORT} exec node_modules/.bin/tsx src/mocks/server.ts`,
      url: `http://127.0.0.1:${MOCK_PORT}/__mock/state`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `MOCK_PORT=${MOCK_PORT} exec node e2e/serve-preview.mjs`,
      url: 'http://127.0.0.1:4173/config.json',
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
