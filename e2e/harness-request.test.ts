import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { request } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { HARNESS_HEADERS } from './harness-request'

/** Connections a Node server (its 5 s keep-alive as the mock's) was opened for these requests. */
async function connectionsFor(headers: Record<string, string> | undefined) {
  let connections = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(204).end())
  })
  server.on('connection', () => connections++)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const context = await request.newContext({ extraHTTPHeaders: headers })
  try {
    for (let i = 0; i < 3; i++) {
      expect((await context.post(`${origin}/__mock/control`, { data: { latencyMs: i } })).status()).toBe(204)
      expect((await context.get(`${origin}/__mock/state`)).status()).toBe(204)
    }
  } finally {
    await context.dispose()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return connections
}

describe("the specs' own requests", () => {
  it('go each on a new connection, so none is written on one the server is closing', async () => {
    // Playwright's own keeps one connection for all six: the one a Node server closes after 5 s.
    expect(await connectionsFor(undefined)).toBe(1)
    expect(await connectionsFor(HARNESS_HEADERS)).toBe(6)
  })
})
