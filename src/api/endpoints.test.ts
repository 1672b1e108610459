import { i18n } from '@lingui/core'
import { delay, http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppConfig } from '../config/schema'
import { mockStore, server, testAddresses } from '../mocks/node'
import { testConfig } from '../test/render'
import { explainError as explainIn } from '../components/explain-error'
import { initCredentials } from './credentials'
import { ApiError } from './errors'
import { createPublicApi } from './public-api'
import { createStorageApi } from './storage-api'

const consignment = { uuid: 'u-1', filename: 'a.txt', contentType: 'text/plain', size: 5, co_authors: [] }
/** The sentence a person reads for the error, in English (the tests' language). */
const explainError = (error: unknown) => explainIn(i18n, error)
const file = () => new File(['hello'], 'a.txt', { type: 'text/plain' })

type Endpoint = {
  name: string
  method: 'get' | 'post'
  url: string
  documented: number[]
  /** Sets up what the call needs, then returns it. */
  prepare: (config: AppConfig) => Promise<() => Promise<unknown>>
  /** Upload has no timeout by design: large files take long. */
  timeout: boolean
}

const api = (config: AppConfig) => ({ pub: createPublicApi(config), storage: createStorageApi(config) })

const endpoints: Endpoint[] = [
  {
    name: 'createConsignment',
    method: 'post',
    url: `${testAddresses.apiBaseUrl}/consignments`,
    documented: [400, 402, 500],
    timeout: true,
    prepare: async (c) => () => api(c).pub.createConsignment(consignment),
  },
  {
    name: 'createTransfer',
    method: 'post',
    url: `${testAddresses.apiBaseUrl}/transfers/consignments/:id`,
    documented: [400, 500],
    timeout: true,
    prepare: async (c) => {
      const id = mockStore.addConsignment(consignment)
      return () => api(c).pub.createTransfer(id, { target_emails: ['ana@example.test'], expiration: 7 })
    },
  },
  ...(['count', 'me'] as const).map((name) => ({
    name,
    method: 'get' as const,
    url: `${testAddresses.apiBaseUrl}${name === 'count' ? '/consignments/count' : '/me'}`,
    documented: [500],
    timeout: true,
    prepare: async (c: AppConfig) => () => api(c).pub[name](),
  })),
  {
    name: 'upload',
    method: 'post',
    url: `${testAddresses.storageUrl}/upload`,
    documented: [422, 500],
    timeout: false,
    prepare: async (c) => () => api(c).storage.upload(file(), { email: 'ana@example.test', store: true, source: 'transfer' }),
  },
  {
    name: 'downloadLink',
    method: 'post',
    url: `${testAddresses.storageUrl}/download`,
    documented: [422, 500],
    timeout: true,
    prepare: async (c) => {
      const stored = await mockStore.addFile('a.txt', 'text/plain', new TextEncoder().encode('hello'))
      return () => api(c).storage.downloadLink({ fileId: stored.fileId, containerId: stored.containerId })
    },
  },
]

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' }))

describe('every endpoint, against the mock', () => {
  it('createConsignment returns the new id and the count grows', async () => {
    const { pub } = api(testConfig)
    const id = await pub.createConsignment(consignment)
    expect(mockStore.state.consignments[id]).toMatchObject({ filename: 'a.txt', size: 5 })
    expect(await pub.count()).toBe(1)
  })

  it('createTransfer returns the new transfer id', async () => {
    const consignmentId = mockStore.addConsignment(consignment)
    const id = await api(testConfig).pub.createTransfer(consignmentId, { target_emails: ['ana@example.test'] })
    expect(mockStore.state.transfers[id]).toMatchObject({ consignmentId, target_emails: ['ana@example.test'] })
  })

  it('me unwraps { success, body }', async () => {
    expect(await api(testConfig).pub.me()).toMatchObject({ email: 'dev@example.test', quota: { consignments: { used: 0 } } })
  })

  it('upload returns what the server stored, checksum included', async () => {
    const result = await api(testConfig).storage.upload(file(), { email: 'ana@example.test', store: true, source: 'public' })
    expect(result).toMatchObject({
      originalname: 'a.txt',
      mime: 'text/plain',
      size: '5',
      store: true,
      public: true,
      checksum: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    })
  })

  it('downloadLink returns a link that serves the bytes', async () => {
    const stored = await mockStore.addFile('a.txt', 'text/plain', new TextEncoder().encode('hello'))
    const link = await api(testConfig).storage.downloadLink({ fileId: stored.fileId })
    expect(await (await fetch(link)).text()).toBe('hello')
  })
})

describe.each(endpoints)('$name fails readably', (endpoint) => {
  const answer = (resolver: () => Response | Promise<Response>) => server.use(http[endpoint.method](endpoint.url, resolver))

  it.each(endpoint.documented)('documented status %i → http error with message and context', async (status) => {
    answer(() => HttpResponse.json({ success: false, message: `Refused with ${status}`, context: 'some_field' }, { status }))
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error).toMatchObject({ kind: 'http', status, message: `Refused with ${status}`, context: 'some_field' })
    expect(explainError(error)).toMatch(new RegExp(`: Refused with ${status}$`))
  })

  it('401 → an auth error', async () => {
    answer(() => HttpResponse.json({ success: false, message: 'Bad credential', context: 'auth' }, { status: 401 }))
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error).toMatchObject({ kind: 'http', status: 401, isAuth: true })
    expect(explainError(error)).toBe('Not signed in: the credential is missing or wrong: Bad credential')
  })

  it('network failure → kind network', async () => {
    answer(() => HttpResponse.error())
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error.kind).toBe('network')
    expect(explainError(error)).toBe('Could not reach the server. Check your connection and try again.')
  })

  it('an HTML error page → kind unreadable, with its status', async () => {
    answer(
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    )
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error).toMatchObject({ kind: 'unreadable', status: 502 })
    expect(explainError(error)).toBe(
      'The server answered 502 with something that is not JSON. The server is unreachable (bad gateway).',
    )
  })

  it('a JSON error that is not the error body → the status explained', async () => {
    answer(() => HttpResponse.json({ error: 'boom' }, { status: 500 }))
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error).toMatchObject({ kind: 'http', status: 500, message: '' })
    expect(explainError(error)).toBe('The server had an unexpected error.')
  })

  it('a 2xx of the wrong shape → kind shape', async () => {
    answer(() => HttpResponse.json(endpoint.name === 'me' ? ['not', 'an', 'object'] : { ok: 'yes' }))
    const error = await failure(await endpoint.prepare(testConfig))
    expect(error.kind).toBe('shape')
    expect(explainError(error)).toMatch(/^The server's answer was not in the expected form \(unexpected .+\)\.$/)
  })

  if (endpoint.timeout)
    it('no answer within requestTimeoutMs → kind timeout', async () => {
      answer(async () => {
        await delay('infinite')
        return HttpResponse.json({})
      })
      const error = await failure(await endpoint.prepare({ ...testConfig, requestTimeoutMs: 30 }))
      expect(error.kind).toBe('timeout')
      expect(explainError(error)).toBe('The server did not answer in time. Try again.')
    })
})
