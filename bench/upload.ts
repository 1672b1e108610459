/**
 * Upload throughput of the app's uploader (src/api/storage-api.ts, XHR multipart) in headless
 * Chromium against curl, both sending the same file to the same `npm run mock:server`.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { launchChromium, startVite } from './lib/browser'
import { dataFile, MiB, removeData } from './lib/data'
import { runIfMain } from './lib/main'
import { startMockServer } from './lib/mock-server'
import { fixed, mbps, median, type Row } from './lib/table'
import type { UploadBench, UploadRun } from './pages/upload'

/** The mock buffers and hashes the whole multipart body in memory: 256 MiB keeps it comfortable. */
const SIZE = 256 * MiB
const RUNS = 3
const VITE_PORT = 5193
const MOCK_PORT = 8799

function curlUpload(path: string, storageUrl: string): UploadRun {
  const start = performance.now()
  const out = execFileSync(
    'curl',
    ['-sS', '--fail-with-body', '-F', `file=@${path}`, '-F', 'email=bench@example.com', '-F', 'store=true', '-F', 'source=transfer'].concat(
      ['-H', 'x-public-key: dev-public-key', `${storageUrl}/upload`],
    ),
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  )
  const ms = performance.now() - start
  const { body } = JSON.parse(out) as { body: { size: string; checksum: string } }
  return { ms, size: body.size, checksum: body.checksum }
}

export async function benchUpload(): Promise<Row[]> {
  const path = dataFile('upload-256m.bin', SIZE)
  const expected = createHash('sha256').update(readFileSync(path)).digest('hex')
  const mock = await startMockServer(MOCK_PORT)
  const vite = await startVite(VITE_PORT)
  const browser = await launchChromium()
  const storageUrl = `${mock.origin}/storage`
  try {
    const page = await browser.newPage()
    await page.goto(`${vite.url}/bench/pages/upload.html`)
    await page.waitForFunction(() => document.title.endsWith('ready'))
    await page.setInputFiles('#file', path)
    const viaApp = () => page.evaluate((url) => (window as unknown as { bench: UploadBench }).bench.upload(url), storageUrl)
    await viaApp() // warm-up: CORS preflight, connection, server JIT
    const app: UploadRun[] = []
    const curl: UploadRun[] = []
    // Interleaved and from an empty store each time, so both sides meet the same server.
    for (let i = 0; i < RUNS; i++) {
      await mock.reset()
      curl.push(curlUpload(path, storageUrl))
      await mock.reset()
      app.push(await viaApp())
    }
    if (process.env.BENCH_VERBOSE) console.log({ app, curl: curl.map((r) => r.ms) })
    const bad = [...app, ...curl].find((r) => r.size !== String(SIZE) || r.checksum !== expected)
    if (bad) throw new Error(`server received ${bad.size} bytes, checksum ${bad.checksum}; expected ${SIZE}, ${expected}`)
    const appMs = median(app.map((r) => r.ms))
    const curlMs = median(curl.map((r) => r.ms))
    const ratio = curlMs / appMs
    return [
      {
        metric: 'upload 256 MiB to mock:server, app uploader vs curl (checksum equal)',
        measured: mbps(SIZE, appMs),
        reference: mbps(SIZE, curlMs),
        ratio: `${fixed(ratio)}x`,
        target: '>= 0.90x',
        met: ratio >= 0.9,
      },
    ]
  } finally {
    await browser.close()
    await vite.close()
    await mock.close()
    removeData()
  }
}

runIfMain(import.meta.url, benchUpload)
