import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { previewDir } from './servers'

/** The built app with config.mock false must not ship MSW in what the first page load fetches. */
test('no mock code in the initial chunks of the production build', async ({ page, request }) => {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.url())
  })
  await page.goto('/')
  // The app has taken over from the first paint: everything the first load fetches has come.
  await expect(page.locator('.first-paint')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const html = await (await request.get('/')).text()
  const declared = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => new URL(m[1]!, page.url()).href)
  expect(declared.length).toBeGreaterThan(0)
  for (const url of new Set([...declared, ...loaded])) {
    const body = await (await request.get(url)).text()
    expect(body, url).not.toContain('mockServiceWorker')
    expect(body, url).not.toContain('setupWorker')
  }
  const config = await (await request.get('/config.json')).json()
  expect(config.mock).toBe(false)
})

test('the deployed files carry no source maps, and robots.txt is a real file', async ({ request }) => {
  const { readdirSync } = await import('node:fs')
  const assets = readdirSync(`${previewDir}/assets`)
  expect(assets.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0)
  expect(assets.filter((f) => f.endsWith('.map'))).toEqual([])
  for (const js of assets.filter((f) => f.endsWith('.js')))
    expect(await (await request.get(`/assets/${js}`)).text(), js).not.toContain('sourceMappingURL')
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/text\/plain/)
  expect(await robots.text()).toMatch(/^User-agent: \*/m)
})

/**
 * What the first load fetches before the first render: the entry script, what it imports before
 * the app's first render (react-dom/client and src/start.tsx) and, transitively, their static
 * imports; not the pages, fetched as routes ask for them. Each file's body by its address.
 */
/** The entry script index.html names. */
async function entryScript(request: APIRequestContext) {
  const html = await (await request.get('/')).text()
  const entry = html.match(/<script type="module"[^>]*src="([^"]+\.js)"/)?.[1]
  expect(entry, 'the entry script in index.html').toBeTruthy()
  return entry!
}

async function firstLoad(request: APIRequestContext) {
  const entry = await entryScript(request)
  const files = new Map<string, Buffer>()
  const visit = async (url: string, followDynamic: boolean): Promise<void> => {
    if (files.has(url)) return
    const response = await request.get(url)
    expect(response.ok(), url).toBe(true)
    const body = await response.body()
    files.set(url, body)
    const code = body.toString('utf8')
    const staticImports = [...code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)].map((m) => m[1]!)
    const dynamicImports = followDynamic
      ? [...code.matchAll(/import\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g)].map((m) => m[1]!)
      : []
    if (followDynamic) expect(dynamicImports, 'main.tsx imports react-dom/client and start').toHaveLength(2)
    for (const next of [...staticImports, ...dynamicImports])
      await visit(new URL(next, new URL(url, 'http://x/')).pathname, false)
  }
  await visit(entry, true)
  return files
}

/**
 * The first-load budget of issue 7, as `npm run bench` counts it (`firstLoad` above and the shell's
 * catalog), gzipped file by file, as a server sends them.
 */
test('what the first load runs before the first render is at most 100 kB of gzipped JS', async ({ request, page }) => {
  const { gzipSync } = await import('node:zlib')
  const sizes = new Map([...(await firstLoad(request))].map(([url, body]) => [url, gzipSync(body).byteLength]))
  // And the words of the shell in the language of the browser (English here), fetched by the start
  // before the first render (src/shared/i18n.ts): each language's catalog is a chunk of its own.
  const catalogs: string[] = []
  page.on('response', (response) => {
    if (/\/assets\/shell-[^/]+\.js$/.test(response.url())) catalogs.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await expect(page.locator('.first-paint')).toHaveCount(0)
  expect(catalogs, 'one shell catalog, the language shown').toHaveLength(1)
  for (const url of catalogs) sizes.set(url, gzipSync(await (await request.get(url)).body()).byteLength)
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0)
  const listing = [...sizes].map(([url, size]) => `${url} ${(size / 1000).toFixed(1)} kB`).join('\n')
  expect(sizes.size, listing).toBeGreaterThan(3)
  expect(total / 1000, listing).toBeLessThanOrEqual(100)
})

/**
 * zod (config.json's check, the service contract) comes beside the first page and with the
 * first request, not in the first load: ~10 kB of it that the first paint does not need.
 */
test('the first load carries no zod', async ({ request }) => {
  const files = await firstLoad(request)
  const withZod = [...files].filter(([, body]) => body.toString('utf8').includes('$ZodType')).map(([url]) => url)
  expect(files.size).toBeGreaterThan(3)
  expect(withZod).toEqual([])
})

/**
 * V8's compile hint (vite.config.ts) on the first line of the entry, React and the start: their
 * functions are compiled off the main thread as they stream in (Lighthouse, docs/benchmarks.md).
 * A minifier that dropped comments would lose it silently.
 */
test('the entry, React and the start carry the compile hint on their first line; the pages do not', async ({ request }) => {
  const first = [...(await firstLoad(request))]
  const hinted = first
    .filter(([, body]) => body.toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
    .map(([url]) => url)
  expect(hinted).toContain(await entryScript(request))
  expect(
    hinted.some((url) => /\/react-[^/]+\.js$/.test(url)),
    'React',
  ).toBe(true)
  expect(
    hinted.some((url) => /\/start-[^/]+\.js$/.test(url)),
    'the start',
  ).toBe(true)
  const { readdirSync, readFileSync } = await import('node:fs')
  const page = readdirSync(`${previewDir}/assets`).find((f) => /^SendPage-.*\.js$/.test(f))!
  expect(readFileSync(`${previewDir}/assets/${page}`, 'utf8')).not.toMatch(/^\/\/# allFunctionsCalledOnLoad/)
})
