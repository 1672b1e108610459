import { describe, expect, it } from 'vitest'
import { initCredentials } from '../api/credentials'
import { createStorageApi } from '../api/storage-api'
import { compareDigest } from '../lib/digest'
import { testConfig } from '../test/render'
import { checksumFormats } from './checksum-format'
import { mockStore, testAddresses } from './node'

const sha256OfHello = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824'
const expected = {
  hex: 'match',
  HEX: 'match',
  base64: 'match',
  base64url: 'match',
  prefixed: 'match',
  braces: 'match',
  wrong: 'mismatch',
  'other-algorithm': 'not-comparable',
} as const

describe('the mock spells upload checksums as it is told', () => {
  it.each(checksumFormats)('%s, set over HTTP, reads as expected', async (format) => {
    const origin = new URL(testAddresses.apiBaseUrl).origin
    const set = await fetch(`${origin}/__mock/control`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ checksumFormat: format }),
    })
    expect(set.status).toBe(204)
    expect(mockStore.checksumFormat).toBe(format)
    initCredentials({ token: 'dev-token', publicKey: 'dev-public-key' })
    const api = createStorageApi({ ...testConfig, ...testAddresses })
    const result = await api.upload(new File(['hello'], 'hello.txt'), { email: 'a@b.co', store: true, source: 'transfer' })
    expect(compareDigest(sha256OfHello, result.checksum, 'sha256').state).toBe(expected[format])
    if (format !== 'hex') expect(result.checksum).not.toBe(sha256OfHello)
  })

  it('goes back to plain hex on reset', () => {
    mockStore.control({ checksumFormat: 'base64' })
    mockStore.reset()
    expect(mockStore.checksumFormat).toBe('hex')
  })
})
