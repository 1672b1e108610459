import { expect, test } from './fixtures'
import { mockOrigin } from './ports'

const mock = mockOrigin()

/**
 * The built app (dist + config.json, mock off) against `npm run mock:server`: a real deployment
 * starts with no credentials, so the first request is refused and the person lands on settings.
 */
test('built app: settings shows the mock server, credentials unlock /me and the count', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('alert').filter({ hasText: 'The public API refused the access token.' })).toBeVisible()

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

  await page.getByRole('link', { name: 'Back to Send files' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByTestId('consignment-count')).toHaveText('0')
})
