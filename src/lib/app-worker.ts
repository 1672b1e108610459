import type { Workbox } from 'workbox-window'
import { createStore } from 'zustand/vanilla'

/*
 * The app's service worker (src/worker/sw.ts) from the page's side. A new version installs in the
 * background and then waits: it is taken only when the person asks (`takeUpdate`), so a page
 * never changes under them, nor under a send (decision 0013).
 */

/** `waiting`: a new version is installed and waits for the person's consent. */
export const appWorker = createStore<{ registered: boolean; waiting: boolean }>()(() => ({ registered: false, waiting: false }))

let workbox: Workbox | null = null
let registration: ServiceWorkerRegistration | undefined

/**
 * How long after the page's load event the worker is registered. Its install fetches and stores
 * the whole build (every page, every language: 134 files, 1.8 MB), and on a phone or a 2-core
 * machine that competed with the first visit's own code and requests: Lighthouse's phone score
 * of the Send page averaged 96 over 24 runs with the worker registered at the first render, 98
 * over 14 runs without a worker (docs/benchmarks.md). Registered a few seconds later, in an idle
 * moment, the install comes after the first page has loaded, not inside its load; the app opens
 * offline from the next visit (decision 0013).
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

/** While a send goes on, how often the registration looks again whether it has ended. */
export const SENDING_POLL_MS = 1000

let asked = false

/**
 * Registers the worker at `url` (once), after the first load has settled (`loadSettled`) and
 * never while `sending()`: the install would take the network from the uploads, a phone's most of
 * all. Looks again for a new version when the person comes back to the tab.
 */
export async function registerAppWorker(url: string, sending: () => boolean = () => false) {
  if (asked || !('serviceWorker' in navigator)) return
  asked = true
  await loadSettled()
  while (sending()) await new Promise((resolve) => setTimeout(resolve, SENDING_POLL_MS))
  // Credentials kept for a send nobody carries any more go, whether or not a worker registers now.
  void import('./send/journal-log').then(({ sweepLeases }) => sweepLeases()).catch(() => undefined)
  let workboxWindow: typeof import('workbox-window')
  try {
    workboxWindow = await import('workbox-window')
  } catch {
    // Its chunk did not come (offline, or a newer deployment replaced it): the next page asks again.
    asked = false
    return
  }
  const wb = new workboxWindow.Workbox(url)
  workbox = wb
  wb.addEventListener('waiting', () => appWorker.setState((s) => ({ ...s, waiting: true }), true))
  void wb.register().then(
    (registered) => {
      registration = registered
      if (!registered) return
      appWorker.setState((s) => ({ ...s, registered: true }), true)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registered.update().catch(() => undefined)
      })
    },
    () => undefined,
  )
}

/** The person said Reload: the waiting version takes over, then the page reloads into it. */
export function takeUpdate() {
  if (!workbox || !appWorker.getState().waiting) return
  // Another tab may have taken it already: this one then only has to reload.
  if (!registration?.waiting) return window.location.reload()
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload())
  workbox.messageSkipWaiting()
}
