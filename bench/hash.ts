/**
 * SHA-256 throughput of the app's hashFile (Web Worker + hash-wasm) in headless Chromium
 * against coreutils sha256sum on the same file, and the renderer's memory while hashing 2 GiB.
 */
import { execFileSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import type { Browser, Page } from '@playwright/test'
import { launchChromium, startVite, type Vite } from './lib/browser'
import { dataFile, GiB, removeData } from './lib/data'
import { runIfMain } from './lib/main'
import { freePort } from './lib/ports'
import { jsHeapUsed, rendererPids, resetPeak, rss, samplePeaks } from './lib/memory'
import { fixed, mbps, median, mib, type Row } from './lib/table'
import type { HashBench, HashRun } from './pages/hash'

const RUNS = 5
const COMPUTE_BYTES = 256 * 1024 * 1024
/** BENCH_HASH_CHUNK=bytes tries another slice size without touching the app */
const chunkOverride = process.env.BENCH_HASH_CHUNK ? Number(process.env.BENCH_HASH_CHUNK) : undefined

function sha256sum(path: string): HashRun {
  const start = performance.now()
  const hex = execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0]!
  return { hex, ms: performance.now() - start, bytes: GiB }
}

async function openPage(browser: Browser, vite: Vite, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${vite.url}/bench/pages/hash.html`)
  await page.waitForFunction(() => document.title.endsWith('ready'))
  await page.setInputFiles('#file', path)
  return page
}

// page.evaluate ships the function's source, so each reaches the page's `bench` itself
type BenchWindow = { bench: HashBench }
const hashInPage = (page: Page) =>
  page.evaluate((chunkSize) => (window as unknown as BenchWindow).bench.hash(chunkSize), chunkOverride)
const warm = (page: Page) => page.evaluate(() => (window as unknown as BenchWindow).bench.warm())

async function throughput(browser: Browser, vite: Vite): Promise<Row[]> {
  const path = dataFile('hash-1g.bin', GiB)
  const page = await openPage(browser, vite, path)
  await warm(page)
  sha256sum(path) // the file into the page cache for both sides
  // Interleaved, so a busy machine slows both sides alike.
  const native: HashRun[] = []
  const runs: HashRun[] = []
  for (let i = 0; i < RUNS; i++) {
    native.push(sha256sum(path))
    runs.push(await hashInPage(page))
  }
  if (process.env.BENCH_VERBOSE) console.log({ native: native.map((r) => r.ms), app: runs.map((r) => r.ms) })
  const compute = await page.evaluate((n) => (window as unknown as BenchWindow).bench.compute(n), COMPUTE_BYTES)
  await page.context().close()
  const expected = native[0]!.hex
  const wrong = runs.find((r) => r.hex !== expected)
  if (wrong) throw new Error(`hashFile gave ${wrong.hex}, sha256sum ${expected}`)
  const appMs = median(runs.map((r) => r.ms))
  const nativeMs = median(native.map((r) => r.ms))
  const ratio = nativeMs / appMs
  return [
    {
      metric: 'SHA-256 1 GiB, app worker vs sha256sum (digest equal)',
      measured: mbps(GiB, appMs),
      reference: mbps(GiB, nativeMs),
      ratio: `${fixed(ratio)}x`,
      target: '>= 0.90x',
      met: ratio >= 0.9,
    },
    {
      metric: 'SHA-256 256 MiB already in memory, same WASM hasher (no reading)',
      measured: mbps(compute.bytes, compute.ms),
      reference: mbps(GiB, nativeMs),
      ratio: `${fixed(nativeMs / GiB / (compute.ms / compute.bytes))}x`,
      target: '(info)',
      met: null,
    },
  ]
}

async function memory(browser: Browser, vite: Vite): Promise<Row[]> {
  const path = dataFile('hash-2g.bin', 2 * GiB)
  const page = await openPage(browser, vite, path)
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  const pids = await rendererPids(browser)
  // A worker's start-up alone, on 16 bytes: the part of the growth that does not scale with size.
  await session.send('HeapProfiler.collectGarbage')
  const startBase = rss(pids)
  resetPeak(pids)
  const startup = await samplePeaks(pids, session, warm(page))
  await session.send('HeapProfiler.collectGarbage')
  const baseRss = rss(pids)
  const baseHeap = await jsHeapUsed(session)
  resetPeak(pids)
  const work = hashInPage(page)
  const { peakRss, peakHeap } = await samplePeaks(pids, session, work)
  const run = await work
  await page.context().close()
  const growth = mib(peakRss - baseRss)
  return [
    {
      metric: 'renderer RSS growth hashing 2 GiB',
      measured: `${fixed(growth, 1)} MiB`,
      reference: `${fixed(mib(baseRss), 0)} MiB before`,
      ratio: '',
      target: '<= 64 MiB',
      met: growth <= 64,
    },
    {
      metric: 'renderer RSS growth hashing 16 bytes (worker start-up)',
      measured: `${fixed(mib(startup.peakRss - startBase), 1)} MiB`,
      reference: '',
      ratio: '',
      target: '(info)',
      met: null,
    },
    {
      metric: 'page JS heap growth hashing 2 GiB',
      measured: `${fixed(mib(peakHeap - baseHeap), 1)} MiB`,
      reference: `${fixed(mib(baseHeap), 1)} MiB before`,
      ratio: '',
      target: '(info)',
      met: null,
    },
    {
      metric: 'SHA-256 2 GiB, app worker',
      measured: mbps(run.bytes, run.ms),
      reference: '',
      ratio: '',
      target: '(info)',
      met: null,
    },
  ]
}

export async function benchHash(): Promise<Row[]> {
  const vite = await startVite(await freePort())
  const browser = await launchChromium()
  try {
    return [...(await throughput(browser, vite)), ...(await memory(browser, vite))]
  } finally {
    await browser.close()
    await vite.close()
    removeData()
  }
}

runIfMain(import.meta.url, benchHash)
