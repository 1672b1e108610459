import type { ChecksumAlgorithm } from '../config/schema'
import { createHasher } from './checksum'

export const HASH_CHUNK = 16 * 1024 * 1024

/**
 * Hashes a Blob in large slices, reading the next slice while the current one is hashed, so
 * memory stays at two slices whatever the file's size. Runs in the worker (and in tests).
 */
export async function hashBlob(
  blob: Blob,
  algorithm: ChecksumAlgorithm,
  onProgress?: (hashed: number) => void,
  isCancelled: () => boolean = () => false,
  chunkSize = HASH_CHUNK,
): Promise<string> {
  const hasher = await createHasher(algorithm)
  hasher.init()
  const read = (offset: number) => blob.slice(offset, Math.min(offset + chunkSize, blob.size)).arrayBuffer()
  let offset = 0
  let next: Promise<ArrayBuffer> | null = blob.size > 0 ? read(0) : null
  while (next) {
    const current = new Uint8Array(await next)
    const following = offset + current.byteLength
    next = following < blob.size ? read(following) : null
    if (isCancelled()) throw new DOMException('cancelled', 'AbortError')
    hasher.update(current)
    offset = following
    onProgress?.(offset)
  }
  return hasher.digest('hex')
}
