/**
 * The mock service over real HTTP (src/mocks/http-server.ts), so a built app (or curl) can use
 * it. Real sockets give real upload-progress events. The contract is at /openapi.json.
 *   PORT=8787 CHECKSUM_ALGORITHM=sha256 npm run mock:server
 */
import { checksumAlgorithms } from '../config/defaults'
import type { ChecksumAlgorithm } from '../config/schema'
import { startMockHttpServer } from './http-server'

const algorithm = (process.env.CHECKSUM_ALGORITHM ?? 'sha256') as ChecksumAlgorithm
if (!checksumAlgorithms.includes(algorithm)) throw new Error(`CHECKSUM_ALGORITHM must be one of ${checksumAlgorithms}`)

const { origin, addresses } = await startMockHttpServer({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  algorithm,
})
console.log(
  `mock service on ${origin}  apiBaseUrl=${addresses.apiBaseUrl}  storageUrl=${addresses.storageUrl}  contract=${origin}/openapi.json`,
)
