import type { Workbox } from 'workbox-window'
import { createStore } from './store'

/*
 * The app's service worker (src/sw.ts) from the page's side. A new version installs in the
 * background and then waits: it is taken only when the person asks (`takeUpdate`), so a page
 * never changes under them, nor under a send (decision 0013).
 */

/** `waiting`: a new version is installed and waits for the person's consent. */
export const appWorker = createStore<{ registered: boolean; waiting: boolean }>({ registered: false, waiting: false })

let workbox: Workbox | null = null
let registration: ServiceWorkerRegistration | undefined

/**
 * How long after the page's load event the worker is registered. Its install fetches and stores
 * the whole build (every page, every language: ~40 files), and on a phone or a 2-core machine that
 * competes with the first visit's own code and requests: measured on the Send page, Lighthouse's
 * phone score over 14 runs averaged 96 with the worker registered at the first render and 98
 * without it (docs/benchmarks.md). Registered a few seconds later, in an idle moment, it costs
 * the first visit nothing; the app opens offline from the visit after (decision 0013).
 */
export const REGISTER_AFTER_LOAD_MS = 3000

/** Resolves once the page has loaded, `REGISTER_AFTER_LOAD_MS` later, in an idle moment. */
function loadSettled(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 })
        else resolve()
      }, REGISTER_AFTER_LOAD_MS)
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

let asked = false

/**
 * Registers the worker at `url` (once), after the first load has settled (`loadSettled`); looks
 * again for a new version when the person comes back to the tab.
 */
export async function registerAppWorker(url: string) {
  if (asked || !('serviceWorker' in navigator)) return
  asked = true
  await loadSettled()
  const wb = new (await import('workbox-window')).Workbox(url)
  workbox = wb
  wb.addEventListener('waiting', () => appWorker.set((s) => ({ ...s, waiting: true })))
  void wb.register().then(
    (registered) => {
      registration = registered
      if (!registered) return
      appWorker.set((s) => ({ ...s, registered: true }))
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registered.update().catch(() => undefined)
      })
    },
    () => undefined,
  )
}

/** The person said Reload: the waiting version takes over, then the page reloads into it. */
export function takeUpdate() {
  if (!workbox || !appWorker.get().waiting) return
  // Another tab may have taken it already: this one then only has to reload.
  if (!registration?.waiting) return window.location.reload()
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload())
  workbox.messageSkipWaiting()
}
