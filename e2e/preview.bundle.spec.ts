import { expect, test } from './fixtures'

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
  const assets = readdirSync('dist-e2e/assets')
  expect(assets.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0)
  expect(assets.filter((f) => f.endsWith('.map'))).toEqual([])
  for (const js of assets.filter((f) => f.endsWith('.js')))
    expect(await (await request.get(`/assets/${js}`)).text(), js).not.toContain('sourceMappingURL')
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/text\/plain/)
  expect(await robots.text()).toMatch(/^User-agent: \*/m)
})
