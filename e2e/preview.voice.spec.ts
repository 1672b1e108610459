import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { pickTwoFilesByKeyboard, tabTo } from './keyboard-helpers'
import { heardSince, recordLiveRegions } from './live-regions'
import { controlMock, signInAndOpenSend } from './send-journey'

/*
 * What a screen reader is told during a send (issue 32), as e2e/live-regions.ts records it: every
 * text change of a live region, with its time. The built app against `npm run mock:server` at
 * 150 ms a request.
 */

/** `n` small text files dropped on Send, to ann@example.org; returns when Send was pressed. */
async function dropAndPressSend(page: Page, n: number) {
  const dataTransfer = await page.evaluateHandle((count) => {
    const dt = new DataTransfer()
    for (let i = 1; i <= count; i++) dt.items.add(new File([`heard ${i}\n`.repeat(50)], `heard-${i}.txt`, { type: 'text/plain' }))
    return dt
  }, n)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.org')
  await recipients.press('Enter')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  const send = page.getByRole('button', { name: new RegExp(`^Send ${n} files`) })
  await expect(send).toBeEnabled()
  const pressed = await page.evaluate(() => Date.now())
  await send.click()
  return pressed
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordLiveRegions)
})

test('a 50-file send: a few sentences a person can follow, from the start to the end', async ({ page, request }, info) => {
  await signInAndOpenSend(page)
  await controlMock(request, { latencyMs: 150 })
  const pressed = await dropAndPressSend(page, 50)
  await expect(page.getByTestId('send-summary')).toHaveText('50 of 50 files sent.', { timeout: 60_000 })
  // What follows the end (the summary, its links) must not speak either.
  await page.waitForTimeout(2000)
  const heard = await heardSince(page, pressed)
  await info.attach('heard.json', { body: JSON.stringify(heard, null, 2), contentType: 'application/json' })

  // More than the summary makes at once (20): its links are had on request, and the end says where.
  expect(heard.at(-1)?.text, JSON.stringify(heard)).toBe(
    '50 files sent to ann@example.org. Get the download links on the Send page.',
  )
  expect(heard[0]!.at, 'something said within 2 s of pressing Send').toBeLessThanOrEqual(2000)
  expect(heard[0]!.text).toBe('Sending 50 files to ann@example.org.')
  // At most one every 2 s on average over the send (and the 2 s after it) …
  const span = Math.max(heard.at(-1)!.at, 2000)
  expect(heard.length, JSON.stringify(heard)).toBeLessThanOrEqual(Math.ceil(span / 2000))
  // … and never more than 3 in any 2 s.
  for (const h of heard) expect(heard.filter((o) => o.at >= h.at && o.at < h.at + 2000).length).toBeLessThanOrEqual(3)
  expect(heard.map((h) => h.text).join('\n')).not.toMatch(/No files yet|of 50 done|http/)
})

test('one refused transfer among 10: the file named within 3 s', async ({ page, request }, info) => {
  await signInAndOpenSend(page)
  await controlMock(request, { latencyMs: 150, faults: [{ endpoint: 'transfers', status: 400, skip: 3, times: 1 }] })
  const pressed = await dropAndPressSend(page, 10)
  const failed = page.locator('.send-item.failed')
  await expect(failed).toHaveCount(1, { timeout: 30_000 })
  const name = await failed.getAttribute('aria-label')
  await expect(page.getByTestId('send-summary')).toHaveText('9 of 10 files sent, 1 failed.', { timeout: 30_000 })
  await page.waitForTimeout(500)
  const heard = await heardSince(page, pressed)
  const failedAt = (await page.evaluate(() => window.__failedAt!)) - pressed
  await info.attach('heard.json', { body: JSON.stringify({ failedAt, heard }, null, 2), contentType: 'application/json' })

  const named = heard.find((h) => h.text.includes(`The transfer of ${name} failed. Retry it on the Send page.`))
  expect(named, JSON.stringify(heard)).toBeDefined()
  expect(named!.at - failedAt).toBeLessThanOrEqual(3000)
  expect(heard.at(-1)!.text).toContain('9 of 10 files sent to ann@example.org; 1 failed.')
})

test('keyboard alone, from choosing files to copying a link: each step heard', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInAndOpenSend(page)
  const since = await page.evaluate(() => Date.now())
  await pickTwoFilesByKeyboard(page)
  await tabTo(page, 'Recipients')
  await page.keyboard.type('ann@example.org')
  await page.keyboard.press('Enter')
  await tabTo(page, /^Send 2 files · /)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.', { timeout: 30_000 })
  await tabTo(page, /^Copy link of one\.txt/)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Copied')).toBeVisible()
  const heard = (await heardSince(page, since)).map((h) => h.text)
  await info.attach('heard.json', { body: JSON.stringify(heard, null, 2), contentType: 'application/json' })
  // What was added, the start, the end and the copy, in that order; nothing else of the send.
  const order = [
    '2 files added.',
    'Added 1 address.',
    'Sending 2 files to ann@example.org.',
    // Said once the summary has made the links: they are there to copy.
    '2 files sent to ann@example.org. Links are ready.',
    'Copied',
  ]
  const at = order.map((text) => heard.findIndex((h) => h.includes(text)))
  expect(at, JSON.stringify(heard)).toEqual([...at].sort((a, b) => a - b))
  expect(
    at.every((i) => i >= 0),
    JSON.stringify(heard),
  ).toBe(true)
})
