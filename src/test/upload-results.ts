import type { UploadResult } from '../api/schemas'

/* What the storage service answers an upload, for tests; no DOM here, so tests without a page use it too. */

/** A stand-in SHA-256 per file name: 64 hex digits, so the queue reads it as a SHA-256 digest. */
export const fakeDigest = (name: string) =>
  Array.from(name.padEnd(32, '.').slice(0, 32), (c) => (c.charCodeAt(0) % 256).toString(16).padStart(2, '0')).join('')

export const resultFor = (file: File, checksum = fakeDigest(file.name)): UploadResult => ({
  fileId: `f-${file.name}`,
  containerId: 'c1',
  mime: 'text/plain',
  size: String(file.size),
  scan: true,
  store: true,
  originalname: file.name,
  checksum,
  sync: 'true',
  public: false,
  directLink: '',
})
