import { expect, test } from './fixtures'
import { controlMock as control, mockServerState as state, openSendWithMock, sendThreeFiles } from './send-journey'

/**
 * An ordinary bad minute, against `npm run mock:server` from the production build: the service
 * failing for a while, the browser offline for a while. The send rides it out by itself.
 */

test('registrations refused with 500 for 8 s: the send finishes by itself once the service is back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await openSendWithMock(page, request, { faults: [{ endpoint: 'consignments', status: 500 }] })
  await sendThreeFiles(page)
  // It says it is trying again, with a countdown, and the step stays where it is.
  await expect(
    page
      .locator('.send-item')
      .first()
      .getByText(/Retrying the registration in \d+ s/),
  ).toBeVisible()
  // Longer than three retries: the policy's waits are 1, 2, 4, 8 s…, each between half and all of
  // it (src/lib/retry-policy.ts), so the first file's third retry comes at most 7 s after its first
  // refusal, which the countdown above followed. Refused four times at least, waiting longer each
  // time, the send still finishes by itself, each file registered once. A 20 s outage proved no
  // more (the backoff's growth and its bound are retry-policy.test.ts's) and took 40 s of this
  // project's one worker.
  await page.waitForTimeout(8_000)
  expect((await state(request)).consignments).toBe(0)
  await expect(page.getByTestId('send-summary')).not.toContainText('failed')
  await control(request, { faults: [] })
  // No click: the next retries go through.
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.', { timeout: 90_000 })
  const after = await state(request)
  expect(after).toMatchObject({ files: 3, consignments: 3 })
  expect(after.transfers).toHaveLength(3)
})

test('offline for 10 s in the middle of a send: said on the page, then finished by itself with every link', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  // Slow enough that the send is still going when the network goes.
  await openSendWithMock(page, request, { latencyMs: 1500 })
  await sendThreeFiles(page)
  await expect(page.getByRole('heading', { name: 'Sending' })).toBeVisible()
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  await expect(manager).toBeVisible()
  await context.setOffline(true)
  await expect(manager.getByText(/^Offline: nothing is sent meanwhile/)).toContainText(
    'it all goes on by itself when the network is back',
  )
  await expect(manager.getByRole('button', { name: 'Try now' })).toBeVisible()
  await page.waitForTimeout(10_000)
  await expect(page.getByTestId('send-summary')).not.toContainText('failed')
  await control(request, { latencyMs: 0 })
  await context.setOffline(false)
  // Said at once (the send may already be through by the time it is read).
  await expect(manager.getByText(/^Back online(: going on)?\.$/)).toBeVisible()
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.', { timeout: 60_000 })
  const links = page.locator('.summary-links li')
  await expect(links).toHaveCount(3)
  for (const link of await links.all()) await expect(link.getByRole('link')).toHaveAttribute('href', /^http/)
  const after = await state(request)
  expect(after.files).toBeGreaterThanOrEqual(3)
  expect(after.transfers).toHaveLength(3)
})

test('the tab title never says 100% before the last transfer is done, and no time left is told once the bytes are sent', async ({
  page,
  request,
}) => {
  // Bytes go at once; the registrations and transfers take their time.
  await openSendWithMock(page, request, {
    faults: [
      { endpoint: 'consignments', delayMs: 1500 },
      { endpoint: 'transfers', delayMs: 1500 },
    ],
  })
  await sendThreeFiles(page)
  const seen: Array<{ title: string; summary: string; rate: string }> = []
  const summary = page.getByTestId('send-summary')
  while (!(await summary.textContent())?.startsWith('3 of 3')) {
    seen.push(
      await page.evaluate(() => ({
        title: document.title,
        summary: document.querySelector('[data-testid="send-summary"]')?.textContent ?? '',
        rate: document.querySelector('[data-testid="send-rate"]')?.textContent ?? '',
      })),
    )
    await page.waitForTimeout(100)
  }
  const early = seen.filter((s) => !s.summary.startsWith('3 of 3'))
  expect(early.length).toBeGreaterThan(5)
  expect(early.filter((s) => s.title.startsWith('100%'))).toEqual([])
  expect(early.filter((s) => s.rate.includes('0 sec left'))).toEqual([])
  expect(early.some((s) => /^\d+% · Sending 3 files$/.test(s.title))).toBe(true)
})
