import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Where a Chromium or Chrome usually lives, after the two places we ask first. */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

export const NO_BROWSER =
  "No Chromium found: run `npx playwright install chromium`, or install your system's Chromium (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome."

/**
 * The browser the e2e suite, the benchmarks and the screenshots use, in this order:
 * CHROMIUM_PATH; the Chromium that `npx playwright install chromium` put in Playwright's cache;
 * the system's Chromium or Chrome. Throws one line saying how to get one when there is none.
 */
export function findChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: () => string = () => chromium.executablePath(),
): string {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH
    throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, and there is no file there. ${NO_BROWSER}`)
  }
  let installed = ''
  try {
    installed = playwrightPath()
  } catch {
    // Playwright knows no path for this platform: look at the system's browsers.
  }
  const found = [installed, ...SYSTEM_BROWSERS].find((path) => path && exists(path))
  if (!found) throw new Error(NO_BROWSER)
  return found
}

/**
 * How the suite launches it. The network flags matter here: this machine refuses every outside
 * connection, and Chromium's background services would otherwise keep trying.
 */
export const chromiumLaunchOptions = {
  get executablePath() {
    return findChromium()
  },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}
