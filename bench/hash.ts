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

function sha256sum(path: string, bytes = GiB): HashRun {
  const start = performance.now()
  const hex = execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0]!
  return { hex, ms: performance.now() - start, bytes }
}

/** A file that fits the app's whole-file budget: WebCrypto, with the CPU's SHA instructions. */
async function midSize(browser: Browser, vite: Vite): Promise<Row[]> {
  const size = 48 * 1024 * 1024
  const path = dataFile('hash-48m.bin', size)
  const page = await openPage(browser, vite, path)
  await warm(page)
  sha256sum(path, size)
  const native: HashRun[] = []
  const runs: HashRun[] = []
  for (let i = 0; i < RUNS; i++) {
    native.push(sha256sum(path, size))
    runs.push(await hashInPage(page))
  }
  await page.context().close()
  if (runs.some((r) => r.hex !== native[0]!.hex)) throw new Error('hashFile and sha256sum disagree on the 48 MiB file')
  const appMs = median(runs.map((r) => r.ms))
  const nativeMs = median(native.map((r) => r.ms))
  return [
    {
      metric: 'SHA-256 48 MiB, app (read whole, WebCrypto) vs sha256sum (digest equal)',
      measured: mbps(size, appMs),
      reference: mbps(size, nativeMs),
      ratio: `${fixed(nativeMs / appMs)}x`,
      target: '>= 2x',
      met: nativeMs / appMs >= 2,
    },
  ]
}

/** 1,000 files of 200 KB at once: the worker pool against one sha256sum over the same files. */
async function manySmall(browser: Browser, vite: Vite): Promise<Row[]> {
  const paths = Array.from({ length: 1000 }, (_, i) => dataFile(`small/${String(i).padStart(4, '0')}.bin`, 200 * 1024))
  const page = await openPage(browser, vite, paths[0]!)
  await page.setInputFiles('#file', paths)
  await warm(page)
  const reference = () => {
    const start = performance.now()
    const out = execFileSync('sha256sum', paths, { encoding: 'utf8', maxBuffer: 1 << 24 })
    return {
      hexes: out
        .trim()
        .split('\n')
        .map((l) => l.split(' ')[0]!),
      ms: performance.now() - start,
    }
  }
  reference()
  const native: number[] = []
  const app: number[] = []
  let hexes: string[] = []
  for (let i = 0; i < RUNS; i++) {
    const ref = reference()
    native.push(ref.ms)
    const run = await page.evaluate(() => (window as unknown as BenchWindow).bench.hashAll())
    app.push(run.ms)
    hexes = ref.hexes
    if (run.hexes.some((h, j) => h !== hexes[j])) throw new Error('the pool and sha256sum disagree on a small file')
  }
  await page.context().close()
  const appMs = median(app)
  const nativeMs = median(native)
  return [
    {
      metric: 'SHA-256 of 1,000 files of 200 KB, app worker pool vs sha256sum over the same files',
      measured: `${fixed(appMs, 0)} ms`,
      reference: `${fixed(nativeMs, 0)} ms`,
      ratio: `${fixed(nativeMs / appMs)}x`,
      target: '>= 1.5x',
      met: nativeMs / appMs >= 1.5,
    },
  ]
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
    // BENCH_HASH_PARTS=mid,small (of mid, small, throughput, memory) runs only those parts
    const parts = process.env.BENCH_HASH_PARTS?.split(',') ?? ['mid', 'small', 'throughput', 'memory']
    const rows: Row[] = []
    if (parts.includes('mid')) rows.push(...(await midSize(browser, vite)))
    if (parts.includes('small')) rows.push(...(await manySmall(browser, vite)))
    if (parts.includes('throughput')) rows.push(...(await throughput(browser, vite)))
    if (parts.includes('memory')) rows.push(...(await memory(browser, vite)))
    return rows
  } finally {
    await browser.close()
    await vite.close()
    removeData()
  }
}

runIfMain(import.meta.url, benchHash)
