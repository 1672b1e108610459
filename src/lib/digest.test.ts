import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checksumAlgorithms } from '../config/defaults'
import { compareDigest } from './digest'

const digest = (algorithm: string, text: string) => createHash(algorithm).update(text).digest()
const label: Record<string, string[]> = {
  md5: ['md5:', 'MD5=', 'MD5 ', '{MD5}'],
  sha1: ['sha1:', 'sha-1=', 'SHA-1 ', '{SHA1}'],
  sha256: ['sha256:', 'sha256=', 'SHA-256 ', '{SHA256}'],
  sha512: ['sha512:', 'SHA512=', 'SHA-512 ', '{SHA-512}'],
}
/** Every way a server may spell the same digest. */
function spellings(algorithm: string, bytes: Buffer) {
  const hex = bytes.toString('hex')
  const b64 = bytes.toString('base64')
  const plain = [
    hex,
    hex.toUpperCase(),
    b64,
    b64.replace(/=+$/, ''),
    bytes.toString('base64url'),
    `${bytes.toString('base64url')}=`,
  ]
  return [...plain, ...label[algorithm]!.map((l) => `${l}${hex}`), ...label[algorithm]!.map((l) => `${l}${b64}`), `  ${hex}  `]
}

describe.each(checksumAlgorithms)('the server digest compared as bytes (%s)', (algorithm) => {
  const ours = digest(algorithm, 'the bytes of the file')
  const local = ours.toString('hex')

  it.each(spellings(algorithm, ours))('matches %j', (server) => {
    expect(compareDigest(local, server, algorithm)).toEqual({ state: 'match' })
  })

  it.each(spellings(algorithm, digest(algorithm, 'other bytes')))('is a mismatch for another file in %j', (server) => {
    expect(compareDigest(local, server, algorithm)).toEqual({ state: 'mismatch' })
  })

  const other = algorithm === 'sha256' ? 'sha1' : 'sha256'
  it.each([
    digest(other, 'the bytes of the file').toString('hex'),
    digest(other, 'the bytes of the file').toString('base64'),
    digest('sha384', 'x').toString('base64url'),
  ])('is not comparable when the value has another algorithm’s size: %j', (server) => {
    const verdict = compareDigest(local, server, algorithm)
    expect(verdict.state).toBe('not-comparable')
  })

  it('is not comparable when a label names another algorithm, whatever its size', () => {
    const labelled = `${other}:${local}`
    expect(compareDigest(local, labelled, algorithm)).toEqual({ state: 'not-comparable', serverAlgorithm: other })
  })

  it.each(['', '   ', 'not a digest', 'abc', '#'.repeat(64), undefined])('is not given for %j', (server) => {
    expect(compareDigest(local, server, algorithm)).toEqual({ state: 'not-given' })
  })
})

describe('hex that is also base64', () => {
  it('reads 64 hex characters as SHA-256 when that is the configured algorithm, not as a SHA-384 in base64', () => {
    const sha256 = digest('sha256', 'f').toString('hex')
    expect(compareDigest(sha256, sha256, 'sha256')).toEqual({ state: 'match' })
  })

  it('says which algorithm the server seems to use', () => {
    const sha256 = digest('sha256', 'f').toString('hex')
    expect(compareDigest(digest('md5', 'f').toString('hex'), sha256, 'md5')).toEqual({
      state: 'not-comparable',
      serverAlgorithm: 'sha256',
    })
  })
})
