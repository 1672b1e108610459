// The app's installed icons, drawn in public/icons/icon.svg and maskable.svg, rasterised by
// Chromium into the PNGs the manifest and iOS ask for: `npm run icons` after changing a drawing.
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium'

const dir = 'public/icons'
/** [source drawing, size in px, file]; iOS puts its own mask on a full-bleed square. */
const outputs = [
  ['icon.svg', 192, 'icon-192.png'],
  ['icon.svg', 512, 'icon-512.png'],
  ['maskable.svg', 192, 'maskable-192.png'],
  ['maskable.svg', 512, 'maskable-512.png'],
  ['maskable.svg', 180, 'apple-touch-icon.png'],
] as const

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const [source, size, file] of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const svg = readFileSync(`${dir}/${source}`).toString('base64')
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style><img width="${size}" height="${size}" src="data:image/svg+xml;base64,${svg}">`,
    )
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
    await page.screenshot({ path: `${dir}/${file}`, omitBackground: true })
    await page.close()
    console.log(`${dir}/${file}`)
  }
} finally {
  await browser.close()
}
