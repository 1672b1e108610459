// Times the app's own hashFile (worker and all) on the file picked in the input.
import { createHasher } from '../../src/lib/checksum'
import { hashFile } from '../../src/lib/hash-file'

export type HashRun = { hex: string; ms: number; bytes: number }
export type HashBench = {
  hash: (chunkSize?: number) => Promise<HashRun>
  /** every picked file at once, as a batch dropped on the page would be */
  hashAll: () => Promise<{ hexes: string[]; ms: number }>
  warm: () => Promise<string>
  compute: (bytes: number) => Promise<HashRun>
}

const input = document.querySelector<HTMLInputElement>('#file')!

const bench: HashBench = {
  async hash(chunkSize) {
    const file = input.files?.[0]
    if (!file) throw new Error('no file picked')
    const start = performance.now()
    const hex = await hashFile(file, 'sha256', { chunkSize })
    return { hex, ms: performance.now() - start, bytes: file.size }
  },
  async hashAll() {
    const files = Array.from(input.files ?? [])
    const start = performance.now()
    const hexes = await Promise.all(files.map((f) => hashFile(f, 'sha256')))
    return { hexes, ms: performance.now() - start }
  },
  /** loads the worker module and compiles the WASM once, so timed runs measure hashing */
  warm: () => hashFile(new Blob([new Uint8Array(16)]), 'sha256'),
  /** the same WASM hasher on bytes already in memory, 1 MiB at a time: hashing without reading */
  async compute(bytes) {
    const data = new Uint8Array(bytes).map((_, i) => i & 0xff)
    const hasher = await createHasher('sha256')
    hasher.init()
    const start = performance.now()
    for (let offset = 0; offset < bytes; offset += 1 << 20) hasher.update(data.subarray(offset, offset + (1 << 20)))
    return { hex: hasher.digest('hex'), ms: performance.now() - start, bytes }
  },
}
Object.assign(window, { bench })
document.title = 'bench: hash ready'
