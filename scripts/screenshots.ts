// Screenshots of each page of the running dev app (mock on), light and dark, desktop (1280 px)
// and phone (360 px), into docs/screenshots/<page>-<theme>-<screen>.png:
//   npm run dev -- --port 5190 &  then  npm run screenshots -- http://127.0.0.1:5190
// `… -- http://127.0.0.1:5190 languages` takes the Send page in Arabic and German, phone and
// desktop, light: send-<lang>-light-<screen>.png (the browser set to that language, docs/i18n.md).
// `… -- http://127.0.0.1:5190 app` takes only the installed app's pictures (a phone's screen, no
// browser around it: the app styles nothing by display-mode, and Chromium's DevTools protocol
// cannot emulate it): app-<theme>-phone.png and shared-<theme>-phone.png.
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'

const base = process.argv[2] ?? 'http://127.0.0.1:5173'
const onlyApp = process.argv[3] === 'app'
const onlyLanguages = process.argv[3] === 'languages'
const themes = ['light', 'dark'] as const
const screens = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } }
const files = [
  ['report-2026.pdf', 'application/pdf', '%PDF-1.7 '.repeat(40000)],
  ['photo.jpg', 'image/jpeg', 'PICTURE'],
  ['notes.txt', 'text/plain', 'Meeting notes\n'.repeat(200)],
]

async function drop(page: Page, testId: string, list: string[][]) {
  const dt = await page.evaluateHandle(async (list) => {
    const dt = new DataTransfer()
    for (const [name, type, text] of list) {
      let body: BlobPart = text ?? ''
      if (text === 'PICTURE') {
        // A real photo-like image, so the list shows its preview.
        const canvas = new OffscreenCanvas(1200, 800)
        const g = canvas.getContext('2d')!
        const sky = g.createLinearGradient(0, 0, 0, 800)
        sky.addColorStop(0, '#f6a04d')
        sky.addColorStop(1, '#5b3a8c')
        g.fillStyle = sky
        g.fillRect(0, 0, 1200, 800)
        g.fillStyle = '#2b2340'
        g.beginPath()
        g.moveTo(0, 800)
        g.lineTo(400, 420)
        g.lineTo(700, 640)
        g.lineTo(950, 380)
        g.lineTo(1200, 800)
        g.fill()
        body = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      }
      dt.items.add(new File([body], name ?? 'file', { type }))
    }
    return dt
  }, list)
  await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: dt })
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${base}${path}`)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  await page.getByTestId('consignment-count').filter({ hasNotText: '…' }).waitFor()
}

async function shoot(page: Page, shot: (name: string) => Promise<unknown>) {
  await visit(page, '/', 'Send files')
  await page.evaluate(() => fetch('/__mock/reset', { method: 'POST' }))
  await drop(page, 'send-dropzone', files)
  const recipients = page.getByRole('textbox', { name: 'Recipients' }).or(page.getByRole('combobox', { name: 'Recipients' }))
  await recipients.fill('ann@example.com, bob@example.org')
  await recipients.press('Enter')
  await page.getByLabel('Message (optional)').fill('The files for Thursday.')
  await shot('send')
  await page.getByRole('button', { name: 'Send 3 files' }).click()
  await page.getByText('3 of 3 files sent.').waitFor()
  await page.getByRole('region', { name: '3 files sent to 2 recipients' }).getByRole('link').nth(2).waitFor()
  await page.getByRole('complementary', { name: 'Upload manager' }).getByText('3 of 3 done').waitFor()
  await page.getByTestId('consignment-count').filter({ hasText: '3' }).waitFor()
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot('send-done')

  await visit(page, '/upload', 'Upload files')
  await drop(page, 'dropzone', files.slice(0, 2))
  await page.getByLabel('E-mail', { exact: true }).fill('ann@example.com')
  await page.getByRole('button', { name: /^Upload/ }).click()
  await page.getByRole('button', { name: 'Generate download link' }).first().click()
  await page.getByRole('button', { name: 'Copy link' }).first().waitFor()
  await page
    .getByRole('img', { name: /QR code of the download link/ })
    .first()
    .waitFor()
  await shot('upload')

  await visit(page, '/consignments/new', 'Register a consignment')
  await shot('register')
  await visit(page, '/transfers/new', 'Send a transfer')
  await shot('transfer')
  await visit(page, '/history', 'History')
  await shot('history')
  await visit(page, '/settings', 'Settings')
  await page.getByText('Dev User').waitFor()
  await shot('settings')

  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('group', { name: 'Theme' }).waitFor()
  await shot('menu')
}

/**
 * The app as installed on a phone (its window, no browser around it), and what a
 * share from the phone's share sheet opens: the Send page with the files and the addresses of the
 * shared text. The dev server has no app worker, so the share is put where the worker puts it.
 */
const SHARES = '/src/lib/shares.ts'
type Shares = typeof import('../src/lib/shares')

async function shootApp(page: Page, shot: (name: string) => Promise<unknown>) {
  await visit(page, '/', 'Send files')
  await shot('app')
  const id = await page.evaluate(async (module) => {
    const { keepShare } = (await import(module)) as Shares
    const canvas = new OffscreenCanvas(1200, 800)
    const g = canvas.getContext('2d')!
    g.fillStyle = '#5b8c5a'
    g.fillRect(0, 0, 1200, 800)
    const photo = await canvas.convertToBlob({ type: 'image/jpeg' })
    return keepShare({
      files: [
        new File([photo], 'IMG_2041.jpg', { type: 'image/jpeg' }),
        new File([photo], 'IMG_2042.jpg', { type: 'image/jpeg' }),
      ],
      title: 'Site visit',
      text: 'Photos of the site visit for Ann Lee <ann@example.com>',
      url: '',
    })
  }, SHARES)
  await page.goto(`${base}/?share=${id}`)
  await page.getByText('2 files shared from another app are listed below.').waitFor()
  await page.getByRole('button', { name: 'Remove ann@example.com' }).waitFor()
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot('shared')
  await page.evaluate(async (module) => {
    const { dropShares, listShares } = (await import(module)) as Shares
    await dropShares((await listShares()).map((s) => s.id))
  }, SHARES)
}

/** The Send page ready to send, in the browser's language: found by what does not depend on words. */
const messages: Record<string, string> = { ar: 'الملفات ليوم الخميس.', de: 'Die Dateien für Donnerstag.' }
async function shootSendIn(page: Page, locale: string, shot: () => Promise<unknown>) {
  await page.goto(base)
  await page.getByTestId('send-dropzone').waitFor()
  await drop(page, 'send-dropzone', files)
  const recipients = page.locator('input[name="recipients"]')
  await recipients.fill('ann@example.com, bob@example.org')
  await recipients.press('Enter')
  await page.locator('textarea[name="message"]').fill(messages[locale] ?? '')
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot()
}

const browser = await chromium.launch(chromiumLaunchOptions)
if (onlyLanguages)
  for (const locale of ['ar', 'de'])
    for (const [screen, viewport] of Object.entries(screens)) {
      const context = await browser.newContext({ viewport, colorScheme: 'light', locale })
      const page = await context.newPage()
      await shootSendIn(page, locale, () =>
        page.screenshot({ path: `docs/screenshots/send-${locale}-light-${screen}.png`, fullPage: true, animations: 'disabled' }),
      )
      await context.close()
      console.log(`${locale} ${screen}: done`)
    }
else if (onlyApp)
  for (const theme of themes) {
    const context = await browser.newContext({ viewport: screens.phone, colorScheme: theme, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await shootApp(page, (name) =>
      page.screenshot({
        path: `docs/screenshots/${name}-${theme}-phone.png`,
        fullPage: name === 'shared',
        animations: 'disabled',
      }),
    )
    await context.close()
    console.log(`${theme} app: done`)
  }
else
  for (const theme of themes)
    for (const [screen, viewport] of Object.entries(screens)) {
      const context = await browser.newContext({ viewport, colorScheme: theme })
      const page = await context.newPage()
      await shoot(page, (name) =>
        page.screenshot({ path: `docs/screenshots/${name}-${theme}-${screen}.png`, fullPage: true, animations: 'disabled' }),
      )
      await context.close()
      console.log(`${theme} ${screen}: done`)
    }
await browser.close()
