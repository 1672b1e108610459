import { createMD5, createSHA1, createSHA256, createSHA512, type IHasher } from 'hash-wasm'
import type { ChecksumAlgorithm } from '../config/schema'

const factories: Record<ChecksumAlgorithm, () => Promise<IHasher>> = {
  sha256: createSHA256,
  sha1: createSHA1,
  md5: createMD5,
  sha512: createSHA512,
}

export function createHasher(algorithm: ChecksumAlgorithm): Promise<IHasher> {
  return factories[algorithm]()
}

/** Lowercase hex digest of bytes already in memory (the mock, tests). */
export async function digestBytes(algorithm: ChecksumAlgorithm, bytes: Uint8Array): Promise<string> {
  const hasher = await createHasher(algorithm)
  hasher.init()
  hasher.update(bytes)
  return hasher.digest('hex')
}
