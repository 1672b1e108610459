import { violations } from './axe'
import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'
import { dropThreeFiles, sendWithOneRefusedTransfer, type MockAccess, type MockState } from './send-journey'
import { mockControl } from './upload-helpers'

/** The dev project's mock lives in the page's service worker, so it is reached through the page. */
const inPageMock = (page: Page): MockAccess => ({
  control: (body) => mockControl(page, body),
  state: () => page.evaluate(() => fetch('/__mock/state').then((r) => r.json() as Promise<MockState>)),
})

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
})

test('three files to two recipients; a refused transfer is retried without re-uploading', async ({ page }) => {
  await sendWithOneRefusedTransfer(page, inPageMock(page))
})

test('files keep going while the person visits other pages', async ({ page }) => {
  // The uploads held 10 s, long enough to visit History while they go (3 s was not, on 2 busy
  // cores, where History's first load took longer); every other call at once (a latency on every
  // call made the send longer, and proved no more).
  await inPageMock(page).control({ faults: [{ endpoint: 'upload', delayMs: 10_000 }] })
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByRole('button', { name: 'Send 3 files' }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('0 of 3 files sent.')

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
  await expect(page.getByRole('complementary', { name: 'Upload manager' }).getByTestId('upload-manager-counts')).toHaveText(
    /in progress/,
  )
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.', { timeout: 30_000 })
})

test('the send page has no accessibility violations, empty and while sending', async ({ page }) => {
  expect(await violations(page)).toEqual([])
  await dropThreeFiles(page)
  await page.getByRole('button', { name: 'Send 3 files' }).click()
  await expect(page.getByText('Add at least one recipient e-mail address')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('files pasted from the clipboard are added; text pasted into recipients is not a file', async ({ page }) => {
  await page.evaluate(() => {
    const dt = new DataTransfer()
    dt.items.add(new File(['pasted image bytes'], 'screenshot.png', { type: 'image/png' }))
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  })
  await expect(page.getByText('1 file, 18 bytes')).toBeVisible()
  await expect(page.getByText('screenshot.png')).toBeVisible()

  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.focus()
  await page.evaluate(() => {
    const dt = new DataTransfer()
    dt.setData('text/plain', 'ann@example.com, bob@example.org')
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  })
  await expect(page.getByText('1 file, 18 bytes')).toBeVisible()
  await expect(page.getByRole('list', { name: /Recipients: 2 addresses/ })).toBeVisible()
})
