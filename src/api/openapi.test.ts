import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { testAddresses } from '../mocks/node'
import { buildOpenApi, openApiJson } from './openapi'

describe('docs/openapi.json', () => {
  it('is what the zod contract generates', () => {
    const committed = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../docs/openapi.json'), 'utf8')
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi` and commit it').toBe(openApiJson())
  })

  it('names every endpoint of both surfaces with its credential', () => {
    const { paths } = buildOpenApi()
    const security = Object.entries(paths).flatMap(([path, item]) =>
      ['get', 'post']
        .filter((m) => m in item)
        .map((m) => `${m.toUpperCase()} ${path} ${Object.keys((item[m] as { security: object[] }).security[0]!)}`),
    )
    expect(security.sort()).toEqual([
      'GET /consignments/count bearer',
      'GET /me bearer',
      'POST /consignments bearer',
      'POST /download publicKey',
      'POST /transfers/consignments/{consignmentId} bearer',
      'POST /upload publicKey',
    ])
  })

  it('describes paths the mock serves: each answers 401 with the error body when the credential is missing', async () => {
    const { paths } = buildOpenApi(testAddresses)
    const calls = Object.entries(paths).flatMap(([path, item]) => {
      const base = (item.servers as { variables: Record<string, { default: string }> }[])[0]!.variables
      const url = Object.values(base)[0]!.default + path.replace('{consignmentId}', 'c-1')
      return ['get', 'post'].filter((m) => m in item).map((method) => ({ method, url }))
    })
    expect(calls).toHaveLength(6)
    for (const { method, url } of calls) {
      const response = await fetch(url, { method })
      expect([url, response.status, await response.json()]).toEqual([url, 401, expect.objectContaining({ success: false })])
    }
  })
})
