import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildOpenApi } from '../api/openapi'
import { startMockHttpServer, type MockHttpServer } from './http-server'
import { server as inProcessMock } from './node'

let mock: MockHttpServer
beforeAll(async () => {
  // Real sockets, so the in-process MSW of the unit tests steps aside; happy-dom's fetch then
  // preflights cross-origin calls and checks the allowed origin and methods.
  inProcessMock.close()
  mock = await startMockHttpServer({ port: 0, host: '127.0.0.1', algorithm: 'sha256' })
})
afterAll(() => new Promise<void>((done) => mock.server.close(() => done())))

const call = (path: string, init?: RequestInit) => fetch(`${mock.origin}${path}`, init)

describe('npm run mock:server', () => {
  it('serves the contract at /openapi.json, with CORS and its own addresses', async () => {
    const response = await call('/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual(buildOpenApi(mock.addresses))
  })

  it('serves the API beside it, each surface at its documented address', async () => {
    const count = await call('/v1/public/consignments/count', { headers: { Authorization: 'Bearer dev-token' } })
    expect([count.status, await count.json()]).toEqual([200, { total: 0 }])
    const download = await call('/storage/download', {
      method: 'POST',
      headers: { 'x-public-key': 'dev-public-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileId: 'nope' }),
    })
    expect([download.status, download.headers.get('access-control-allow-origin')]).toEqual([422, '*'])
    // happy-dom does not check the allowed headers; a browser does.
    const preflight = await call('/storage/upload', { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'x-public-key', 'content-type']),
    )
  })
})
