import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { carrierKeepsInPage } from './carrier-keeps'
import { chromiumLaunchOptions } from './chromium'
import { expect, test } from './fixtures'
import { controlledByWorker } from './pwa-helpers'
import { stopWorkers } from './worker-stops'

/*
 * A send whose only tab closes: the built app, its service worker, and a mock server that is a
 * real process (what reached it is done, whatever happens to the browser). The browser runs on a
 * profile of its own, as a person's does; closing its only page leaves the browser running.
 */

export const RECIPIENT = 'ann@example.org'

export type MockState = {
  files: number
  consignments: number
  uploaded: string[]
  registered: Array<{ id: string; filename: string }>
  transfers: Array<{ consignmentId: string; target_emails: string[] }>
}

export function mockOf(origin: string) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (response.status === 204 ? {} : await response.json()) as MockState
  }
  return { state: () => call('/__mock/state'), control: (body: unknown) => call('/__mock/control', body) }
}

/** How many times the mock holds each file, registration and transfer, by file name. */
export function countsByFile(s: MockState) {
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())
  const nameOf = new Map(s.registered.map((c) => [c.id, c.filename]))
  return {
    uploads: count(s.uploaded),
    consignments: count(s.registered.map((c) => c.filename)),
    transfers: count(s.transfers.map((t) => nameOf.get(t.consignmentId) ?? '?')),
  }
}

/** The browser on `profile`, with the app's worker in control of its page, signed in for this tab only. */
export async function openApp(profile: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/settings')
  await controlledByWorker(page)
  return { context, page }
}

export async function signInForThisTab(page: Page) {
  await page.goto('/settings')
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
}

/** Drops `files` (name → size in bytes) on the Send page and sends them to RECIPIENT. */
export async function dropAndSend(page: Page, files: Array<[string, number]>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const [name, size] of list)
      dt.items.add(new File([new Uint8Array(size).fill(name.length)], name, { type: 'text/plain' }))
    return dt
  }, files)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill(RECIPIENT)
  await input.press('Enter')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: new RegExp(`^Send ${files.length} files?`) }).click()
}

/** The sentence a running send shows when the worker will carry it on. */
export const CAN_CLOSE = /You can close this tab: the send goes on\./

/** What this browser keeps for the worker (lib/send/carrier-protocol.ts): leases and answers. */
export const carrierKeeps = (page: Page) => page.evaluate(carrierKeepsInPage)

/**
 * The tests of a send carried on by the worker, for a service on `mockOrigin` (another origin
 * than the app's in the preview project; the app's own, through nginx, in the nginx project).
 */
export function closedTabTests(mockOrigin: () => string, { twoTabs = false } = {}) {
  const files: Array<[string, number]> = [
    ['one.txt', 3000],
    ['two.txt', 5000],
    ['three.txt', 7000],
  ]
  let context: BrowserContext | undefined
  test.afterEach(async () => {
    await context?.close().catch(() => undefined)
    context = undefined
  })

  /** Every file once on the server: uploaded, registered, transferred. */
  async function eachOnce(mock: ReturnType<typeof mockOf>) {
    const counts = countsByFile(await mock.state())
    for (const [name] of files) {
      expect(counts.uploads.get(name), `${name} uploaded`).toBe(1)
      expect(counts.consignments.get(name), `${name} registered`).toBe(1)
      expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
    }
  }

  /** Opened again: shown sent with its links, nothing offered to resume, nothing kept for the worker. */
  async function reopenedSent(page: Page) {
    // Kept for that tab only, the credentials are asked again: the worker's copy is gone.
    await signInForThisTab(page)
    const summary = page.getByRole('region', { name: '3 files sent to 1 recipient' })
    await expect(page.getByTestId('send-carried')).toContainText('This send went on after its tab closed')
    await expect(summary.getByRole('link', { name: /\.txt$/ })).toHaveCount(3)
    await expect(page.getByRole('region', { name: /^Unfinished send/ })).toHaveCount(0)
    expect(await carrierKeeps(page)).toEqual({ leases: 0, answers: 0 })
  }

  test('the idle worker stopped, then the only tab closed 1.5 s into a send of 3 files: the worker finishes it, each file once; reopened, it reads as sent', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    // Stopped as the browser stops an idle worker (idle: the Send page and its chunks loaded, which
    // the worker serves): the send starts it again.
    await expect(page.getByTestId('send-dropzone')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await stopWorkers(context, page)
    await mock.control({ latencyMs: 2500 })
    await dropAndSend(page, files)
    await expect(page.getByText(CAN_CLOSE)).toContainText('keeps your access token and storage key until the send ends')
    await page.waitForTimeout(1500)
    await page.close()
    expect(context.pages()).toHaveLength(0)

    await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(3)
    // A moment more: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await eachOnce(mock)
    await mock.control({ latencyMs: 0 })
    await reopenedSent(await context.newPage())
  })

  test('registrations refused with 500 for 10 s after the tab closed: the worker retries and finishes, nothing twice', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    await mock.control({ latencyMs: 2500 })
    await dropAndSend(page, files)
    await expect(page.getByText(CAN_CLOSE)).toBeVisible()
    await page.waitForTimeout(1500)
    await page.close()
    await mock.control({ latencyMs: 500, faults: [{ endpoint: 'consignments', status: 500 }] })
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    expect((await mock.state()).consignments).toBe(0)
    await mock.control({ latencyMs: 0, faults: [] })
    await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await eachOnce(mock)
  })

  // Where the service is changes nothing of how two tabs share a send: proven once, cross-origin.
  if (twoTabs)
    test("two tabs: the second shows the first one's send going on and never offers it; both send; the first closes, its send goes on", async ({
      baseURL,
    }, testInfo) => {
      test.setTimeout(90_000)
      const mock = mockOf(mockOrigin())
      let first
      ;({ context, page: first } = await openApp(testInfo.outputPath('profile'), baseURL!))
      await signInForThisTab(first)
      // The first transfer comes at once, the next two are held 10 s: the first tab's send is seen moving.
      await mock.control({ latencyMs: 500, faults: [{ endpoint: 'transfers', delayMs: 10_000, skip: 1, times: 2 }] })
      await dropAndSend(first, files)
      await expect(first.getByText(CAN_CLOSE)).toBeVisible()

      const second = await context.newPage()
      await signInForThisTab(second)
      const elsewhere = second.getByRole('region', { name: `Going on elsewhere: 3 files to ${RECIPIENT}` })
      await expect(elsewhere).toBeVisible()
      await expect(second.getByRole('region', { name: /^Unfinished send/ })).toHaveCount(0)
      // Live: its count moves as the first tab's files are delivered.
      await expect(elsewhere).toContainText('1 of 3 files sent.', { timeout: 30_000 })

      // The second tab sends files of its own meanwhile; then the first tab goes.
      const own: Array<[string, number]> = [
        ['four.txt', 4000],
        ['five.txt', 6000],
      ]
      await dropAndSend(second, own)
      // Both tabs sending at once; the first one's transfers still held.
      await expect(first.getByTestId('send-summary')).toHaveText('1 of 3 files sent.')
      await first.close()
      await expect(second.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 60_000 })
      await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(5)
      const counts = countsByFile(await mock.state())
      for (const [name] of [...files, ...own]) {
        expect(counts.uploads.get(name), `${name} uploaded`).toBe(1)
        expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
      }
      // Its end, in the tab still open: sent, with its links.
      await expect(elsewhere).toHaveCount(0, { timeout: 10_000 })
      await expect(second.getByTestId('send-carried')).toContainText('This send went on after its tab closed')
      // Heard too, as the end of one of this tab's own sends would be.
      await expect(second.getByRole('status').filter({ hasText: `3 files sent to ${RECIPIENT}.` })).toHaveCount(1)
      await expect(second.getByRole('region', { name: /^Unfinished send/ })).toHaveCount(0)
    })
}

/**
 * A file over what the worker uploads itself, the service on the app's own origin: the browser
 * carries it (Background Fetch), and the worker the steps after it, with no page open.
 */
export function longSendTest(mockOrigin: () => string) {
  let context: BrowserContext | undefined
  test.afterEach(async () => {
    await context?.close().catch(() => undefined)
    context = undefined
  })

  test('a 24 MiB file and a small one, the tab closed while the large one is on its way: Background Fetch and the worker finish the send', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    // Each upload answered 5 s after its body arrived: the large one is surely on its way at the close.
    await mock.control({ faults: [{ endpoint: 'upload', delayMs: 5000 }] })
    const files: Array<[string, number]> = [
      ['large.bin', 24 * 1024 * 1024],
      ['small.txt', 4000],
    ]
    await dropAndSend(page, files)
    await expect(page.getByText(CAN_CLOSE)).toBeVisible()
    // The browser's own record of the transfer, named after the send.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            backgroundFetch: { getIds(): Promise<string[]> }
          }
          return (await registration.backgroundFetch.getIds()).length
        }),
      )
      .toBe(1)
    await page.waitForTimeout(1500)
    await page.close()

    await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const counts = countsByFile(await mock.state())
    for (const [name] of files) {
      expect(counts.uploads.get(name), `${name} uploaded`).toBe(1)
      expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
    }
    await mock.control({ faults: [] })
    page = await context.newPage()
    await signInForThisTab(page)
    await expect(page.getByTestId('send-carried')).toContainText('This send went on after its tab closed')
    expect(await carrierKeeps(page)).toEqual({ leases: 0, answers: 0 })
  })
}

/**
 * The browser stops the app's worker (idle between two sends, or mid-send) while its tab stays
 * open: each send still finishes, from the same tab, each file registered and transferred once.
 */
export function stoppedWorkerTests(mockOrigin: () => string) {
  let context: BrowserContext | undefined
  test.afterEach(async () => {
    await context?.close().catch(() => undefined)
    context = undefined
  })

  test('the worker stopped after a first send, and again in the middle of the next: both sends finish from the same tab', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    await dropAndSend(page, [
      ['first.txt', 2000],
      ['second.txt', 3000],
    ])
    await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 20_000 })
    await stopWorkers(context, page)

    // The next send from the same tab, without a reload: it leaves and finishes in seconds.
    await page.getByRole('button', { name: 'Send more files' }).click()
    await dropAndSend(page, [
      ['third.txt', 2000],
      ['fourth.txt', 3000],
    ])
    await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 15_000 })

    // Stopped while a send's uploads are held at the service: the files are sent all the same.
    await mock.control({ faults: [{ endpoint: 'upload', delayMs: 3000, times: 2 }] })
    await page.getByRole('button', { name: 'Send more files' }).click()
    const held: Array<[string, number]> = [
      ['fifth.txt', 2000],
      ['sixth.txt', 3000],
    ]
    await dropAndSend(page, held)
    await page.waitForTimeout(1000)
    await stopWorkers(context, page)
    await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 4000))
    const counts = countsByFile(await mock.state())
    for (const name of ['first.txt', 'second.txt', 'third.txt', 'fourth.txt', 'fifth.txt', 'sixth.txt']) {
      expect(counts.consignments.get(name), `${name} registered`).toBe(1)
      expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
    }
    // An upload cut with the worker is made again: its bytes may reach the service twice, no more.
    for (const [name] of held) expect(counts.uploads.get(name), `${name} uploaded`).toBeLessThanOrEqual(2)
  })

  test('signed out while a send is carried, then the tab closed: no trace of the credentials is kept, and nothing more is sent with them', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    await mock.control({ latencyMs: 2500 })
    await dropAndSend(page, [
      ['one.txt', 3000],
      ['two.txt', 5000],
      ['three.txt', 7000],
    ])
    await expect(page.getByText(CAN_CLOSE)).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Signed out/ })).toBeVisible()
    await page.close()
    // What was on its way when the person signed out lands (2.5 s a request); nothing after it.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    const then = await mock.state()
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    const now = await mock.state()
    expect(now.transfers).toHaveLength(then.transfers.length)
    expect(now.registered).toHaveLength(then.registered.length)
    expect(now.transfers.length).toBeLessThan(3)

    page = await context.newPage()
    await page.goto('/settings')
    // Where either secret is still written: the app's own precached files name the development
    // defaults ('dev-token' is the mock's), so of those only the requests are read.
    const traces = await page.evaluate(
      async (secrets) => {
        const found: string[] = []
        const look = (where: string, text: string) => secrets.some((secret) => text.includes(secret)) && found.push(where)
        look('localStorage', JSON.stringify({ ...localStorage }))
        look('sessionStorage', JSON.stringify({ ...sessionStorage }))
        for (const { name } of await indexedDB.databases()) {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open(name!)
            open.onsuccess = () => resolve(open.result)
            open.onerror = () => reject(open.error)
          })
          for (const store of db.objectStoreNames) {
            const all = db.transaction(store).objectStore(store).getAll()
            look(`${name}/${store}`, JSON.stringify(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result)))))
          }
          db.close()
        }
        for (const name of await caches.keys()) {
          const cache = await caches.open(name)
          for (const request of await cache.keys()) {
            look(`${name} ${request.url}`, request.url + JSON.stringify([...request.headers]))
            if (!name.startsWith('workbox-precache'))
              look(`${name} ${request.url}`, (await (await cache.match(request))?.text()) ?? '')
          }
        }
        return found
      },
      ['dev-token', 'dev-public-key'],
    )
    expect(traces).toEqual([])
    expect(await carrierKeeps(page)).toEqual({ leases: 0, answers: 0 })
  })

  test('the worker stopped while it carries a send with no tab open: the browser wakes it again (its sync event) and it finishes, nothing registered twice', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    // Uploads held 4 s at the service, the rest at once: the worker is stopped with uploads on their way.
    await mock.control({ faults: [{ endpoint: 'upload', delayMs: 4000 }] })
    const files: Array<[string, number]> = [
      ['one.txt', 3000],
      ['two.txt', 5000],
      ['three.txt', 7000],
      ['four.txt', 9000],
    ]
    await dropAndSend(page, files)
    await expect(page.getByText(CAN_CLOSE)).toBeVisible()
    // The wake the page asked the browser for, one per send.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
            sync: { getTags(): Promise<string[]> }
          }
          return registration.sync.getTags()
        }),
      )
      .toEqual([expect.stringMatching(/^consign-carry:/)])
    await page.close()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await stopWorkers(context)
    expect((await mock.state()).transfers.length).toBeLessThan(files.length)
    await mock.control({ faults: [] })

    await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 30_000 }).toBe(files.length)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const counts = countsByFile(await mock.state())
    for (const [name] of files) {
      expect(counts.consignments.get(name), `${name} registered`).toBe(1)
      expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
      // An upload cut with the worker is made again: its bytes may reach the service twice.
      expect(counts.uploads.get(name), `${name} uploaded`).toBeLessThanOrEqual(2)
    }
  })
}

/** Files sent again (transfers alone), the only tab closed on the way: the worker makes each transfer once. */
export function sendAgainClosedTabTest(mockOrigin: () => string) {
  let context: BrowserContext | undefined
  test.afterEach(async () => {
    await context?.close().catch(() => undefined)
    context = undefined
  })

  test('5 files sent again to one more person, the only tab closed 1 s in: every transfer made once with no tab open; reopened, it reads as sent', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    const mock = mockOf(mockOrigin())
    const files: Array<[string, number]> = [
      ['one.txt', 3000],
      ['two.txt', 5000],
      ['three.txt', 7000],
      ['four.txt', 2000],
      ['five.txt', 4000],
    ]
    let page: Page
    ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
    await signInForThisTab(page)
    await dropAndSend(page, files)
    await expect(page.getByTestId('send-summary')).toHaveText('5 of 5 files sent.')
    await page.getByRole('button', { name: 'Send to more people' }).click()
    await mock.control({ latencyMs: 2000 })
    const recipients = page.getByRole('combobox', { name: 'Recipients' })
    await recipients.fill('dee@example.net')
    await recipients.press('Enter')
    await page.getByRole('button', { name: /^Send 5 files/ }).click()
    await expect(page.getByText(CAN_CLOSE)).toBeVisible()
    await page.waitForTimeout(1000)
    // None of them answered yet (each request takes 2 s): what follows is the worker's.
    expect((await mock.state()).transfers).toHaveLength(5)
    await page.close()
    expect(context.pages()).toHaveLength(0)

    await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(10)
    // A moment more: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const state = await mock.state()
    const counts = countsByFile(state)
    for (const [name] of files) {
      expect(counts.uploads.get(name), `${name} uploaded`).toBe(1)
      expect(counts.consignments.get(name), `${name} registered`).toBe(1)
      expect(counts.transfers.get(name), `${name} transferred`).toBe(2)
    }
    for (const t of state.transfers.slice(5)) expect(t.target_emails).toEqual(['dee@example.net'])

    await mock.control({ latencyMs: 0 })
    const again = await context.newPage()
    await signInForThisTab(again)
    await expect(again.getByTestId('send-carried')).toContainText('This send went on after its tab closed')
    const summary = again.getByRole('region', { name: '5 files sent to 1 recipient' })
    await expect(summary.getByTestId('summary-recipients')).toHaveText('To dee@example.net')
    await expect(summary.getByRole('link', { name: /\.txt$/ })).toHaveCount(5)
  })
}
