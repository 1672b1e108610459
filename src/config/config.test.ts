import { i18n } from '@lingui/core'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../mocks/node'
import { ConfigError, loadConfig } from './load'
import { explainStartFailure } from '../components/config-words'
import { configDefaults } from './defaults'
import { parseConfig } from './schema'

const defaults = configDefaults(false)
const origin = 'https://app.example.test'
const url = 'http://app.test/config.json'

function serve(body: string | null, status = 200) {
  server.use(http.get(url, () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } })))
}

/** Why loadConfig refused, as the operator reads it (in English, the tests' language). */
async function refusal(): Promise<{ message: string; details: string[] }> {
  const error = await loadConfig(url).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ConfigError)
  return explainStartFailure(i18n, error)
}

describe('parseConfig', () => {
  it('merges the keys given over the defaults and makes relative addresses absolute', () => {
    const result = parseConfig({ apiBaseUrl: '/api/v1/public/', checksumAlgorithm: 'md5' }, defaults, origin)
    expect(result.success && result.data).toEqual({
      ...defaults,
      apiBaseUrl: 'https://app.example.test/api/v1/public',
      storageUrl: 'https://app.example.test/mock/storage',
      checksumAlgorithm: 'md5',
    })
  })

  it('keeps absolute addresses on another origin as they are', () => {
    const result = parseConfig(
      { apiBaseUrl: 'https://api.other.test/v1/public', storageUrl: 'http://files.other.test' },
      defaults,
      origin,
    )
    expect(result.success && [result.data.apiBaseUrl, result.data.storageUrl]).toEqual([
      'https://api.other.test/v1/public',
      'http://files.other.test',
    ])
  })

  it.each<unknown>([
    { apiBase: '/x' },
    { checksumAlgorithm: 'crc32' },
    { expirationUnit: 'weeks' },
    { uploadConcurrency: 0 },
    { requestTimeoutMs: '30000' },
    { mock: 'yes' },
    { storageUrl: 'javascript:alert(1)' },
    { apiBaseUrl: '' },
    [1, 2],
  ])('refuses %j', (raw) => {
    expect(parseConfig(raw, defaults, origin).success).toBe(false)
  })
})

describe('loadConfig', () => {
  it('loads a valid file', async () => {
    serve(JSON.stringify({ apiBaseUrl: 'https://api.example.test/v1/public', uploadConcurrency: 5 }))
    expect(await loadConfig(url)).toMatchObject({
      apiBaseUrl: 'https://api.example.test/v1/public',
      uploadConcurrency: 5,
      checksumAlgorithm: 'sha256',
    })
  })

  it('resolves relative addresses against the page', async () => {
    serve(JSON.stringify({ storageUrl: '/files' }))
    expect((await loadConfig(url)).storageUrl).toBe(`${window.location.origin}/files`)
  })

  it('says when the file is missing', async () => {
    serve('not found', 404)
    expect((await refusal()).message).toBe(`config.json is missing (404 from ${url}).`)
  })

  it('says when it cannot be fetched at all', async () => {
    server.use(http.get(url, () => HttpResponse.error()))
    expect((await refusal()).message).toBe(`config.json could not be fetched from ${url}.`)
  })

  it('says when it is not JSON', async () => {
    serve('{ "apiBaseUrl": ')
    expect((await refusal()).message).toBe('config.json is not valid JSON.')
  })

  it('names an unknown key and each bad value', async () => {
    serve(JSON.stringify({ apiBase: '/x' }))
    const unknown = await refusal()
    expect(unknown.message).toBe('config.json has invalid settings.')
    expect(unknown.details.join('\n')).toMatch(/unknown key apiBase/)

    serve(JSON.stringify({ checksumAlgorithm: 'crc32', uploadConcurrency: 'three' }))
    const bad = await refusal()
    expect(bad.details).toEqual([
      expect.stringMatching(/^checksumAlgorithm: must be one of sha256, sha1, md5, sha512$/),
      expect.stringMatching(/^uploadConcurrency: must be a/),
    ])
  })
})

describe('requestTimeoutMs', () => {
  it('is bounded, so a timer can hold it (setTimeout overflows at 2^31 ms and fires at once)', async () => {
    serve(JSON.stringify({ requestTimeoutMs: 2 ** 31 }))
    expect((await refusal()).details).toEqual(['requestTimeoutMs: must be at most 3600000 ms (one hour)'])
    serve(JSON.stringify({ requestTimeoutMs: 3_600_000 }))
    expect((await loadConfig(url)).requestTimeoutMs).toBe(3_600_000)
  })
})

describe('resumeStorageBudgetMb and sendJournal', () => {
  it('default to 500 MB of copies and the journal on; an operator may set them, not to nonsense', async () => {
    serve(JSON.stringify({}))
    expect(await loadConfig(url)).toMatchObject({ resumeStorageBudgetMb: 500, sendJournal: true })
    serve(JSON.stringify({ resumeStorageBudgetMb: 0, sendJournal: false }))
    expect(await loadConfig(url)).toMatchObject({ resumeStorageBudgetMb: 0, sendJournal: false })
    serve(JSON.stringify({ resumeStorageBudgetMb: -1 }))
    expect((await refusal()).details).toEqual([expect.stringMatching(/^resumeStorageBudgetMb: /)])
    serve(JSON.stringify({ sendJournal: 'yes' }))
    expect((await refusal()).details).toEqual([expect.stringMatching(/^sendJournal: /)])
  })
})
