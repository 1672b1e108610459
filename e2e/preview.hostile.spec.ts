import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { mockOrigin } from './ports'
import { dropAndSend } from './send-journey'

const MOCK = mockOrigin()
const long = (c: string, n = 10_000) => c.repeat(n)

test.use({ viewport: { width: 360, height: 740 } })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )
})

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scroll, 'page wider than the screen').toBeLessThanOrEqual(width)
}

test('a /me of 10,000-character keys and values at 360 px: no sideways scroll, the whole value readable', async ({ page }) => {
  await page.route(`${MOCK}/v1/public/me`, (route) =>
    route.fulfill({ json: { [long('k')]: long('v'), email: 'dev@example.test', note: long('n') } }),
  )
  await page.goto('/settings')
  const me = page.getByRole('region', { name: 'Who am I' })
  await expect(me).toContainText('dev@example.test')
  await noSidewaysScroll(page)
  await me.getByRole('button', { name: 'Show all 10,000 characters' }).nth(1).click()
  await expect(me).toContainText(long('v'))
  await noSidewaysScroll(page)
})

test('an upload result of 10,000-character strings at 360 px: no sideways scroll, nothing breaks', async ({ page }) => {
  await page.route(`${MOCK}/storage/upload`, (route) =>
    route.fulfill({
      json: {
        success: true,
        body: {
          fileId: long('f'),
          containerId: long('c'),
          mime: long('m'),
          size: '1e308',
          scan: true,
          store: true,
          originalname: long('o'),
          checksum: long('a'),
          sync: long('s'),
          public: true,
          directLink: `https://files.example.test/${long('d')}`,
        },
      },
    }),
  )
  await page.goto('/upload')
  await page
    .getByTestId('dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'small.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await page.getByLabel('E-mail').fill('ann@example.com')
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const row = page.locator('main').getByRole('article', { name: 'small.txt' })
  await expect(row).toContainText('unavailable: the server reported a size that is not a whole number of bytes')
  await noSidewaysScroll(page)
})

test('a 1 MB error message without spaces on the Transfer page at 360 px: no sideways scroll', async ({ page }) => {
  await page.route(`${MOCK}/v1/public/transfers/consignments/**`, (route) =>
    route.fulfill({ status: 400, json: { success: false, message: long('x', 1_000_000), context: 'target_emails' } }),
  )
  await page.goto('/transfers/new')
  await page.getByLabel('Consignment id (required)').fill('c-1')
  await page.getByLabel('Recipients (required)').fill('ann@example.org,')
  await page.getByRole('button', { name: 'Send transfer' }).click()
  await expect(page.getByRole('button', { name: 'Show all 1,000,000 characters' })).toBeVisible()
  await noSidewaysScroll(page)
  await page.getByRole('button', { name: 'Show all 1,000,000 characters' }).click()
  await noSidewaysScroll(page)
})

test('a service that redirects the registration to another origin: the step fails with a clear message, nothing reaches the other origin', async ({
  page,
  context,
}) => {
  const elsewhere: string[] = []
  // On the context: the requests of the app's service worker too, where it carries the send.
  await context.route('https://elsewhere.example.test/**', (route) => {
    elsewhere.push(`${route.request().method()} ${JSON.stringify(route.request().headers())}`)
    return route.fulfill({ status: 201, json: { success: true, body: { id: 'stolen' } } })
  })
  await context.route(`${MOCK}/v1/public/consignments`, (route) =>
    route.fulfill({ status: 307, headers: { Location: 'https://elsewhere.example.test/collect' } }),
  )
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await dropAndSend(page, [['note.txt', 'hello']])
  const failed = page.locator('.send-item.failed')
  await expect(failed.locator('.alert')).toContainText('The server sent this request on to another address.')
  await expect(failed.locator('.step-failed')).toHaveText(/Register/)
  expect(elsewhere).toEqual([])
})
