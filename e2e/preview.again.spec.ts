import { expect, test } from './fixtures'
import { type Page } from '@playwright/test'
import { controlMock, dropAndSend, mockServerState, signInAndOpenSend } from './send-journey'

/*
 * Sending the files of a finished send to more people: the service receives transfers of the
 * consignments registered before, and no upload or registration (the mock server's state).
 */

const five: Array<[string, string]> = ['one', 'two', 'three', 'four', 'five'].map((n) => [`${n}.txt`, `the ${n} file`])

/** Five files sent to ann@ with a message, seen through to their summary. */
async function sendFive(page: Page) {
  await signInAndOpenSend(page)
  await page.getByLabel('Message (optional)').fill('The five files')
  await dropAndSend(page, five)
  await expect(page.getByTestId('send-summary')).toHaveText('5 of 5 files sent.')
}

const checkboxes = (page: Page) => page.getByRole('region', { name: 'Send to more people' }).getByRole('checkbox')

async function sendTo(page: Page, address: string, files: number) {
  // A combobox now: the earlier send's recipients are offered as suggestions.
  const recipients = page.getByRole('combobox', { name: 'Recipients' })
  await expect(recipients).toBeEmpty()
  await expect(page.locator('.chips .chip')).toHaveCount(0)
  await recipients.fill(address)
  await recipients.press('Enter')
  await page.getByRole('button', { name: new RegExp(`^Send ${files} files`) }).click()
}

test('a finished send goes to one more person: 5 transfers, no upload, no registration; History links the two', async ({
  page,
  request,
}) => {
  await sendFive(page)
  expect(await mockServerState(request)).toMatchObject({ files: 5, consignments: 5 })

  await page.getByRole('button', { name: 'Send to more people' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Send to more people' })).toBeFocused()
  await expect(checkboxes(page)).toHaveCount(5)
  for (const box of await checkboxes(page).all()) await expect(box).toBeChecked()
  // The earlier send's message is offered as it was; no file to pick.
  await expect(page.getByLabel('Message (optional)')).toHaveValue('The five files')
  await expect(page.getByTestId('send-dropzone')).toHaveCount(0)
  await sendTo(page, 'dee@example.net', 5)

  await expect(page.getByRole('heading', { level: 2, name: '5 files sent to 1 recipient' })).toBeVisible()
  await expect(page.getByTestId('summary-recipients')).toHaveText('To dee@example.net')
  await expect(page.locator('.summary-links a')).toHaveCount(5)
  const state = await mockServerState(request)
  expect(state).toMatchObject({ files: 5, consignments: 5 })
  expect(state.transfers).toHaveLength(10)
  const first = state.transfers.slice(0, 5).map((t) => t.consignmentId)
  expect(
    state.transfers
      .slice(5)
      .map((t) => t.consignmentId)
      .sort(),
  ).toEqual([...first].sort())
  for (const t of state.transfers.slice(5)) expect(t.target_emails).toEqual(['dee@example.net'])

  // History: the new send names the one its files came from, which lists it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  const entries = page.locator('.history-list > li')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0).getByText('First sent')).toBeVisible()
  await expect(entries.nth(1)).toContainText('dee@example.net')
  await entries.nth(0).locator('.history-sends a').click()
  await expect(page).toHaveURL(new RegExp(`#${await entries.nth(1).getAttribute('id')}$`))

  // From the first send's entry, three of the five to another person.
  await entries.nth(1).getByRole('link', { name: 'Send to more people' }).click()
  await expect(checkboxes(page)).toHaveCount(5)
  await checkboxes(page).nth(1).uncheck()
  await checkboxes(page).nth(3).uncheck()
  await sendTo(page, 'eve@example.org', 3)
  // The tab's summary keeps the earlier send again until Send more files; the end of this one is said.
  await expect(page.getByRole('status').filter({ hasText: '3 files sent to eve@example.org.' })).toBeVisible()
  const after = await mockServerState(request)
  expect(after).toMatchObject({ files: 5, consignments: 5 })
  expect(after.transfers).toHaveLength(13)
  // two.txt and four.txt left out: the other three went, each by its consignment of the first send.
  const named = new Map(after.registered.map((c) => [c.id, c.filename]))
  expect(
    after.transfers
      .slice(10)
      .map((t) => named.get(t.consignmentId))
      .sort(),
  ).toEqual(['five.txt', 'one.txt', 'three.txt'])
  expect(after.transfers.slice(10).every((t) => first.includes(t.consignmentId))).toBe(true)
})

test('one transfer refused: that file is named with the service’s message, the other four go, and a retry sends it', async ({
  page,
  request,
}) => {
  await sendFive(page)
  await page.getByRole('button', { name: 'Send to more people' }).click()
  await controlMock(request, { faults: [{ endpoint: 'transfers', status: 400, skip: 1, times: 1 }] })
  await sendTo(page, 'dee@example.net', 5)

  await expect(page.getByTestId('send-summary')).toHaveText('4 of 5 files sent, 1 failed.')
  const failed = page.locator('.send-item.failed')
  await expect(failed).toHaveCount(1)
  await expect(failed.locator('.alert')).toContainText('Forced 400 by the mock')
  await expect(failed.locator('.step-failed')).toHaveText(/Transfer/)
  expect((await mockServerState(request)).transfers).toHaveLength(9)

  await failed.getByRole('button', { name: 'Retry transfer' }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('5 of 5 files sent.')
  const state = await mockServerState(request)
  expect(state).toMatchObject({ files: 5, consignments: 5 })
  expect(state.transfers).toHaveLength(10)
})
