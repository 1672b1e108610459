import type { BrowserContext, Page } from '@playwright/test'

/**
 * Stops every service worker of the browser as Chromium does with an idle one (about 30 s after
 * its last event) or at its five-minute cap. Playwright keeps each worker it is attached to alive,
 * so without this no test ever meets a stopped worker (shared/notes/worker-lifetime.md). With no
 * page of the app open, a blank page carries the DevTools session and is closed after.
 */
export async function stopWorkers(context: BrowserContext, page?: Page) {
  const via = page ?? (await context.newPage())
  const cdp = await context.newCDPSession(via)
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.stopAllWorkers')
  await cdp.detach()
  if (!page) await via.close()
}
