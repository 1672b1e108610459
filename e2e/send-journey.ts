import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mockOrigin } from './ports'

export type MockState = {
  consignments: number
  files: number
  transfers: Array<{ target_emails: string[]; consignmentId: string }>
  /** each consignment registered: its id and file name */
  registered: Array<{ id: string; filename: string }>
  /** the tokens of the download links issued so far */
  links: string[]
}
export type MockAccess = { control: (body: unknown) => Promise<void>; state: () => Promise<MockState> }

/** Three files, dropped for real on the Send page's drop zone. */
export async function dropThreeFiles(page: Page) {
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer()
    dt.items.add(new File(['alpha '.repeat(1000)], 'alpha.txt', { type: 'text/plain' }))
    dt.items.add(new File([new Uint8Array(300_000).map((_, i) => i % 251)], 'beta.bin', { type: 'application/octet-stream' }))
    dt.items.add(new File(['{"gamma":true}'], 'gamma 🎉.json', { type: 'application/json' }))
    return dt
  })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByText(/^3 files, /)).toBeVisible()
}

/** Three files dropped and sent to ann@ and bob@ with a message, from sender@example.com. */
export async function sendThreeFiles(page: Page) {
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com; bob@example.org')
  await recipients.press('Enter')
  await page.getByLabel('Message (optional)').fill('Three files for you')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: 'Send 3 files' }).click()
}

/** The whole flow to two recipients; the second transfer is refused once, then retried. */
export async function sendWithOneRefusedTransfer(page: Page, mock: MockAccess) {
  await mock.control({ faults: [{ endpoint: 'transfers', status: 400, skip: 1, times: 1 }] })
  await sendThreeFiles(page)

  const summary = page.getByTestId('send-summary')
  await expect(summary).toHaveText('2 of 3 files sent, 1 failed.')
  const failed = page.locator('.send-item.failed')
  await expect(failed).toHaveCount(1)
  await expect(failed.locator('.alert')).toContainText('Forced 400 by the mock')
  await expect(failed.locator('.step-failed')).toHaveText(/Transfer/)

  const before = await mock.state()
  expect(before).toMatchObject({ files: 3, consignments: 3 })
  expect(before.transfers).toHaveLength(2)

  await failed.getByRole('button', { name: 'Retry transfer' }).click()
  await expect(summary).toHaveText('3 of 3 files sent.')
  const after = await mock.state()
  // Retried from the failed step: nothing uploaded or registered twice.
  expect(after).toMatchObject({ files: 3, consignments: 3 })
  expect(after.transfers).toHaveLength(3)
  for (const t of after.transfers) expect(t.target_emails).toEqual(['ann@example.com', 'bob@example.org'])
  await expect(page.getByTestId('consignment-count')).toHaveText('3')
}

/** Text files, dropped on the Send page and sent to one recipient with any already listed: `[name, content]` each. */
export async function dropAndSend(page: Page, files: Array<[name: string, content: string]>, alreadyListed = 0) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const [name, content] of list) dt.items.add(new File([content], name, { type: 'text/plain' }))
    return dt
  }, files)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  const count = files.length + alreadyListed
  await page.getByRole('button', { name: count === 1 ? 'Send 1 file' : `Send ${count} files` }).click()
}

/** A production build has no credentials built in: the person enters them, then opens Send. */
export async function signInAndOpenSend(page: Page) {
  await page.goto('/settings')
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
}

/** `npm run mock:server` of the preview specs: its switches, and what it holds. */
export const controlMock = async (request: APIRequestContext, body: unknown) =>
  expect((await request.post(`${mockOrigin()}/__mock/control`, { data: body })).ok()).toBe(true)
export const mockServerState = async (request: APIRequestContext) =>
  (await (await request.get(`${mockOrigin()}/__mock/state`)).json()) as MockState

/** Signed in and on Send, with `npm run mock:server` switched as `body` says (faults, latency). */
export async function openSendWithMock(page: Page, request: APIRequestContext, body: unknown) {
  await signInAndOpenSend(page)
  await controlMock(request, body)
}
