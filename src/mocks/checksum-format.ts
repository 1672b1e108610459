import type { ChecksumAlgorithm } from '../config/schema'
import { digestBytes } from '../lib/checksum'

/** How the mock spells the checksum of an upload, as real storage services do in their own ways. */
export const checksumFormats = ['hex', 'HEX', 'base64', 'base64url', 'prefixed', 'braces', 'wrong', 'other-algorithm'] as const
export type ChecksumFormat = (typeof checksumFormats)[number]

const base64Of = (hex: string) => btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((h) => parseInt(h, 16))))

/** `hex` is the digest of `bytes` with `algorithm`, as the mock stored it. */
export async function spellChecksum(format: ChecksumFormat, hex: string, algorithm: ChecksumAlgorithm, bytes: Uint8Array) {
  switch (format) {
    case 'hex':
      return hex
    case 'HEX':
      return hex.toUpperCase()
    case 'base64':
      return base64Of(hex)
    case 'base64url':
      return base64Of(hex).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    case 'prefixed':
      return `${algorithm}:${hex}`
    case 'braces':
      return `{${algorithm.toUpperCase()}}${base64Of(hex)}`
    case 'wrong':
      return digestBytes(algorithm, new Uint8Array([...bytes, 1]))
    case 'other-algorithm':
      return digestBytes(algorithm === 'sha256' ? 'sha1' : 'sha256', bytes)
  }
}
