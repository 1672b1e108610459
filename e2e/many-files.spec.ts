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
  await expect(page.getByTestId('queue-total-files')).toHaveText('5000')
  await expect(page.getByRole('button', { name: 'Upload 5000 files' })).toBeVisible()

  // Only rows in view are in the page, yet the last file is reachable by scrolling the list.
  const list = page.getByRole('region', { name: 'Files to upload and uploads' })
  expect(await list.getByRole('listitem').count()).toBeLessThan(200)
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(list.getByText('file-4999.txt')).toBeVisible()

  // The page still answers: removing a file updates the count, and typing works.
  await list.getByRole('button', { name: 'Remove file-4999.txt' }).click()
  await expect(page.getByTestId('queue-total-files')).toHaveText('4999')
  await page.getByLabel('E-mail').fill('ann@example.com')
  await expect(page.getByLabel('E-mail')).toHaveValue('ann@example.com')
})
