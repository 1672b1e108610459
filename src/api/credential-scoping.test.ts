import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server, testAddresses } from '../mocks/node'
import { testConfig } from '../test/render'
import { initCredentials } from './credentials'
import { ApiError } from './errors'
import { createPublicApi } from './public-api'
import { createStorageApi } from './storage-api'

type Seen = { url: string; headers: Record<string, string> }

function capture() {
  const seen: Seen[] = []
  const listener = ({ request }: { request: Request }) => {
    // happy-dom's Headers keep the case they were set with; compare names case-insensitively.
    seen.push({ url: request.url, headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])) })
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

let stop = () => {}
afterEach(() => stop())

describe('credential scoping', () => {
  it('sends the bearer token only to the public API and the key only to the storage API', async () => {
    initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })
    const recorder = capture()
    stop = recorder.stop
    const pub = createPublicApi(testConfig)
    const storage = createStorageApi(testConfig)

    const uploaded = await storage.upload(new File(['bytes'], 'a.txt', { type: 'text/plain' }), {
      email: 'a@example.test',
      store: true,
      source: 'consignment',
    })
    const consignmentId = await pub.createConsignment({
      uuid: uploaded.fileId,
      filename: 'a.txt',
      contentType: 'text/plain',
      size: 5,
      co_authors: [],
    })
    await pub.createTransfer(consignmentId, { target_emails: ['b@example.test'] })
    await pub.count()
    await pub.me()
    const link = await storage.downloadLink({ fileId: uploaded.fileId, containerId: uploaded.containerId })
    await fetch(link)

    const onPublic = recorder.seen.filter((s) => s.url.startsWith(`${testAddresses.apiBaseUrl}/`))
    const onStorage = recorder.seen.filter((s) => s.url.startsWith(`${testAddresses.storageUrl}/`))
    expect(onPublic).toHaveLength(4)
    expect(onStorage).toHaveLength(3)
    expect(onPublic.length + onStorage.length).toBe(recorder.seen.length)

    for (const { url, headers } of onPublic) {
      expect(headers.authorization, url).toBe('Bearer dev-token')
      expect(headers['x-public-key'], url).toBeUndefined()
      expect(JSON.stringify(headers), url).not.toContain('dev-public-key')
    }
    for (const { url, headers } of onStorage) {
      expect(headers.authorization, url).toBeUndefined()
      expect(JSON.stringify(headers), url).not.toContain('dev-token')
    }
    // The link to fetch the file is a plain URL: it carries no credential of either kind.
    expect(onStorage.filter((s) => s.headers['x-public-key'] === 'dev-public-key').map((s) => new URL(s.url).pathname)).toEqual([
      '/upload',
      '/download',
    ])
  })

  it('sends no credential header at all when none is set', async () => {
    initCredentials({ token: '', publicKey: '' })
    const recorder = capture()
    stop = recorder.stop
    await createPublicApi(testConfig)
      .count()
      .catch(() => undefined)
    await createStorageApi(testConfig)
      .downloadLink({ fileId: 'x' })
      .catch(() => undefined)
    expect(recorder.seen).toHaveLength(2)
    for (const { headers } of recorder.seen) {
      expect(headers.authorization).toBeUndefined()
      expect(headers['x-public-key']).toBeUndefined()
    }
  })

  it('follows no redirect with a credential: the call fails as redirected, and the other address hears nothing', async () => {
    initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })
    const elsewhere = 'https://elsewhere.example.test/collect'
    server.use(
      http.post(
        `${testAddresses.storageUrl}/download`,
        () => new HttpResponse(null, { status: 307, headers: { Location: elsewhere } }),
      ),
      http.post(
        `${testAddresses.apiBaseUrl}/consignments`,
        () => new HttpResponse(null, { status: 302, headers: { Location: elsewhere } }),
      ),
      http.all(elsewhere, () => HttpResponse.json({ success: true, body: { link: 'https://x.test', id: 'x' } })),
    )
    const recorder = capture()
    stop = recorder.stop
    const download = createStorageApi(testConfig).downloadLink({ fileId: 'f' })
    await expect(download).rejects.toThrow(ApiError)
    await expect(download).rejects.toMatchObject({ kind: 'redirected', isTransient: false })
    const register = createPublicApi(testConfig).createConsignment({
      uuid: 'f',
      filename: 'a.txt',
      contentType: 'text/plain',
      size: 5,
      co_authors: [],
    })
    await expect(register).rejects.toMatchObject({ kind: 'redirected' })
    expect(recorder.seen.map((s) => new URL(s.url).origin)).not.toContain('https://elsewhere.example.test')
  })
})
