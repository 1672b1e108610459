import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from './vite.i18n'

export default defineConfig({
  plugins: [linguiMacro(), lingui(), react()],
  test: {
    restoreMocks: true,
    // One worker a core, not vitest's default of one fewer: on CI's 2 cores that default is one
    // worker, and the suite took 213 s where its files' setup, environment, imports and tests add
    // up to 192 s of work (happy-dom and the setup file are most of it, paid by every file).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          // happy-dom, not jsdom: jsdom under vitest 4 mangles multipart File bodies.
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.pageless.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // A bound against a hang, not a speed check: a whole-app journey typed key by key, its
          // page transformed on first import, on a shared 2-core machine running two suites at
          // once took over vitest's 5 s default (UploadPage.test under CI's load).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // The tools' own tests (the e2e suite's helpers, the catalog checks) run in Node, as the
        // tools do: in a page, importing Playwright made happy-dom fetch its files from
        // localhost:3000 through a child process that crashed with ECONNREFUSED.
        test: { name: 'tools', environment: 'node', include: ['e2e/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        // What must run where no page is (a service worker): no DOM, no app setup.
        test: { name: 'pageless', environment: 'node', include: ['src/**/*.pageless.test.ts'] },
      },
    ],
    // VITEST_JSON: CI's second run, under the newest Node LTS, reports apart (.ci/newest-lts).
    reporters: ['default', ['json', { outputFile: process.env.VITEST_JSON ?? 'reports/vitest.json' }]],
  },
})
