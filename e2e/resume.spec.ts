import { mkdir, utimes, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { type BrowserContext, type Page } from '@playwright/test'
import { violations } from './axe'
import { expect, test } from './fixtures'
import { coveredControls, sidewaysScroll } from './layout-checks'
import { bytesOf, keptCopies, mockControl, openUploadPage, row, startUpload } from './upload-helpers'

/**
 * A send whose files outgrow the browser-storage budget for copies, interrupted by a reload:
 * the files kept go again by themselves; the one beyond the budget is named, and only the same
 * file (name, size, last change) is taken back.
 */
const MODIFIED = Date.UTC(2026, 10, 20, 9, 30)
const bigBytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => i % 251))

/** A file on disk as the person has it: these bytes, last changed at MODIFIED. */
async function fileOnDisk(path: string, bytes: Buffer) {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, bytes)
  await utimes(path, MODIFIED / 1000, MODIFIED / 1000)
  return path
}

const mockState = (page: Page) =>
  page.evaluate(() =>
    fetch('/__mock/state').then(
      (r) => r.json() as Promise<{ uploaded: string[]; transfers: Array<{ target_emails: string[] }> }>,
    ),
  )

/** Two files sent to ann@, the tab reloaded before either uploads; 1 KB of copies allowed, so only the note is kept. */
async function interruptedSend(page: Page, context: BrowserContext) {
  // The operator allows 1 KB of copies: the small file is kept, the big one is not.
  await context.route('**/config.json', async (route) => {
    const served = (await (await route.fetch()).json()) as Record<string, unknown>
    await route.fulfill({ json: { ...served, resumeStorageBudgetMb: 0.001 } })
  })
  await page.goto('/')
  // The in-page mock answers once the app is up.
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await mockControl(page, { latencyMs: 1500 })
  const dataTransfer = await page.evaluateHandle(
    ({ modified }) => {
      const dt = new DataTransfer()
      dt.items.add(new File(['a small note'], 'note.txt', { type: 'text/plain', lastModified: modified }))
      const big = new Uint8Array(200_000).map((_, i) => i % 251)
      dt.items.add(new File([big], 'photo.raw', { type: 'application/octet-stream', lastModified: modified }))
      return dt
    },
    { modified: MODIFIED },
  )
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer })
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill('ann@example.com')
  await input.press('Enter')
  await page.getByRole('button', { name: /^Send 2 files/ }).click()
  await expect(page).toHaveTitle(/Sending 2 files/)
  // Once the copy of the small file is written, the tab goes (past the leave-page question).
  await expect.poll(() => keptCopies(page)).toBe(1)
  expect((await mockState(page)).uploaded).toEqual([])
  page.on('dialog', (dialog) => void dialog.accept())
  await page.evaluate(() => location.reload())

  const region = page.getByRole('region', { name: 'Unfinished send: 2 files to ann@example.com' })
  await expect(region).toBeVisible()
  return region
}

test('a file beyond the copy budget is named after a reload and matched when picked again; a wrong one is refused', async ({
  page,
  context,
}, testInfo) => {
  const region = await interruptedSend(page, context)
  // History tells it is not finished, and where to resume it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByText('Not finished: the Send page shows how far it got and can resume it.')).toBeVisible()
  await page.getByRole('link', { name: 'the Send page' }).click()
  await expect(region.getByRole('listitem', { name: 'note.txt' })).toContainText('a copy was kept in this browser')
  await expect(region.getByRole('listitem', { name: 'photo.raw' })).toContainText('no copy was kept')
  const picker = region.getByLabel(/This browser kept no copy of 1 file: pick it again \(photo\.raw, 195 kB\)/)
  await expect(picker).toBeVisible()

  // Resume now is refused, naming the file it needs.
  await region.getByRole('button', { name: 'Resume' }).click()
  await expect(region.getByRole('alert')).toContainText('photo.raw')

  // The same name but another size: refused, saying why.
  await picker.setInputFiles(await fileOnDisk(testInfo.outputPath('wrong/photo.raw'), bigBytes(1000)))
  await expect(region.getByRole('alert')).toHaveText(
    '“photo.raw” is 1,000 bytes, but the file this send needs is 195 kB: pick the same file.',
  )

  // The same file: matched, and the send goes on without the note uploaded twice.
  await picker.setInputFiles(await fileOnDisk(testInfo.outputPath('right/photo.raw'), bigBytes(200_000)))
  await expect(region.getByRole('listitem', { name: 'photo.raw' })).toContainText('picked again, matched')
  await mockControl(page, { latencyMs: 0 })
  await region.getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByRole('region', { name: '2 files sent to 1 recipient' })).toBeVisible({ timeout: 15_000 })

  const state = await mockState(page)
  expect(state.transfers).toHaveLength(2)
  expect([...state.uploaded].sort()).toEqual(['note.txt', 'photo.raw'])
})

for (const colorScheme of ['light', 'dark'] as const)
  test(`the unfinished send, ${colorScheme}, on a phone and a desktop: axe clean, fits, nothing fixed covers it`, async ({
    page,
    context,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    const region = await interruptedSend(page, context)
    const devices = [
      ['phone', { width: 360, height: 740 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const
    // As offered, then with the discard confirmation open.
    for (const confirming of [false, true]) {
      if (confirming) {
        await region.getByRole('button', { name: 'Discard…' }).click()
        await expect(region.getByRole('group', { name: 'Discard this send?' })).toBeVisible()
      }
      for (const [device, viewport] of devices) {
        await page.setViewportSize(viewport)
        expect(await sidewaysScroll(page)).toBe(0)
        expect(await coveredControls(page)).toEqual([])
        // The whole page as offered; with the confirmation open, the notice alone: it is all that changed.
        expect(await violations(page, ...(confirming ? ['section.unfinished'] : [])), `${device}`).toEqual([])
        if (!confirming) await region.screenshot({ path: testInfo.outputPath(`unfinished-${colorScheme}-${device}.png`) })
      }
    }
    // Discard, confirmed: the send is no longer offered, after a reload too.
    await region.getByRole('button', { name: 'Discard', exact: true }).click()
    await expect(region).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Unfinished send/ })).toHaveCount(0)
  })

test('where the browser keeps nothing, the send says once that a reload would lose it, and goes on', async ({ page }) => {
  // Storage refused for the app's own database (private mode, quota); the in-page mock keeps its own.
  await page.addInitScript(() => {
    const open = indexedDB.open.bind(indexedDB)
    indexedDB.open = (name: string, version?: number) => {
      if (name === 'consign') throw new DOMException('refused', 'UnknownError')
      return open(name, version)
    }
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  await mockControl(page, { latencyMs: 800 })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', {
    dataTransfer: await page.evaluateHandle(() => {
      const dt = new DataTransfer()
      dt.items.add(new File(['one'], 'one.txt', { type: 'text/plain' }))
      dt.items.add(new File(['two'], 'two.txt', { type: 'text/plain' }))
      return dt
    }),
  })
  const input = page.getByRole('combobox', { name: 'Recipients' }).or(page.getByRole('textbox', { name: 'Recipients' }))
  await input.fill('ann@example.com')
  await input.press('Enter')
  await page.getByRole('button', { name: /^Send 2 files/ }).click()
  await expect(page.getByText(/^This browser is not keeping a record of this send/)).toHaveCount(1)
  await expect(page.getByRole('region', { name: '2 files sent to 1 recipient' })).toBeVisible({ timeout: 15_000 })
  expect((await mockState(page)).transfers).toHaveLength(2)
})

test('uploads of the Upload page interrupted by a reload are offered there and finished from the copies kept', async ({
  page,
}) => {
  await openUploadPage(page)
  await mockControl(page, { latencyMs: 1500 })
  await startUpload(page, [
    { name: 'first.txt', type: 'text/plain', bytes: bytesOf('first file') },
    { name: 'second.txt', type: 'text/plain', bytes: bytesOf('second file') },
  ])
  await expect.poll(() => keptCopies(page)).toBe(2)
  expect((await mockState(page)).uploaded).toEqual([])
  page.on('dialog', (dialog) => void dialog.accept())
  await page.evaluate(() => location.reload())

  const region = page.getByRole('region', { name: 'Unfinished upload of 2 files' })
  await expect(region).toBeVisible()
  await expect(region.getByRole('listitem', { name: 'first.txt' })).toContainText('a copy was kept in this browser')
  await mockControl(page, { latencyMs: 0 })
  await region.getByRole('button', { name: 'Resume' }).click()
  await expect(region).toBeHidden()
  await expect(row(page, 'first.txt').getByText('Uploaded.')).toBeVisible()
  await expect(row(page, 'second.txt').getByText('Uploaded.')).toBeVisible()
  expect([...(await mockState(page)).uploaded].sort()).toEqual(['first.txt', 'second.txt'])
  // Through: nothing offered after another reload, and the copies are gone.
  await expect.poll(() => keptCopies(page)).toBe(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Unfinished upload/ })).toHaveCount(0)
})

test('uploads of the Upload page that were cancelled or refused are not offered again after a reload', async ({ page }) => {
  await openUploadPage(page)
  // The first upload to arrive is refused (413: no retry by itself); the other one takes long.
  await mockControl(page, {
    faults: [
      { endpoint: 'upload', status: 413, times: 1 },
      { endpoint: 'upload', delayMs: 120_000 },
    ],
  })
  await startUpload(page, [
    { name: 'one.txt', type: 'text/plain', bytes: bytesOf('one') },
    { name: 'two.txt', type: 'text/plain', bytes: bytesOf('two') },
  ])
  await expect(page.locator('main').getByRole('article')).toHaveCount(2)
  await expect(page.locator('main').getByText(/The file is too large for the server/)).toBeVisible()
  const slow = (await row(page, 'one.txt').getByRole('button', { name: 'Cancel one.txt' }).count()) ? 'one.txt' : 'two.txt'
  await row(page, slow)
    .getByRole('button', { name: `Cancel ${slow}` })
    .click()
  await expect(row(page, slow).getByText('Cancelled.')).toBeVisible()
  // Neither can move by itself any more: nothing is left to resume, and the copies kept go.
  await expect.poll(() => keptCopies(page)).toBe(0)
  await mockControl(page, { faults: [] })
  page.on('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()
  await expect(page.getByRole('region', { name: /^Unfinished upload/ })).toHaveCount(0)
})
