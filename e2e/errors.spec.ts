import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'
import { mockControl } from './upload-helpers'

type Fault = { endpoint: string; status?: number; network?: boolean; html?: boolean; skip?: number; times?: number }

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

const faults = (page: Page, list: Fault[]) => mockControl(page, { faults: list })

const whoAmI = (page: Page) => page.getByRole('region', { name: 'Who am I' })

test('count endpoint failing: the header says unavailable, and Retry brings it back', async ({ page }) => {
  await open(page, '/settings')
  const count = page.getByTestId('consignment-count')
  await expect(count).toHaveText('0')
  // The first load and its two automatic retries fail; the person's Retry then succeeds.
  await faults(page, [{ endpoint: 'count', status: 500, times: 3 }])
  await page.getByRole('button', { name: 'Save credentials' }).click()
  await expect(count).toHaveText('unavailable')
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(count).toHaveText('0')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden()
})

test('network failure on /me: a clear message, and Refresh recovers', async ({ page }) => {
  await open(page, '/settings')
  await expect(whoAmI(page)).toContainText('dev@example.test')
  await faults(page, [{ endpoint: 'me', network: true, times: 3 }])
  await whoAmI(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(whoAmI(page).getByRole('alert')).toContainText('Could not reach the server. Check your connection and try again.')
  await whoAmI(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(whoAmI(page)).toContainText('dev@example.test')
  await expect(whoAmI(page).getByRole('alert')).toBeHidden()
})

test('an HTML error page instead of JSON: a readable message, the page stays whole', async ({ page }) => {
  await open(page, '/settings')
  await expect(whoAmI(page)).toContainText('dev@example.test')
  await faults(page, [{ endpoint: 'me', html: true }])
  await whoAmI(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(whoAmI(page).getByRole('alert')).toContainText(
    'The server answered 502 with something that is not JSON. The server is unreachable (bad gateway).',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByLabel('Access token')).toBeVisible()
  await expect(page.locator('main')).not.toContainText('<html>')
})

test('the dev panel switches a fault on, and the app shows it', async ({ page }) => {
  await open(page, '/settings')
  await expect(whoAmI(page)).toContainText('dev@example.test')
  await page.getByRole('button', { name: 'Menu' }).click()
  const panel = page.getByRole('complementary', { name: 'Mock controls' })
  await panel.getByRole('button', { name: 'Mock controls' }).click()
  await panel.getByRole('combobox', { name: 'Endpoint' }).selectOption('me')
  await panel.getByRole('combobox', { name: 'Fault' }).selectOption('status')
  await panel.getByRole('spinbutton', { name: 'Status' }).fill('503')
  await panel.getByRole('button', { name: 'Apply' }).click()
  await expect(panel.getByRole('status')).toContainText('Mock updated')

  await whoAmI(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(whoAmI(page).getByRole('alert')).toContainText('The service is unavailable: Forced 503 by the mock')

  await panel.getByRole('button', { name: 'Reset mock data' }).click()
  await whoAmI(page).getByRole('button', { name: 'Refresh' }).click()
  await expect(whoAmI(page)).toContainText('dev@example.test')
})
