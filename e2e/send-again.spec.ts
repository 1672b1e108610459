import { violations } from './axe'
import { expect, test } from './fixtures'
import { coveredControls, sidewaysScroll } from './layout-checks'
import { type Page, type TestInfo } from '@playwright/test'
import { dropAndSend, dropThreeFiles } from './send-journey'

/** The page as it is, in light and dark, on a phone and a desktop: no sideways scroll, nothing fixed over a control, axe clean. */
async function checkEveryWay(page: Page, testInfo: TestInfo, what: string) {
  for (const colorScheme of ['light', 'dark'] as const)
    for (const [device, viewport] of [
      ['phone', { width: 360, height: 740 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme })
      const where = `${what}, ${colorScheme}, ${device}`
      expect(await sidewaysScroll(page), where).toBe(0)
      expect(await coveredControls(page), where).toEqual([])
      expect(await violations(page), where).toEqual([])
      await testInfo.attach(where, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
    }
}

/** alpha, beta and gamma sent to ann@ from the dev app's Send page, seen through to their summary. */
async function sendThree(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByLabel('Message (optional)').fill('The photos from Sunday')
  await page.getByRole('button', { name: /^Send 3 files/ }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('3 of 3 files sent.')
}

test('sending to more people, and History’s entries of it, in light and dark, on a phone and a desktop: axe clean, fits', async ({
  page,
}, testInfo) => {
  await sendThree(page)
  await page.getByRole('button', { name: 'Send to more people' }).click()
  await expect(page.getByRole('region', { name: 'Send to more people' }).getByRole('checkbox')).toHaveCount(3)
  // Nothing ticked: the send says so where the files are, and nothing leaves.
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck()
  await page.getByRole('combobox', { name: 'Recipients' }).fill('dee@example.net')
  await page.getByRole('combobox', { name: 'Recipients' }).press('Enter')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Tick at least one file to send again.' })).toBeVisible()

  await checkEveryWay(page, testInfo, 'the Send page for files sent before')

  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: '1 file sent to 1 recipient' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.locator('.history-list > li')).toHaveCount(2)
  await checkEveryWay(page, testInfo, 'History with a send and the send of one of its files to one more person')
})

type MockState = { files: number; consignments: number; transfers: Array<{ consignmentId: string; target_emails: string[] }> }
const mockState = (page: Page) => page.evaluate(() => fetch('/__mock/state').then((r) => r.json() as Promise<MockState>))

test('the Transfer page picks several consignments of this browser, one found by name and all of a send, and sends them on with no upload', async ({
  page,
}, testInfo) => {
  await sendThree(page)
  await page.getByRole('button', { name: 'Send more files' }).click()
  await dropAndSend(page, [
    ['delta.txt', 'delta'],
    ['epsilon.txt', 'epsilon'],
  ])
  await expect(page.getByTestId('send-summary')).toHaveText('2 of 2 files sent.')

  // Within the app: the dev mock writes what it holds a moment after each change, and a reload now could lose the last.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click()
  await page.getByRole('link', { name: 'Transfer', exact: true }).click()
  const several = page.getByRole('region', { name: 'Several at once' })
  const search = several.getByLabel('Find by file name, recipient or message')
  await search.fill('beta')
  await expect(several.getByRole('checkbox')).toHaveCount(1)
  await several.getByRole('checkbox', { name: 'beta.bin' }).check()
  await search.fill('')
  await several.getByRole('checkbox', { name: /^All 2 files of the send of / }).check()
  await expect(several.getByRole('checkbox', { name: 'epsilon.txt' })).toBeChecked()
  await checkEveryWay(page, testInfo, 'the Transfer page with three consignments picked')
  await several.getByRole('button', { name: 'Send 3 to more people' }).click()

  const offered = page.getByRole('region', { name: 'Send to more people' }).getByRole('checkbox')
  await expect(offered).toHaveCount(3)
  await page.getByRole('combobox', { name: 'Recipients' }).fill('dee@example.net')
  await page.getByRole('combobox', { name: 'Recipients' }).press('Enter')
  await page.getByRole('button', { name: /^Send 3 files/ }).click()
  // The tab's summary still holds the send of delta and epsilon (not cleared): the end of this one is said.
  await expect(page.getByRole('status').filter({ hasText: '3 files sent to dee@example.net.' })).toBeVisible()
  const state = await mockState(page)
  expect(state).toMatchObject({ files: 5, consignments: 5 })
  expect(state.transfers.filter((t) => t.target_emails.includes('dee@example.net'))).toHaveLength(3)
})
