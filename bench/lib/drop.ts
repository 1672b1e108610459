import type { Page } from '@playwright/test'

export type DropRun = {
  /** building the 5,000 File objects and the DataTransfer in the page, before the clock starts */
  buildMs: number
  /** the synchronous part of dispatchEvent('drop') */
  dispatchMs: number
  /**
   * The reference: the same drop event on an element of no page, its handler asking each item
   * only for what every drop must ask during the event (its File, its entry, its File System
   * Access handle): what the browser alone costs.
   */
  bareDispatchMs: number
  /** from dispatch until the count shows all files and the next frame has run */
  listedMs: number
  longestTaskMs: number
  longTasks: number
  /** each long task since the drop: [start after the drop, duration] in ms */
  tasks: Array<[number, number]>
}

/**
 * Drops `count` small files on the dropzone through a real drop event and times, in the page,
 * how long until `[data-testid=queue-total-files]` shows them all, with the long tasks since.
 * The function is shipped to the page as source, so it refers to nothing outside itself.
 */
/** Where a page takes dropped files and shows how many it holds. */
export type DropTarget = {
  zone: string
  count: string
  /** the count's text once all `n` are listed */ shows: (n: number) => string
}

export const uploadPage: DropTarget = {
  zone: '[data-testid=dropzone]',
  count: '[data-testid=queue-total-files]',
  shows: (n) => n.toLocaleString('en-US'),
}
export const sendPage: DropTarget = {
  zone: '[data-testid=send-dropzone]',
  count: '[data-testid=staged-summary]',
  shows: (n) => `${n.toLocaleString('en-US')} files,`,
}

export async function dropFiles(page: Page, count: number, settleMs = 1000, target: DropTarget = uploadPage): Promise<DropRun> {
  // tsx (esbuild keepNames) wraps named inner functions in __name(), which pages lack
  await page.evaluate('globalThis.__name ??= (f) => f')
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: PerformanceEntry[] }
    w.longTasks = []
    new PerformanceObserver((list) => w.longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true })
  })
  const buildStart = Date.now()
  const transfer = await page.evaluateHandle((n) => {
    const dt = new DataTransfer()
    for (let i = 0; i < n; i++)
      dt.items.add(new File([`file number ${i}\n`], `file-${String(i).padStart(5, '0')}.txt`, { type: 'text/plain' }))
    return dt
  }, count)
  const buildMs = Date.now() - buildStart
  const timing = await page.evaluate(
    ([dt, n, settle, zoneSelector, countSelector, shows]) =>
      new Promise<Omit<DropRun, 'buildMs' | 'bareDispatchMs'>>((resolve, reject) => {
        const zone = document.querySelector(zoneSelector)
        if (!zone) return reject(new Error(`no ${zoneSelector} on the page`))
        const listed = () => document.querySelector(countSelector)?.textContent?.trim().startsWith(shows) ?? false
        const start = performance.now()
        let dispatchMs = 0
        const finish = (listedAt: number) => {
          const w = window as unknown as { longTasks: PerformanceEntry[] }
          const since = w.longTasks.filter((t) => t.startTime + t.duration >= start)
          resolve({
            dispatchMs,
            listedMs: listedAt - start,
            longestTaskMs: Math.max(0, ...since.map((t) => t.duration)),
            longTasks: since.length,
            tasks: since.map((t): [number, number] => [Math.round(t.startTime - start), Math.round(t.duration)]),
          })
        }
        // the count counts once React has committed it and a frame has gone by
        const seen = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const at = performance.now()
              setTimeout(() => finish(at), settle)
            }),
          )
        const observer = new MutationObserver(() => {
          if (!listed()) return
          observer.disconnect()
          seen()
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
        dispatchMs = performance.now() - start
        if (listed()) {
          observer.disconnect()
          seen()
        }
        setTimeout(() => reject(new Error(`not all ${n} files listed after 60 s`)), 60_000)
      }),
    [transfer, count, settleMs, target.zone, target.count, target.shows(count)] as const,
  )
  const bareDispatchMs = await page.evaluate((dt) => {
    const zone = document.createElement('div')
    zone.addEventListener('drop', (event) => {
      for (const item of event.dataTransfer!.items) {
        item.getAsFile()
        item.webkitGetAsEntry()
        void (item as DataTransferItem & { getAsFileSystemHandle?: () => Promise<unknown> }).getAsFileSystemHandle?.()
      }
    })
    const start = performance.now()
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }))
    return performance.now() - start
  }, transfer)
  await transfer.dispose()
  return { buildMs, bareDispatchMs, ...timing }
}
