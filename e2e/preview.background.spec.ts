import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { CAN_CLOSE, carrierKeeps, countsByFile, dropAndSend, mockOf, openApp, signInForThisTab } from './background'
import { mockOrigin } from './ports'

/**
 * The service on another origin than the app (`npm run mock:server`, CORS): the service worker
 * carries a send on once its only tab is closed.
 */
const mock = mockOf(mockOrigin())
const files: Array<[string, number]> = [
  ['one.txt', 3000],
  ['two.txt', 5000],
  ['three.txt', 7000],
]

let context: BrowserContext | undefined
test.afterEach(async () => {
  await context?.close().catch(() => undefined)
  context = undefined
})

test('the only tab closed 1.5 s into a send of 3 files: the worker finishes it, each file once', async ({ baseURL }, testInfo) => {
  test.setTimeout(90_000)
  let page
  ;({ context, page } = await openApp(testInfo.outputPath('profile'), baseURL!))
  await signInForThisTab(page)
  await mock.control({ latencyMs: 2500 })
  await dropAndSend(page, files)
  await expect(page.getByText(CAN_CLOSE)).toBeVisible()
  await page.waitForTimeout(1500)
  await page.close()
  expect(context.pages()).toHaveLength(0)

  await expect.poll(async () => (await mock.state()).transfers.length, { timeout: 60_000 }).toBe(3)
  // A moment more: nothing arrives twice.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const counts = countsByFile(await mock.state())
  for (const [name] of files) {
    expect(counts.uploads.get(name), `${name} uploaded`).toBe(1)
    expect(counts.consignments.get(name), `${name} registered`).toBe(1)
    expect(counts.transfers.get(name), `${name} transferred`).toBe(1)
  }
  await mock.control({ latencyMs: 0 })

  page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('region', { name: /^Unfinished send/ })).toHaveCount(0)
  expect(await carrierKeeps(page)).toEqual({ leases: 0, answers: 0 })
})
