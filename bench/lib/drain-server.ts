import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An upload endpoint that reads the body and throws it away, answering a well-formed upload
 * result: it shows what the client side alone can send, without the mock's parsing and hashing.
 */
export async function startDrainServer(): Promise<{ storageUrl: string; close: () => Promise<void> }> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'x-public-key, Content-Type, Accept',
    'Access-Control-Allow-Methods': 'POST',
  }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.byteLength))
    req.on('end', () => {
      const body = {
        fileId: 'drained',
        containerId: 'drained',
        mime: 'application/octet-stream',
        size: String(bytes),
        scan: true,
      }
      const rest = { store: true, originalname: 'drained', checksum: '', sync: 'true', public: false, directLink: '' }
      res
        .writeHead(200, { ...cors, 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: true, body: { ...body, ...rest } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    storageUrl: `http://127.0.0.1:${port}/storage`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
