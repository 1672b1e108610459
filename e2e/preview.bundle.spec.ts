import { expect, test } from './fixtures'

/** The built app with config.mock false must not ship MSW in what the first page load fetches. */
test('no mock code in the initial chunks of the production build', async ({ page, request }) => {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.url())
  })
  await page.goto('/')
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
