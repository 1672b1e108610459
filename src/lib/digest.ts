import type { ChecksumAlgorithm } from '../config/schema'

/** Digest sizes in bytes, the configured algorithms and the ones a server may use instead. */
const SIZES = { md5: 16, sha1: 20, sha256: 32, sha384: 48, sha512: 64 } as const
export type KnownAlgorithm = keyof typeof SIZES

export type DigestVerdict =
  | { state: 'match' }
  | { state: 'mismatch' }
  /** the server's value is another algorithm's digest: it says nothing about these bytes */
  | { state: 'not-comparable'; serverAlgorithm: KnownAlgorithm }
  /** empty, or nothing a digest can be read from */
  | { state: 'not-given' }

/** "SHA-256", "sha256", "Sha_256" → sha256; anything else → undefined. */
function algorithmNamed(label: string): KnownAlgorithm | undefined {
  const name = label.toLowerCase().replace(/[-_\s]/g, '')
  return name in SIZES ? (name as KnownAlgorithm) : undefined
}

const algorithmOfSize = (size: number) => (Object.keys(SIZES) as KnownAlgorithm[]).find((algorithm) => SIZES[algorithm] === size)

function fromHex(text: string): Uint8Array | null {
  if (!/^[0-9a-f]*$/i.test(text) || text.length % 2) return null
  const bytes = new Uint8Array(text.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

/** base64 or base64url, padded or not. */
function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null
  const plain = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (plain.length % 4 === 1) return null
  try {
    const binary = atob(plain + '='.repeat((4 - (plain.length % 4)) % 4))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/**
 * An optional algorithm label before the digest: `sha256:…`, `sha256=…`, `SHA-256 …`, `{SHA256}…`.
 * A prefix that names no known algorithm is not a label (base64 may end in "=").
 */
function splitLabel(value: string): { label?: KnownAlgorithm; body: string } {
  const match = /^(?:\{\s*([a-z0-9_-]+)\s*\}|([a-z0-9_-]+)\s*[:=]|([a-z0-9_-]+)\s+)\s*(\S+)$/i.exec(value)
  const label = match && algorithmNamed(match[1] ?? match[2] ?? match[3] ?? '')
  return label && match ? { label, body: match[4]! } : { body: value }
}

/**
 * Reads the digest a server reported, in whatever spelling, and compares its bytes with ours.
 * Hex and base64 overlap (64 hex characters are also the base64 of 48 bytes, a SHA-384), so the
 * reading that gives the configured algorithm's size wins; then the one that gives another
 * algorithm's size, which is "not comparable" rather than a mismatch.
 */
export function compareDigest(localHex: string, server: string | undefined, algorithm: ChecksumAlgorithm): DigestVerdict {
  const { label, body } = splitLabel((server ?? '').trim())
  if (!body) return { state: 'not-given' }
  if (label && label !== algorithm) return { state: 'not-comparable', serverAlgorithm: label }
  const readings = [fromHex(body), fromBase64(body)].filter((bytes): bytes is Uint8Array => bytes !== null)
  const size = SIZES[algorithm]
  const ours = readings.find((bytes) => bytes.length === size)
  if (ours) {
    const local = fromHex(localHex.trim())
    return local && local.length === ours.length && local.every((b, i) => b === ours[i])
      ? { state: 'match' }
      : { state: 'mismatch' }
  }
  const other = label ? undefined : readings.map((bytes) => algorithmOfSize(bytes.length)).find(Boolean)
  return other ? { state: 'not-comparable', serverAlgorithm: other } : { state: 'not-given' }
}
