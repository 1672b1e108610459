import { violations } from './axe'
import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { coveredControls, sidewaysScroll } from './layout-checks'
import { dropThreeFiles, type MockState } from './send-journey'
import { mockControl } from './upload-helpers'

type State = MockState & { links: string[] }
const mockState = (page: Page) => page.evaluate(() => fetch('/__mock/state').then((r) => r.json() as Promise<State>))

async function fillAndSend(page: Page, recipients: string) {
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill(recipients)
  await input.press('Enter')
  await page.getByLabel('Message (optional)').fill('The photos from Sunday')
  await page.getByRole('button', { name: 'Send 3 files · 299 kB', exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
})

test('a send ends on a summary whose links work; Copy all copies exactly those links', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await dropThreeFiles(page)
  // /me's address is filled in for the sender.
  await expect(page.getByLabel('Your e-mail')).toHaveValue('dev@example.test')
  await fillAndSend(page, 'ann@example.com, bob@example.org')

  const summary = page.getByRole('region', { name: '3 files sent to 2 recipients' })
  await expect(summary).toBeVisible({ timeout: 15_000 })
  await expect(summary.getByText('To ann@example.com, bob@example.org')).toBeVisible()
  await expect(summary.getByText('The photos from Sunday')).toBeVisible()
  await expect(summary.getByText(/^Available until \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M\.$/)).toBeVisible()
  await expect(summary.getByRole('link')).toHaveCount(3)
  await expect(summary.getByRole('heading', { level: 2 })).toBeFocused()

  const hrefs = await summary.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  const issued = (await mockState(page)).links
  for (const href of hrefs) expect(issued).toContain(decodeURIComponent(new URL(href).pathname.split('/').at(-2)!))
  // Each link serves its file.
  const served = await page.evaluate(
    (list) => Promise.all(list.map((h) => fetch(h).then(async (r) => [r.status, (await r.arrayBuffer()).byteLength]))),
    hrefs,
  )
  expect(served.map(([status]) => status)).toEqual([200, 200, 200])
  expect(served.map(([, size]) => size).sort((a, b) => a - b)).toEqual([14, 6000, 300000])

  await summary.getByRole('button', { name: 'Copy all links' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hrefs.join('\n'))
  await summary.getByRole('button', { name: /^Copy link of alpha\.txt/ }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hrefs.find((h) => h.endsWith('/alpha.txt')))
  await summary.getByRole('button', { name: /^QR code of alpha\.txt/ }).click()
  await expect(summary.getByRole('img', { name: /QR code of the download link for alpha\.txt/ })).toBeVisible()

  await summary.getByRole('button', { name: 'Send more files' }).click()
  await expect(summary).toBeHidden()
  await expect(page.getByTestId('send-dropzone')).toBeFocused()
})

test('the recipients of one send are suggested in the next', async ({ page, context }) => {
  await dropThreeFiles(page)
  await fillAndSend(page, 'carol@example.net')
  await expect(page.getByRole('region', { name: '3 files sent to 1 recipient' })).toBeVisible({ timeout: 15_000 })
  // Another tab, days later: no draft of the form (that lives in the tab), the history is shared.
  const next = await context.newPage()
  await next.goto('/')
  const input = next.getByRole('combobox', { name: 'Recipients' })
  await expect(input).toBeVisible()
  const listId = await input.getAttribute('list')
  await expect(next.locator(`datalist[id="${listId}"] option`)).toHaveAttribute('value', 'carol@example.net')
  // Picked like a person would: typed in full and Enter, it becomes a chip.
  await input.fill('carol@example.net')
  await input.press('Enter')
  await expect(next.getByRole('button', { name: 'Remove carol@example.net' })).toBeVisible()
})

test('while sending, the tab title shows progress; with notifications allowed, a hidden tab is told when it ends', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  // Notifications are recorded as the page makes them (a headless browser shows none).
  await page.addInitScript(() => {
    const shown: Array<{ title: string; body?: string }> = []
    ;(window as unknown as { shown: typeof shown }).shown = shown
    class Recorded {
      static permission = 'granted'
      static requestPermission = () => Promise.resolve('granted')
      onclick: (() => void) | null = null
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body })
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: Recorded })
  })
  await page.reload()
  // The page renders once its mock runs: before that, the control below would miss it, the send
  // would end within a second and the box would be gone before it could be ticked.
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await mockControl(page, { latencyMs: 1500 })
  await dropThreeFiles(page)
  await fillAndSend(page, 'ann@example.com')
  await expect(page).toHaveTitle(/^\d+% · Sending 3 files$/)
  await page.getByRole('checkbox', { name: /Notify me when this send ends/ }).check()
  // The person goes to another tab.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: unknown[] }).shown), { timeout: 20_000 })
    .toEqual([{ title: '3 files sent', body: 'Every file was uploaded, registered and transferred.' }])
  await expect(page).toHaveTitle('Consign — send files')
})

test('the Upload page fills in /me’s address too', async ({ page }) => {
  await page.goto('/upload')
  await expect(page.getByLabel('E-mail')).toHaveValue('dev@example.test')
})

for (const colorScheme of ['light', 'dark'] as const)
  for (const [device, viewport] of [
    ['phone', { width: 360, height: 740 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)
    test(`the summary, ${colorScheme}, ${device}: axe clean, fits, nothing fixed covers it`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      await dropThreeFiles(page)
      await fillAndSend(page, 'ann@example.com, bob@example.org')
      const summary = page.getByRole('region', { name: '3 files sent to 2 recipients' })
      await expect(summary.getByRole('link')).toHaveCount(3, { timeout: 15_000 })
      await summary.getByRole('button', { name: /^QR code of beta\.bin/ }).click()
      await expect(summary.getByRole('img', { name: /QR code/ })).toBeVisible()
      expect(await sidewaysScroll(page)).toBe(0)
      expect(await coveredControls(page)).toEqual([])
      expect(await violations(page)).toEqual([])
    })

test('a dropped photo shows a preview made off the page; a file that only claims to be one keeps its icon', async ({ page }) => {
  const dataTransfer = await page.evaluateHandle(async () => {
    const canvas = new OffscreenCanvas(640, 480)
    const context = canvas.getContext('2d')!
    context.fillStyle = '#c33'
    context.fillRect(0, 0, 640, 480)
    const png = await canvas.convertToBlob({ type: 'image/png' })
    const dt = new DataTransfer()
    dt.items.add(new File([png], 'sunset.png', { type: 'image/png' }))
    dt.items.add(new File(['not really a picture'], 'broken.jpg', { type: 'image/jpeg' }))
    return dt
  })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const rows = page.locator('.staged-files li')
  const thumb = rows.filter({ hasText: 'sunset.png' }).getByTestId('file-thumb')
  await expect(thumb).toBeVisible()
  expect(await thumb.getAttribute('src')).toMatch(/^blob:/)
  // The preview is small: 80 px on its long side, whatever the photo's size.
  expect(await thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([80, 60])
  await expect(rows.filter({ hasText: 'broken.jpg' }).locator('svg.file-icon')).toBeVisible()
  await expect(rows.filter({ hasText: 'broken.jpg' }).getByTestId('file-thumb')).toHaveCount(0)
})
