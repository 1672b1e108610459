import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checksumAlgorithms } from '../config/schema'
import { hashBlob } from './hash-stream'

describe('hashBlob', () => {
  const bytes = new Uint8Array(1000).map((_, i) => (i * 31) % 256)

  it.each(checksumAlgorithms)('matches node:crypto for %s across chunk boundaries', async (algorithm) => {
    const seen: number[] = []
    const hex = await hashBlob(new Blob([bytes]), algorithm, (n) => seen.push(n), undefined, 64)
    expect(hex).toBe(createHash(algorithm).update(bytes).digest('hex'))
    expect(seen.at(-1)).toBe(1000)
    expect(seen.length).toBe(Math.ceil(1000 / 64))
  })

  it('hashes an empty file', async () => {
    expect(await hashBlob(new Blob([]), 'sha256')).toBe(createHash('sha256').digest('hex'))
  })

  it('stops when cancelled', async () => {
    await expect(hashBlob(new Blob([bytes]), 'sha256', undefined, () => true, 64)).rejects.toThrow('cancelled')
  })
})
