import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { controlMock as control, dropAndSend, mockServerState as state, openSendWithMock, sendThreeFiles } from './send-journey'

/**
 * A cancel tells the truth, and links come by themselves, against `npm run mock:server` from the
 * production build. The mock answers a registration or transfer that is slow only after doing
 * it, as a real service would: what was on its way when the person cancelled may be done.
 */

/** The server holds this many consignments and transfers: none made twice. */
async function expectOnServer(request: APIRequestContext, consignments: number, transfers: number) {
  const now = await state(request)
  expect({ consignments: now.consignments, transfers: now.transfers.length }).toEqual({ consignments, transfers })
}

const item = (page: Page, name: string) => page.locator('.send-item', { has: page.getByText(name, { exact: true }) })

test('cancel while the registration is on its way: it may already be done, its answer is used, and Retry does not register it again', async ({
  page,
  request,
}) => {
  await openSendWithMock(page, request, { faults: [{ endpoint: 'consignments', delayMs: 3000 }] })
  await dropAndSend(page, [['one.txt', 'one']])
  const file = item(page, 'one.txt')
  await expect(file.getByText('Registering the consignment…')).toBeVisible()
  await file.getByRole('button', { name: 'Cancel' }).click()
  await expect(file).toContainText('May already be registered: the registration was on its way when you cancelled.')
  await expect(file.locator('.step-doubt')).toHaveText('Register: may already be done')
  await expect(file).not.toContainText('failed')
  // Only the person makes it again, and says so.
  await expect(file.getByRole('button', { name: 'Register it again' })).toBeVisible()
  // The answer comes: the registration is done, the transfer was not made.
  await expect(file).toContainText('Registered; cancelled before the transfer.')
  await expect(file.locator('.step-done')).toHaveText(['Upload: done', 'Register: done'])
  await expectOnServer(request, 1, 0)

  await file.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('1 of 1 file sent.')
  await expectOnServer(request, 1, 1)
})

test('cancel while the transfer is on its way: it may already be delivered, and once it answers the file is sent, once', async ({
  page,
  request,
}) => {
  await openSendWithMock(page, request, { faults: [{ endpoint: 'transfers', delayMs: 3000 }] })
  await dropAndSend(page, [['two.txt', 'two']])
  const file = item(page, 'two.txt')
  await expect(file.getByText('Sending the transfer…')).toBeVisible()
  await file.getByRole('button', { name: 'Cancel' }).click()
  await expect(file).toContainText('May already be delivered: the transfer was on its way when you cancelled.')
  await expect(file.getByRole('button', { name: 'Send the transfer again' })).toBeVisible()
  await expect(page.getByTestId('send-summary')).toHaveText('1 of 1 file sent.')
  await expect(page.getByRole('heading', { name: '1 file sent to 1 recipient' })).toBeVisible()
  await expectOnServer(request, 1, 1)
})

test('Cancel all mid-send says what was stopped and what may have happened anyway', async ({ page, request }) => {
  await openSendWithMock(page, request, { faults: [{ endpoint: 'consignments', delayMs: 3000 }] })
  await sendThreeFiles(page)
  for (const name of ['alpha.txt', 'beta.bin', 'gamma 🎉.json'])
    await expect(item(page, name).getByText('Registering the consignment…')).toBeVisible()
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  await manager.getByRole('button', { name: 'Cancel all' }).click()
  const cancelled = page.getByTestId('send-cancelled')
  await expect(cancelled).toHaveText(
    'Cancelled: 3 may already be registered (that request was on its way: its answer is used if it comes, and it is made again only if you choose).',
  )
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText('3 of 3 done, 3 may already be registered')
  // The registrations answer after all: said as done, and nothing went further.
  await expect(cancelled).toHaveText('Cancelled: 3 registered but not transferred.')
  await expect(page.getByTestId('send-summary')).toHaveText('0 of 3 files sent.')
  await expectOnServer(request, 3, 0)
})

test('links asked while the service cannot be reached come by themselves once it answers; a refused one can be asked again', async ({
  page,
  request,
}) => {
  await openSendWithMock(page, request, {
    faults: [
      { endpoint: 'download', status: 400, times: 1 },
      { endpoint: 'download', network: true },
    ],
  })
  await sendThreeFiles(page)
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.')
  const links = page.locator('.summary-links li')
  await expect(links).toHaveCount(3)
  await expect(links.getByText(/It is asked again by itself/)).toHaveCount(2)
  const refused = links.filter({ hasText: 'No link: ' })
  await expect(refused).toHaveCount(1)
  await expect(refused).toContainText('Forced 400 by the mock')
  await page.waitForTimeout(3000)
  await control(request, { faults: [] })
  // No click: the links asked during the outage appear.
  await expect(links.getByRole('link')).toHaveCount(2, { timeout: 30_000 })
  await refused.getByRole('button', { name: /^Ask again/ }).click()
  await expect(links.getByRole('link')).toHaveCount(3)
  for (const link of await links.all()) await expect(link.getByRole('link')).toHaveAttribute('href', /^http/)
})

test('Retry all leaves the links already shown as they are', async ({ page, request }) => {
  await openSendWithMock(page, request, { faults: [{ endpoint: 'transfers', status: 400, skip: 1, times: 1 }] })
  await sendThreeFiles(page)
  await expect(page.getByTestId('send-summary')).toHaveText('2 of 3 files sent, 1 failed.')
  const links = page.locator('.summary-links li')
  await expect(links.getByRole('link')).toHaveCount(2)
  const shown = await links.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))
  const asked = (await state(request)).links.length
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  await manager.getByRole('button', { name: 'Retry all' }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.')
  await expect(links.getByRole('link')).toHaveCount(3)
  const now = await links.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))
  expect(now.filter((href) => shown.includes(href))).toEqual(shown)
  // One more link asked: the new file's, none for the files whose links were shown.
  expect((await state(request)).links).toHaveLength(asked + 1)
})
