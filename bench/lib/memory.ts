import { readFileSync, writeFileSync } from 'node:fs'
import type { Browser, CDPSession } from '@playwright/test'

/** Chromium's renderer processes, as the browser itself lists them. */
export async function rendererPids(browser: Browser): Promise<number[]> {
  const session = await browser.newBrowserCDPSession()
  const info = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> }
  await session.detach()
  return info.processInfo.filter((p) => p.type === 'renderer').map((p) => p.id)
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) * 1024 : 0
}

export const rss = (pids: number[]) => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0)
export const rssPeak = (pids: number[]) => pids.reduce((sum, pid) => sum + statusKb(pid, 'VmHWM'), 0)

/** Restarts the kernel's peak-RSS counter so VmHWM covers only what follows. */
export function resetPeak(pids: number[]) {
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5')
    } catch {
      // not permitted here: the sampled peak still stands
    }
  }
}

export async function jsHeapUsed(session: CDPSession): Promise<number> {
  const { metrics } = (await session.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> }
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
}

/** Samples renderer RSS and the page's JS heap until `work` settles; returns the peaks seen. */
export async function samplePeaks(pids: number[], session: CDPSession, work: Promise<unknown>, everyMs = 25) {
  let done = false
  void work.finally(() => (done = true)).catch(() => undefined)
  let peakRss = 0
  let peakHeap = 0
  while (!done) {
    peakRss = Math.max(peakRss, rss(pids))
    peakHeap = Math.max(peakHeap, await jsHeapUsed(session))
    await new Promise((r) => setTimeout(r, everyMs))
  }
  await work
  return { peakRss: Math.max(peakRss, rssPeak(pids)), peakHeap }
}
