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

test('records the previous version left in the browser still show, one entry per file', async ({ page }) => {
  // Written before the app opens the database, as version 1 of the app created and filled it.
  await page.addInitScript(() => {
    const service = `${location.origin}/mock/v1/public`
    const at = Date.UTC(2025, 0, 2, 12)
    const request = indexedDB.open('consign-history', 1)
    request.onupgradeneeded = () => {
      const db = request.result
      const stores = { uploads: 'fileId', consignments: 'id', transfers: 'id' }
      for (const [name, keyPath] of Object.entries(stores))
        db.createObjectStore(name, { keyPath }).createIndex('createdAt', 'createdAt')
      const tx = request.transaction!
      tx.objectStore('uploads').put({
        fileId: 'f-plans',
        containerId: 'c-1',
        filename: 'plans.pdf',
        mime: 'application/pdf',
        size: 2048,
        checksum: 'ab',
        createdAt: at,
        service,
      })
      tx.objectStore('consignments').put({
        id: 'k-plans',
        uuid: 'f-plans',
        filename: 'plans.pdf',
        contentType: 'application/pdf',
        size: 2048,
        container: 'c-1',
        co_authors: [],
        createdAt: at + 1000,
        service,
      })
      tx.objectStore('transfers').put({
        id: 't-plans',
        consignmentId: 'k-plans',
        filename: 'plans.pdf',
        recipients: ['ana@example.test'],
        message: 'From the old app',
        expiration: 7,
        createdAt: at + 2000,
        service,
      })
      // From before history was kept per service: no stamp.
      tx.objectStore('uploads').put({
        fileId: 'f-notes',
        containerId: 'c-2',
        filename: 'notes.txt',
        mime: 'text/plain',
        size: 12,
        checksum: 'cd',
        createdAt: at - 86_400_000,
      })
    }
    request.onsuccess = () => request.result.close()
    // Once the app has upgraded the database (a reload), version 1 no longer opens: nothing to seed.
    request.onerror = (event) => event.preventDefault()
  })
  await page.goto('/history')
  for (const when of ['first open', 'after a reload']) {
    await expect(page.getByRole('heading', { level: 2, name: 'Entries (2)' }), when).toBeVisible()
    await expect(entries(page).getByRole('heading', { level: 3 }), when).toHaveText(['plans.pdf', 'notes.txt'])
    const plans = entries(page).first()
    await expect(plans, when).toContainText('Delivered')
    await expect(plans, when).toContainText('ana@example.test')
    await expect(plans, when).toContainText('From the old app')
    await plans.getByRole('button', { name: /^Ids and download links/ }).click()
    for (const id of ['f-plans', 'c-1', 'k-plans', 't-plans']) await expect(plans, when).toContainText(id)
    await expect(entries(page).nth(1), when).toContainText('Uploaded')
    if (when === 'first open') await page.reload()
  }
  expect(
    await page.evaluate(() => indexedDB.databases().then((all) => all.find((d) => d.name === 'consign-history')?.version)),
  ).toBe(3)
})
