import { Blob as NodeBlob } from 'node:buffer'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checksumAlgorithms } from '../config/defaults'
import { hashBlob } from './hash-stream'

describe('hashBlob', () => {
  const bytes = new Uint8Array(1000).map((_, i) => (i * 31) % 256)

  it.each(checksumAlgorithms)('matches node:crypto for %s across chunk boundaries', async (algorithm) => {
    const seen: number[] = []
    const hex = await hashBlob(new Blob([bytes]), algorithm, (n) => seen.push(n), undefined, 64, 0)
    expect(hex).toBe(createHash(algorithm).update(bytes).digest('hex'))
    expect(seen.at(-1)).toBe(1000)
    expect(seen.length).toBe(Math.ceil(1000 / 64))
  })

  // happy-dom's Blob takes the slice path above; browsers' (like Node's) Blob streams are byte
  // streams and take the reused-buffer path.
  it('matches node:crypto through a byte stream across chunk boundaries', async () => {
    const blob = new NodeBlob([bytes]) as unknown as Blob
    const seen: number[] = []
    expect(await hashBlob(blob, 'sha256', (n) => seen.push(n), undefined, 64, 0)).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    )
    expect(seen).toEqual(Array.from({ length: Math.ceil(1000 / 64) }, (_, i) => Math.min((i + 1) * 64, 1000)))
    expect(await hashBlob(new NodeBlob([]) as unknown as Blob, 'sha256')).toBe(createHash('sha256').digest('hex'))
  })

  it('hashes an empty file', async () => {
    expect(await hashBlob(new Blob([]), 'sha256')).toBe(createHash('sha256').digest('hex'))
  })

  it('stops when cancelled', async () => {
    await expect(hashBlob(new Blob([bytes]), 'sha256', undefined, () => true, 64, 0)).rejects.toThrow('cancelled')
  })

  describe.each(checksumAlgorithms)('a file within the budget, read whole (%s)', (algorithm) => {
    const budget = 1000
    it.each([budget - 1, budget, budget + 1])('gives the same digest as node:crypto at %i bytes', async (size) => {
      const data = new Uint8Array(size).map((_, i) => (i * 7) % 256)
      const seen: number[] = []
      const hex = await hashBlob(new Blob([data]), algorithm, (n) => seen.push(n), undefined, 64, budget)
      expect(hex).toBe(createHash(algorithm).update(data).digest('hex'))
      // Whole: one progress report; streamed, one per slice.
      expect(seen.length).toBe(size <= budget ? 1 : Math.ceil(size / 64))
    })
  })

  it('stops a whole-file hash when cancelled', async () => {
    await expect(hashBlob(new Blob([bytes]), 'sha256', undefined, () => true)).rejects.toThrow('cancelled')
  })
})
