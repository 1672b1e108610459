import type { Page } from '@playwright/test'

/** Tab until the focused control has this accessible name; no clicks. */
export async function tabTo(page: Page, name: string | RegExp, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el) return ''
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
      return labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? ''
    })
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

/** From the Send page, with the keyboard alone: the drop zone's file chooser, and one.txt and two.txt in it. */
export async function pickTwoFilesByKeyboard(page: Page) {
  await tabTo(page, /^Add files: drop files or folders here/)
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (
    await chooser
  ).setFiles([
    { name: 'one.txt', mimeType: 'text/plain', buffer: Buffer.from('first') },
    { name: 'two.txt', mimeType: 'text/plain', buffer: Buffer.from('second') },
  ])
}
