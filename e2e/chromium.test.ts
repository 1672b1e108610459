import { describe, expect, it } from 'vitest'
import { findChromium, NO_BROWSER } from './chromium'

const on =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)
const cache = '/home/me/.cache/ms-playwright/chromium-1234/chrome-linux/chrome'
const fromCache = () => cache

describe('finding a browser for the e2e suite', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, on('/opt/chrome', cache, '/usr/bin/chromium'), fromCache)).toBe(
      '/opt/chrome',
    )
  })

  it('says so when CHROMIUM_PATH names nothing', () => {
    expect(() => findChromium({ CHROMIUM_PATH: '/nope' }, on(cache), fromCache)).toThrow('CHROMIUM_PATH is /nope')
  })

  it('then the browser `npx playwright install chromium` installed', () => {
    expect(findChromium({}, on(cache, '/usr/bin/chromium'), fromCache)).toBe(cache)
  })

  it("then the system's Chromium or Chrome", () => {
    expect(findChromium({}, on('/usr/bin/chromium'), fromCache)).toBe('/usr/bin/chromium')
    expect(findChromium({}, on('/usr/bin/google-chrome'), fromCache)).toBe('/usr/bin/google-chrome')
    const noRegistry = () => {
      throw new Error('unsupported platform')
    }
    expect(findChromium({}, on('/usr/bin/chromium-browser'), noRegistry)).toBe('/usr/bin/chromium-browser')
  })

  it('names both ways to get one when there is none', () => {
    expect(() => findChromium({}, on(), fromCache)).toThrow(NO_BROWSER)
    expect(NO_BROWSER).toMatch(/npx playwright install chromium/)
    expect(NO_BROWSER).toMatch(/apt-get install -y chromium|CHROMIUM_PATH/)
  })
})
