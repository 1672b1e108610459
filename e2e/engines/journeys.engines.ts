import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test as base, expect, type Browser } from '@playwright/test'
import { appPages } from '../app-pages'
import { carrierKeepsInPage } from '../carrier-keeps'
import { click, markInPage, type, waitFor, waitForText, type EngineName, type EnginePage } from './engine'
import { firefoxPage, launchFirefox } from './firefox'
import { startWebKitDriver, webkitPage, type WebKitService } from './webkit'

/**
 * The journeys a person makes, in Firefox (Debian's ESR, over WebDriver BiDi) and in WebKit
 * (WebKitGTK, Safari's engine, over WebKitWebDriver): `npm run test:engines`. Every test runs
 * in both projects of playwright.engines.config.ts; none is skipped in either. What an engine
 * cannot be made to do is said next to the journey that works around it, and in README.md,
 * "Browsers". In short, not proven here, in either engine or in one:
 * - Firefox: axe (its content process crashes in `AxeBuilder.analyze()`; a11y is proven in
 *   Chromium), a paste of files (a synthetic paste carries none), `colorScheme` emulation
 *   (Firefox 153 lacks the command; the theme is chosen in the app), network throttling.
 * - WebKit: Safari itself (its UI, iOS, the 7-day storage eviction): WebKitGTK's MiniBrowser
 *   shares the engine only; console errors (the driver captures none); emoji glyphs (no colour
 *   emoji font: they draw as boxes, the names are still sent as they are).
 */
type Urls = { preview: string; dev: string; mock: string }
const test = base.extend<{ app: EnginePage; urls: Urls }, { driver: Browser | WebKitService }>({
  driver: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.project.name === 'firefox') {
        const browser = await launchFirefox()
        await use(browser)
        await browser.close()
      } else {
        const service = await startWebKitDriver()
        await use(service)
        service.stop()
      }
    },
    { scope: 'worker' },
  ],
  urls: [
    async ({ baseURL }, use, testInfo) => {
      const { mock, dev } = testInfo.project.metadata as { mock: string; dev: string }
      const urls = { preview: baseURL!, dev, mock }
      // One `npm run mock:server` per engine serves its every test: each starts with it clean.
      const reset = await fetch(`${urls.mock}/__mock/reset`, { method: 'POST' })
      if (!reset.ok) throw new Error(`the mock server refused a reset: ${reset.status}`)
      await use(urls)
    },
    { scope: 'test' },
  ],
  app: [
    async ({ driver }, use, testInfo) => {
      const engine = testInfo.project.name as EngineName
      // A new browser profile per test: storage starts empty.
      const app = engine === 'firefox' ? await firefoxPage(driver as Browser) : await webkitPage(driver as WebKitService)
      await use(app)
      // What the person saw when it failed: the page's text, in the report (no trace outside Chromium's tooling).
      if (testInfo.status !== testInfo.expectedStatus) {
        const seen = await app.run(() => `${location.href}\n\n${document.body.innerText}`, null).catch(String)
        await writeFile(testInfo.outputPath('page-text.txt'), seen)
        await testInfo.attach('page text', { path: testInfo.outputPath('page-text.txt'), contentType: 'text/plain' })
      }
      await app.close()
    },
    { scope: 'test' },
  ],
})

const mockControl = (urls: Urls, body: unknown) =>
  fetch(`${urls.mock}/__mock/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
const mockState = async (urls: Urls) =>
  (await (await fetch(`${urls.mock}/__mock/state`)).json()) as { files: number; consignments: number; transfers: unknown[] }

const pages = appPages

/**
 * Opens the app at `url` and waits until the app has replaced the first paint of the HTML:
 * files given before that are lost, in every engine.
 */
async function openApp(app: EnginePage, url: string, heading: string) {
  await app.open(url)
  await waitFor(
    app,
    `the app's "${heading}" page`,
    (heading) =>
      !document.querySelector('.first-paint, .booting') &&
      document.querySelector('h1')?.textContent?.trim() === heading &&
      document.querySelector('[data-testid=consignment-count]')?.textContent !== '…',
    heading,
  )
}

/** A production build has no credentials: the person enters them on Settings. */
async function signIn(app: EnginePage, urls: Urls) {
  await openApp(app, `${urls.preview}/settings`, 'Settings')
  await type(app, { css: 'input', name: '^Access token$' }, 'dev-token')
  await type(app, { css: 'input', name: '^Storage key$' }, 'dev-public-key')
  await click(app, { css: 'button', name: '^Save' })
  await waitForText(app, 'usr-dev-0001')
}

/** Files dropped for real on a drop zone: a DataTransfer built in the page, dispatched as `drop`. */
function drop(app: EnginePage, testId: string, files: Array<{ name: string; text: string; lastModified?: number }>) {
  return app.run(
    ({ testId, files }) => {
      const dt = new DataTransfer()
      for (const f of files) dt.items.add(new File([f.text], f.name, { type: 'text/plain', lastModified: f.lastModified }))
      const zone = document.querySelector(`[data-testid="${testId}"]`)!
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
    },
    { testId, files },
  )
}

/** Recipients and the Send button, once `count` files are listed. */
async function sendTo(app: EnginePage, count: number, recipients: string[]) {
  await waitForText(app, `${count} files?, `, 'main')
  await type(app, { css: 'input', name: '^Recipients' }, `${recipients.join(', ')}, `)
  await click(app, { css: 'button', name: `^Send ${count} files?` })
}

/** The summary of a send: its heading, then every file's download link, fetched and compared with what was sent. */
async function expectDelivered(app: EnginePage, files: Array<{ name: string; text: string }>, recipients: number) {
  const n = files.length
  await waitForText(app, `${n} files? sent to ${recipients} recipients?`, 'main', 30_000)
  const links = await waitFor(
    app,
    'a download link per file',
    (n) => {
      const found = [...document.querySelectorAll<HTMLAnchorElement>('.send-summary a[href^="http"]')].map((a) => a.href)
      return found.length === n ? found : null
    },
    n,
  )
  const bodies = await app.run((links) => Promise.all(links.map((l) => fetch(l).then((r) => r.text()))), links)
  expect(bodies.sort()).toEqual(files.map((f) => f.text).sort())
}

/**
 * The layout as a person sees it: the header's parts on one row (each starts above where every
 * other ends), how far the page scrolls sideways, and the width the app is laid out in.
 */
const layout = () => {
  const shown = [...document.querySelectorAll('.app-header > *')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
  const oneRow = shown.length > 0 && Math.max(...shown.map((r) => r.top)) < Math.min(...shown.map((r) => r.bottom))
  const root = document.documentElement
  return { oneRow, sideways: Math.max(0, root.scrollWidth - root.clientWidth), width: window.innerWidth }
}

/** Every page at `width`: the header in one row, nothing scrolling sideways, in the theme chosen. */
async function everyPageFits(app: EnginePage, urls: Urls, width: number) {
  await app.setWidth(width)
  const problems: string[] = []
  for (const [path, heading] of pages) {
    await openApp(app, `${urls.preview}${path}`, heading)
    const { oneRow, sideways, width: laidOut } = await app.run(layout, null)
    expect(laidOut, `the app is laid out at ${width} px`).toBe(width)
    if (!oneRow) problems.push(`${path}: the header wraps`)
    if (sideways) problems.push(`${path}: scrolls ${sideways} px sideways`)
  }
  return problems
}

test('every page renders, signed in', async ({ app, urls }) => {
  await signIn(app, urls)
  for (const [path, heading] of pages) await openApp(app, `${urls.preview}${path}`, heading)
  await waitFor(
    app,
    'the consignment count',
    () => document.querySelector('[data-testid=consignment-count]')?.textContent === '0',
    null,
  )
})

const three = [
  { name: 'alpha.txt', text: 'alpha '.repeat(1000) },
  { name: 'beta.txt', text: 'beta '.repeat(20_000) },
  { name: 'gamma 🎉.json', text: '{"gamma":true}' },
]

test('a send of three files by drop completes with a link per file; sent to one more person, nothing is uploaded again', async ({
  app,
  urls,
}, testInfo) => {
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  await drop(app, 'send-dropzone', three)
  await sendTo(app, 3, ['ann@example.com', 'bob@example.org'])
  await expectDelivered(app, three, 2)
  expect(await mockState(urls)).toMatchObject({ files: 3, consignments: 3 })
  await waitFor(
    app,
    'the count after three registrations',
    () => document.querySelector('[data-testid=consignment-count]')?.textContent === '3',
    null,
  )
  // What the person sees, in the report (README's pictures of the Send page in each engine come from here).
  await testInfo.attach(`send-done-${app.engine}`, { body: await app.screenshot(), contentType: 'image/png' })

  await click(app, { css: 'button', name: '^Send to more people$' })
  await waitForText(app, 'nothing is uploaded again', 'main')
  await type(app, { css: 'input', name: '^Recipients' }, 'dee@example.net, ')
  await click(app, { css: 'button', name: '^Send 3 files' })
  await expectDelivered(app, three, 1)
  const state = await mockState(urls)
  expect(state).toMatchObject({ files: 3, consignments: 3 })
  expect(state.transfers).toHaveLength(6)
})

// The system's picker cannot be driven: both drivers give the picked paths to the
// `<input type=file>`, which is what the picker does.
test('a send by the file picker completes with its links', async ({ app, urls }, testInfo) => {
  const dir = testInfo.outputPath('picked')
  await mkdir(dir, { recursive: true })
  const files = [
    { name: 'report.txt', text: 'the report '.repeat(500) },
    { name: '日本.txt', text: 'こんにちは' },
  ]
  for (const f of files) await writeFile(join(dir, f.name), f.text)
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  const input = await waitFor(app, 'the file input', markInPage, { css: 'input[type=file]', name: '^Choose files to send$' })
  await app.pickFiles(
    input,
    files.map((f) => join(dir, f.name)),
  )
  await sendTo(app, 2, ['ann@example.com'])
  await expectDelivered(app, files, 1)
})

test('an upload is verified against its checksum and makes a download link', async ({ app, urls }) => {
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/upload`, 'Upload files')
  await drop(app, 'dropzone', [{ name: 'notes.txt', text: 'notes '.repeat(3000) }])
  await type(app, { css: 'input', name: '^E-mail' }, 'ann@example.com')
  await click(app, { css: 'button', name: '^Upload$' })
  await waitForText(app, '✓ matches the checksum computed in this browser', 'main', 30_000)
  await click(app, { css: 'button', name: '^Generate download link$' })
  const body = await waitFor(
    app,
    'the download link',
    () => {
      const link = document.querySelector<HTMLAnchorElement>('main a[href^="http"]')
      return link && fetch(link.href).then((r) => r.text())
    },
    null,
  )
  expect(body).toBe('notes '.repeat(3000))
})

test('a reload mid-send offers the send back, and Resume finishes it', async ({ app, urls }) => {
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  // The server takes its time, 2 s a call and three calls a file (upload, registration, transfer):
  // the tab reloads about 2 s into a send that needs 6, on a slow machine too.
  await mockControl(urls, { latencyMs: 2000 })
  // Dated, so that a file picked again is the same file as far as the page can tell.
  const files = [
    { name: 'one.txt', text: 'one '.repeat(2000), lastModified: Date.UTC(2026, 0, 2) },
    { name: 'two.txt', text: 'two '.repeat(4000), lastModified: Date.UTC(2026, 0, 2) },
  ]
  await drop(app, 'send-dropzone', files)
  await sendTo(app, 2, ['ann@example.com'])
  await waitFor(app, 'the send under way', () => document.title.includes('Sending 2 files'), null)
  await expect.poll(async () => (await mockState(urls)).files, { timeout: 20_000, intervals: [100] }).toBeGreaterThanOrEqual(1)
  await app.run(() => {
    setTimeout(() => location.reload())
  }, null)
  await waitForText(app, 'Unfinished send: 2 files to ann@example.com', 'main', 30_000)
  await mockControl(urls, { latencyMs: 0 })
  // A file caught mid-upload where this browser kept no copy (WebKit's driver session cannot keep
  // a Blob in IndexedDB): the person picks it again, as the page asks.
  await app.run((files) => {
    const input = [...document.querySelectorAll<HTMLInputElement>('main input[type=file]')].find((i) =>
      i.labels?.[0]?.textContent?.includes('kept no copy'),
    )
    if (!input) return
    const dt = new DataTransfer()
    for (const f of files)
      if (input.labels![0]!.textContent!.includes(f.name))
        dt.items.add(new File([f.text], f.name, { type: 'text/plain', lastModified: f.lastModified }))
    input.files = dt.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }, files)
  // A step in flight at the reload may be done already: the person has it made again.
  await chooseAgainForEachDoubt(app)
  await click(app, { css: 'button', name: '^Resume$' })
  await waitForText(app, 'files? sent to 1 recipient', 'main', 30_000)
  const state = await mockState(urls)
  expect(state.transfers.length).toBeGreaterThanOrEqual(2)
})

/** Every step in doubt on the unfinished send not yet decided: "… again". */
const chooseAgainForEachDoubt = (app: EnginePage) =>
  app.run(() => {
    for (const group of document.querySelectorAll('fieldset, [role=radiogroup]')) {
      if (group.querySelector('input[type=radio]:checked')) continue
      const again = [...group.querySelectorAll('label')].find((l) => / again$/.test(l.textContent ?? ''))
      again?.click()
    }
  }, null)

/** Per file name, how many times the mock holds its upload, its registration and its transfer. */
async function onServer(urls: Urls) {
  const state = (await (await fetch(`${urls.mock}/__mock/state`)).json()) as {
    uploaded: string[]
    registered: Array<{ id: string; filename: string }>
    transfers: Array<{ consignmentId: string }>
  }
  const nameOf = new Map(state.registered.map((c) => [c.id, c.filename]))
  const names = [...state.uploaded, ...nameOf.values()]
  const times = (list: string[], name: string) => list.filter((n) => n === name).length
  return Object.fromEntries(
    names.map((name) => [
      name,
      {
        uploaded: times(state.uploaded, name),
        registered: times([...nameOf.values()], name),
        transferred: times(
          state.transfers.map((t) => nameOf.get(t.consignmentId) ?? '?'),
          name,
        ),
      },
    ]),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The text the Send page shows of a running send about its tab (features/send/TabNote.tsx); runs in the page. */
const tabNote = () => document.querySelector('[data-testid=tab-note]')?.textContent ?? null
const KEEP_OPEN = 'Keep this tab open until the send ends.'

const sentAlone = [
  { name: 'one.txt', text: '1'.repeat(3000) },
  { name: 'two.txt', text: '2'.repeat(5000) },
  { name: 'three.txt', text: '3'.repeat(7000) },
]
const eachOnce = Object.fromEntries(sentAlone.map((f) => [f.name, { uploaded: 1, registered: 1, transferred: 1 }]))

/**
 * Firefox keeps the app's service worker running after its last page goes: the worker takes the
 * send's lock and finishes it (shared/page-carrier.ts, workerOutlivesPages). Firefox has no
 * Background Sync to start the worker again should it stop it, so the page promises nothing
 * ("Keep this tab open"): a short send still goes on. As the Chromium proof (e2e/background.ts):
 * the tab closes 1.5 s into the send, the server taking 2.5 s a request.
 */
async function finishedByTheWorker(app: EnginePage, urls: Urls) {
  await mockControl(urls, { latencyMs: 2500 })
  await drop(app, 'send-dropzone', sentAlone)
  await sendTo(app, 3, ['ann@example.org'])
  await waitFor(
    app,
    'the note to keep the tab open',
    (keep) => document.querySelector('[data-testid=tab-note]')?.textContent === keep,
    KEEP_OPEN,
  )
  // The worker will carry it all the same: its lease is written.
  await expect.poll(async () => (await app.run(carrierKeepsInPage, null)).leases, { timeout: 10_000 }).toBe(1)
  await sleep(1500)
  await app.closeTab()
  await expect
    .poll(async () => Object.values(await onServer(urls)).filter((f) => f.transferred).length, { timeout: 60_000 })
    .toBe(3)
  // A moment more: nothing arrives twice.
  await sleep(2000)
  expect(await onServer(urls)).toEqual(eachOnce)
  await mockControl(urls, { latencyMs: 0 })
  // A new tab: the credentials were kept for the closed tab only, and the worker's copy is gone.
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  await waitForText(app, 'This send went on after its tab closed', 'main')
  await waitForText(app, '3 files sent to 1 recipient', 'main')
  expect(await app.run(() => document.querySelector('main')!.innerText, null)).not.toMatch(/Unfinished send/)
  expect(await app.run(carrierKeepsInPage, null)).toEqual({ leases: 0, answers: 0 })
}

/** How many registrations the mock has refused (its one fault, on `consignments`). */
const refused = async (urls: Urls) =>
  ((await (await fetch(`${urls.mock}/__mock/state`)).json()) as { faults: Array<{ seen: number }> }).faults[0]?.seen ?? 0

/** Waits until no registration has been tried for `ms`, and returns how many were. */
async function triesStopped(urls: Urls, ms: number) {
  let seen = await refused(urls)
  let since = Date.now()
  for (const end = Date.now() + 30_000; Date.now() - since < ms; await sleep(250)) {
    if (Date.now() > end) throw new Error(`registrations still tried ${ms} ms apart after the window closed`)
    const now = await refused(urls)
    if (now !== seen) [seen, since] = [now, Date.now()]
  }
  return seen
}

/**
 * WebKit stops the app's service worker 10 s after its last page goes, whatever it waits on:
 * it cannot carry a send (shared/page-carrier.ts, workerOutlivesPages), so the page says to keep the
 * tab open, and a send whose window closed is offered at the next visit. The window closes
 * while the server refuses every registration (500) and the page tries them again by itself:
 * the files are uploaded and nothing is left in doubt, so Resume can finish each file once.
 */
async function keptOpenThenResumed(app: EnginePage, urls: Urls) {
  await mockControl(urls, { latencyMs: 0, faults: [{ endpoint: 'consignments', status: 500 }] })
  await drop(app, 'send-dropzone', sentAlone)
  await sendTo(app, 3, ['ann@example.org'])
  await waitFor(
    app,
    'the note to keep the tab open',
    (keep) => document.querySelector('[data-testid=tab-note]')?.textContent === keep,
    KEEP_OPEN,
  )
  // Every file uploaded and its registration refused twice: the page tries each again within 4 s.
  await expect
    .poll(async () => ((await mockState(urls)).files === 3 ? await refused(urls) : 0), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(6)
  expect(await app.run(tabNote, null), 'never told it may close').toBe(KEEP_OPEN)
  await app.closeTab()
  // WebDriver's close returns before the page is gone: in one run it tried once more a second
  // later. Still refused (the fault stays on until the next visit), and then nothing: not within
  // 12 s more, longer than WebKit lets a worker live without pages (10 s) and than the page,
  // open, would have waited for its next try.
  const tried = await triesStopped(urls, 5000)
  await sleep(12_000)
  expect(await refused(urls), 'no registration tried without the window').toBe(tried)
  const uploadedOnly = Object.fromEntries(sentAlone.map((f) => [f.name, { uploaded: 1, registered: 0, transferred: 0 }]))
  expect(await onServer(urls)).toEqual(uploadedOnly)
  await mockControl(urls, { faults: [] })

  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  await waitForText(app, 'Unfinished send: 3 files to ann@example.org', 'main')
  expect(await app.run(() => document.querySelector('main')!.innerText, null)).not.toMatch(/went on after its tab closed/)
  // A registration on its way as the window closed is in doubt: it was refused, so it is made again.
  await chooseAgainForEachDoubt(app)
  await click(app, { css: 'button', name: '^Resume$' })
  await waitForText(app, '3 files sent to 1 recipient', 'main', 30_000)
  await sleep(2000)
  expect(await onServer(urls)).toEqual(eachOnce)
  expect(await app.run(() => document.querySelector('main')!.innerText, null)).not.toMatch(/Unfinished send/)
}

// The only tab of the app closed mid-send, the app's service worker in control, the browser
// left running (WebKit: a second window on about:blank first, see webkit.ts).
test('the only tab closed mid-send: Firefox’s worker finishes it; WebKit says keep it open and Resume finishes it', async ({
  app,
  urls,
}) => {
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  await waitFor(
    app,
    "the app's service worker in control",
    () => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'),
    null,
  )
  const closedMidSend: Record<EngineName, (app: EnginePage, urls: Urls) => Promise<void>> = {
    firefox: finishedByTheWorker,
    webkit: keptOpenThenResumed,
  }
  await closedMidSend[app.engine](app, urls)
})

// Firefox 153 ESR has no colour-scheme emulation (see firefox.ts): the theme is chosen in the
// app's menu in both engines, as a person does; following the system's theme is not proven here.
test('dark theme: chosen in the menu, kept across a reload, every page dark', async ({ app, urls }) => {
  await signIn(app, urls)
  await openApp(app, `${urls.preview}/`, 'Send files')
  await click(app, { css: 'button', name: '^Menu$' })
  await click(app, { css: 'label', name: '^Dark$' })
  // Dark: the page's background is darker than its text.
  const dark = () => {
    const lum = (c: string) => {
      const [r, g, b] = (c.match(/[\d.]+/g) ?? []).map(Number)
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const style = getComputedStyle(document.body)
    return lum(style.backgroundColor) < 60 && lum(style.color) > 150
  }
  await waitFor(app, 'the dark theme', dark, null)
  for (const [path, heading] of pages) {
    await openApp(app, `${urls.preview}${path}`, heading)
    expect(await app.run(dark, null), `${path} is dark`).toBe(true)
  }
})

// Firefox lays the app out at 360 px less its scrollbar (348 px). WebKit's MiniBrowser window
// cannot be narrower than ~447 px: there the app runs in a same-origin iframe that wide
// (webkit.ts), so its layout, media queries included, are those of a 360 px viewport.
test('360 px: every page has its header in one row and nothing scrolling sideways, light and dark', async ({ app, urls }) => {
  await signIn(app, urls)
  const light = await everyPageFits(app, urls, 360)
  await click(app, { css: 'button', name: '^Menu$' })
  await click(app, { css: 'label', name: '^Dark$' })
  const dark = await everyPageFits(app, urls, 360)
  expect({ light, dark }).toEqual({ light: [], dark: [] })
})

test('320 px: every page has its header in one row and nothing scrolling sideways', async ({ app, urls }) => {
  await signIn(app, urls)
  expect(await everyPageFits(app, urls, 320)).toEqual([])
})

// The in-browser mock (MSW's service worker) of `npm run dev`, with names beyond Latin-1: WebKit's
// `Response.formData()` gives such a part as a string, not a File; and Firefox never runs the
// checksum worker (a module worker with imports) in a page its service worker controls.
test('npm run dev: the in-browser mock takes files named beyond Latin-1, and checksums complete', async ({ app, urls }) => {
  const files = [
    { name: 'gamma 🎉.json', text: '{"gamma":true}' },
    { name: '日本.txt', text: 'こんにちは' },
  ]
  await openApp(app, `${urls.dev}/`, 'Send files')
  await drop(app, 'send-dropzone', files)
  await sendTo(app, 2, ['ann@example.com'])
  await expectDelivered(app, files, 1)
  // On the Upload page too: the checksum computed in a worker, compared with the mock's.
  await openApp(app, `${urls.dev}/upload`, 'Upload files')
  await drop(app, 'dropzone', [{ name: '日本.txt', text: 'こんにちは' }])
  await type(app, { css: 'input', name: '^E-mail' }, 'ann@example.com')
  await click(app, { css: 'button', name: '^Upload$' })
  await waitForText(app, '✓ matches the checksum computed in this browser', 'main', 30_000)
})
