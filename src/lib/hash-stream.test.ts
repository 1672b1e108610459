import { Blob as NodeBlob } from 'node:buffer'
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

  // happy-dom's Blob takes the slice path above; browsers' (like Node's) Blob streams are byte
  // streams and take the reused-buffer path.
  it('matches node:crypto through a byte stream across chunk boundaries', async () => {
    const blob = new NodeBlob([bytes]) as unknown as Blob
    const seen: number[] = []
    expect(await hashBlob(blob, 'sha256', (n) => seen.push(n), undefined, 64)).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    )
    expect(seen).toEqual(Array.from({ length: Math.ceil(1000 / 64) }, (_, i) => Math.min((i + 1) * 64, 1000)))
    expect(await hashBlob(new NodeBlob([]) as unknown as Blob, 'sha256')).toBe(createHash('sha256').digest('hex'))
  })

  it('hashes an empty file', async () => {
    expect(await hashBlob(new Blob([]), 'sha256')).toBe(createHash('sha256').digest('hex'))
  })

  it('stops when cancelled', async () => {
    await expect(hashBlob(new Blob([bytes]), 'sha256', undefined, () => true, 64)).rejects.toThrow('cancelled')
  })
})
