import { violations } from './axe'
import { expect, test } from './fixtures'
import { bytesOf, dropFiles, mockControl, openUploadPage, row, startUpload } from './upload-helpers'

const odd = 'report <script>alert(1)</script> 🎉.bin'
const content = Array.from({ length: 3000 }, (_, i) => (i * 7 + 3) % 256)

test('upload dropped files, see the result, download through a fresh link and get the same bytes', async ({ page }) => {
  await openUploadPage(page)
  await dropFiles(page, [
    { name: odd, type: 'application/octet-stream', bytes: content },
    { name: 'empty.txt', type: 'text/plain', bytes: [] },
  ])
  await expect(page.getByTestId('queue-total-files')).toHaveText('2')
  await page.getByLabel('E-mail').fill('ann@example.com')
  await page.getByRole('button', { name: 'Upload 2 files' }).click()

  const file = row(page, odd)
  await expect(file.getByText('Uploaded.')).toBeVisible()
  await expect(row(page, 'empty.txt').getByText('Uploaded.')).toBeVisible()
  await expect(file.getByText('✓ matches the checksum computed in this browser')).toBeVisible()
  await expect(file.getByText('2.9 KB (3,000 bytes)')).toBeVisible()
  await expect(row(page, 'empty.txt').getByText('0 bytes', { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('upload-manager-counts').filter({ hasText: '2 of 2 done' }).first()).toBeVisible()
  // The odd name stays text: no script element came from it.
  expect(await page.locator('main script').count()).toBe(0)

  await file.getByRole('button', { name: 'Generate download link' }).click()
  const link = file.locator('.link-result a[target="_blank"]')
  await expect(link).toBeVisible()
  await expect(file.getByRole('img', { name: /QR code of the download link/ })).toBeVisible()
  const href = await link.getAttribute('href')
  const downloaded = await page.evaluate(async (url) => Array.from(new Uint8Array(await (await fetch(url!)).arrayBuffer())), href)
  expect(downloaded).toEqual(content)

  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('upload-result.png'), fullPage: true })

  await file.getByRole('button', { name: 'Register as consignment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Register a consignment' })).toBeVisible()
  await expect(page.getByLabel('File name (required)')).toHaveValue(odd)
  await expect(page.getByLabel('Size in bytes (required)')).toHaveValue('3000')
})

test('the form asks for files and a valid e-mail before uploading', async ({ page }) => {
  await openUploadPage(page)
  // /me's address is filled in; the person empties it.
  await expect(page.getByLabel('E-mail')).toHaveValue('dev@example.test')
  await page.getByLabel('E-mail').fill('')
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText('Choose at least one file to upload.')).toBeVisible()
  await expect(page.getByText('Enter the e-mail address the upload belongs to')).toBeVisible()
  await page.getByLabel('E-mail').fill('not an address')
  await dropFiles(page, [{ name: 'a.txt', type: 'text/plain', bytes: bytesOf('a') }])
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toBeFocused()
  expect(await violations(page)).toEqual([])
})

test('a checksum mismatch is shown loudly on that file and blocks its use', async ({ page }) => {
  await openUploadPage(page)
  await mockControl(page, { faults: [{ endpoint: 'upload', wrongChecksum: true, times: 1 }] })
  await startUpload(page, [{ name: 'tampered.txt', type: 'text/plain', bytes: bytesOf('the original bytes') }])
  const file = row(page, 'tampered.txt')
  await expect(file.locator('.alert').filter({ hasText: 'Checksum mismatch: tampered.txt did not arrive intact' })).toBeVisible()
  await expect(file.getByText(/does not match this file’s checksum/)).toBeVisible()
  await expect(file.getByRole('button', { name: 'Register as consignment' })).toHaveCount(0)
  await expect(file.getByRole('button', { name: 'Generate download link' })).toHaveCount(0)
  expect(await violations(page)).toEqual([])

  await file.getByRole('button', { name: 'Retry tampered.txt' }).click()
  await expect(file.getByText('Uploaded.')).toBeVisible()
  await expect(file.getByText('✓ matches the checksum computed in this browser')).toBeVisible()
})

test('an upload keeps going while the person moves to other pages', async ({ page }) => {
  await openUploadPage(page)
  await mockControl(page, { latencyMs: 5000 })
  await startUpload(page, [{ name: 'travelling.txt', type: 'text/plain', bytes: bytesOf('on the move') }])
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  await expect(manager).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History')
  // Still in flight on another page, then finished there.
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText(/^0 of 1 done, 1 in progress/)
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText(/1 of 1 done/, { timeout: 30_000 })
  await mockControl(page, { latencyMs: 0 })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Tools' }).click()
  await nav.getByRole('link', { name: 'Upload', exact: true }).click()
  await expect(row(page, 'travelling.txt').getByText('Uploaded.')).toBeVisible()
})

test('a refused upload says why and Retry sends it again', async ({ page }) => {
  await openUploadPage(page)
  await mockControl(page, { faults: [{ endpoint: 'upload', status: 422, times: 1 }] })
  await startUpload(page, [{ name: 'refused.txt', type: 'text/plain', bytes: bytesOf('x') }])
  const file = row(page, 'refused.txt')
  await expect(file.locator('.alert')).toContainText('Required information is missing: Forced 422 by the mock')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await file.getByRole('button', { name: 'Retry refused.txt' }).click()
  await expect(file.getByText('Uploaded.')).toBeVisible()
})

test('a server error is retried automatically after the pause the server asks for', async ({ page }) => {
  await openUploadPage(page)
  // A pause of 3 s (Retry-After): the row is published at most once a second on a busy machine
  // (the queue's publisher), so a backoff of under a second can pass unseen, as it did in CI.
  // Backoff without Retry-After is the retry policy's unit tests' (retry-policy.test.ts).
  await mockControl(page, { faults: [{ endpoint: 'upload', status: 500, times: 1, retryAfterS: 3 }] })
  // What the row says is recorded as it changes, so a busy machine's slow polling cannot miss it.
  await page.evaluate(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    new MutationObserver(() => {
      const status = document.querySelector('article[aria-label="flaky.txt"] .upload-status')?.textContent
      if (status && said.at(-1) !== status) said.push(status)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await startUpload(page, [{ name: 'flaky.txt', type: 'text/plain', bytes: bytesOf('x') }])
  const file = row(page, 'flaky.txt')
  await expect(file.getByText('Uploaded.')).toBeVisible()
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said)
  expect(
    said.some((s) => /Retrying the upload in [23] s \(attempt 2\)/.test(s)),
    said.join(' | '),
  ).toBe(true)
})

test('the upload manager holds the concurrency limit, lists every upload and cancels them all', async ({ page }) => {
  await openUploadPage(page)
  // Long enough that none can finish before "Cancel all", however loaded the machine is.
  await mockControl(page, { latencyMs: 120_000 })
  await startUpload(
    page,
    [1, 2, 3, 4, 5, 6].map((n) => ({ name: `slow-${n}.txt`, type: 'text/plain', bytes: bytesOf(`file ${n}`) })),
  )
  const manager = page.getByRole('complementary', { name: 'Upload manager' })
  // uploadConcurrency is 3 in the dev config
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText('0 of 6 done, 3 in progress, 3 waiting')
  await manager.getByRole('button', { name: 'Show all 6' }).click()
  await expect(manager.getByRole('listitem')).toHaveCount(6)
  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('manager.png') })
  await manager.getByRole('button', { name: 'Cancel all' }).click()
  await expect(manager.getByTestId('upload-manager-counts')).toHaveText('0 of 6 done, 6 cancelled')
  await expect(row(page, 'slow-1.txt').getByText('Cancelled.')).toBeVisible()
  await mockControl(page, { latencyMs: 0 })
  await manager.getByRole('button', { name: 'Retry slow-1.txt' }).click()
  await expect(row(page, 'slow-1.txt').getByText('Uploaded.')).toBeVisible()
})

test('closing or reloading the tab while an upload is in flight asks first', async ({ page }) => {
  await openUploadPage(page)
  // The server never answers within the test: the upload is surely in flight when the tab reloads.
  await mockControl(page, { latencyMs: 120_000 })
  await startUpload(page, [{ name: 'in-flight.txt', type: 'text/plain', bytes: bytesOf('x') }])
  await expect(row(page, 'in-flight.txt').getByText('Uploading…')).toBeVisible()
  const asked = page.waitForEvent('dialog')
  void page.evaluate(() => location.reload())
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()
  // Staying keeps the page and its upload.
  await expect(row(page, 'in-flight.txt').getByText('Uploading…')).toBeVisible()
})
