import { violations } from './axe'
import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'
import { mockControl } from './upload-helpers'

const count = (page: Page) => page.getByTestId('consignment-count')

async function open(page: Page) {
  await page.goto('/consignments/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await expect(count(page)).toHaveText('0')
}

test('register a consignment from a picked local file and see the count go up by one', async ({ page }) => {
  await open(page)
  await page
    .getByLabel('Pick a local file (optional)')
    .setInputFiles({ name: 'notes <script>🎉.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByLabel('File name (required)')).toHaveValue('notes <script>🎉.txt')
  await expect(page.getByLabel('Size in bytes (required)')).toHaveValue('5')
  // SHA-256 of "hello", computed by the app's worker.
  await expect(page.getByLabel('Checksum (optional)')).toHaveValue(
    '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
  )
  await expect(page.getByRole('status').filter({ hasText: 'SHA-256 checksum of notes <script>🎉.txt computed.' })).toBeVisible()

  await page.getByRole('button', { name: 'Add a co-author' }).click()
  await page.getByLabel('Co-author 1', { exact: true }).fill('Ann Lee')
  await page.getByRole('button', { name: 'Register consignment' }).click()

  const id = page.getByTestId('consignment-id')
  await expect(id).toBeVisible()
  await expect(page.locator('.result-id')).toBeFocused()
  await expect(count(page)).toHaveText('1')
  expect(await violations(page)).toEqual([])

  await page.getByRole('button', { name: 'Register another' }).click()
  await expect(page.getByLabel('File name (required)')).toHaveValue('')
})

test('validation errors and a refused request are shown accessibly, with the form kept', async ({ page }) => {
  await open(page)
  expect(await violations(page)).toEqual([])

  await page.getByRole('button', { name: 'Register consignment' }).click()
  await expect(page.getByLabel('File name (required)')).toBeFocused()
  await expect(page.getByText('Enter the size in bytes')).toBeVisible()
  expect(await violations(page)).toEqual([])

  await mockControl(page, { consignmentLimit: 0 })
  await page.getByLabel('File name (required)').fill('a.bin')
  await page.getByLabel('Content type (required)').fill('application/octet-stream')
  await page.getByLabel('Size in bytes (required)').fill('0')
  await page.getByRole('button', { name: 'Register consignment' }).click()
  await expect(page.getByRole('alert')).toContainText('Quota or payment required')
  await expect(page.getByLabel('File name (required)')).toHaveValue('a.bin')
  await expect(count(page)).toHaveText('0')
  expect(await violations(page)).toEqual([])
})
