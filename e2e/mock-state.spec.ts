import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'

const count = (page: Page) => page.getByTestId('consignment-count')

/** How many consignments the in-browser mock has written to IndexedDB. */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('consign-mock')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('state')
          get.onsuccess = () => {
            resolve(Object.keys((get.result as { consignments?: object } | undefined)?.consignments ?? {}).length)
            open.result.close()
          }
          get.onerror = () => reject(get.error)
        }
      }),
  )

test('the dev mock keeps its data across a reload, and the mock controls reset it', async ({ page }) => {
  await page.goto('/consignments/new')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register a consignment')
  await page.getByLabel('File name (required)').fill('kept.txt')
  await page.getByLabel('Content type (required)').fill('text/plain')
  await page.getByLabel('Size in bytes (required)').fill('12')
  await page.getByRole('button', { name: 'Register consignment' }).click()
  await expect(count(page)).toHaveText('1')
  await expect.poll(() => stored(page)).toBe(1)

  await page.reload()
  await expect(count(page)).toHaveText('1')

  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Mock controls' }).click()
  await page.getByRole('button', { name: 'Reset mock data' }).click()
  await expect(page.getByRole('complementary', { name: 'Mock controls' }).getByRole('status')).toContainText('Mock updated')
  await expect(count(page)).toHaveText('0')
  await expect.poll(() => stored(page)).toBe(0)
  await page.reload()
  await expect(count(page)).toHaveText('0')
})
