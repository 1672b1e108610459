/**
 * The mock service over real HTTP: the same MSW handlers behind node:http, with CORS, so a
 * built app (or curl) can use it. Real sockets give real upload-progress events.
 *   PORT=8787 CHECKSUM_ALGORITHM=sha256 npm run mock:server
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { getResponse } from 'msw'
import { checksumAlgorithms, type ChecksumAlgorithm } from '../config/schema'
import { createHandlers } from './handlers/create'
import { createMockStore } from './store'

const port = Number(process.env.PORT ?? 8787)
const host = process.env.HOST ?? '127.0.0.1'
const algorithm = (process.env.CHECKSUM_ALGORITHM ?? 'sha256') as ChecksumAlgorithm
if (!checksumAlgorithms.includes(algorithm)) throw new Error(`CHECKSUM_ALGORITHM must be one of ${checksumAlgorithms}`)

const origin = `http://${host}:${port}`
const addresses = { apiBaseUrl: `${origin}/v1/public`, storageUrl: `${origin}/storage` }
const store = createMockStore(algorithm)
const handlers = createHandlers(store, addresses)

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, x-public-key, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
  'Access-Control-Max-Age': '600',
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(new URL(req.url ?? '/', origin), {
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

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error)
    if (!res.headersSent) res.writeHead(500, { ...cors, 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ success: false, message: 'Mock server error', context: String(error) }))
  })
}).listen(port, host, () => {
  console.log(`mock service on ${origin}  apiBaseUrl=${addresses.apiBaseUrl}  storageUrl=${addresses.storageUrl}`)
})
