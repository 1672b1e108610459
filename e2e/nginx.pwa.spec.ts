import { expect, test } from './fixtures'
import { watchCsp } from './csp-watch'
import { nginxMockOrigin } from './ports'
import { checkManifest, controlledByWorker, everyPageOffline, shareToApp } from './pwa-helpers'

/**
 * Issue 19 behind deploy/'s nginx, under its Content-Security-Policy: the worker and the
 * manifest served with their types, the worker never from a cache, and a share that reaches
 * nginx itself (no worker yet) is no dead end.
 */
test('nginx serves the manifest, the icons and the worker with their types; the worker is never cached', async ({ request }) => {
  await checkManifest(request)
  const csp = (await request.get('/')).headers()['content-security-policy']!
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  // The worker runs under the same policy as the pages (a worker takes its script's headers).
  expect(worker.headers()['content-security-policy']).toBe(csp)
  expect(csp).toContain("worker-src 'self'")
  expect(csp).toContain("manifest-src 'self'")
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.headers()['content-security-policy']).toBe(csp)
  expect(manifest.headers()['cache-control']).toBe('no-cache')
})

test('a share that reaches nginx (no worker yet) opens the Send page, which says the files did not come', async ({
  page,
  request,
}) => {
  const response = await request.post('/share', {
    multipart: {
      title: 'Photos',
      text: 'for ann@example.com',
      files: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('JPEG') },
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  expect(response.headers()['location']).toMatch(/\/\?share=unreached$/)
  expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'")
  const violations = await watchCsp(page)
  await page.goto('/?share=unreached')
  await expect(page.getByRole('alert').filter({ hasText: 'The shared files did not reach the app.' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(violations).toEqual([])
})

test('under the policy: a worker controls the app after one visit, every page opens offline, and a share is sent', async ({
  page,
  context,
  request,
}) => {
  const violations = await watchCsp(page)
  await page.goto('/')
  expect((await controlledByWorker(page)).script).toMatch(/\/sw\.js$/)
  await context.setOffline(true)
  await everyPageOffline(page)
  await context.setOffline(false)

  await page.goto('/')
  await shareToApp(page, {
    files: [['report.txt', 'text/plain', 'Q3 report\n'.repeat(300)]],
    title: '',
    text: 'To: ann@example.com',
  })
  await expect(page.getByText('1 file shared from another app is listed below.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove ann@example.com' })).toBeVisible()
  await page.getByLabel('Your e-mail').fill('sender@example.com')
  await page.getByRole('button', { name: /^Send 1 file/ }).click()
  await expect(page.getByTestId('send-summary')).toHaveText('1 of 1 file sent.', { timeout: 30_000 })
  const state = (await (await request.get(`${nginxMockOrigin()}/__mock/state`)).json()) as {
    transfers: Array<{ target_emails: string[] }>
  }
  expect(state.transfers.map((t) => t.target_emails)).toEqual([['ann@example.com']])
  expect(violations).toEqual([])
})
