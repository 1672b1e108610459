import { expect, test } from './fixtures'
import { controlMock as control, mockServerState as state, openSendWithMock, sendThreeFiles } from './send-journey'

/**
 * An ordinary bad minute, against `npm run mock:server` from the production build: the service
 * failing for a while, the browser offline for a while. The send rides it out by itself.
 */

test('registrations refused with 500 until each file was refused four times: the send finishes by itself once the service is back', async ({
  page,
  request,
}) => {
  // Each file's refusals, as the browser got them (a 500 to POST …/consignments, by the file's name),
  // from the page or from the app's service worker, which makes a send's requests once it controls
  // the page (after the first visit).
  const refused = new Map<string, number>()
  page.context().on('response', (response) => {
    const call = response.request()
    if (call.method() === 'POST' && /\/consignments$/.test(new URL(call.url()).pathname) && response.status() === 500) {
      const { filename } = call.postDataJSON() as { filename: string }
      refused.set(filename, (refused.get(filename) ?? 0) + 1)
    }
  })
  await openSendWithMock(page, request, { faults: [{ endpoint: 'consignments', status: 500 }] })
  await sendThreeFiles(page)
  // It says it is trying again, with a countdown, and the step stays where it is.
  await expect(
    page
      .locator('.send-item')
      .first()
      .getByText(/Retrying the registration in \d+ s/),
  ).toBeVisible()
  // Refused four times each, its first try and three retries: the policy waits 1, 2, 4 s…, each
  // between half and all of it (src/lib/retry-policy.ts), so a file's fourth refusal comes at most
  // 7 s after its first. Waited for as it happens, not for a fixed time: the fixed 8 s outage left
  // the files at their fifth refusal, whose next try can be 16 s away, and the test took 25 s
  // alone. The backoff's growth and its bound are retry-policy.test.ts's.
  await expect
    .poll(() => Math.min(...['alpha.txt', 'beta.bin', 'gamma 🎉.json'].map((name) => refused.get(name) ?? 0)), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(4)
  expect((await state(request)).consignments).toBe(0)
  await expect(page.getByTestId('send-summary')).not.toContainText('failed')
  await control(request, { faults: [] })
  // No click: the next retries go through.
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.', { timeout: 30_000 })
  const after = await state(request)
  expect(after).toMatchObject({ files: 3, consignments: 3 })
  expect(after.transfers).toHaveLength(3)
})

test('offline in the middle of a send: said on the page and by each file, then finished by itself with every link', async ({
  page,
  context,
  request,
}) => {
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
  // Each file not through yet waits for the network, with no countdown: nothing is tried, nothing
  // fails, however long the browser stays offline (src/lib/send/model.ts sets no timer then). Waited
  // for as it comes, a request on its way when the network went included; a fixed 10 s of offline
  // proved no more and took that long.
  const waitingFiles = page.locator('.send-item.queued')
  await expect.poll(() => waitingFiles.count()).toBeGreaterThan(0)
  await expect(
    page
      .locator('.send-item:not(.done)')
      .filter({ hasNotText: /Offline: the \w+ goes on by itself when this browser is back online\./ }),
  ).toHaveCount(0)
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
