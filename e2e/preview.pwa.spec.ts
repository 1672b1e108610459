import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { mockOrigin } from './ports'
import { checkManifest, controlledByWorker, everyPageOffline, OFFLINE_NOTE, shareToApp } from './pwa-helpers'
import { sendThreeFiles, signInAndOpenSend, type MockState } from './send-journey'
import { previewDir } from './servers'

/**
 * Issue 19 on the production build (vite preview): installable, opens offline, takes files shared
 * from the phone, and takes a new version only when the person says so.
 */
const control = (request: import('@playwright/test').APIRequestContext, body: unknown) =>
  request.post(`${mockOrigin()}/__mock/control`, { data: body })
const mockState = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get(`${mockOrigin()}/__mock/state`)).json()) as MockState

/** Credentials saved for this tab, in every tab of the context (as Settings keeps them). */
const signedIn = (context: import('@playwright/test').BrowserContext) =>
  context.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )

/** What the worker cached: the app's own files only, never a call to the service. */
const cachedUrls = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

test('the manifest and its icons are served and valid, and every page links them', async ({ request }) => {
  await checkManifest(request)
})

test('after one visit a service worker controls the app; offline, every page opens and says so; back online is said', async ({
  page,
  context,
}) => {
  await signedIn(context)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  const worker = await controlledByWorker(page)
  expect(worker.script).toMatch(/\/sw\.js$/)
  // The next page of the same browser starts under it.
  const next = await context.newPage()
  await next.goto('/history')
  expect(await next.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)
  await next.close()

  await context.setOffline(true)
  await everyPageOffline(page)
  // An address with a query is its page too.
  await page.goto('/transfers/new?consignment=abc')
  await expect(page.getByRole('heading', { level: 1, name: 'Send a transfer' })).toBeVisible()
  // The heading is in the first paint's HTML: the app itself has run once it says it is offline.
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('Back online.')).toBeVisible()
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0)
  for (const url of await cachedUrls(page)) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin)
})

test('a share lands its files on the Send page, with the addresses of its text as recipients, and the send completes', async ({
  page,
  context,
  request,
}) => {
  await signedIn(context)
  await page.goto('/')
  await controlledByWorker(page)
  // The app open in another tab does not stand in the way.
  const other = await context.newPage()
  await other.goto('/history')
  await expect(other.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()

  await shareToApp(page, {
    files: [
      ['holiday.jpg', 'image/jpeg', 'JPEG '.repeat(5000)],
      ['minutes.txt', 'text/plain', 'Minutes of the meeting\n'.repeat(50)],
    ],
    title: 'For Ann',
    text: 'Photos for Ann Lee <ann@example.com>, copy bob@example.org please',
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await expect(page.getByText('2 files shared from another app are listed below.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('holiday.jpg')).toBeVisible()
  await expect(page.getByText('minutes.txt')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove ann@example.com' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove bob@example.org' })).toBeVisible()
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 2 files/ }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 30_000 })
  const state = await mockState(request)
  expect(state.transfers).toHaveLength(2)
  for (const t of state.transfers) expect(t.target_emails).toEqual(['ann@example.com', 'bob@example.org'])
  // Sent: the share no longer waits.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await expect(page.locator('.first-paint')).toHaveCount(0)
  await expect(page.getByText(/shared from another app/)).toHaveCount(0)
  for (const url of await cachedUrls(page)) expect(url).not.toContain(mockOrigin())
})

test('a share made before signing in waits, named, until the person has signed in', async ({ page }) => {
  await page.goto('/history')
  await controlledByWorker(page)
  await shareToApp(page, { files: [['scan.pdf', 'application/pdf', '%PDF-1.7 '.repeat(2000)]], title: '', text: '' })
  // Not signed in: the service refuses, and the app asks for credentials.
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
  await expect(page.getByText('1 file shared from another app is listed below.')).toBeVisible()
  await expect(page.getByText('scan.pdf')).toBeVisible()
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('1 of 1 file sent.', { timeout: 30_000 })
})

test('a new version waits for the person to say Reload, and is not offered while a send is going', async ({ page, request }) => {
  test.setTimeout(120_000)
  await signInAndOpenSend(page)
  await controlledByWorker(page)
  // Each request of the send answers after 3 s: the send is going for several seconds.
  await control(request, { latencyMs: 3000 })
  await sendThreeFiles(page)
  await expect(page.getByRole('heading', { name: 'Sending' })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true))

  // A new build of the worker is deployed while the send goes. (Chromium finishes installing it
  // only once the send's requests are answered: the prompt's own rule, no offer while the queue
  // is busy, is a unit test of AppStatus.)
  const file = `${previewDir}/sw.js`
  const deployed = readFileSync(file, 'utf8')
  writeFileSync(file, `${deployed}\n// the next version\n`)
  try {
    void page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update().catch(() => undefined))
    await expect(page.getByText('A new version is ready.')).toHaveCount(0)
    await control(request, { latencyMs: 0 })
    await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.', { timeout: 60_000 })
    expect((await mockState(request)).transfers).toHaveLength(3)
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
        timeout: 30_000,
      })
      .toBe(true)

    const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' })
    await expect(prompt).toBeVisible()
    // Nothing was reloaded or taken over while it waited.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true)
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false)).toBe(false)
    await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false)
    await expect(page.getByText('A new version is ready.')).toHaveCount(0)
  } finally {
    writeFileSync(file, deployed)
    await control(request, { latencyMs: 0 })
  }
})

test('with the mock on, the mock is the one worker; with it off again, the app worker takes its place', async ({
  page,
  context,
}) => {
  await context.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({ json: { ...served, apiBaseUrl: '/mock/v1/public', storageUrl: '/mock/storage', mock: true } })
  })
  await page.goto('/')
  await expect(page.getByTestId('consignment-count')).toHaveText(/^\d+$/)
  const mock = await controlledByWorker(page)
  expect(mock.script).toMatch(/\/mock-sw\.js$/)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1)
  // The mock answers in the page: signed in with its credentials, no server involved.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByText('Dev User')).toBeVisible()

  await context.unrouteAll()
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/)
})
