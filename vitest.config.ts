import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from './vite.i18n'

/**
 * The app's test files that need a module graph of their own. One that replaces a module
 * (vi.mock): in a graph shared with the files before it, the module may be loaded already, and
 * whatever imported the replacement would keep it for the files after. And the first paint: React's
 * server renderer marks each context it renders as its own, and the page's renderer then refuses
 * it ("multiple renderers concurrently rendering the same context provider").
 */
const ownModuleGraph = [
  'src/app/first-paint.test.tsx',
  ...readdirSync(join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('.pageless.test.ts'))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, 'src', file), 'utf8')))
    .map((file) => `src/${file.split('\\').join('/')}`),
]

/** The app's tests run in a page (happy-dom), with the app's setup. */
const page = {
  // happy-dom, not jsdom: jsdom under vitest 4 mangles multipart File bodies.
  environment: 'happy-dom',
  setupFiles: ['src/test/setup.ts'],
  // A bound against a hang, not a speed check: a whole-app journey typed key by key, its
  // page transformed on first import, on a shared 2-core machine running two suites at
  // once took over vitest's 5 s default (UploadPage.test under CI's load).
  testTimeout: 30_000,
}

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
          ...page,
          name: 'app',
          // Its files one after another in each worker, on one page and one copy of each module
          // (src/test/setup.ts resets what a test leaves): 34 s with app-isolated, where a page
          // and modules of their own for every file took 101 s (this 2-core machine, nice 10).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.pageless.test.ts', ...ownModuleGraph],
        },
      },
      { extends: true, test: { ...page, name: 'app-isolated', include: ownModuleGraph } },
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
