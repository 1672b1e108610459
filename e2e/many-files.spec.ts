import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { openUploadPage } from './upload-helpers'

test('5,000 dropped files are all listed and the page still answers', async ({ page }) => {
  await openUploadPage(page)
  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer()
    for (let i = 0; i < 5000; i++)
      dt.items.add(new File([`file ${i}`], `file-${String(i).padStart(4, '0')}.txt`, { type: 'text/plain' }))
    return dt
  })
  await page.getByTestId('dropzone').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByTestId('queue-total-files')).toHaveText('5,000')
  await expect(page.getByRole('button', { name: 'Upload 5,000 files' })).toBeVisible()

  // Only rows in view are in the page, yet the last file is reachable by scrolling the list.
  const list = page.getByRole('region', { name: 'Files to upload and uploads' })
  expect(await list.getByRole('listitem').count()).toBeLessThan(200)
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(list.getByText('file-4999.txt')).toBeVisible()

  // The page still answers: removing a file updates the count, and typing works.
  await list.getByRole('button', { name: 'Remove file-4999.txt' }).click()
  await expect(page.getByTestId('queue-total-files')).toHaveText('4,999')
  await page.getByLabel('E-mail').fill('ann@example.com')
  await expect(page.getByLabel('E-mail')).toHaveValue('ann@example.com')
})

test('Send page: two drops of 10,000 files, the second while the first comes in, list each file once', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  const [first, second] = await Promise.all(
    [
      [0, 10_000],
      [5_000, 15_000],
    ].map(([from, to]) =>
      page.evaluateHandle(
        ([from, to]) => {
          const dt = new DataTransfer()
          for (let i = from!; i < to!; i++)
            dt.items.add(
              new File([`file ${i}`], `file-${String(i).padStart(5, '0')}.txt`, { type: 'text/plain', lastModified: 1 }),
            )
          return dt
        },
        [from, to],
      ),
    ),
  )
  // One script, so the second drop lands before the first has been taken in.
  await page.getByTestId('send-dropzone').evaluate(
    (zone, [a, b]) => {
      for (const dataTransfer of [a, b])
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }))
    },
    [first, second] as const,
  )
  const summary = page.getByTestId('staged-summary')
  await expect(summary).toHaveText(/^15,000 files, .* — 5,000 already in the list, not added again$/)
  await expect(page.getByText('and 14,800 more')).toBeVisible()
  await expect(page.getByTestId('adding-files')).toHaveText('')

  // Dropped once more, all of them are refused; the page still answers.
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer: second })
  await expect(summary).toHaveText(/^15,000 files, .* — 10,000 already in the list, not added again$/)
  await page.getByRole('button', { name: 'Remove file-00000.txt' }).click()
  await expect(summary).toHaveText(/^14,999 files, /)
})

test('Send page: a chosen folder of 1,200 files is listed with each file’s path inside it', async ({ page }) => {
  const root = mkdtempSync(join(tmpdir(), 'consign-folder-'))
  try {
    const folder = join(root, 'photos')
    mkdirSync(join(folder, 'inner'), { recursive: true })
    for (let i = 0; i < 1_200; i++) writeFileSync(join(folder, `p-${String(i).padStart(4, '0')}.txt`), `photo ${i}`)
    writeFileSync(join(folder, 'inner', 'deep.txt'), 'deep')
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
    await page.getByLabel('Choose a folder to send').setInputFiles(folder)
    await expect(page.getByTestId('staged-summary')).toHaveText(/^1,201 files, /)
    // 200 rows are shown, in the order the folder was read: each with its path inside the folder.
    const names = await page.locator('.staged-name').allTextContents()
    expect(names).toHaveLength(200)
    for (const name of names) expect(name).toMatch(/^photos\/(inner\/deep|p-\d{4})\.txt$/)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
