import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'
import { controlledByWorker } from './pwa-helpers'

/*
 * A send whose only tab closes: the built app, its service worker, and a mock server that is a
 * real process (what reached it is done, whatever happens to the browser). The browser runs on a
 * profile of its own, as a person's does; closing its only page leaves the browser running.
 */

export const RECIPIENT = 'ann@example.org'

export type MockState = {
  files: number
  consignments: number
  uploaded: string[]
  registered: Array<{ id: string; filename: string }>
  transfers: Array<{ consignmentId: string; target_emails: string[] }>
}

export function mockOf(origin: string) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (response.status === 204 ? {} : await response.json()) as MockState
  }
  return { state: () => call('/__mock/state'), control: (body: unknown) => call('/__mock/control', body) }
}

/** How many times the mock holds each file, registration and transfer, by file name. */
export function countsByFile(s: MockState) {
  const count = (names: string[]) => names.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<string, number>())
  const nameOf = new Map(s.registered.map((c) => [c.id, c.filename]))
  return {
    uploads: count(s.uploaded),
    consignments: count(s.registered.map((c) => c.filename)),
    transfers: count(s.transfers.map((t) => nameOf.get(t.consignmentId) ?? '?')),
  }
}

/** The browser on `profile`, with the app's worker in control of its page, signed in for this tab only. */
export async function openApp(profile: string, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, baseURL })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto('/settings')
  await controlledByWorker(page)
  return { context, page }
}

export async function signInForThisTab(page: Page) {
  await page.goto('/settings')
  await page.getByLabel('Access token', { exact: true }).fill('dev-token')
  await page.getByLabel('Storage key', { exact: true }).fill('dev-public-key')
  await page.getByRole('button', { name: /Save/ }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send', exact: true }).click()
}

/** Drops `files` (name → size in bytes) on the Send page and sends them to RECIPIENT. */
export async function dropAndSend(page: Page, files: Array<[string, number]>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const [name, size] of list) dt.items.add(new File([new Uint8Array(size).fill(name.length)], name, { type: 'text/plain' }))
    return dt
  }, files)
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill(RECIPIENT)
  await input.press('Enter')
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: new RegExp(`^Send ${files.length} files?`) }).click()
}

/** The sentence a running send shows when the worker will carry it on. */
export const CAN_CLOSE = /You can close this tab: the send goes on\./

/** What this browser keeps for the worker (lib/send/carrier.ts): leases and answers. */
export async function carrierKeeps(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ leases: number; answers: number }>((resolve, reject) => {
        const open = indexedDB.open('consign-carrier')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('leases')) return resolve({ leases: 0, answers: 0 })
          const tx = db.transaction(['leases', 'answers'])
          const leases = tx.objectStore('leases').count()
          const answers = tx.objectStore('answers').count()
          tx.oncomplete = () => resolve({ leases: leases.result, answers: answers.result })
        }
      }),
  )
}
