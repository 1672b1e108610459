import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'

const count = (page: Page) => page.getByTestId('consignment-count')

/** Start from the app at `path` with a clean in-browser mock. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a wrong token sends the person to settings with the reason; fixing it brings them back', async ({ page }) => {
  // The token this tab remembered is wrong (e.g. revoked): every page's first request is refused.
  await page.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'revoked-token', publicKey: 'dev-public-key' })),
  )
  await page.goto('/history')

  await expect(page).toHaveURL(/\/settings$/)
  const alert = page.getByRole('alert').filter({ hasText: 'The public API refused the access token.' })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('Missing or invalid access token')
  await expect(alert).toBeFocused()

  const token = page.getByLabel('Access token')
  await expect(token).toHaveAttribute('type', 'password')
  await token.fill('dev-token')
  await page.getByRole('button', { name: 'Save credentials' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Kept until this tab closes.' })).toBeVisible()
  await expect(alert).toBeHidden()
  await expect(page.getByRole('region', { name: 'Who am I' })).toContainText('dev@example.test')
  await expect(count(page)).toHaveText('0')

  await page.getByRole('link', { name: 'Back to History' }).click()
  await expect(page).toHaveURL(/\/history$/)
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  await expect(count(page)).toHaveText('0')
})

test('a wrong token typed on settings is refused right there, without a loop, and leaving is allowed', async ({ page }) => {
  await open(page, '/settings')
  await expect(page.getByRole('region', { name: 'Who am I' })).toContainText('Dev User')
  await page.getByLabel('Access token').fill('typo-token')
  await page.getByRole('button', { name: 'Save credentials' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'The public API refused the access token.' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Who am I' })).toContainText('Could not load your account')
  await expect(page).toHaveURL(/\/settings$/)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  await expect(page).toHaveURL(/\/history$/)
})

test('credentials can be saved with the keyboard alone and remembered on this device', async ({ page }) => {
  await open(page, '/settings')
  await page.getByLabel('Access token').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show access token' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Access token')).toHaveAttribute('type', 'text')
  await expect(page.getByLabel('Access token')).toHaveValue('dev-token')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Storage key')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Remember on this device' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Remembered on this device.' })).toBeVisible()

  // A new tab of the same browser profile starts with them.
  const other = await page.context().newPage()
  await other.goto('/settings')
  await expect(other.getByRole('checkbox', { name: 'Remember on this device' })).toBeChecked()
  await expect(other.getByLabel('Access token')).toHaveValue('dev-token')
})
