import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { appPages } from './app-pages'
import { expect, test } from './fixtures'
import { localeBootScript } from '../vite.i18n'
import type { Page } from '@playwright/test'

/**
 * The built app: each page's HTML carries its first paint (scripts/first-paint.ts), the app then
 * renders the same page over it without moving anything, and nothing in it can be typed into
 * before the app runs.
 */
const pages = appPages

/** The page's layout shifts so far: their sum, and each moved node with where it was and where it went. */
const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    const entries = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true })
        setTimeout(() => resolve([]), 500)
      })
    const shifts = (await entries('layout-shift')) as Array<PerformanceEntry & { value: number }>
    return {
      moved: shifts.flatMap((s) =>
        (
          (s as unknown as { sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> })
            .sources ?? []
        ).map(
          (x) =>
            `${(x.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? x.node?.nodeName} ${JSON.stringify(x.previousRect)} -> ${JSON.stringify(x.currentRect)}`,
        ),
      ),
      shift: shifts.reduce((sum, s) => sum + s.value, 0),
    }
  })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    sessionStorage.setItem('consign.credentials', JSON.stringify({ token: 'dev-token', publicKey: 'dev-public-key' })),
  )
})

test('every page is served with its own first paint: its heading, no inline style, one inline script: the language', async ({
  request,
}) => {
  const languageScript = await localeBootScript(false)
  for (const [path, heading] of pages) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(`<div class="first-paint" inert data-route="${path}">`)
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    // The Content-Security-Policy refuses style attributes, and inline script but the one it allows
    // by its hash (decision 0014): the language chosen before the first paint, first in <head>.
    expect(
      [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
      path,
    ).toEqual([languageScript])
    expect(html.indexOf('<script>'), path).toBeGreaterThan(html.indexOf('<meta charset'))
    // The stylesheet is inline (its hash allowed, decision 0015), after the language script.
    expect(html.indexOf('<script>'), path).toBeLessThan(html.indexOf('<style>'))
    expect(html.match(/<style>/g), path).toHaveLength(1)
    expect(html.match(/\sstyle="/g), path).toBeNull()
  }
  // Any other address gets the home page's HTML; the app then says the page does not exist.
  expect(await (await request.get('/no-such-page')).text()).toContain('data-route="/"')
})

for (const width of [360, 1280]) {
  test(`at ${width} px the app takes over each page without moving it: no visible layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    // The service answers only once the takeover is measured: what its data moves is not the
    // first paint's doing.
    const waiting: Array<() => void> = []
    const release = () => waiting.splice(0).forEach((go) => go())
    await page.route(/\/(v1\/public|storage)\//, async (route) => {
      await new Promise<void>((resolve) => waiting.push(resolve))
      await route.continue()
    })
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(page.locator('.first-paint')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const paints = await layoutShifts(page)
      // Nothing a person could see: at most a text re-laid out a fraction of a pixel wider.
      expect(paints.shift, `${path}: ${paints.moved.join('; ')}`).toBeLessThan(0.00001)
      release()
    }
  })
}

/**
 * Serves what `baseURL` serves, but each page's HTML after its <head> in pieces of `piece`
 * bytes, `gapMs` apart: the page arriving over a slow network, parsed and painted a piece at a time.
 */
async function inPieces(baseURL: string, piece: number, gapMs: number) {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', baseURL), { headers: { accept: req.headers.accept ?? '*/*' } })
      const body = Buffer.from(await upstream.arrayBuffer())
      const skip = ['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']
      res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([name]) => !skip.includes(name))))
      const html = (upstream.headers.get('content-type') ?? '').includes('text/html') ? body.toString('utf8') : null
      if (html === null) return void res.end(body)
      let at = html.indexOf('<body')
      res.write(html.slice(0, at))
      while (at < html.length) {
        const next = html.indexOf('<', at + piece)
        const end = next < 0 ? html.length : next
        await new Promise((resolve) => setTimeout(resolve, gapMs))
        res.write(html.slice(at, end))
        at = end
      }
      res.end()
    })().catch((error: unknown) => res.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

test('a page that arrives in pieces is painted only once it has all come: nothing in it moves', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  // Each piece a few hundred bytes: cut inside the header, its count before its Menu button, as
  // inside each page's rows; each given time to be painted before the next.
  const served = await inPieces(baseURL!, 300, 20)
  try {
    await page.route(/\/(v1\/public|storage)\//, () => undefined)
    for (const [width, paths] of [
      [360, pages],
      [1280, pages.slice(0, 1)],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      for (const [path, heading] of paths) {
        await page.goto(`${served.origin}${path}`)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        const paints = await layoutShifts(page)
        // As above: nothing a person could see.
        expect(paints.shift, `${width} px ${path}: ${paints.moved.join('; ')}`).toBeLessThan(0.00001)
      }
    }
  } finally {
    await served.close()
  }
})

test('an address that is not a page does not show the home page first', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Send files' })).toHaveCount(0)
})

test('before the app runs, the first paint takes no typing (nothing typed there could be lost)', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  // Every module but the entry waits: the page stays on its first paint.
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not waiting for "load", which the held modules keep back.
  await page.goto('/', { waitUntil: 'commit' })
  // Inert: out of the accessibility tree, so found by its markup.
  const email = page.locator('.first-paint input[type="email"]').first()
  await expect(email).toBeVisible()
  const box = (await email.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await page.keyboard.type('ann@example.com')
  expect(await email.inputValue()).toBe('')
  release()
  await expect(page.locator('.first-paint')).toHaveCount(0)
  await page.getByLabel('Your e-mail').fill('ann@example.com')
  await expect(page.getByLabel('Your e-mail')).toHaveValue('ann@example.com')
})
