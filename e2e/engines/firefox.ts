import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { firefox, type Browser, type Page } from '@playwright/test'
import type { EnginePage } from './engine'

/** Debian's Firefox ESR (`apt-get install -y firefox-esr`); FIREFOX_PATH for another. */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Playwright drives Firefox over WebDriver BiDi (any `moz-*` channel). Firefox 153 ESR lacks
 * `emulation.setMediaFeaturesOverride`, which stock Playwright sends on every new page:
 * patches/playwright-core+1.65.1.patch (applied by `postinstall`) lets `emulation.*` commands
 * Firefox does not know go by. Stops loudly when that patch is not there, e.g. after
 * Playwright's version moved and the patch was not redone (see README, "Browsers").
 */
export function checkPatchedPlaywright() {
  const require = createRequire(import.meta.url)
  const root = dirname(require.resolve('playwright-core/package.json'))
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8')
  if (version !== '1.65.1' || !bundle.includes('consign-web, patches/playwright-core+1.65.1.patch'))
    throw new Error(
      `playwright-core ${version} is not the patched 1.65.1 that drives Firefox ESR over BiDi: redo patches/playwright-core+*.patch for it (README, "Browsers") and update this check`,
    )
}

export async function launchFirefox(): Promise<Browser> {
  checkPatchedPlaywright()
  return firefox.launch({ channel: 'moz-firefox', executablePath: FIREFOX, headless: true })
}

export async function firefoxPage(browser: Browser): Promise<EnginePage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const newTab = async () => {
    const tab = await context.newPage()
    // A reload mid-send asks first ("leave the page?"): the person says yes.
    tab.on('dialog', (dialog) => void dialog.accept())
    return tab
  }
  let page: Page = await newTab()
  /** Closed by closeTab: the next open is in a new tab of the same profile. */
  let closed = false
  return {
    engine: 'firefox',
    async open(url) {
      if (closed) {
        page = await newTab()
        closed = false
      }
      await page.goto(url)
    },
    // Typed as a string only to pass Playwright's Unboxed<A> argument typing: at run time it is the function.
    run: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as unknown as string, arg) as Promise<R>,
    async click(selector) {
      await page.locator(selector).click()
    },
    // BiDi's fill() sets .value directly, which React never sees: keys, one by one.
    async type(selector, text) {
      await page.locator(selector).pressSequentially(text)
    },
    async pickFiles(selector, paths) {
      await page.locator(selector).setInputFiles(paths)
    },
    async setWidth(width) {
      await page.setViewportSize({ width, height: 740 })
    },
    screenshot: () => page.screenshot(),
    // The context (this test's profile) and the browser stay: closing its last page ends neither.
    async closeTab() {
      await page.close()
      closed = true
    },
    async close() {
      await context.close()
    },
  }
}
