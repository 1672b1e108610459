import type { ChecksumAlgorithm } from '../config/schema'
import { createHasher } from './checksum'
import { hasWebDigest, webDigest } from './web-digest'

/**
 * 1 MiB: Chromium hands a file's stream over in reads of about this size; larger slices, filled
 * from several reads, hashed slower in headless Chromium (docs/benchmarks.md).
 */
export const HASH_CHUNK = 1024 * 1024

/**
 * Files up to this size are read whole and hashed by WebCrypto, which uses the CPU's SHA
 * instructions (several times the WASM hasher's speed); the same bound as the memory the
 * benchmarks allow for hashing. Larger files stream through the WASM hasher in slices.
 */
export const WHOLE_FILE_BUDGET = 64 * 1024 * 1024

/**
 * Hashes a Blob: whole, through WebCrypto, when it fits `wholeFileBudget` (MD5, which WebCrypto
 * lacks, through WASM on the same bytes); otherwise slice by slice so memory stays at one slice
 * whatever the file's size. Runs in the worker (and in tests).
 */
export async function hashBlob(
  blob: Blob,
  algorithm: ChecksumAlgorithm,
  onProgress?: (hashed: number) => void,
  isCancelled: () => boolean = () => false,
  chunkSize = HASH_CHUNK,
  wholeFileBudget = WHOLE_FILE_BUDGET,
): Promise<string> {
  if (blob.size <= wholeFileBudget) {
    const bytes = await blob.arrayBuffer()
    if (isCancelled()) throw new DOMException('cancelled', 'AbortError')
    const hex = hasWebDigest(algorithm) ? await webDigest(bytes, algorithm) : await wasmDigest(algorithm, bytes)
    onProgress?.(blob.size)
    return hex
  }
  const hasher = await createHasher(algorithm)
  hasher.init()
  let hashed = 0
  for await (const chunk of chunksOf(blob, chunkSize)) {
    if (isCancelled()) throw new DOMException('cancelled', 'AbortError')
    hasher.update(chunk)
    hashed += chunk.byteLength
    onProgress?.(hashed)
  }
  return hasher.digest('hex')
}

function chunksOf(blob: Blob, size: number): AsyncGenerator<Uint8Array> {
  let reader: ReadableStreamBYOBReader
  try {
    reader = blob.stream().getReader({ mode: 'byob' })
  } catch {
    return sliceChunks(blob, size)
  }
  return reusedBufferChunks(reader, size)
}

/**
 * Reads into one buffer that goes round and round (a BYOB read hands it back), so hashing
 * allocates nothing per slice: with a fresh ArrayBuffer per slice the garbage outran the
 * collector and the renderer grew by hundreds of MiB on a 2 GiB file. The file keeps being read
 * into the stream's pipe while a slice is hashed.
 */
async function* reusedBufferChunks(reader: ReadableStreamBYOBReader, size: number): AsyncGenerator<Uint8Array> {
  let buffer = new ArrayBuffer(size)
  try {
    for (;;) {
      let filled = 0
      let done = false
      while (filled < size && !done) {
        const result = await reader.read(new Uint8Array(buffer, filled))
        if (result.value) buffer = result.value.buffer as ArrayBuffer
        filled += result.value?.byteLength ?? 0
        done = result.done
      }
      if (filled > 0) yield new Uint8Array(buffer, 0, filled)
      if (done) return
    }
  } finally {
    // ends the file read early when the caller stops (cancel, error)
    void reader.cancel().catch(() => undefined)
  }
}

/** Where Blob streams are not byte streams: the next slice is read while this one is hashed. */
async function* sliceChunks(blob: Blob, size: number): AsyncGenerator<Uint8Array> {
  const read = (offset: number) => blob.slice(offset, Math.min(offset + size, blob.size)).arrayBuffer()
  let offset = 0
  let next: Promise<ArrayBuffer> | null = blob.size > 0 ? read(0) : null
  while (next) {
    const current = new Uint8Array(await next)
    offset += current.byteLength
    next = offset < blob.size ? read(offset) : null
    yield current
  }
}

async function wasmDigest(algorithm: ChecksumAlgorithm, bytes: ArrayBuffer) {
  const hasher = await createHasher(algorithm)
  hasher.init()
  hasher.update(new Uint8Array(bytes))
  return hasher.digest('hex')
}
