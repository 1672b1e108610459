/**
 * Upload throughput of the app's uploader (src/api/storage-api.ts, XHR multipart) in headless
 * Chromium against curl, both sending the same file to the same `npm run mock:server`; then
 * both again to a server that only drains the body, to tell the client's share from the mock's.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { launchChromium, startVite, withoutNetworkEvents } from './lib/browser'
import { dataFile, MiB, removeData } from './lib/data'
import { startDrainServer } from './lib/drain-server'
import { runIfMain } from './lib/main'
import { freePort } from './lib/ports'
import { startMockServer } from './lib/mock-server'
import { fixed, mbps, median, type Row } from './lib/table'
import type { UploadBench, UploadRun } from './pages/upload'

/** The mock buffers and hashes the whole multipart body in memory: 256 MiB keeps it comfortable. */
const SIZE = 256 * MiB
const RUNS = 5

// Not execFileSync: the drain server lives in this process and must keep answering.
async function curlUpload(path: string, storageUrl: string): Promise<UploadRun> {
  const fields = ['-F', `file=@${path}`, '-F', 'email=bench@example.com', '-F', 'store=true', '-F', 'source=transfer']
  const start = performance.now()
  const { stdout } = await promisify(execFile)('curl', [
    '-sS',
    '--fail-with-body',
    ...fields,
    '-H',
    'x-public-key: dev-public-key',
    `${storageUrl}/upload`,
  ])
  const ms = performance.now() - start
  const { body } = JSON.parse(stdout) as { body: { size: string; checksum: string } }
  return { ms, size: String(body.size), checksum: body.checksum }
}

const appUpload = (page: Page, storageUrl: string) =>
  page.evaluate((url) => (window as unknown as { bench: UploadBench }).bench.upload(url), storageUrl)

/** Interleaved runs, so a busy machine slows both sides alike; `before` empties the server. */
async function compare(page: Page, path: string, storageUrl: string, before: () => Promise<void>) {
  await appUpload(page, storageUrl) // warm-up: CORS preflight, connection, server JIT
  const app: UploadRun[] = []
  const curl: UploadRun[] = []
  for (let i = 0; i < RUNS; i++) {
    await before()
    curl.push(await curlUpload(path, storageUrl))
    await before()
    app.push(await appUpload(page, storageUrl))
  }
  return { app, curl, appMs: median(app.map((r) => r.ms)), curlMs: median(curl.map((r) => r.ms)) }
}

export async function benchUpload(): Promise<Row[]> {
  const path = dataFile('upload-256m.bin', SIZE)
  const expected = createHash('sha256').update(readFileSync(path)).digest('hex')
  const mock = await startMockServer(await freePort())
  const drain = await startDrainServer()
  const vite = await startVite(await freePort())
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${vite.url}/bench/pages/upload.html`)
    await page.waitForFunction(() => document.title.endsWith('ready'))
    await withoutNetworkEvents(page)
    await page.setInputFiles('#file', path)
    const viaMock = await compare(page, path, `${mock.origin}/storage`, mock.reset)
    const bad = [...viaMock.app, ...viaMock.curl].find((r) => r.checksum !== expected || r.size !== String(SIZE))
    if (bad) throw new Error(`mock got ${bad.size} bytes, checksum ${bad.checksum}; expected ${SIZE}, ${expected}`)
    const viaDrain = await compare(page, path, drain.storageUrl, async () => undefined)
    const sent = median(viaMock.app.map((r) => r.sentMs ?? 0))
    const ratio = viaMock.curlMs / viaMock.appMs
    const drainRatio = viaDrain.curlMs / viaDrain.appMs
    return [
      {
        metric: 'upload 256 MiB to mock:server, app uploader vs curl (checksum equal)',
        measured: `${mbps(SIZE, viaMock.appMs)} (last byte out at ${fixed(sent / 1000, 1)} s of ${fixed(viaMock.appMs / 1000, 1)} s)`,
        reference: mbps(SIZE, viaMock.curlMs),
        ratio: `${fixed(ratio)}x`,
        target: '>= 0.90x',
        met: ratio >= 0.9,
      },
      {
        metric: 'upload 256 MiB to a draining server, app uploader vs curl',
        measured: mbps(SIZE, viaDrain.appMs),
        reference: mbps(SIZE, viaDrain.curlMs),
        ratio: `${fixed(drainRatio)}x`,
        target: '(info)',
        met: null,
      },
    ]
  } finally {
    await browser.close()
    await vite.close()
    await drain.close()
    await mock.close()
    removeData()
  }
}

runIfMain(import.meta.url, benchUpload)
