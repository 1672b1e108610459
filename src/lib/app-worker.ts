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

/** Registers the worker at `url` (once); look again for a new version when the person comes back to the tab. */
export async function registerAppWorker(url: string) {
  if (workbox || !('serviceWorker' in navigator)) return
  const wb = new (await import('workbox-window')).Workbox(url)
  if (workbox) return
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
