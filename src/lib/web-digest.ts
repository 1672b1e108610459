import type { ChecksumAlgorithm } from '../config/schema'

const webCryptoNames: Partial<Record<ChecksumAlgorithm, string>> = { sha1: 'SHA-1', sha256: 'SHA-256', sha512: 'SHA-512' }

const toHex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('')

/** Whether WebCrypto computes this checksum here (it has no MD5). */
export const hasWebDigest = (algorithm: ChecksumAlgorithm) => !!webCryptoNames[algorithm] && !!globalThis.crypto?.subtle

/**
 * The lowercase hex digest of `bytes` by WebCrypto (the CPU's SHA instructions). It copies the
 * bytes as it is called: they may be handed on (transferred) right after.
 */
export async function webDigest(bytes: ArrayBuffer, algorithm: ChecksumAlgorithm): Promise<string> {
  const name = webCryptoNames[algorithm]
  if (!name) throw new Error(`WebCrypto has no ${algorithm}`)
  return toHex(await crypto.subtle.digest(name, bytes))
}
