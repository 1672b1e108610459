import { expect, test } from './fixtures'
import { pickTwoFilesByKeyboard, tabTo } from './keyboard-helpers'

test('the register and transfer forms completed with the keyboard alone', async ({ page }) => {
  await page.goto('/consignments/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await expect(page.getByTestId('consignment-count')).toHaveText('0')

  await tabTo(page, 'New id')
  await page.keyboard.press('Enter')
  await tabTo(page, 'File name (required)')
  await page.keyboard.type('keyboard.txt')
  await page.keyboard.press('Tab')
  await page.keyboard.type('text/plain')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2048')
  await expect(page.getByText('= 2.0 KB')).toBeVisible()
  await tabTo(page, 'Add a co-author')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Co-author 1', { exact: true })).toBeFocused()
  await page.keyboard.type('ann@example.org')
  await page.keyboard.press('Enter')

  await expect(page.getByTestId('consignment-id')).toBeVisible()
  await expect(page.locator('.result-id')).toBeFocused()
  await expect(page.getByTestId('consignment-count')).toHaveText('1')
  const id = (await page.getByTestId('consignment-id').textContent()) ?? ''

  await tabTo(page, 'Send a transfer of this consignment')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Send a transfer' })).toBeVisible()
  await expect(page.getByLabel('Consignment id (required)')).toHaveValue(id)

  // And the transfer form: Enter commits an address, Enter on the empty input sends.
  await tabTo(page, 'Recipients (required)')
  await page.keyboard.type('ann@example.org, bob@example.org')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Remove bob@example.org' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('transfer-id')).toBeVisible()
  await expect(page.locator('.result-id')).toBeFocused()
})

test('the send page with the keyboard alone: files picked from the drop zone, every field, send', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()

  await pickTwoFilesByKeyboard(page)
  await expect(page.getByText('2 files, 11 bytes')).toBeVisible()

  await tabTo(page, 'Recipients')
  await page.keyboard.type('ann@example.com, bob@example.org')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: /Recipients: 2 addresses/ })).toBeVisible()
  await tabTo(page, 'Message (optional)')
  await page.keyboard.type('By keyboard')
  await page.keyboard.press('Tab')
  // The expiration presets are one radio group: arrows move the choice.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'in 14 days' })).toBeChecked()
  await tabTo(page, /^Send 2 files · /)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.')
  const state = await page.evaluate(() =>
    fetch('/__mock/state').then((r) => r.json() as Promise<{ transfers: Array<{ expiration: number; message: string }> }>),
  )
  expect(state.transfers).toHaveLength(2)
  for (const t of state.transfers) expect(t).toMatchObject({ expiration: 14, message: 'By keyboard' })
})
