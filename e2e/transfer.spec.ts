import { violations } from './axe'
import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'

type MockState = { transfers: Array<{ consignmentId: string; target_emails: string[]; message?: string; expiration?: number }> }

const mockState = (page: Page) => page.evaluate(() => fetch('/__mock/state').then((r) => r.json() as Promise<MockState>))

/** A clean mock, and one consignment registered through the form; returns its id. */
async function registerOne(page: Page) {
  await page.goto('/consignments/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await page.getByLabel('File name (required)').fill('plan.pdf')
  await page.getByLabel('Content type (required)').fill('application/pdf')
  await page.getByLabel('Size in bytes (required)').fill('1000')
  await page.getByRole('button', { name: 'Register consignment' }).click()
  return (await page.getByTestId('consignment-id').textContent()) ?? ''
}

test('send a transfer to pasted recipients: duplicate dropped, invalid flagged and removed, exactly the valid ones sent', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const consignmentId = await registerOne(page)
  await page.getByRole('button', { name: 'Send a transfer of this consignment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send a transfer' })).toBeVisible()
  await expect(page.getByLabel('Consignment id (required)')).toHaveValue(consignmentId)
  await expect(page.getByLabel('Or pick one registered in this browser')).toHaveValue(consignmentId)
  expect(await violations(page)).toEqual([])

  await page.evaluate(() =>
    navigator.clipboard.writeText('ann@example.org, Bob <bob@example.org>\nANN@example.org; not-an-address'),
  )
  await page.getByLabel('Recipients (required)').focus()
  await page.keyboard.press('ControlOrMeta+V')

  const chips = page.getByRole('list', { name: /^Recipients:/ }).getByRole('listitem')
  await expect(chips).toHaveText(['ann@example.org×', 'bob@example.org×', 'not-an-addressnot valid×'])
  await expect(page.getByRole('status').filter({ hasText: '1 duplicate dropped.' })).toContainText('Not valid: not-an-address.')

  await page.getByRole('button', { name: 'Send transfer' }).click()
  await expect(page.getByText('This address is not valid: not-an-address. Correct or remove it.')).toBeVisible()
  await expect(page.getByLabel('Recipients (required)')).toBeFocused()
  expect(await violations(page)).toEqual([])
  expect((await mockState(page)).transfers).toEqual([])

  await page.getByRole('button', { name: 'Remove not-an-address' }).click()
  await page.getByLabel('Message (optional)').fill('The plan, as promised.')
  await page.getByLabel('in 14 days').check()
  await page.getByRole('button', { name: 'Send transfer' }).click()

  await expect(page.getByTestId('transfer-id')).toBeVisible()
  await expect(page.locator('.result-id')).toBeFocused()
  expect((await mockState(page)).transfers).toMatchObject([
    { consignmentId, target_emails: ['ann@example.org', 'bob@example.org'], message: 'The plan, as promised.', expiration: 14 },
  ])
  expect(await violations(page)).toEqual([])
})

test('an unknown consignment is reported on its field, with the form kept', async ({ page }) => {
  await page.goto('/transfers/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Send a transfer' })).toBeVisible()
  await page.getByLabel('Consignment id (required)').fill('no-such-consignment')
  await page.getByLabel('Recipients (required)').fill('ann@example.org,')
  await page.getByLabel('on a date').check()
  await page.getByLabel('End date').fill('2099-12-31')
  await page.getByRole('button', { name: 'Send transfer' }).click()
  await expect(page.getByRole('alert')).toContainText('Unknown consignment no-such-consignment')
  await expect(page.getByLabel('Consignment id (required)')).toBeFocused()
  await expect(page.getByLabel('Consignment id (required)')).toHaveValue('no-such-consignment')
  await expect(page.getByRole('button', { name: 'Remove ann@example.org' })).toBeVisible()
  expect(await violations(page)).toEqual([])
})
