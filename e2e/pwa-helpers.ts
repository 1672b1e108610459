import type { APIRequestContext, Page } from '@playwright/test'
import { appPages } from './app-pages'
import { expect } from './fixtures'

/** The app's pages and their headings: each must open offline. */
export const PAGES = appPages

export const OFFLINE_NOTE = /^Offline: every page opens, and History and your drafts are here\./

/** Resolves once a service worker controls the page (the app registers it a few seconds after its load event). */
export async function controlledByWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    return { script: navigator.serviceWorker.controller!.scriptURL, scope: registration.scope }
  })
}

/**
 * What an Android share sheet does with the manifest's share_target: a POST navigation of a
 * multipart form (files, title, text) to /share, here submitted from the page itself.
 */
export async function shareToApp(
  page: Page,
  share: { files: Array<[name: string, type: string, content: string]>; title: string; text: string },
) {
  await page.evaluate((share) => {
    const form = document.createElement('form')
    form.method = 'post'
    form.enctype = 'multipart/form-data'
    form.action = '/share'
    const files = document.createElement('input')
    files.type = 'file'
    files.name = 'files'
    files.multiple = true
    const dt = new DataTransfer()
    for (const [name, type, content] of share.files) dt.items.add(new File([content], name, { type }))
    files.files = dt.files
    form.append(files)
    for (const [name, value] of [
      ['title', share.title],
      ['text', share.text],
    ] as const) {
      const field = document.createElement('textarea')
      field.name = name
      field.value = value
      form.append(field)
    }
    document.body.append(form)
    form.submit()
  }, share)
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

type Manifest = {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
  share_target: {
    action: string
    method: string
    enctype: string
    params: { title: string; text: string; files: Array<{ name: string }> }
  }
}

/** The manifest as served, every page linking it, every icon a PNG of its stated size. */
export async function checkManifest(request: APIRequestContext) {
  const response = await request.get('/manifest.webmanifest')
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await response.json()) as Manifest
  expect(manifest).toMatchObject({ name: 'Consign — send files', short_name: 'Consign', start_url: '/', display: 'standalone' })
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.share_target).toMatchObject({
    action: '/share',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { title: 'title', text: 'text', files: [{ name: 'files' }] },
  })
  const pngs = manifest.icons.filter((i) => i.type === 'image/png')
  expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of pngs) {
    const png = await request.get(icon.src)
    expect(png.headers()['content-type'], icon.src).toBe('image/png')
    const { width, height } = pngSize(await png.body())
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
  }
  for (const [path] of PAGES) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"')
  }
  const apple = await request.get('/icons/apple-touch-icon.png')
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 })
  return manifest
}

/** Every page opened with the context offline: its heading, and the one note saying so. */
export async function everyPageOffline(page: Page) {
  for (const [path, heading] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('.first-paint')).toHaveCount(0)
    await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(1)
  }
}
