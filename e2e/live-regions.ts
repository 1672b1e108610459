import type { Page } from '@playwright/test'

/*
 * What a screen reader is told, recorded as assistive technology queues it: every text change of
 * an element that is, or is inside, a live region (aria-live other than "off", role status, alert
 * or log, an <output>), with its time. Installed with `page.addInitScript(recordLiveRegions)`
 * before the app runs; read with `heardSince`.
 */

export type Heard = { at: number; text: string }
declare global {
  interface Window {
    __heard: Heard[]
    __failedAt?: number
  }
}

/** Installed before the app runs: one MutationObserver over the whole document. */
export function recordLiveRegions() {
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output'
  window.__heard = []
  const last = new Map<Element, string>()
  const regionOf = (node: Node | null) => {
    const element = node instanceof Element ? node : node?.parentElement
    return element?.closest(LIVE) ?? null
  }
  const note = (region: Element, at: number) => {
    const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (text === (last.get(region) ?? '')) return
    last.set(region, text)
    // An emptied region says nothing.
    if (text) window.__heard.push({ at, text })
  }
  new MutationObserver((mutations) => {
    const at = Date.now()
    const regions = new Set<Element>()
    for (const m of mutations) {
      const region = regionOf(m.target)
      if (region) regions.add(region)
      // A region added with its words (an alert shown) is said too.
      for (const node of m.addedNodes)
        if (node instanceof Element) for (const r of [node, ...node.querySelectorAll(LIVE)]) if (r.matches(LIVE)) regions.add(r)
    }
    for (const region of regions) note(region, at)
    if (window.__failedAt === undefined && document.querySelector('.send-item.failed')) window.__failedAt = at
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** What was heard from `since` on (a `Date.now()` of the page), its times counted from `since`. */
export const heardSince = (page: Page, since: number) =>
  page.evaluate((t) => window.__heard.filter((h) => h.at >= t).map((h) => ({ ...h, at: h.at - t })), since)
