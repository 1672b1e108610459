import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'
import { openApiJson } from '../api/openapi'
import type { ChecksumAlgorithm } from '../config/schema'
import { createHandlers, type MockAddresses } from './handlers/create'
import { createMockStore } from './store'

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, x-public-key, Content-Type, Accept',
  // Retry-After too: a forced refusal's pause (retryAfterS) reaches an app on another origin.
  'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length, Retry-After',
  'Access-Control-Max-Age': '600',
}

export type MockHttpServer = { server: Server; origin: string; addresses: MockAddresses }

/**
 * The MSW handlers behind node:http, with CORS, plus the contract at `/openapi.json` with
 * this server's own addresses. Port 0 picks a free one (tests).
 */
export function startMockHttpServer(options: { port: number; host: string; algorithm: ChecksumAlgorithm }) {
  return new Promise<MockHttpServer>((resolve, reject) => {
    let origin = ''
    let handlers: RequestHandler[] = []
    let openApi = ''

    /** CORS preflights answered: a service on the app's own origin needs none (`GET /__mock/preflights`). */
    let preflights = 0

    async function handle(req: IncomingMessage, res: ServerResponse) {
      if (req.method === 'OPTIONS') {
        preflights += 1
        res.writeHead(204, cors).end()
        return
      }
      const url = new URL(req.url ?? '/', origin)
      if (req.method === 'GET' && url.pathname === '/__mock/preflights') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ preflights }))
        return
      }
      if (req.method === 'GET' && url.pathname === '/openapi.json') {
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(openApi)
        return
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const request = new Request(url, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
        ),
        body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
        duplex: 'half',
      } as RequestInit)
      const response = await getResponse(handlers, request)
      if (!response) {
        res.writeHead(404, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ success: false, message: 'Not found', context: req.url ?? '' }))
        return
      }
      if (response.type === 'error') {
        res.destroy()
        return
      }
      res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors })
      res.end(Buffer.from(await response.arrayBuffer()))
    }

    const server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500, { ...cors, 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ success: false, message: 'Mock server error', context: String(error) }))
      })
    })
    server.once('error', reject)
    // Handlers need the real port in their addresses; no request is read before 'listening'.
    server.listen(options.port, options.host, () => {
      origin = `http://${options.host}:${(server.address() as AddressInfo).port}`
      const addresses = { apiBaseUrl: `${origin}/v1/public`, storageUrl: `${origin}/storage` }
      handlers = createHandlers(createMockStore(options.algorithm), addresses)
      openApi = openApiJson(addresses)
      resolve({ server, origin, addresses })
    })
  })
}
