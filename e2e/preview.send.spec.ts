import { expect, test } from './fixtures'
import { mockOrigin } from './ports'
import { dropThreeFiles, sendWithOneRefusedTransfer, signInAndOpenSend, type MockState } from './send-journey'

/** The built app, pointed by its config.json at `npm run mock:server`: real HTTP, real progress. */
const MOCK = mockOrigin()

test('send flow against the HTTP mock server from the production build', async ({ page, request }) => {
  await signInAndOpenSend(page)

  await sendWithOneRefusedTransfer(page, {
    control: async (body) => {
      expect((await request.post(`${MOCK}/__mock/control`, { data: body })).ok()).toBe(true)
    },
    state: async () => (await (await request.get(`${MOCK}/__mock/state`)).json()) as MockState,
  })
})

test('a file whose checksum the server got wrong is shown as such and is not sent on', async ({ page, request }) => {
  await signInAndOpenSend(page)
  // The second upload's answer carries a wrong checksum.
  await request.post(`${MOCK}/__mock/control`, {
    data: { faults: [{ endpoint: 'upload', wrongChecksum: true, skip: 1, times: 1 }] },
  })
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByRole('button', { name: 'Send 3 files' }).click()

  await expect(page.getByTestId('send-summary')).toHaveText('2 of 3 files sent, 1 failed.')
  const failed = page.locator('.send-item.failed')
  await expect(failed.locator('.alert')).toContainText('Checksum mismatch')
  await expect(failed.locator('.step-failed')).toHaveText(/Upload/)
  const state = (await (await request.get(`${MOCK}/__mock/state`)).json()) as MockState
  // Uploaded three times, but only the two intact files were registered and transferred.
  expect(state).toMatchObject({ files: 3, consignments: 2 })
  expect(state.transfers).toHaveLength(2)
})
