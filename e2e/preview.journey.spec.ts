import { violations } from './axe'
import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'
import { mockOrigin } from './ports'

const mock = mockOrigin()

/** Every answer the service gave that refused the credentials, from the moment the page opens (its worker's too). */
function refusals(page: Page) {
  const refused: string[] = []
  page.context().on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) refused.push(response.url())
  })
  return refused
}

/**
 * The built app (dist + config.json, mock off) against `npm run mock:server`: a real deployment
 * starts with no credentials, so the first visit lands on settings, welcomed, not refused.
 */
test('built app: a first visit is welcomed on settings; credentials unlock /me and the count', async ({ page }) => {
  const refused = refusals(page)
  await page.goto('/')
  await expect(page).toHaveURL(/\/settings$/)
  const welcome = page.getByRole('region', { name: 'Welcome' })
  await expect(welcome).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  const addresses = page.getByRole('region', { name: 'Service addresses' })
  await expect(addresses).toContainText(`${mock}/v1/public`)
  await expect(addresses).toContainText(`${mock}/storage`)
  await expect(addresses).toContainText('off')
  await expect(page.getByLabel('Access token')).toHaveValue('')

  await page.getByLabel('Access token').fill('dev-token')
  await page.getByLabel('Storage key').fill('dev-public-key')
  await page.getByRole('button', { name: 'Save credentials' }).click()

  const me = page.getByRole('region', { name: 'Who am I' })
  await expect(me).toContainText('dev@example.test')
  await expect(me).toContainText('usr-dev-0001')
  await expect(page.getByTestId('consignment-count')).toHaveText('0')
  await expect(welcome).toHaveCount(0)

  await page.getByRole('link', { name: 'Back to Send files' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByTestId('consignment-count')).toHaveText('0')
  // Nothing was asked of the service without the credentials, so nothing was refused.
  expect(refused).toEqual([])
})

for (const width of [360, 1280])
  test(`built app at ${width} px: the first visit's welcome says what both credentials are and where to get them, with no error`, async ({
    page,
  }) => {
    const refused = refusals(page)
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/upload')
    await expect(page).toHaveURL(/\/settings$/)
    const welcome = page.getByRole('region', { name: 'Welcome' })
    await expect(welcome).toBeVisible()
    // Both credentials, each with what it is for, and who gives them.
    await expect(welcome).toContainText('Access token')
    await expect(welcome).toContainText('public API')
    await expect(welcome).toContainText('Storage key')
    await expect(welcome).toContainText('upload')
    await expect(welcome).toContainText('operator')
    // The form is right there.
    await expect(page.getByLabel('Access token')).toBeVisible()
    await expect(page.getByLabel('Storage key')).toBeVisible()
    // Calm: no alert, no error or refusal anywhere on the page, nothing refused by the service.
    await expect(page.getByRole('region', { name: 'Who am I' })).toContainText('access token')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.locator('body')).not.toContainText(/refused|could not|error|invalid/i)
    expect(refused).toEqual([])
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(await violations(page)).toEqual([])
    // "Back to …" after saving returns to the page first asked for.
    await page.getByLabel('Access token').fill('dev-token')
    await page.getByLabel('Storage key').fill('dev-public-key')
    await page.getByRole('button', { name: 'Save credentials' }).click()
    await page.getByRole('link', { name: 'Back to Upload' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()
  })
