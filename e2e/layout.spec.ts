import { expect, test } from '@playwright/test'
import { violations } from './axe'
import { dropThreeFiles } from './send-journey'
import { coveredControls, sidewaysScroll } from './layout-checks'
import { goTo, pages, sendAndKeepUploading } from './layout-journey'
import { bytesOf, mockControl, openUploadPage, row, startUpload } from './upload-helpers'

const screens = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

for (const colorScheme of ['light', 'dark'] as const)
  for (const { name, viewport } of screens)
    test.describe(`${name}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme })
      const phone = name === 'phone'

      test('every page after a send: no sideways scroll, nothing fixed over a control, axe clean', async ({ page }) => {
        test.setTimeout(120_000)
        await sendAndKeepUploading(page)
        for (const [link, heading] of pages) {
          await goTo(page, link, phone)
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
          await expect(page.getByTestId('consignment-count')).not.toHaveText('…')
          await expect(page.getByRole('complementary', { name: 'Upload manager' })).toBeVisible()
          // The page's own data has arrived (the account on settings, say) before it is measured.
          await expect(page.getByText('Loading…')).toHaveCount(0)

          expect(await sidewaysScroll(page), `sideways scroll on ${link}`).toBe(0)
          expect(await coveredControls(page), `controls covered on ${link}`).toEqual([])
          expect(await violations(page), `axe on ${link}`).toEqual([])
        }
      })

      test('the open menu and, on wide screens, the open Tools list are axe clean and fit', async ({ page }) => {
        await page.goto('/settings')
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
        await page.getByRole('button', { name: 'Menu' }).click()
        await page.getByRole('button', { name: 'Mock controls' }).click()
        await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible()
        expect(await sidewaysScroll(page)).toBe(0)
        expect(await coveredControls(page)).toEqual([])
        expect(await violations(page)).toEqual([])
        if (phone) {
          // The header's navigation is the menu's on a phone, and the header stays one row.
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
          const header = await page.locator('header').boundingBox()
          expect(header!.height).toBeLessThanOrEqual(64)
        } else {
          await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click()
          await expect(page.getByRole('link', { name: 'Register', exact: true })).toBeVisible()
          expect(await violations(page)).toEqual([])
        }
      })
    })

for (const { name, viewport } of screens)
  test(`${name}: while a send goes, the upload manager keeps its height and the notify box stays put`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
    // Slow enough to watch; the third upload slower still and the second transfer refused, so
    // "Clear finished" and "Retry all" come while the third file is still on its way.
    await mockControl(page, {
      latencyMs: 500,
      faults: [
        { endpoint: 'upload', delayMs: 4000, skip: 2, times: 1 },
        { endpoint: 'transfers', status: 400, skip: 1, times: 1 },
      ],
    })
    await dropThreeFiles(page)
    const recipients = page.getByRole('textbox', { name: 'Recipients' })
    await recipients.fill('ann@example.com')
    await recipients.press('Enter')
    // Every frame while the send goes: the strip's height (its placeholder's too) and where the box is on the page.
    await page.evaluate(() => {
      const seen = { strip: new Set<number>(), box: new Set<number>(), buttons: new Set<string>() }
      Object.assign(window, { seen })
      const frame = () => {
        const strip = document.querySelector('.upload-manager')
        const box = document.querySelector('.card input[type="checkbox"]')
        if (box) {
          if (strip) seen.strip.add(strip.getBoundingClientRect().height)
          seen.box.add(box.getBoundingClientRect().top + window.scrollY)
          for (const b of strip?.querySelectorAll('button') ?? []) seen.buttons.add(b.textContent ?? '')
        }
        requestAnimationFrame(frame)
      }
      frame()
    })
    await page.getByRole('button', { name: 'Send 3 files' }).click()
    await expect(page.getByTestId('send-summary')).toHaveText('2 of 3 files sent, 1 failed.', { timeout: 30_000 })
    const seen = await page.evaluate(() => {
      const { strip, box, buttons } = (window as unknown as { seen: Record<string, Set<unknown>> }).seen
      return { strip: [...strip], box: [...box], buttons: [...buttons].sort() }
    })
    expect(seen.buttons).toEqual(['Cancel all', 'Clear finished', 'Retry all', 'Show all 3'])
    expect(seen.strip).toHaveLength(1)
    expect(seen.box).toHaveLength(1)
  })

test.describe('phone, results', () => {
  test.use({ viewport: screens[0].viewport })

  test('an upload result with its checksum, ids and download link fits a phone', async ({ page }) => {
    await openUploadPage(page)
    await startUpload(page, [{ name: 'photo of the whiteboard.jpg', type: 'image/jpeg', bytes: bytesOf('JFIF'.repeat(500)) }])
    const file = row(page, 'photo of the whiteboard.jpg')
    await expect(file.getByText('Uploaded.')).toBeVisible()
    await file.getByRole('button', { name: 'Generate download link' }).click()
    await expect(file.getByRole('button', { name: 'Copy link' })).toBeVisible()
    expect(await sidewaysScroll(page)).toBe(0)
    expect(await coveredControls(page)).toEqual([])
  })
})
