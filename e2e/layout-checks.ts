import type { Page } from '@playwright/test'

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits the viewport's width. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))

/** The rows the header's visible parts take: 1 when brand, count and menu button sit side by side. */
export const headerRows = (page: Page) =>
  page.locator('header.app-header').evaluate((header) => {
    const boxes = [...header.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .sort((a, b) => a.top - b.top)
    let rows = 0
    let bottom = -Infinity
    for (const box of boxes)
      if (box.top >= bottom) {
        rows += 1
        bottom = box.bottom
      } else bottom = Math.max(bottom, box.bottom)
    return rows
  })

/**
 * Every place where an element that is fixed or sticky covers a visible control of the page (a
 * link, button, field or anything focusable not inside that element), found by scrolling the
 * page from top to bottom in half-screen steps and comparing boxes at each step. Each offender
 * is named, e.g. `aside.upload-manager covers button "Send 3 files" at scroll 640`. The page is
 * left scrolled back to the top.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
        el.closest('label')?.textContent ??
        el.textContent ??
        el.getAttribute('name') ??
        ''
      return `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 60)}"`
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`
    const shown = (el: Element) => {
      const style = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return style.visibility !== 'hidden' && box.width > 0 && box.height > 0
    }
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0

    const found = new Map<string, number>()
    const scroller = document.scrollingElement ?? document.documentElement
    const step = Math.max(100, Math.floor(window.innerHeight / 2))
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y)
      await new Promise(requestAnimationFrame)
      // Looked up at each step: a sticky element is only stuck at some scroll positions.
      const overlays = [...document.querySelectorAll('body *')].filter((el) =>
        ['fixed', 'sticky'].includes(getComputedStyle(el).position),
      )
      const controls = [
        ...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'),
      ].filter((el) => shown(el) && !overlays.some((o) => o.contains(el)))
      for (const overlay of overlays.filter(shown)) {
        const cover = overlay.getBoundingClientRect()
        for (const control of controls) {
          const box = control.getBoundingClientRect()
          const inView = box.bottom > 0 && box.top < window.innerHeight
          const what = `${describe(overlay)} covers ${name(control)}`
          if (inView && overlap(cover, box) && !found.has(what)) found.set(what, Math.round(scroller.scrollTop))
        }
      }
      if (y + window.innerHeight >= scroller.scrollHeight) break
    }
    window.scrollTo(0, 0)
    return [...found].map(([what, at]) => `${what} at scroll ${at}`)
  })
}
