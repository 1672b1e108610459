/**
 * 1,000 files of 10 KB sent end to end: dropped on the Send page of the production build, each
 * uploaded (and hashed), registered and transferred to two recipients through
 * `npm run mock:server`, against a reference client (Node's fetch) making the same three
 * requests per file at the same concurrency to the same server. Interleaved runs, so a busy
 * machine slows both alike.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { preview } from 'vite'
import { launchChromium, REPO } from './lib/browser'
import { buildApp } from './lib/build'
import { runIfMain } from './lib/main'
import { startMockServer, type MockServer } from './lib/mock-server'
import { freePort } from './lib/ports'
import { fixed, median, type Row } from './lib/table'

const FILES = Number(process.env.BENCH_SEND_FILES ?? 1000)
const SIZE = 10 * 1024
const RUNS = Number(process.env.BENCH_SEND_RUNS ?? 3)
/** the app's default `uploadConcurrency`, used by both sides */
const CONCURRENCY = 3
const RECIPIENTS = ['ann@example.test', 'bob@example.test']
const say = (...what: unknown[]) => process.env.BENCH_VERBOSE && console.log(new Date().toISOString().slice(11, 19), ...what)

const payload = (i: number) => {
  const bytes = new Uint8Array(SIZE)
  bytes.fill(i % 251)
  return bytes
}

/** What the app does per file, written plainly: upload, register from the result, transfer. */
async function referenceSend(mock: MockServer): Promise<number> {
  const api = `${mock.origin}/v1/public`
  const auth = { Authorization: 'Bearer dev-token', 'Content-Type': 'application/json' }
  const one = async (i: number) => {
    const form = new FormData()
    form.append('file', new Blob([payload(i)], { type: 'text/plain' }), `file-${i}.txt`)
    form.append('email', 'bench@example.test')
    form.append('store', 'true')
    form.append('source', 'transfer')
    const upload = await fetch(`${mock.origin}/storage/upload`, {
      method: 'POST',
      headers: { 'x-public-key': 'dev-public-key' },
      body: form,
    })
    const { body: r } = (await upload.json()) as { body: Record<string, string> }
    const consignment = {
      uuid: r.fileId,
      container: r.containerId,
      filename: r.originalname,
      contentType: r.mime,
      size: Number(r.size),
      checksum: r.checksum,
      co_authors: [],
    }
    const created = await fetch(`${api}/consignments`, { method: 'POST', headers: auth, body: JSON.stringify(consignment) })
    const { body: c } = (await created.json()) as { body: { id: string } }
    const transfer = await fetch(`${api}/transfers/consignments/${encodeURIComponent(c.id)}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ target_emails: RECIPIENTS, expiration: 7 }),
    })
    if (!transfer.ok) throw new Error(`transfer ${transfer.status}`)
  }
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < FILES) await one(next++)
    }),
  )
  return performance.now() - start
}

/** The app: drop, fill the form, press Send; timed in the page until every file is sent. */
async function appSend(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext()
  await context.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )
  const page = await context.newPage()
  try {
    await page.goto(origin)
    say('page')
    await page.getByRole('heading', { level: 1, name: /Send/ }).waitFor()
    await page.evaluate(
      ([n, size]) => {
        const dt = new DataTransfer()
        for (let i = 0; i < n; i++) {
          const bytes = new Uint8Array(size)
          bytes.fill(i % 251)
          dt.items.add(new File([bytes], `file-${i}.txt`, { type: 'text/plain' }))
        }
        document
          .querySelector('[data-testid=send-dropzone]')!
          .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }))
      },
      [FILES, SIZE],
    )
    await page
      .getByText(new RegExp(`^${FILES} files,`))
      .first()
      .waitFor()
    await page
      .getByRole('combobox', { name: 'Recipients' })
      .or(page.getByRole('textbox', { name: 'Recipients' }))
      .fill(RECIPIENTS.join(', ') + ',')
    say('listed')
    const sender = page.getByLabel('Your e-mail')
    await sender.fill('bench@example.test')
    const send = page.getByRole('button', { name: new RegExp(`^Send ${FILES} files`) })
    const start = Date.now()
    await send.click()
    say('sending')
    await page
      .getByText(new RegExp(`^${FILES} of ${FILES} files sent`))
      .first()
      .waitFor({ timeout: Number(process.env.BENCH_SEND_TIMEOUT ?? 600_000) })
    return Date.now() - start
  } catch (error) {
    await page.screenshot({ path: join(REPO, 'bench', '.data', 'send-failure.png'), fullPage: true }).catch(() => undefined)
    throw error
  } finally {
    await context.close()
  }
}

export async function benchSend(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  const built = await buildApp()
  writeFileSync(
    join(built.outDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: `${mock.origin}/v1/public`, storageUrl: `${mock.origin}/storage`, mock: false }),
  )
  const port = await freePort()
  const server = await preview({
    root: REPO,
    logLevel: 'warn',
    build: { outDir: built.outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  })
  const browser = await launchChromium()
  try {
    say('ready')
    await mock.reset()
    say('warm-up', await referenceSend(mock)) // warm-up: server JIT, connections
    const app: number[] = []
    const reference: number[] = []
    for (let i = 0; i < RUNS; i++) {
      await mock.reset()
      reference.push(await referenceSend(mock))
      await mock.reset()
      app.push(await appSend(browser, `http://127.0.0.1:${port}`))
      if (process.env.BENCH_VERBOSE) console.log({ app: app.at(-1), reference: reference.at(-1) })
    }
    const appMs = median(app)
    const refMs = median(reference)
    return [
      {
        metric: `${FILES} files of 10 KB sent end to end (upload, register, transfer), ${CONCURRENCY} at a time (runs ${app.map((t) => fixed(t / 1000, 1)).join('/')} s)`,
        measured: `${fixed(appMs / 1000, 1)} s`,
        reference: `Node fetch, same requests: ${fixed(refMs / 1000, 1)} s`,
        ratio: `${fixed(refMs / appMs)}x`,
        target: '>= 1x',
        met: refMs / appMs >= 1,
      },
    ]
  } finally {
    await browser.close()
    await server.close()
    await mock.close()
    built.remove()
  }
}

runIfMain(import.meta.url, benchSend)
