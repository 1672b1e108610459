import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { nginxMockOrigin } from './ports'
import { dropAndSend } from './send-journey'
import { watchCsp } from './csp-watch'

/**
 * The built app behind nginx with deploy/'s configuration, the service on the app's own origin:
 * nginx proxies /api/v1/public and /storage to a mock server, as an operator would to the real
 * service. Any Content-Security-Policy violation the browser reports fails the test.
 */
test('the Send journey behind nginx, under its Content-Security-Policy, with no preflight', async ({
  page,
  request,
}, testInfo) => {
  const preflights = async () =>
    ((await (await request.get(`${nginxMockOrigin()}/__mock/preflights`)).json()) as { preflights: number }).preflights
  const before = await preflights()
  const violations = await watchCsp(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Send files' })).toBeVisible()
  // A photo, whose preview is made in a worker and shown from a blob: address, and a file over
  // 64 MiB, hashed by the WASM hasher in a worker: both under the policy. The large one is picked
  // from the disk, as a person's is (one made in the page's memory took Chromium 156 about 20 s
  // to upload here, and held up the checksums of the others).
  const photo = await page.evaluateHandle(async () => {
    const canvas = new OffscreenCanvas(320, 200)
    canvas.getContext('2d')!.fillRect(0, 0, 320, 200)
    const dt = new DataTransfer()
    dt.items.add(new File([await canvas.convertToBlob({ type: 'image/png' })], 'photo.png', { type: 'image/png' }))
    return dt
  })
  await page.getByTestId('send-dropzone').dispatchEvent('drop', { dataTransfer: photo })
  const big = testInfo.outputPath('big.bin')
  await writeFile(big, Buffer.alloc(65 * 1024 * 1024, 7))
  await page.getByLabel('Choose files to send').setInputFiles(big)
  await expect(page.getByTestId('file-thumb')).toBeVisible()
  await dropAndSend(
    page,
    [
      ['alpha.txt', 'alpha '.repeat(1000)],
      ['beta.txt', 'beta '.repeat(60_000)],
    ],
    2,
  )
  await expect(page.getByTestId('send-summary')).toHaveText('4 of 4 files sent.', { timeout: 30_000 })
  const state = (await (await request.get(`${nginxMockOrigin()}/__mock/state`)).json()) as { transfers: unknown[] }
  expect(state.transfers).toHaveLength(4)
  // Same origin: not one CORS preflight for the uploads, registrations and transfers.
  expect(await preflights()).toBe(before)
  // Every checksum was computed and matched: none of the files says it could not be checked.
  await expect(page.getByText(/could not be (computed|checked)|unverified/i)).toHaveCount(0)
  // The summary's links and a QR code, under the CSP.
  const summary = page.getByRole('region', { name: '4 files sent to 1 recipient' })
  await expect(summary.getByRole('link')).toHaveCount(4)
  await summary.getByRole('button', { name: /^QR code of alpha\.txt/ }).click()
  await expect(summary.getByRole('img', { name: /QR code of the download link for alpha\.txt/ })).toBeVisible()

  // Every page once, with a download link and its QR code on History.
  for (const path of ['/upload', '/consignments/new', '/transfers/new', '/settings', '/history']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await page
    .getByRole('button', { name: /^Ids and download links/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Generate download link' }).first().click()
  await expect(page.getByRole('img', { name: /QR code of the download link/ })).toBeVisible()
  expect(violations).toEqual([])
})

test('nginx serves the app with its headers, caching rules, fallback and compression', async ({ request, baseURL }) => {
  const index = await request.get('/')
  const csp = index.headers()['content-security-policy']!
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
  // The service on the app's own origin: connections to nowhere else.
  expect(csp).toContain("connect-src 'self';")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(index.headers()).toMatchObject({
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  })
  expect(index.headers()['permissions-policy']).toContain('camera=()')

  const html = await index.text()
  // The stylesheet is in the HTML, allowed by its hash: a phone's first paint waits for no request.
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!
  expect(style).toContain('.first-paint')
  expect(html).not.toContain('rel="stylesheet"')
  expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}';`)
  expect(csp).not.toContain('unsafe-inline')
  // The scripts the entry imports: long-cached, compressed (the entry itself is too small to be).
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!
  const imported = [...(await (await request.get(entry)).text()).matchAll(/\.\/([\w.-]+\.js)/g)].map((m) => `/assets/${m[1]}`)
  expect(imported.length).toBeGreaterThan(0)
  const assets = await Promise.all(imported.map((path) => request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })))
  for (const asset of assets) {
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers()['content-security-policy']).toBe(csp)
  }
  expect(assets.some((asset) => asset.headers()['content-encoding'] === 'gzip')).toBe(true)

  expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-cache')
  // A page's address serves that page's HTML with its first paint, uncached; any other, index.html.
  const route = await request.get('/history')
  expect(route.status()).toBe(200)
  expect(route.headers()['cache-control']).toBe('no-cache')
  expect(await route.text()).toContain('data-route="/history"')
  expect(await (await request.get('/consignments/new')).text()).toContain('data-route="/consignments/new"')
  const unknown = await request.get('/no-such-page')
  expect(unknown.status()).toBe(200)
  expect(await unknown.text()).toBe(html)
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404)
  expect((await request.get('/mockServiceWorker.js')).status()).toBe(404)
  expect((await request.get('/mock-sw.js')).status()).toBe(404)
  expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

test.describe('a browser set to Arabic, behind nginx', () => {
  test.use({ locale: 'ar-EG' })
  test('the language chosen before the first paint runs under the CSP, allowed by its hash alone', async ({ page }) => {
    const violations = await watchCsp(page)
    const response = await page.goto('/history')
    const csp = response!.headers()['content-security-policy']!
    // The inline script is allowed by its own hash, not by 'unsafe-inline'.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*';/)
    expect(csp).not.toContain('unsafe-inline')
    // What the inline script sets before the first paint (the app then keeps it).
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
  })
})
