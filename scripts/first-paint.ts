/**
 * `tsx scripts/first-paint.ts <outDir>`, run by the build (vite.config.ts): writes each page's
 * first paint into a copy of the built index.html, `<outDir>/index.html` for `/` and
 * `<outDir>/<page>.html` for the others (`upload.html`, `consignments/new.html`, …). The pages are rendered by their own components
 * (src/app/first-paint.tsx), server-side, inside a happy-dom window at the page's address.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Window } from 'happy-dom'
import { createServer } from 'vite'
import { lingui } from '@lingui/vite-plugin'
import { linguiMacro } from '../vite.i18n'

process.env.NODE_ENV = 'production'
const outDir = process.argv[2]
if (!outDir) throw new Error('usage: first-paint.ts <outDir>')
const template = readFileSync(join(outDir, 'index.html'), 'utf8')
const PLACEHOLDER = '<div id="root"><p class="booting">Loading…</p></div>'
if (!template.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`)

const window = new Window({ url: 'https://first-paint.invalid/', width: 360, height: 740 })
const globals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'matchMedia',
  'HTMLElement',
  'Node',
  'Element',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
]
for (const name of globals)
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? window : (window as unknown as Record<string, unknown>)[name],
    configurable: true,
    writable: true,
  })

const vite = await createServer({
  configFile: false,
  mode: 'production',
  root: join(import.meta.dirname, '..'),
  logLevel: 'error',
  appType: 'custom',
  plugins: [linguiMacro(), lingui()],
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { routes, renderFirstPaint } = (await vite.ssrLoadModule('/src/app/first-paint.tsx')) as {
    routes: string[]
    renderFirstPaint: (path: string) => Promise<string>
  }
  for (const route of routes) {
    window.happyDOM.setURL(`https://first-paint.invalid${route}`)
    const rendered = await renderFirstPaint(route)
    for (const s of rendered.match(/<[a-z]+[^>]* style="[^"]*"/g) ?? []) console.log('  style dropped:', s.slice(0, 160))
    // No inline styles (the CSP refuses them); no test ids: nothing in the first paint is the app
    // yet, and a test must find the app's own elements, not the picture of them.
    const html = rendered.replace(/ style="[^"]*"/g, '').replace(/ data-testid="[^"]*"/g, '')
    const page = template.replace(
      PLACEHOLDER,
      `<div id="root"><div class="first-paint" inert data-route="${route}">${html}</div></div>`,
    )
    // /upload → upload.html: what `vite preview` serves for /upload, and nginx (deploy/) too.
    const file = join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, page)
    console.log(`first paint: ${route} (${html.length} characters)`)
  }
} finally {
  await vite.close()
  await window.happyDOM.close()
}
// The window's timers and the server's watchers must not keep the build waiting.
process.exit(0)
