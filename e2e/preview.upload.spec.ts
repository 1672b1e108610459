import { expect, test } from './fixtures'

// The page's own upload, with its progress: once the app's worker controls the page (it may take
// it during this test's first visit), a file this small leaves through the worker instead, whose
// fetch reports no progress and which the page's network throttling does not reach.
test.use({ serviceWorkers: 'block' })

/** The built app against `npm run mock:server`: a real socket, so real upload progress events. */
test('upload a 5 MB file to the mock server and see its progress and the verified result', async ({ page }) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )
  await page.goto('/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload files' })).toBeVisible()

  const size = 5 * 1024 * 1024
  const buffer = Buffer.alloc(size)
  for (let i = 0; i < size; i += 1) buffer[i] = (i * 31 + 7) % 251
  await page
    .getByTestId('dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: 'five-mb.bin', mimeType: 'application/octet-stream', buffer })
  await expect(page.getByTestId('queue-total-files')).toHaveText('1')
  await page.getByLabel('E-mail').fill('ann@example.com')
  // Everything the row shows on its way, as a person watching would have seen it.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    new MutationObserver(() => {
      const row = document.querySelector('main article[aria-label="five-mb.bin"]')
      const text = `${row?.querySelector('progress')?.getAttribute('aria-valuetext')} ${row?.querySelector('.upload-status')?.textContent}`
      if (row && seen[seen.length - 1] !== text) seen.push(text)
    }).observe(document.querySelector('main')!, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  // Throttled to 768 KB/s so the upload takes about 7 s, as it might over a real network: on a
  // busy machine the queue spaces its progress out to one publish a second (publisher.ts), and
  // at 2 MB/s, beside the dev project's tests, a run saw only two values on the way.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 768 * 1024,
  })
  await page.getByRole('button', { name: 'Upload', exact: true }).click()

  const file = page.locator('main').getByRole('article', { name: 'five-mb.bin' })
  await expect(file.getByText(/ of 5\.0 MB · [\d.]+ (kB|MB)\/s · \d+ sec left/)).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Upload manager' }).getByTestId('upload-manager-counts')).toHaveText(
    '0 of 1 done, 1 in progress',
  )
  // About 7 s of throttled upload after the checksum: more than the default 10 s wait leaves.
  await expect(file.getByText('Uploaded.')).toBeVisible({ timeout: 30_000 })

  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
  const percents = seen.map((s) => Number.parseInt(s, 10))
  expect(percents).toEqual([...percents].sort((a, b) => a - b))
  expect(
    seen.filter((s) => s.endsWith('Uploading…') && percents[seen.indexOf(s)]! > 0 && percents[seen.indexOf(s)]! < 100).length,
  ).toBeGreaterThan(3)
  expect(seen.at(-1)).toBe('100% Uploaded.')
  await expect(file.getByText('5.0 MB (5,242,880 bytes)')).toBeVisible()
  await expect(file.getByText('✓ matches the checksum computed in this browser')).toBeVisible()
})
