/**
 * Drops 50,000 small files on the Send and the Upload page through a real drop event and
 * measures the time until all are listed, the longest main-thread task meanwhile and the
 * renderer's memory growth: on the production build (what people get) and, with
 * `BENCH_DROP_DEV=1`, for the Upload page on the dev server (React's development mode, for
 * comparison: a third of the part's 370 s, so not in every `npm run bench`).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { preview } from 'vite'
import { launchChromium, REPO, startVite } from './lib/browser'
import { buildApp } from './lib/build'
import { dropFiles, sendPage, uploadPage, type DropRun, type DropTarget } from './lib/drop'
import { rendererPids, rss } from './lib/memory'
import { runIfMain } from './lib/main'
import { freePort } from './lib/ports'
import { fixed, median, mib, type Row } from './lib/table'

const FILES = Number(process.env.BENCH_DROP_FILES ?? 50_000)
const RUNS = 3
const DEV = process.env.BENCH_DROP_DEV === '1'
const LONGEST_TASK_MS = 200
const LISTED_MS = 1000

type Run = DropRun & { growthMiB: number }

async function measure(browser: Browser, origin: string, path: string, heading: string, target: DropTarget): Promise<Run[]> {
  const runs: Run[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${origin}${path}`)
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
    // The app's own drop zone: a built page's first paint (in its HTML) has no test ids.
    await page.locator(target.zone).waitFor()
    const pids = await rendererPids(browser)
    const before = rss(pids)
    const run = await dropFiles(page, FILES, 1000, target)
    runs.push({ ...run, growthMiB: mib(rss(pids) - before) })
    if (process.env.BENCH_VERBOSE) console.log(origin, path, runs.at(-1))
    await context.close()
  }
  return runs
}

/** `gate`: whether the targets apply (the production build) or the rows are for comparison. */
function rows(where: string, runs: Run[], gate: boolean): Row[] {
  const listed = median(runs.map((r) => r.listedMs))
  const longest = median(runs.map((r) => r.longestTaskMs))
  const dispatch = median(runs.map((r) => r.dispatchMs))
  const build = median(runs.map((r) => r.buildMs))
  const each = (pick: (r: Run) => number) => runs.map((r) => fixed(pick(r), 0)).join('/')
  return [
    {
      metric: `${where}: all ${FILES} dropped files listed (runs ${each((r) => r.listedMs)} ms)`,
      measured: `${fixed(listed, 0)} ms`,
      reference: `dispatch ${fixed(dispatch, 1)} ms; files built ${fixed(build, 0)} ms`,
      ratio: `${fixed(listed / LISTED_MS)}x of limit`,
      target: gate ? `<= ${LISTED_MS} ms` : '(info)',
      met: gate ? listed <= LISTED_MS : null,
    },
    {
      metric: `${where}: longest main-thread task (runs ${each((r) => r.longestTaskMs)} ms; the drop event ${each((r) => r.dispatchMs)} ms of it)`,
      measured: `${fixed(longest, 0)} ms`,
      reference: `${median(runs.map((r) => r.longTasks))} long tasks; the same drop on a bare handler ${fixed(median(runs.map((r) => r.bareDispatchMs)), 0)} ms (runs ${each((r) => r.bareDispatchMs)})`,
      ratio: `${fixed(longest / LONGEST_TASK_MS)}x of limit`,
      target: gate ? `<= ${LONGEST_TASK_MS} ms` : '(info)',
      met: gate ? longest <= LONGEST_TASK_MS : null,
    },
    {
      metric: `${where}: renderer memory growth with ${FILES} files listed (runs ${each((r) => r.growthMiB)} MiB)`,
      measured: `${fixed(median(runs.map((r) => r.growthMiB)), 0)} MiB`,
      reference: '(includes the File objects the drop made)',
      ratio: '',
      target: '(reported)',
      met: null,
    },
  ]
}

export async function benchManyFiles(): Promise<Row[]> {
  const built = await buildApp()
  // the in-browser mock, so the built app runs on its own (listing needs no server)
  writeFileSync(join(built.outDir, 'config.json'), JSON.stringify({ mock: true }))
  const previewPort = await freePort()
  const server = await preview({
    root: REPO,
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { port: previewPort, strictPort: true, host: '127.0.0.1' },
  })
  const browser = await launchChromium()
  try {
    const origin = `http://127.0.0.1:${previewPort}`
    const send = await measure(browser, origin, '/', 'Send files', sendPage)
    const upload = await measure(browser, origin, '/upload', 'Upload files', uploadPage)
    await server.close()
    const production = [
      ...rows('Send page, production build', send, true),
      ...rows('Upload page, production build', upload, true),
    ]
    if (!DEV) return production
    const vite = await startVite(await freePort())
    try {
      const dev = await measure(browser, vite.url, '/upload', 'Upload files', uploadPage)
      return [...production, ...rows('Upload page, dev server (React dev mode)', dev, false)]
    } finally {
      await vite.close()
    }
  } finally {
    await browser.close()
    await server.close()
    built.remove()
  }
}

runIfMain(import.meta.url, benchManyFiles)
