import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { chromiumLaunchOptions } from './chromium'
import { mockOrigin } from './ports'

/**
 * A send interrupted by a dying browser, against the built app and `npm run mock:server` (a real
 * process: what reached it is done, whatever happens to the browser). The browser runs on a
 * profile of its own that outlives it, as a person's does.
 */
const MOCK = mockOrigin()
const recipients = ['ann@example.com', 'bob@example.org']
const names = ['one.txt', 'two.txt', 'three.txt', 'four.txt']

type State = {
  files: number
  consignments: number
  uploaded: string[]
  registered: Array<{ id: string; filename: string }>
  transfers: Array<{ consignmentId: string; target_emails: string[] }>
}

async function mock(path: string, body?: unknown): Promise<State> {
  const response = await fetch(`${MOCK}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (response.status === 204 ? {} : await response.json()) as State
}
const state = () => mock('/__mock/state')
/** File name → how many transfers of it the mock holds. */
function transfersByFile(s: State) {
  const nameOf = new Map(s.registered.map((c) => [c.id, c.filename]))
  const counts = new Map<string, number>()
  for (const t of s.transfers) {
    expect(t.target_emails).toEqual(recipients)
    const name = nameOf.get(t.consignmentId) ?? '?'
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  return counts
}

/** The browser on `profile`, one upload at a time (the operator's config.json, as served). */
async function openBrowser(profile: string, baseURL: string) {
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL })
  await context.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({ json: { ...served, uploadConcurrency: 1 } })
  })
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page }
}

async function signInAndSend(page: Page) {
  await page.goto('/settings')
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByLabel('Remember on this device').check()
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    list.forEach((name, i) => dt.items.add(new File([`${name} `.repeat(2000 * (i + 1))], name, { type: 'text/plain' })))
    return dt
  }, names)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill(recipients.join(', '))
  await input.press('Enter')
  await page.getByLabel('Message (optional)').fill('Four files')
  // The app fills an empty field with the account's address once /me answers (slowed here). Typed
  // before that, the answer could land between fill's clearing and its typing (seen in CI).
  const sender = page.getByLabel('Your e-mail')
  await expect(sender).toHaveValue(/@/)
  await sender.fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 4 files/ }).click()
}

/** The notice of the unfinished send, after the browser came back. */
const notice = (page: Page) =>
  page.getByRole('region', { name: /^Unfinished send: 4 files to ann@example\.com, bob@example\.org$/ })

/** Every step in doubt not yet settled made again, as the person may choose; then Resume. */
async function resumeAll(page: Page, inDoubt: 'again' | 'done') {
  const region = notice(page)
  await expect(region).toBeVisible()
  for (const group of await region.getByRole('group', { name: /^What should happen to / }).all()) {
    if (await group.getByRole('radio', { checked: true }).count()) continue
    const label = inDoubt === 'again' ? /^(Send the transfer|Register it) again$/ : /^(It was delivered|Leave it out)/
    await group.getByRole('radio', { name: label }).check()
  }
  await region.getByRole('button', { name: 'Resume' }).click()
  // The summary: what this resume sent and what was delivered before (a file counted delivered by the person is not listed).
  await expect(page.getByRole('region', { name: /^\d files? sent to 2 recipients$/ })).toBeVisible({ timeout: 30_000 })
  await expect(region).toBeHidden()
}

let context: BrowserContext | undefined
test.afterEach(async () => {
  await context?.close().catch(() => undefined)
  context = undefined
})

test('the whole browser closed mid-send: opened again, the send is offered and Resume finishes it without picking a file', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const profile = testInfo.outputPath('profile')
  let page: Page
  ;({ context, page } = await openBrowser(profile, baseURL!))
  // Every call takes a while, and from the third upload on the server takes 4 s more: the browser
  // surely dies with some files delivered and some not.
  await mock('/__mock/control', { latencyMs: 250, faults: [{ endpoint: 'upload', delayMs: 4000, skip: 2 }] })
  await signInAndSend(page)
  // At least one file delivered, at least one not: the browser dies there.
  await expect.poll(async () => (await state()).transfers.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
  await context.close()
  context = undefined
  const atCrash = await state()
  expect(atCrash.transfers.length).toBeLessThan(4)
  // What was in flight lands on the server meanwhile.
  await new Promise((r) => setTimeout(r, 4500))
  const before = await state()
  await mock('/__mock/control', { latencyMs: 0, faults: [] })

  ;({ context, page } = await openBrowser(profile, baseURL!))
  await page.goto('/')
  const region = notice(page)
  await expect(region).toBeVisible()
  // Honest about the unknown: every transfer the server holds is known delivered or shown in doubt.
  const delivered = await region
    .getByRole('listitem')
    .filter({ hasText: /^[^]*Delivered$/ })
    .count()
  const inDoubt = region.getByRole('listitem').filter({ hasText: /May already be delivered/ })
  expect(delivered).toBeGreaterThanOrEqual(1)
  expect(delivered + (await inDoubt.count())).toBeGreaterThanOrEqual(before.transfers.length)
  // Nothing to pick: the copies were kept in this browser.
  await expect(region.getByLabel(/pick (it|them) again/)).toHaveCount(0)
  // The person checks a transfer in doubt (here: against the server) and says what it was.
  const sent = transfersByFile(before)
  for (const item of await inDoubt.all()) {
    const name = (await item.locator('strong').textContent())!
    await item.getByRole('radio', { name: sent.has(name) ? /^It was delivered/ : /^Send the transfer again$/ }).check()
  }
  await resumeAll(page, 'again')

  const after = await state()
  const perFile = transfersByFile(after)
  for (const name of names) expect(perFile.get(name), name).toBeGreaterThanOrEqual(1)
  // Delivered before the crash: never transferred again.
  for (const [name, n] of sent) expect(perFile.get(name), name).toBe(n)
  for (const name of names) expect(perFile.get(name), name).toBe(1)
  // At most the one in flight made again.
  expect(after.files).toBeLessThanOrEqual(names.length + 1)
  expect(after.consignments).toBeLessThanOrEqual(names.length + 1)
})

test('a transfer held in flight at a reload is shown as "may already be delivered" and repeated only when chosen', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  let page: Page
  ;({ context, page } = await openBrowser(testInfo.outputPath('profile'), baseURL!))
  // The last transfer is held by the server for 6 s (the reload must land within it, on a busy
  // machine too); it is done once that passes.
  await mock('/__mock/control', { latencyMs: 100, faults: [{ endpoint: 'transfers', delayMs: 6000, skip: 3, times: 1 }] })
  await signInAndSend(page)
  await expect.poll(async () => (await state()).transfers.length, { timeout: 30_000 }).toBe(3)
  // The held one is on its way: reload now (past the leave-page question).
  page.on('dialog', (dialog) => void dialog.accept())
  await page.waitForTimeout(500)
  await page.reload()
  await mock('/__mock/control', { latencyMs: 0 })
  await expect.poll(async () => (await state()).transfers.length, { timeout: 10_000 }).toBe(4)

  const region = notice(page)
  await expect(region).toBeVisible()
  const doubt = region.getByRole('listitem').filter({ hasText: /May already be delivered/ })
  await expect(doubt).toHaveCount(1)
  const heldName = (await doubt.locator('strong').textContent())!
  // Resume without a choice is refused, saying which file needs one.
  await region.getByRole('button', { name: 'Resume' }).click()
  await expect(region.getByRole('alert')).toContainText(heldName)
  expect(transfersByFile(await state()).get(heldName)).toBe(1)

  // Chosen: sent again; every other file once. The summary is the whole send's, links and all.
  await resumeAll(page, 'again')
  const summary = page.getByRole('region', { name: '4 files sent to 2 recipients' })
  await expect(summary.getByRole('link')).toHaveCount(4)
  const perFile = transfersByFile(await state())
  expect(perFile.get(heldName)).toBe(2)
  for (const name of names.filter((n) => n !== heldName)) expect(perFile.get(name), name).toBe(1)
})
