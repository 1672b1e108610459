import type { Page } from '@playwright/test'
import { appPages } from './app-pages'
import { expect, test } from './fixtures'
import { heardSince, recordLiveRegions } from './live-regions'
import { controlledByWorker, OFFLINE_NOTE } from './pwa-helpers'
import { controlMock, signInAndOpenSend } from './send-journey'

/*
 * A screen reader hears what the person caused, and nothing else: no page speaks as it loads (a
 * count, a status, a note, an empty list's text), and a list that grows says what was added, not
 * the whole list again. Recorded as e2e/live-regions.ts does, on the built app against
 * `npm run mock:server`.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordLiveRegions)
})

/** Everything heard since the page began to load, until 2 s after it did (its first requests answered). */
async function heardOnLoad(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByTestId('consignment-count')).not.toHaveText('…')
  await page.waitForTimeout(2000)
  return page.evaluate(() => window.__heard)
}

for (const [path, heading] of appPages)
  test(`${path} opened fresh says nothing`, async ({ page }) => {
    await signInAndOpenSend(page)
    expect(await heardOnLoad(page, path, heading)).toEqual([])
  })

test('a first visit, welcomed on Settings, says nothing', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.waitForTimeout(2000)
  expect(await page.evaluate(() => window.__heard)).toEqual([])
})

test('opened offline: the page shows it, says nothing of it until the network changes', async ({ page, context }) => {
  await signInAndOpenSend(page)
  await controlledByWorker(page)
  // Loaded once under the worker, which keeps what the app needs (its config among them).
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await context.setOffline(true)
  // From the service worker's cache: the app opens with no network.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible()
  await page.waitForTimeout(2000)
  expect(await page.evaluate(() => window.__heard)).toEqual([])
  // A change while the page is open is news.
  await context.setOffline(false)
  await expect.poll(() => page.evaluate(() => window.__heard.map((h) => h.text))).toEqual(['Back online.'])
})

/** `names` dropped on the Send page's drop zone. */
async function drop(page: Page, names: string[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    // A fixed date: the same name dropped again is the same file.
    for (const name of list) dt.items.add(new File([`${name}\n`.repeat(20)], name, { type: 'text/plain', lastModified: 1 }))
    return dt
  }, names)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
}

/** Pasted into the focused field, as Ctrl+V does. */
async function paste(page: Page, text: string) {
  await page.evaluate((pasted) => {
    const clipboardData = new DataTransfer()
    clipboardData.setData('text/plain', pasted)
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, text)
}

test('lists that grow say what was added, each time, and the links arrive unsaid', async ({ page, request }, info) => {
  await signInAndOpenSend(page)
  await controlMock(request, { latencyMs: 150 })
  const since = await page.evaluate(() => Date.now())
  const heard: string[] = []
  /** After `act`, what was heard since the start is what was heard before and `then`. */
  const hears = async (act: () => Promise<void>, ...then: string[]) => {
    await act()
    heard.push(...then)
    await expect.poll(async () => (await heardSince(page, since)).map((h) => h.text)).toEqual(heard)
  }

  await hears(() => drop(page, ['one.txt', 'two.txt']), '2 files added.')
  await hears(() => drop(page, ['three.txt']), '1 file added.')
  // The same words again, for another file: said again.
  await hears(() => drop(page, ['four.txt']), '1 file added.')
  // Dropped again: nothing added, nothing said (the list says it was already there).
  await hears(() => drop(page, ['four.txt']))
  await expect(page.getByTestId('staged-summary')).toHaveText(/^4 files, .* 1 already in the list, not added again$/)

  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await hears(async () => {
    await recipients.fill('ann@example.org')
    await recipients.press('Enter')
  }, 'Added 1 address.')
  await hears(async () => {
    await recipients.fill('bob@example.org')
    await recipients.press('Enter')
  }, 'Added 1 address.')
  await hears(() => paste(page, 'cy@example.org, dee@example.org'), 'Added 2 addresses.')
  await expect(page.getByRole('list', { name: 'Recipients: 4 addresses' }).getByRole('listitem')).toHaveCount(4)

  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await hears(
    async () => {
      await page.getByRole('button', { name: /^Send 4 files/ }).click()
      // The links arrive on the summary; what the end says is all that is said of them.
      await expect(page.getByRole('button', { name: /^Copy link of / })).toHaveCount(4, { timeout: 30_000 })
    },
    'Sending 4 files to 4 recipients.',
    '4 files sent to 4 recipients. Links are ready.',
  )
  await page.waitForTimeout(1000)
  const all = (await heardSince(page, since)).map((h) => h.text)
  await info.attach('heard.json', { body: JSON.stringify(all, null, 2), contentType: 'application/json' })
  expect(all).toEqual(heard)
})
