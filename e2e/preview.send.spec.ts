import { expect, test } from '@playwright/test'
import { sendWithOneRefusedTransfer, type MockState } from './send-journey'

/** The built app, pointed by its config.json at `npm run mock:server`: real HTTP, real progress. */
const MOCK = 'http://127.0.0.1:8787'

test('send flow against the HTTP mock server from the production build', async ({ page, request }) => {
  await request.post(`${MOCK}/__mock/reset`)
  await page.goto('/settings')
  // A production build has no credentials built in: the person enters them.
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send files' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()

  await sendWithOneRefusedTransfer(page, {
    control: async (body) => {
      expect((await request.post(`${MOCK}/__mock/control`, { data: body })).ok()).toBe(true)
    },
    state: async () => (await (await request.get(`${MOCK}/__mock/state`)).json()) as MockState,
  })
})
