import { expect, test } from './fixtures'
import { headerRows, sidewaysScroll } from './layout-checks'
import { goTo, pages, sendAndKeepUploading } from './layout-journey'

// The narrowest phones in use (320 px), which Firefox's 360 px less its scrollbar (348) is close to.
for (const colorScheme of ['light', 'dark'] as const)
  test.describe(`320 px, ${colorScheme}`, () => {
    test.use({ viewport: { width: 320, height: 640 }, colorScheme })

    test('every page, with a send going and with the menu open: the header in one row, nothing scrolls sideways', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await sendAndKeepUploading(page)
      for (const [link, heading] of pages) {
        await goTo(page, link, true)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page.getByTestId('consignment-count')).toHaveText('0')
        await expect(page.getByText('Loading…')).toHaveCount(0)
        expect(await headerRows(page), `header rows on ${link}`).toBe(1)
        expect(await sidewaysScroll(page), `sideways scroll on ${link}`).toBe(0)
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
        expect(await sidewaysScroll(page), `sideways scroll on ${link} with the menu open`).toBe(0)
        await page.getByRole('button', { name: 'Menu' }).click()
      }
    })
  })
