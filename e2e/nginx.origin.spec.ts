import { connect, type Socket } from 'node:net'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'

/*
 * What the app's origin serves behind deploy/'s nginx: the app and the service's operations,
 * nothing else of the service (decision 0019). The mock server, like many a storage service,
 * serves each uploaded file under its own address, with the type the uploader gave.
 */

const DEV_PUBLIC_KEY = 'dev-public-key'

/** Uploads `content` as `name` of `type` through nginx, as the app would: its download link. */
async function upload(request: APIRequestContext, baseURL: string, name: string, type: string, content: string) {
  const answer = await request.post(`${baseURL}/storage/upload`, {
    headers: { 'x-public-key': DEV_PUBLIC_KEY },
    multipart: {
      file: { name, mimeType: type, buffer: Buffer.from(content) },
      email: 'ann@example.com',
      store: 'true',
      source: 'public',
    },
  })
  expect(answer.status()).toBe(200)
  const link = new URL(((await answer.json()) as { body: { directLink: string } }).body.directLink)
  // The link stays on the storage's own origin; the same file under the app's origin, where an
  // operator has to serve links from it.
  return { link: link.href, onAppOrigin: `${baseURL}/downloads${link.pathname.replace(/^\/storage\/files/, '')}` }
}

/** Whether a <script> of `src`, put into a page of the app, ran. */
async function scriptRan(page: Page, src: string) {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script')
        script.src = src
        const ran = () => resolve((window as unknown as { uploadedRan?: boolean }).uploadedRan === true)
        script.onload = ran
        script.onerror = ran
        document.head.append(script)
      }),
    src,
  )
}

test('an uploaded script never runs in a page of the app, from its link or from the app origin', async ({
  page,
  request,
  baseURL,
}) => {
  const { link, onAppOrigin } = await upload(request, baseURL!, 'evil.js', 'text/javascript', 'window.uploadedRan = true')
  await page.goto('/settings')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The storage's origin is not in the page's script-src; on the app's origin the file's type is
  // never one the browser runs (nosniff).
  expect(await scriptRan(page, link)).toBe(false)
  expect(await scriptRan(page, onAppOrigin)).toBe(false)
})

test('an uploaded page opened from its link is a download in a sandbox, never a page of the app', async ({
  page,
  request,
  baseURL,
}) => {
  const { onAppOrigin } = await upload(request, baseURL!, 'evil.html', 'text/html', '<script>parent.uploadedRan = true</script>')
  const answer = await request.get(onAppOrigin)
  expect(answer.status()).toBe(200)
  expect(answer.headers()).toMatchObject({
    'content-type': 'application/octet-stream',
    'content-disposition': 'attachment',
    'content-security-policy': "sandbox; default-src 'none'",
    'x-content-type-options': 'nosniff',
  })
  expect(answer.headers()['set-cookie']).toBeUndefined()
  await page.goto('/settings')
  const download = page.waitForEvent('download')
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href })
    document.body.append(a)
    a.click()
  }, onAppOrigin)
  expect((await download).suggestedFilename()).toBe('evil.html')
  expect(page.url()).toMatch(/\/settings$/)
  expect(await page.evaluate(() => (window as unknown as { uploadedRan?: boolean }).uploadedRan)).toBeUndefined()
})

test('every path of the service but its operations is refused by nginx, and each operation takes only its method', async ({
  request,
  baseURL,
}) => {
  const { link } = await upload(request, baseURL!, 'note.txt', 'text/plain', 'hello')
  const stored = new URL(link).pathname
  expect((await request.get(`${baseURL}${stored}`)).status()).toBe(404)
  for (const path of [
    '/storage/openapi.json',
    '/storage/',
    '/storage/upload/x',
    '/api/v1/public/consignments/1',
    '/api/v1/public/',
  ])
    expect((await request.get(`${baseURL}${path}`)).status(), path).toBe(404)
  expect((await request.get(`${baseURL}/storage/upload`)).status()).toBe(403)
  expect((await request.delete(`${baseURL}/api/v1/public/me`)).status()).toBe(403)
  const count = await request.get(`${baseURL}/api/v1/public/consignments/count`, {
    headers: { authorization: 'Bearer dev-token' },
  })
  expect(count.status()).toBe(200)
  expect(count.headers()['access-control-allow-origin']).toBeUndefined()
})

test('150 uploads trickling a byte a second hold no more than their share: the pages and the count still answer', async ({
  request,
  baseURL,
}) => {
  const port = e2ePorts().nginx
  const sockets: Socket[] = []
  const refused: string[] = []
  const trickle = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write('x')), 1000)
  try {
    await Promise.all(
      Array.from(
        { length: 150 },
        () =>
          new Promise<void>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => {
              socket.write(
                'POST /storage/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nx-public-key: dev-public-key\r\n' +
                  'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000000\r\n\r\n--b\r\n',
              )
              resolve()
            })
            socket.on('data', (data) => refused.push(data.toString().split('\r\n')[0]!))
            socket.on('error', () => undefined)
            sockets.push(socket)
          }),
      ),
    )
    // Past the per-client share, nginx says so at once; the rest trickle on.
    await expect.poll(() => refused.length).toBe(150 - 32)
    expect(new Set(refused)).toEqual(new Set(['HTTP/1.1 429 Too Many Requests']))
    // A bound against a hang (the site taken down), not a speed check.
    const within = { timeout: 5_000 }
    expect((await request.get(`${baseURL}/`, within)).status()).toBe(200)
    expect((await request.get(`${baseURL}/history`, within)).status()).toBe(200)
    const count = await request.get(`${baseURL}/api/v1/public/consignments/count`, {
      ...within,
      headers: { authorization: 'Bearer dev-token' },
    })
    expect(count.status()).toBe(200)
  } finally {
    clearInterval(trickle)
    for (const socket of sockets) socket.destroy()
  }
})
