import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { sendThreeFiles, type MockState } from './send-journey'

/** The entries, not the files listed inside an open one. */
const entries = (page: Page) => page.getByRole('region', { name: /^Entries/ }).locator('.history-list > li')

test('a send of three files is one History entry, after a reload too', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }))
  await sendThreeFiles(page)
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.')
  const state = await page.evaluate(() => fetch('/__mock/state').then((r) => r.json() as Promise<MockState>))
  const consignmentIds = [...new Set(state.transfers.map((t) => t.consignmentId))]
  expect(consignmentIds).toHaveLength(3)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  for (const when of ['after the send', 'after a reload']) {
    await expect(page.getByRole('heading', { level: 2, name: 'Entries (1)' }), when).toBeVisible()
    await expect(entries(page), when).toHaveCount(1)
    const entry = entries(page).first()
    await expect(entry.getByRole('heading', { level: 3 }), when).toHaveText(
      /^(alpha\.txt|beta\.bin|gamma 🎉\.json) and 2 more files$/,
    )
    await expect(entry, when).toContainText('All 3 delivered')
    await expect(entry, when).toContainText('ann@example.com, bob@example.org')
    await expect(entry, when).toContainText('Three files for you')
    for (const name of ['alpha.txt', 'beta.bin', 'gamma 🎉.json']) await expect(entry, when).toContainText(name)

    const disclosure = entry.getByRole('button', { name: /^Ids and download links/ })
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false')
    await disclosure.focus()
    await page.keyboard.press('Enter')
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true')
    for (const id of consignmentIds) await expect(entry, when).toContainText(id)
    await expect(entry.getByRole('button', { name: 'Generate download link' })).toHaveCount(3)
    if (when === 'after the send') await page.reload()
  }
})

test('a database a development build left behind is not read: History opens its own, empty', async ({ page }) => {
  // Written before the app opens its database, under the name builds before the first release used.
  await page.addInitScript(() => {
    const request = indexedDB.open('consign-history', 3)
    request.onupgradeneeded = () => {
      const db = request.result
      db.createObjectStore('uploads', { keyPath: 'fileId' }).createIndex('createdAt', 'createdAt')
      request.transaction!.objectStore('uploads').put({
        fileId: 'f-old',
        containerId: 'c-old',
        filename: 'old.txt',
        mime: 'text/plain',
        size: 12,
        checksum: 'cd',
        createdAt: Date.UTC(2025, 0, 2, 12),
        service: `${location.origin}/mock/v1/public`,
      })
    }
    request.onsuccess = () => request.result.close()
  })
  await page.goto('/history')
  await expect(page.getByRole('heading', { level: 2, name: 'Entries (0)' })).toBeVisible()
  await expect(page.getByText(/Nothing sent from this browser yet/)).toBeVisible()
  const versions = await page.evaluate(() =>
    indexedDB.databases().then((all) => Object.fromEntries(all.map((d) => [d.name, d.version]))),
  )
  expect(versions).toMatchObject({ consign: 1, 'consign-history': 3 })
})
