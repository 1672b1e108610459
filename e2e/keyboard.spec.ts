import { expect, test, type Page } from '@playwright/test'

/** Tab until the focused control has this accessible name; no clicks. */
async function tabTo(page: Page, name: string | RegExp, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
      return labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? ''
    })
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

test('the register and transfer forms completed with the keyboard alone', async ({ page }) => {
  await page.goto('/consignments/new')
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }))
  await page.reload()
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
