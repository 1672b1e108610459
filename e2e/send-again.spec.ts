import { violations } from './axe'
import { expect, test } from './fixtures'
import { coveredControls, sidewaysScroll } from './layout-checks'
import { dropThreeFiles } from './send-journey'

test('sending to more people, and History’s entries of it, in light and dark, on a phone and a desktop: axe clean, fits', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await dropThreeFiles(page)
  const recipients = page.getByRole('textbox', { name: 'Recipients' })
  await recipients.fill('ann@example.com')
  await recipients.press('Enter')
  await page.getByLabel('Message (optional)').fill('The photos from Sunday')
  await page.getByRole('button', { name: /^Send 3 files/ }).click()
  await page.getByRole('button', { name: 'Send to more people' }).click()
  await expect(page.getByRole('region', { name: 'Send to more people' }).getByRole('checkbox')).toHaveCount(3)
  // Nothing ticked: the send says so where the files are, and nothing leaves.
  for (const box of await page.getByRole('checkbox').all()) await box.uncheck()
  await page.getByRole('combobox', { name: 'Recipients' }).fill('dee@example.net')
  await page.getByRole('combobox', { name: 'Recipients' }).press('Enter')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Tick at least one file to send again.' })).toBeVisible()

  const check = async (what: string) => {
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
  await check('the Send page for files sent before')

  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: '1 file sent to 1 recipient' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.locator('.history-list > li')).toHaveCount(2)
  await check('History with a send and the send of one of its files to one more person')
})
