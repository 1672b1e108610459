// Screenshots of each page of the running app for the README:
//   npm run dev -- --port 5190 &  then  npx tsx scripts/screenshots.ts http://127.0.0.1:5190
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'

const base = process.argv[2] ?? 'http://127.0.0.1:5173'
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 1200, height: 800 } })
const shot = (name: string) => page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true })
const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor()
const drop = async (testId: string, files: string[][]) => {
  const dt = await page.evaluateHandle((list) => {
    const dt = new DataTransfer()
    for (const [name, type, text] of list) dt.items.add(new File([text ?? ''], name ?? 'file', { type }))
    return dt
  }, files)
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: dt })
}
const files = [
  ['report-2026.pdf', 'application/pdf', '%PDF-1.7 '.repeat(40000)],
  ['photo.jpg', 'image/jpeg', 'JFIF'.repeat(90000)],
  ['notes.txt', 'text/plain', 'Meeting notes\n'.repeat(200)],
]

await page.goto(`${base}/`)
await heading('Send files')
await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }))
await drop('send-dropzone', files)
const recipients = page.getByRole('textbox', { name: 'Recipients' })
await recipients.fill('ann@example.com, bob@example.org')
await recipients.press('Enter')
await page.getByLabel('Message (optional)').fill('The files for Thursday.')
await shot('send')
await page.getByRole('button', { name: 'Send 3 files' }).click()
await page.getByText('3 of 3 files sent.').waitFor()
await shot('send-done')

await page.goto(`${base}/upload`)
await heading('Upload files')
await drop('dropzone', files.slice(0, 2))
await page.getByLabel('E-mail', { exact: true }).fill('ann@example.com')
await page.getByRole('button', { name: /^Upload/ }).click()
await page.getByRole('button', { name: 'Generate download link' }).first().click()
await page.getByRole('button', { name: 'Copy link' }).first().waitFor()
await page
  .getByRole('img', { name: /QR code of the download link/ })
  .first()
  .waitFor()
await shot('upload')

await page.goto(`${base}/consignments/new`)
await heading('Register a consignment')
await shot('register')

await page.goto(`${base}/transfers/new`)
await heading('Send a transfer')
await shot('transfer')

await page.goto(`${base}/history`)
await heading('History')
await shot('history')

await page.goto(`${base}/settings`)
await heading('Settings')
await page.getByText('Dev User').waitFor()
await shot('settings')
await browser.close()
