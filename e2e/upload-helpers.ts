import { expect, type Page } from '@playwright/test'

export type DropFile = { name: string; type: string; bytes: number[] }

/** A real drop: a DataTransfer built in the page and dispatched on the drop zone. */
export async function dropFiles(page: Page, files: DropFile[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }))
    return dt
  }, files)
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer })
}

export async function openUploadPage(page: Page) {
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()
}

/** Switches on mock faults or latency in the dev project (the mock lives in the page). */
export async function mockControl(page: Page, body: unknown) {
  const status = await page.evaluate(
    (b) =>
      fetch('/__mock/control', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) }).then(
        (r) => r.status,
      ),
    body,
  )
  // 204 from the mock; anything else (the dev server's 404, a refused body) would leave the
  // test running against a mock that was never switched.
  if (status !== 204) throw new Error(`the mock refused ${JSON.stringify(body)}: ${status}`)
}

export const bytesOf = (text: string) => Array.from(Buffer.from(text))

/** One file's row in the page's list. */
export const row = (page: Page, name: string) => page.locator('main').getByRole('article', { name, exact: true })

/** Drop the files, give an e-mail and press Upload, as a person would. */
export async function startUpload(page: Page, files: DropFile[]) {
  await dropFiles(page, files)
  await page.getByLabel('E-mail').fill('ann@example.com')
  await page.getByRole('button', { name: files.length > 1 ? `Upload ${files.length} files` : 'Upload', exact: true }).click()
}

/** How many files this browser keeps copies of, for sends to resume (the journal's `kept` store). */
export const keptCopies = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('consign')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          // Keyed [sendId, index]: a file's copy or handle at its index; a pack of several files'
          // copies below 0, naming its files in `parts`.
          const records = open.result.transaction('kept').objectStore('kept').getAll()
          records.onsuccess = () => {
            type Kept = { index: number; parts?: unknown[] }
            resolve((records.result as Kept[]).reduce((n, r) => n + (r.parts ? r.parts.length : r.index >= 0 ? 1 : 0), 0))
            open.result.close()
          }
        }
      }),
  )
