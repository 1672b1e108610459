import type { Page } from '@playwright/test'
import { locales } from '../src/lib/locale'
import { appPages } from './app-pages'
import { violations } from './axe'
import { catalog, englishLeft, normalise, wordsInPage } from './english-left'
import { expect, test } from './fixtures'
import { coveredControls, sidewaysScroll } from './layout-checks'

/*
 * The journey of every language but English, on the built app (docs/i18n.md, "Adding a language"):
 * a browser set to that language, nothing chosen yet, opens every page. Each page is in that
 * language and direction, with no English of the catalogs left (src/locales/en/*.po, except what
 * the language's own catalog translates as the English itself), numbers and dates written as the
 * language writes them (Intl, asked in the page), Arabic mirrored, no sideways scroll at 360 px,
 * nothing for axe. At 360 px in the dark colour scheme too: no sideways scroll, no control under a
 * fixed or sticky element, and axe on the Send page. German and Arabic (a long language and the
 * right-to-left one) also make a real send, at 360 px dark, and its progress and summary are
 * checked the same way. Then the language chosen in the menu holds after a reload.
 *
 * It fails on every language whose catalogs are not translated yet: that is its job.
 */

const WIDE = { width: 1280, height: 800 }
const PHONE = { width: 360, height: 800 }

/** The browser's language: Chinese browsers say zh-CN, which the app reads as Simplified Chinese. */
const browserLocale = (code: string) => (code === 'zh-Hans' ? 'zh-CN' : code)

const signIn = (page: Page) =>
  page.evaluate(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )

/** The app has taken over from the first paint, in `code`, and the header's count has come. */
async function shown(page: Page, code: string, signedIn: boolean) {
  await expect(page.locator('.first-paint')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', code)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if (signedIn) await expect(page.getByTestId('consignment-count')).not.toHaveText('…')
}

/** Where the first and last links of the header's navigation are, and how the page's heading is aligned. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll('header nav a')].filter((a) => a.checkVisibility())
    const h1 = document.querySelector('main h1')!
    const text = document.createRange()
    text.selectNodeContents(h1)
    const box = h1.getBoundingClientRect()
    const words = text.getBoundingClientRect()
    return {
      firstLink: links[0]?.getBoundingClientRect().left ?? NaN,
      lastLink: links.at(-1)?.getBoundingClientRect().left ?? NaN,
      headingStartGap: getComputedStyle(h1).direction === 'rtl' ? box.right - words.right : words.left - box.left,
      headingDirection: getComputedStyle(h1).direction,
    }
  })

/** The date part of how the language writes a date and time in full: "Dienstag, 1. Dezember 2026". */
const fullDates = (page: Page, code: string, days: number) =>
  page.evaluate(
    ([code, days]) => {
      const format = new Intl.DateTimeFormat(code, { dateStyle: 'full', timeStyle: 'short' })
      const dateParts = ['weekday', 'era', 'year', 'relatedYear', 'yearName', 'month', 'day']
      const datePart = (at: number) => {
        const parts = format.formatToParts(new Date(at))
        const first = parts.findIndex((p) => dateParts.includes(p.type))
        const last = parts.findLastIndex((p) => dateParts.includes(p.type))
        return parts
          .slice(first, last + 1)
          .map((p) => p.value)
          .join('')
      }
      const end = Date.now() + days * 86_400_000
      // The page worked it out a moment ago: a midnight may have passed since.
      return [datePart(end), datePart(end - 120_000)]
    },
    [code, days] as const,
  )

for (const { code, dir } of locales.filter((l) => l.code !== 'en'))
  test.describe(`${code}`, () => {
    test.use({ locale: browserLocale(code), viewport: WIDE })

    test(`${code}: every page in the language, ${dir}, its numbers and dates, nothing of English, 360 px, axe`, async ({
      page,
    }) => {
      const english = await englishLeft(code)
      const left = new Map<string, string[]>()
      const listEnglish = async (where: string) => {
        const found = english.find(await wordsInPage(page))
        if (found.length) left.set(where, [...(left.get(where) ?? []), ...found])
      }

      // A first visit, nothing entered: welcomed on settings.
      await page.goto('/')
      await shown(page, code, false)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await listEnglish('first visit (settings, welcome)')
      await signIn(page)

      for (const [path] of appPages) {
        await page.setViewportSize(WIDE)
        await page.goto(path)
        await shown(page, code, true)
        await expect.soft(page.locator('html'), path).toHaveAttribute('dir', dir)
        await listEnglish(path)

        const { firstLink, lastLink, headingStartGap, headingDirection } = await layout(page)
        expect.soft(headingDirection, `${path}: the heading's direction`).toBe(dir)
        expect.soft(headingStartGap, `${path}: the heading starts on the ${dir === 'rtl' ? 'right' : 'left'}`).toBeLessThan(1)
        if (dir === 'rtl') expect.soft(firstLink, `${path}: the first link is right of the last`).toBeGreaterThan(lastLink)
        else expect.soft(firstLink, `${path}: the first link is left of the last`).toBeLessThan(lastLink)

        expect.soft(await violations(page), `${path}: axe`).toEqual([])

        if (path === '/') {
          // The header's tools and the menu, open: their words too.
          await page.locator('header .nav-button').click()
          await listEnglish('/ (tools open)')
          await page.locator('header .nav-button').click()
          await page.locator('header .menu-button').click()
          await listEnglish('/ (menu open)')
          await page.locator('header .menu-button').click()

          // 1,500 files staged: the count as the language writes it.
          const dataTransfer = await page.evaluateHandle(() => {
            const dt = new DataTransfer()
            for (let i = 0; i < 1500; i++) dt.items.add(new File(['x'], `file-${String(i).padStart(4, '0')}.txt`))
            return dt
          })
          await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
          // (Playwright compares text with spaces normalised: French's narrow no-break space is a space.)
          const count = await page.evaluate((code) => new Intl.NumberFormat(code).format(1500), code)
          await expect.soft(page.getByTestId('staged-summary'), 'the count of files staged').toContainText(count)
          await listEnglish('/ (1,500 files staged)')

          // The transfer's end, in the language's full date.
          const expiry = page.locator('main fieldset').filter({ has: page.locator('input[type="radio"]:checked') })
          const days = Number(await expiry.locator('input[type="radio"]:checked').getAttribute('value'))
          const dates = (await fullDates(page, code, days)).map(normalise)
          const said = normalise(await expiry.innerText())
          expect
            .soft(
              dates.some((date) => said.includes(date)),
              `the expiry's date, ${dates[0]}, in: ${said}`,
            )
            .toBe(true)
        }

        await page.setViewportSize(PHONE)
        expect.soft(await sidewaysScroll(page), `${path} at 360 px: sideways scroll`).toBe(0)

        await page.emulateMedia({ colorScheme: 'dark' })
        expect.soft(await sidewaysScroll(page), `${path} at 360 px, dark: sideways scroll`).toBe(0)
        expect.soft(await coveredControls(page), `${path} at 360 px, dark: controls covered`).toEqual([])
        // The Send page, the one most visited: axe once more, on a phone in the dark.
        if (path === '/') expect.soft(await violations(page), `${path} at 360 px, dark: axe`).toEqual([])
        await page.emulateMedia({ colorScheme: 'light' })
      }

      expect(Object.fromEntries(left), `English left in ${code} (of ${english.messages} English readings)`).toEqual({})
    })
  })

for (const code of ['de', 'ar'])
  test.describe(`${code}, a send`, () => {
    test.use({ locale: browserLocale(code), viewport: PHONE, colorScheme: 'dark' })

    test(`${code}: two files sent to one recipient at 360 px, dark: its progress and summary in the language, fit, axe`, async ({
      page,
    }) => {
      const english = await englishLeft(code)
      await page.goto('/')
      await signIn(page)
      await page.goto('/')
      await shown(page, code, true)

      const dataTransfer = await page.evaluateHandle(() => {
        const dt = new DataTransfer()
        dt.items.add(new File(['alpha '.repeat(1000)], 'alpha.txt', { type: 'text/plain' }))
        dt.items.add(new File([new Uint8Array(300_000).map((_, i) => i % 251)], 'beta.bin'))
        return dt
      })
      await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
      const count = await page.evaluate((code) => new Intl.NumberFormat(code).format(2), code)
      await expect(page.getByTestId('staged-summary')).toContainText(count)
      // The fields by their names: their labels are in the language.
      const recipients = page.locator('input[name="recipients"]')
      await recipients.fill('ann@example.com')
      await recipients.press('Enter')
      await page.locator('input[name="senderEmail"]').fill('sender@example.com')
      await page.locator('form[aria-labelledby="send-form-heading"] button[type="submit"]').click()

      // Sent: the summary with a link for each file, and each file's steps opened.
      const summary = page.locator('section.send-summary')
      await expect(summary.locator('a[href^="http"]')).toHaveCount(2, { timeout: 30_000 })
      await page.locator('section[aria-labelledby="progress-heading"] details > summary').click()
      await expect(page.locator('.send-item')).toHaveCount(2)
      // Each transfer id reads left to right, isolated from the sentence around it (Arabic's too).
      const ids = page.locator('.send-item code')
      await expect(ids).toHaveCount(2)
      const idStyles = await ids.evaluateAll((codes) =>
        codes.map((c) => `${getComputedStyle(c).direction} ${getComputedStyle(c).unicodeBidi}`),
      )
      expect.soft(idStyles, 'transfer ids').toEqual(['ltr isolate', 'ltr isolate'])

      expect.soft(english.find(await wordsInPage(page)), `English left in ${code}'s send`).toEqual([])
      expect.soft(await sidewaysScroll(page), 'sideways scroll').toBe(0)
      expect.soft(await coveredControls(page), 'controls covered').toEqual([])
      expect(await violations(page), 'axe').toEqual([])
    })
  })

test('the language chosen in the menu holds after a reload', async ({ page }) => {
  const german = await catalog('de')
  const translated = (message: string) =>
    [...german.values()].find((entry) => entry.message === message)?.translation || `(no German for "${message}")`
  await page.goto('/')
  await signIn(page)
  await page.goto('/')
  await shown(page, 'en', true)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByLabel('Language').selectOption({ label: 'Deutsch' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page.reload()
  await shown(page, 'de', true)
  const nav = page.getByRole('banner').getByRole('navigation').getByRole('link')
  await expect(nav).toHaveText(['Send', 'History', 'Settings'].map(translated))
})

test.describe('before the app runs', () => {
  test.use({ locale: 'de-DE' })

  test("the tab's title is already in the language (the HTML's inline script sets it)", async ({ page }) => {
    const german = await catalog('de')
    const title = [...german.values()].find((entry) => entry.message === 'Consign — send files')?.translation
    expect(title).toMatch(/\S/)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // No module runs: what the tab says comes from the HTML alone.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(title!)
    expect(await page.locator('#root .first-paint, #root .booting').count()).toBeGreaterThan(0)
    release()
  })
})
