/**
 * 1,000 files sent again to one more person (issue 43): in a fresh profile, 1,000 files of 10 KB
 * are sent through `npm run mock:server`, then "Send to more people" from the summary sends them
 * to one more address. Measured as the service saw it (each transfer's arrival, stamped by the
 * mock server): how long after the click the first transfer arrived, and how long the 1,000
 * transfers took from the first to the last, against the transfer step of the first send in the
 * same profile (its 1,000 transfers, from the first to the last). Rounds interleaved as in
 * bench/send.ts; medians reported.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { controlledByWorker } from '../e2e/pwa-helpers'
import { withoutNetworkEvents } from './lib/browser'
import { buildApp } from './lib/build'
import { runIfMain } from './lib/main'
import { startMockServer, type MockServer } from './lib/mock-server'
import { freePort } from './lib/ports'
import { fixed, median, type Row } from './lib/table'
import { openContext, say, serve, SIZE } from './send'

const FILES = Number(process.env.BENCH_SEND_FILES ?? 1000)
const RUNS = Number(process.env.BENCH_AGAIN_RUNS ?? 2)
/** the first transfer of a send again reaches the service within this of the click (issue 43) */
const START_TARGET_MS = 1000
/** its transfers at least at the pace of a normal send's transfer step */
const PACE_TARGET = 1

type Transfer = { at: number; target_emails: string[] }

async function transfers(mock: MockServer): Promise<Transfer[]> {
  const state = (await (await fetch(`${mock.origin}/__mock/state`)).json()) as { transfers: Transfer[] }
  return state.transfers
}

const span = (list: Transfer[]) => Math.max(...list.map((t) => t.at)) - Math.min(...list.map((t) => t.at))

async function sendsTo(page: Page, address: string, files: number) {
  const shown = files.toLocaleString('en-US')
  await page
    .getByRole('combobox', { name: 'Recipients' })
    .or(page.getByRole('textbox', { name: 'Recipients' }))
    .fill(`${address},`)
  const start = Date.now()
  await page.getByRole('button', { name: new RegExp(`^Send ${shown} files`) }).click()
  await page
    .getByTestId('send-summary')
    .filter({ hasText: new RegExp(`^${shown} of ${shown} files sent`) })
    .waitFor({ timeout: 600_000 })
  return start
}

type AgainRun = { firstMs: number; againSpan: number; normalSpan: number; endMs: number }

async function run(origin: string, mock: MockServer): Promise<AgainRun> {
  await mock.reset()
  const { context, close } = await openContext(null)
  await context.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )
  const page = context.pages()[0] ?? (await context.newPage())
  try {
    await page.goto(origin)
    await controlledByWorker(page)
    await page.reload()
    await withoutNetworkEvents(page)
    await page.locator('[data-testid=send-dropzone]').waitFor()
    await page.evaluate(
      ([n, size]) => {
        const dt = new DataTransfer()
        for (let i = 0; i < n; i++) dt.items.add(new File([new Uint8Array(size).fill(i % 251)], `file-${i}.txt`))
        document
          .querySelector('[data-testid=send-dropzone]')!
          .dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }))
      },
      [FILES, SIZE],
    )
    await page
      .getByText(new RegExp(`^${FILES.toLocaleString('en-US')} files,`))
      .first()
      .waitFor()
    await page.getByLabel('Your e-mail').fill('bench@example.test')
    await sendsTo(page, 'ann@example.test', FILES)
    const normal = await transfers(mock)
    if (normal.length !== FILES) throw new Error(`the first send made ${normal.length} transfers`)
    say('sent; again')

    await page.getByRole('button', { name: 'Send to more people' }).click()
    await page.getByRole('heading', { name: 'Send to more people' }).waitFor()
    const clicked = await sendsTo(page, 'dee@example.test', FILES)
    const ended = Date.now()
    const again = (await transfers(mock)).filter((t) => t.target_emails.includes('dee@example.test'))
    if (again.length !== FILES) throw new Error(`the send again made ${again.length} transfers`)
    const state = (await (await fetch(`${mock.origin}/__mock/state`)).json()) as { files: number; consignments: number }
    if (state.files !== FILES || state.consignments !== FILES)
      throw new Error(`a send again uploaded or registered: ${JSON.stringify(state)}`)
    const run = {
      firstMs: Math.min(...again.map((t) => t.at)) - clicked,
      againSpan: span(again),
      normalSpan: span(normal),
      endMs: ended - clicked,
    }
    say(run)
    return run
  } finally {
    await close()
  }
}

export async function benchSendAgain(): Promise<Row[]> {
  const mock = await startMockServer(await freePort())
  const built = await buildApp()
  writeFileSync(
    join(built.outDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: `${mock.origin}/v1/public`, storageUrl: `${mock.origin}/storage`, mock: false }),
  )
  const port = await freePort()
  const server = await serve(built.outDir, port)
  try {
    const runs: AgainRun[] = []
    for (let i = 0; i < RUNS; i++) runs.push(await run(`http://127.0.0.1:${port}`, mock))
    const first = median(runs.map((r) => r.firstMs))
    const againRate = FILES / (median(runs.map((r) => r.againSpan)) / 1000)
    const normalRate = FILES / (median(runs.map((r) => r.normalSpan)) / 1000)
    const list = (key: keyof AgainRun) => runs.map((r) => fixed(r[key] / 1000, 2)).join('/')
    return [
      {
        metric: `${FILES.toLocaleString('en-US')} files sent again to one more person: the click to the first transfer at the service (runs ${list('firstMs')} s; the click to all shown sent ${list('endMs')} s)`,
        measured: `${fixed(first, 0)} ms`,
        reference: 'Send pressed',
        ratio: '',
        target: `≤ ${START_TARGET_MS} ms`,
        met: first <= START_TARGET_MS,
      },
      {
        metric: `its transfers, first to last at the service (runs ${list('againSpan')} s), vs the transfer step of the first send of the same files (runs ${list('normalSpan')} s)`,
        measured: `${fixed(againRate, 0)} transfers/s`,
        reference: `${fixed(normalRate, 0)} transfers/s`,
        ratio: `${fixed(againRate / normalRate, 2)}×`,
        target: `≥ ${PACE_TARGET}×`,
        met: againRate / normalRate >= PACE_TARGET,
      },
    ]
  } finally {
    await server.close()
    await mock.close()
    built.remove()
  }
}

runIfMain(import.meta.url, benchSendAgain)
